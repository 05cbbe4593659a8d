// A count split into tasks but not yet run: the building block of count()
// and of runners that spread one count over several processes (nqueens-mpi).
// Every process prepares the same split from the same request, runs the
// tasks it is dealt, and one of them adds up the per-task counts:
//
//   nqueens::PreparedCount prepared(16, {.threads = 2});
//   nqueens::TaskCounts total = prepared.base_counts();
//   total += prepared.run(task_ids);                    // some of the tasks
//   ...                                                  // + everyone else's
//   nqueens::CountResult result = prepared.result(total, seconds);
#pragma once

#include "nqueens/estimate.hpp"
#include "nqueens/nqueens.hpp"
#include "nqueens/observer.hpp"

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

namespace nqueens {

namespace detail {
class MethodTasks;
}

/// Which of a prepared count's tasks this process will run: all of them (a
/// count, or a rank of a distributed one, whose tasks are dealt as it goes),
/// or some (a part of a count, or none: a merge of parts). With all, what
/// the tasks share is built when the count is prepared (halves' quadrant
/// table, whole where it fits the memory limit); with some, each piece of it
/// when a task first reads it, so that the process holds only what its own
/// tasks read (a 1/4,096 part of n = 24 about 6% of the table).
enum class TaskRuns { all, some };

class PreparedCount {
public:
  /// Checks the request and splits the count into tasks. options.threads
  /// sizes run()'s arena. options.observer is only asked whether to stop
  /// during the long steps of the preparation (halves' table), which then
  /// throws Cancelled (run() takes its own observer); when set, its
  /// reads_task_work() is true and `runs` is all, the plan carries each
  /// task's work estimate (TaskPlan::task_work) for progress reports, which
  /// costs about 1% of the count (with some, task_work() gives those of the
  /// tasks that will run). When options.prefix_depth is 0 the depth is chosen, as count()
  /// does for the method, for `threads_sharing_tasks` workers: the threads
  /// of every process that shares the tasks (0: options.threads alone).
  /// Processes that must agree on the split pass the same n, method, prefix
  /// depth, fixed queens and threads_sharing_tasks, and then get equal plans
  /// (the reference methods always split by the first row).
  /// `runs`: which tasks run() will be given (TaskRuns).
  /// Preconditions and errors: as count(); throws Error, also when
  /// threads_sharing_tasks is negative.
  /// Run time and memory: the split's, about n^depth / depth! positions
  /// visited and 16 bytes per task; milliseconds for the chosen depth; and
  /// with TaskRuns::all the shared tables (halves: seconds at n = 20).
  PreparedCount(int n, const CountOptions& options, int threads_sharing_tasks = 0, TaskRuns runs = TaskRuns::all);
  ~PreparedCount();
  PreparedCount(PreparedCount&&) noexcept;
  PreparedCount& operator=(PreparedCount&&) noexcept;

  /// The split: tasks are numbered 0..plan().task_count-1, the same in every
  /// process with an equal plan. task_work is valid while this object lives.
  const TaskPlan& plan() const { return plan_; }

  /// What the count holds outside every task (the nodes the split visited,
  /// and any solutions it settled): add it once to the sum of all tasks.
  /// Constant time.
  TaskCounts base_counts() const;

  /// The work estimates of the tasks `task_ids` (each < task_count), by task
  /// number: task_count entries, 0 for the tasks not listed, as
  /// TaskPlan::task_work carries them for every task; empty where the
  /// method gives none (halves). Throws Error for an id out of range. Run
  /// time: microseconds a task listed (a Knuth estimate of its search).
  std::vector<double> task_work(std::span<const std::uint64_t> task_ids) const;

  /// The sum of the counts of the tasks in `task_ids` (each < task_count, and
  /// listed once if the sum is to be meaningful), counted by options.threads
  /// workers in one task_arena, per-worker sums, tasks handed out one at a
  /// time. With an observer: restored tasks are taken from it and not run,
  /// finished() hears of every task run to its end, and a stop request ends
  /// the run with Cancelled within milliseconds, dropping the running tasks
  /// unreported (TaskObserver::stop_requested); begin() is not called (that is
  /// for whoever sees the whole plan). Throws Error for an id out of range,
  /// before running anything. Run time: the tasks' (count()'s for all of
  /// them); memory: a stack per worker. Safe to call repeatedly, also
  /// concurrently.
  TaskCounts run(std::span<const std::uint64_t> task_ids, TaskObserver* observer = nullptr) const;

  /// The CountResult for `total` (base_counts() plus every task's counts)
  /// reached in `seconds`: the symmetry fields are filled in when the method
  /// computes them; threads is options.threads (0 resolved to the cores);
  /// peak_memory_bytes is peak_memory_bytes()'s.
  /// Throws InconsistentCount when the method finds the total inconsistent (the symmetry
  /// method checks Burnside's count of the classes): never a wrong result.
  CountResult result(const TaskCounts& total, double seconds) const;

  /// The most memory this process has held for the count so far: its
  /// tables and the buffers of the workers that ran tasks here; 0 where the
  /// method holds nothing of note (CountResult::peak_memory_bytes). Constant
  /// time.
  std::uint64_t peak_memory_bytes() const;

  /// The plan of running every task here, without running them all: times a
  /// stratified random sample of the tasks on run()'s arena (see
  /// estimate_count in estimate.hpp) and projects the whole, adding
  /// `setup_seconds`, the caller's measure of this object's construction.
  /// Run time: about estimate.sample_seconds, up to most_sample_seconds
  /// (EstimateOptions); memory: as run().
  CountEstimate estimate(double setup_seconds, const EstimateOptions& estimate = {}) const;
  /// The same for the tasks `task_ids` alone (each < task_count, listed once,
  /// in the order run() would be given them: a part's, say): their time,
  /// the table rows they read built on demand included where the count was
  /// prepared with TaskRuns::some, their solutions and nodes (base_counts()
  /// left out: they are the whole count's) and the peak memory of a process
  /// that runs just them. Throws Error for an id out of range, before
  /// anything is timed. Run time and memory: as above.
  CountEstimate estimate(double setup_seconds, const EstimateOptions& estimate,
                         std::span<const std::uint64_t> task_ids) const;

private:
  /// Throws Error for the first id of `task_ids` out of range.
  void check_task_ids(std::span<const std::uint64_t> task_ids) const;

  std::unique_ptr<detail::MethodTasks> tasks_;
  std::vector<double> task_work_;
  TaskPlan plan_;
  Method method_;
  int threads_;
};

} // namespace nqueens
