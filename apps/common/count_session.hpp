// What a count started from the command line runs with around the engine:
// its checkpoint (and the note that it resumed), and the progress line.
// nqueens runs one in its process; nqueens-mpi on rank 0, which sees every
// task of the job.
#pragma once

#include "command_line.hpp"
#include "observer_list.hpp"
#include "progress_reporter.hpp"

#include <nqueens/checkpoint.hpp>

#include <optional>

namespace nqueens::cli {

/// Says, once the checkpoint has matched the count's plan, what it restored;
/// observes after the checkpoint.
class ResumeReport : public TaskObserver {
public:
  explicit ResumeReport(const Checkpoint& checkpoint) : checkpoint_(checkpoint) {}
  void begin(const TaskPlan& plan) override;
  bool reads_task_work() const override { return false; }

private:
  const Checkpoint& checkpoint_;
};

class CountSession {
public:
  /// Opens command.checkpoint when given, reading it if it exists (throws
  /// CheckpointError for a bad file; the fixed queens and command.part are
  /// pinned in its header), and shows progress on stderr when command.status is set.
  explicit CountSession(const CommandLine& command);
  CountSession(const CountSession&) = delete;
  CountSession& operator=(const CountSession&) = delete;

  /// command.count as the engine should run it: the observers attached, and
  /// without --depth, when resuming a checkpoint of the same n, the file's
  /// prefix depth. The default depth depends on the thread count, so a
  /// resumed run keeps the file's split and may use other threads or ranks.
  CountOptions options();

  /// Adds an observer of the count (Ctrl-C handling, say).
  void add(TaskObserver& observer) { observers_.add(observer); }
  /// Whether anything observes the count: without, the engine need not
  /// estimate the tasks' work.
  bool observed() const { return !observers_.empty(); }

  /// The checkpoint, or null without --checkpoint.
  Checkpoint* checkpoint() { return checkpoint_ ? &*checkpoint_ : nullptr; }

  /// The checkpoint's path when the count took tasks from it, else empty:
  /// the suspect when the total turns out wrong.
  std::string resumed_checkpoint() const {
    return checkpoint_ && checkpoint_->restored_count() > 0 ? checkpoint_->path().string() : std::string();
  }

  /// Syncs and closes the checkpoint, and erases the progress line: call
  /// once the count has ended, before printing. Idempotent. Throws
  /// CheckpointError when the sync fails.
  void finish();

private:
  const CommandLine& command_;
  ObserverList observers_;
  std::optional<Checkpoint> checkpoint_;
  std::optional<ResumeReport> resume_report_;
  std::optional<ProgressReporter> progress_;
};

} // namespace nqueens::cli
