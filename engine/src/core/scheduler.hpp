// Runs a list of a count's tasks on a oneTBB arena of the requested size and
// sums their counts, one running sum per worker: no shared counter in the hot
// path.
#pragma once

#include "nqueens/nqueens.hpp"
#include "task_stop.hpp"

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_reduce.h>
#include <oneapi/tbb/partitioner.h>
#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>

#include <cstddef>
#include <span>

namespace nqueens::detail {

/// Lets a task_arena of `threads` threads run them all, also beyond the
/// cores. By default oneTBB caps the workers at the cores, prints a warning on
/// stderr and runs fewer threads than asked. Raised once for the process, to
/// max_thread_count: workers are still only made as arenas ask for them. A
/// caller's own smaller global_control still wins (oneTBB takes the least).
inline void allow_threads(int threads) {
  if (threads <= oneapi::tbb::info::default_concurrency()) return;
  static const oneapi::tbb::global_control allowance(oneapi::tbb::global_control::max_allowed_parallelism,
                                                     max_thread_count);
}

/// Returns the sum of `count_task(id)` (a TaskCounts) for every id in
/// `task_ids`, computed by `threads` workers; `count_task` must be safe to
/// call concurrently. With an observer, restored tasks are taken from it,
/// finished ones reported to it, and a stop request, seen between tasks and
/// by the running tasks' searches (task_stop.hpp), cancels the rest and
/// throws Cancelled; a task stopped midway is not reported (begin() is the
/// caller's: it knows the whole plan). Tasks
/// are handed out one at a time (simple_partitioner, grain 1): their sizes
/// differ by orders of magnitude, and a static or coarse split would leave
/// threads idle at the end.
template <class CountTask>
TaskCounts run_tasks(std::span<const std::uint64_t> task_ids, int threads, TaskObserver* observer,
                     const CountTask& count_task) {
  oneapi::tbb::task_group_context context;
  allow_threads(threads);
  oneapi::tbb::task_arena arena(threads);
  const TaskCounts sum = arena.execute([&] {
    return oneapi::tbb::parallel_reduce(
        oneapi::tbb::blocked_range<std::size_t>(0, task_ids.size(), 1), TaskCounts{},
        [&](const oneapi::tbb::blocked_range<std::size_t>& range, TaskCounts partial) {
          for (std::size_t index = range.begin(); index != range.end(); ++index) {
            const std::uint64_t task = task_ids[index];
            if (observer == nullptr) {
              partial += count_task(task);
              continue;
            }
            if (observer->stop_requested()) {
              context.cancel_group_execution();
              break;
            }
            if (const std::optional<TaskCounts> known = observer->restored(task)) {
              partial += *known;
              continue;
            }
            TaskCounts counts;
            try {
              const RunningTaskObserver running(observer);
              counts = count_task(task);
            } catch (const TaskStopped&) {
              context.cancel_group_execution();
              break;
            }
            observer->finished(task, counts);
            partial += counts;
          }
          return partial;
        },
        [](TaskCounts left, const TaskCounts& right) {
          left += right;
          return left;
        },
        oneapi::tbb::simple_partitioner{}, context);
  });
  if (context.is_group_execution_cancelled()) throw Cancelled();
  return sum;
}

} // namespace nqueens::detail
