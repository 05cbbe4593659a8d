// nqueens --status: a one-line progress report on the terminal, redrawn in
// place while a count runs.
#pragma once

#include <nqueens/observer.hpp>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace nqueens::cli {

/// Shows percent done (weighted by the plan's task work estimates), elapsed
/// time, ETA and the current rate in nodes/s (tasks/s for a method that
/// searches no tree, halves), as one line on `terminal`
/// redrawn with "\r\033[K" at most ten times a second and only when the text
/// changes. Workers add finished tasks to a sum of their own and hand it over
/// with a try_lock at most every few tens of milliseconds: no shared counter
/// in the path of every task. A drawing thread runs from construction to
/// destruction, which erases the line: destroy the reporter before printing
/// the result. One count at a time per reporter.
class ProgressReporter : public TaskObserver {
public:
  /// `label` starts the line (say "threads 4, run 2 of 3: "); may be empty.
  explicit ProgressReporter(std::FILE* terminal, std::string label = {});
  ~ProgressReporter() override;
  ProgressReporter(const ProgressReporter&) = delete;
  ProgressReporter& operator=(const ProgressReporter&) = delete;

  void begin(const TaskPlan& plan) override;
  void finished(std::uint64_t task, const TaskCounts& counts) override;

private:
  using Clock = std::chrono::steady_clock;

  struct Done {
    double work = 0;
    /// What the rate counts: nodes, or tasks where there are none.
    double counted = 0;
  };

  void draw_until_stopped();
  std::string status_line(const Done& done, Clock::time_point now);

  std::FILE* terminal_;
  const std::string label_;
  /// Tells one reporter's per-thread sums from an earlier one's.
  const std::uint64_t id_;
  const Clock::time_point start_ = Clock::now();

  std::mutex mutex_; // guards everything below
  std::condition_variable wake_;
  bool stopping_ = false;
  std::vector<double> task_work_;
  double total_work_ = 0;
  /// Whether the count's method counts nodes, and so the rate's unit: set by
  /// begin(), before any task finishes; no rate is shown before.
  bool counts_nodes_ = true;
  std::string_view rate_unit_;
  Done done_;
  /// The rate is measured over the last second or so, not since the start.
  Clock::time_point rate_since_ = start_;
  double rate_since_counted_ = 0;
  double rate_ = 0;
  std::string shown_;

  std::thread drawer_;
};

} // namespace nqueens::cli
