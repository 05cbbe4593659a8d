// Runs a list of a count's tasks on a oneTBB arena of the requested size and
// sums their counts, one running sum per worker: no shared counter in the hot
// path.
#pragma once

#include "nqueens/nqueens.hpp"
#include "task_stop.hpp"

#include <oneapi/tbb/combinable.h>
#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/info.h>
#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/partitioner.h>
#include <oneapi/tbb/task_arena.h>
#include <oneapi/tbb/task_group.h>

#include <atomic>
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
/// caller's: it knows the whole plan). Tasks are handed out one at a time
/// and in list order, each worker taking the next one when it is free: their
/// sizes differ by orders of magnitude, so a static or coarse split would
/// leave threads idle at the end, and running neighbours together lets them
/// share what a method builds on demand (halves' table row sets).
template <class CountTask>
TaskCounts run_tasks(std::span<const std::uint64_t> task_ids, int threads, TaskObserver* observer,
                     const CountTask& count_task) {
  allow_threads(threads);
  oneapi::tbb::task_arena arena(threads);
  std::atomic<std::size_t> next{0};
  // Set by a stop request, a stopped task or an error: the other workers
  // take no new task.
  std::atomic<bool> stopped{false};
  std::atomic<bool> cancelled{false};
  oneapi::tbb::combinable<TaskCounts> sums;
  const auto work = [&] {
    TaskCounts& sum = sums.local();
    while (!stopped.load(std::memory_order_relaxed)) {
      const std::size_t index = next.fetch_add(1, std::memory_order_relaxed);
      if (index >= task_ids.size()) return;
      const std::uint64_t task = task_ids[index];
      if (observer == nullptr) {
        sum += count_task(task);
        continue;
      }
      if (const std::optional<TaskCounts> known = observer->restored(task)) {
        sum += *known;
        continue;
      }
      TaskCounts counts;
      try {
        if (observer->stop_requested()) throw TaskStopped();
        const RunningTaskObserver running(observer);
        counts = count_task(task);
      } catch (const TaskStopped&) {
        cancelled = true;
        stopped = true;
        return;
      }
      observer->finished(task, counts);
      sum += counts;
    }
  };
  arena.execute([&] {
    // One loop per thread, each taking the next task until none is left.
    oneapi::tbb::parallel_for(
        0, threads,
        [&](int) {
          try {
            work();
          } catch (...) {
            stopped = true;
            throw;
          }
        },
        oneapi::tbb::simple_partitioner{});
  });
  if (cancelled) throw Cancelled();
  return sums.combine([](TaskCounts left, const TaskCounts& right) {
    left += right;
    return left;
  });
}

} // namespace nqueens::detail
