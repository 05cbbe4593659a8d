// Watching and steering a count task by task: the hook behind progress
// reports, checkpoints and clean interruption. Optional: count() runs without.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace nqueens {

/// 128-bit unsigned integer (see nqueens.hpp).
using u128 = unsigned __int128;

/// What one task contributes to a count, its weights already applied. A
/// method fills in what it computes: the unique and symmetric fields stay 0
/// for a method that does not compute them.
struct TaskCounts {
  u128 solutions = 0;
  u128 unique = 0;
  u128 quarter_turn_symmetric = 0;
  u128 half_turn_symmetric = 0;
  /// Positions of the search tree this task visited.
  u128 nodes = 0;

  TaskCounts& operator+=(const TaskCounts& other) {
    solutions += other.solutions;
    unique += other.unique;
    quarter_turn_symmetric += other.quarter_turn_symmetric;
    half_turn_symmetric += other.half_turn_symmetric;
    nodes += other.nodes;
    return *this;
  }
  friend bool operator==(const TaskCounts&, const TaskCounts&) = default;
};

/// How a count is split. Everything a task's result depends on is here: two
/// runs with equal plans have identical tasks, numbered 0..task_count-1.
struct TaskPlan {
  int n = 0;
  std::string_view method;
  int prefix_depth = 0;
  std::uint64_t task_count = 0;
  /// Estimated work of each task, indexed like the tasks, in expected nodes
  /// of its search: what progress reports weigh finished tasks by, since
  /// task sizes differ by orders of magnitude. Filled only when count() has
  /// an observer whose reads_task_work() is true (a sampled estimate,
  /// costing about 1% of the count at the default depth); empty where a
  /// method gives none, and then tasks weigh the same. Valid during the
  /// count() call only.
  std::span<const double> task_work;
};

/// Receives the tasks of one count() call. count() calls begin() once on the
/// calling thread; then, from worker threads and concurrently, for each task:
/// stop_requested(), restored(), and finished() once it has run. All but
/// begin() must be thread-safe, and each must be cheap next to a task (tasks
/// take microseconds to seconds).
class TaskObserver {
public:
  virtual ~TaskObserver() = default;
  virtual void begin(const TaskPlan& plan) { (void)plan; }
  /// A task's counts already known, from a checkpoint say: the task is not
  /// run, and these counts are used instead (finished() is not called).
  virtual std::optional<TaskCounts> restored(std::uint64_t task) {
    (void)task;
    return std::nullopt;
  }
  virtual void finished(std::uint64_t task, const TaskCounts& counts) {
    (void)task;
    (void)counts;
  }
  /// True stops the count: no new task starts, running tasks stop at their
  /// next question (every few million nodes; each column share of a halves
  /// row choice) and are not reported, and count() throws Cancelled. Also
  /// asked from inside running tasks and while the count is prepared (each
  /// part of halves' table), so it must answer in well under a microsecond.
  virtual bool stop_requested() { return false; }
  /// Whether begin() reads TaskPlan::task_work. The estimates cost about 1%
  /// of the count, so an observer that never reads them (a Ctrl-C handler, a
  /// checkpoint) returns false, and a count with no other observer skips
  /// them. Asked once, before begin().
  virtual bool reads_task_work() const { return true; }
};

} // namespace nqueens
