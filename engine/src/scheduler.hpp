// Runs a count's tasks on a oneTBB arena of the requested size and sums their
// tallies, one running sum per worker: no shared counter in the hot path.
#pragma once

#include <oneapi/tbb/blocked_range.h>
#include <oneapi/tbb/parallel_reduce.h>
#include <oneapi/tbb/partitioner.h>
#include <oneapi/tbb/task_arena.h>

#include <cstddef>

namespace nqueens::detail {

/// Returns the sum of `count_task(i)` for i in [0, task_count), computed by
/// `threads` workers. `Tally` is a value type with `+=`; `count_task` must be
/// safe to call concurrently. Tasks are handed out one at a time
/// (simple_partitioner, grain 1): their sizes differ by orders of magnitude,
/// and a static or coarse split would leave threads idle at the end.
template <class Tally, class CountTask>
Tally run_tasks(std::size_t task_count, int threads, const CountTask& count_task) {
  oneapi::tbb::task_arena arena(threads);
  return arena.execute([&] {
    return oneapi::tbb::parallel_reduce(
        oneapi::tbb::blocked_range<std::size_t>(0, task_count, 1), Tally{},
        [&](const oneapi::tbb::blocked_range<std::size_t>& range, Tally sum) {
          for (std::size_t task = range.begin(); task != range.end(); ++task) sum += count_task(task);
          return sum;
        },
        [](Tally left, const Tally& right) {
          left += right;
          return left;
        },
        oneapi::tbb::simple_partitioner{});
  });
}

} // namespace nqueens::detail
