// Stopping a task while it runs. A task takes microseconds at small n and, at
// n = 32, longer than anyone waits, so a stop request (Ctrl-C, SIGTERM from
// timeout or a batch system) cannot wait for the running tasks to end. The
// scheduler names the observer of the task each worker runs; the searches
// ask it from their upper rows only, every few million nodes, and leave by
// throwing TaskStopped, which the scheduler catches: a stopped task is never
// reported as finished (its partial sum would be wrong).
#pragma once

#include "nqueens/observer.hpp"

#include <cstdint>

namespace nqueens::detail {

/// Thrown out of a task's search when its observer asks to stop; never
/// leaves run_tasks.
struct TaskStopped {};

/// The observer of the task this thread is running, null when none: set by
/// run_tasks around each task (RunningTaskObserver).
inline thread_local TaskObserver* running_task_observer = nullptr;

/// Names `observer` as the running task's for the scope, restoring the one
/// before (a worker waiting inside a task may run another count's task).
class RunningTaskObserver {
public:
  explicit RunningTaskObserver(TaskObserver* observer) : previous_(running_task_observer) {
    running_task_observer = observer;
  }
  ~RunningTaskObserver() { running_task_observer = previous_; }
  RunningTaskObserver(const RunningTaskObserver&) = delete;
  RunningTaskObserver& operator=(const RunningTaskObserver&) = delete;

private:
  TaskObserver* previous_;
};

/// A task's stop check, made once at the start of the task. Searches call
/// poll(nodes) at nodes of their upper rows (those with more than
/// unpolled_rows rows left below), where the subtree below each is small, so
/// that the cost is a compare per upper node and nothing in the hot rows.
class StopPoll {
public:
  /// Rows left below which a search does not poll: a subtree of 12 rows is at
  /// most about a million nodes for the bitmask kernels (12 queens: 856,189),
  /// a few milliseconds.
  static constexpr int unpolled_rows = 12;
  /// Nodes between two questions to the observer for the bitmask kernels:
  /// about 10 ms of search on one core, so a stop is seen well within a
  /// second and the virtual call costs nothing measurable.
  static constexpr std::uint64_t kernel_nodes_between_questions = std::uint64_t{1} << 22;
  /// The same for the reference methods, whose nodes cost up to a hundred
  /// times more (an O(n) check of each of n squares).
  static constexpr std::uint64_t reference_nodes_between_questions = std::uint64_t{1} << 16;

  explicit StopPoll(std::uint64_t nodes_between_questions = kernel_nodes_between_questions)
      : observer_(running_task_observer), nodes_between_questions_(nodes_between_questions) {}

  /// Asks the observer, once `nodes` (the task's running node count) has
  /// grown by the given number since the last question; throws TaskStopped
  /// when it asks to stop.
  void poll(std::uint64_t nodes) {
    if (nodes - asked_at_ < nodes_between_questions_) return;
    asked_at_ = nodes;
    poll_now();
  }

  /// Asks the observer now: for steps of a task that take milliseconds each
  /// (a row choice of the halves method).
  void poll_now() const {
    if (observer_ != nullptr && observer_->stop_requested()) throw TaskStopped{};
  }

private:
  TaskObserver* observer_;
  std::uint64_t nodes_between_questions_;
  std::uint64_t asked_at_ = 0;
};

} // namespace nqueens::detail
