// The split the reference methods share: one task per first-row column, run
// on the scheduler like every other method. n tasks are few, but a reference
// method is for teaching and cross-checking, not for speed.
#pragma once

#include "methods.hpp"
#include "scheduler.hpp"

namespace nqueens::detail {

/// Sums `count_from_column(c)` (a TaskCounts: the solutions with the first
/// queen in column c, and the positions visited below and including that
/// queen) over c = 0..n-1, and adds the empty board to the nodes.
template <class CountFromColumn>
MethodResult count_by_first_row(int n, Method method, int threads, TaskObserver* observer,
                                const CountFromColumn& count_from_column) {
  const TaskPlan plan{n, method_name(method), 1, static_cast<std::uint64_t>(n), {}};
  TaskCounts counts = run_tasks(plan, threads, observer, [&](std::uint64_t column) {
    return count_from_column(static_cast<int>(column));
  });
  counts.nodes += 1;
  return {counts, plan.task_count, 1};
}

} // namespace nqueens::detail
