// The mirror method: bitmask backtracking over task prefixes whose first-row
// queen lies in the left half (see split_into_prefixes).
#include "kernel.hpp"
#include "methods.hpp"
#include "scheduler.hpp"
#include "task_prefix.hpp"
#include "work_estimate.hpp"

namespace nqueens::detail {

MethodResult count_mirror(int n, int threads, int prefix_depth, TaskObserver* observer) {
  const PrefixSplit split = split_into_prefixes(n, prefix_depth, /*mirror_halving=*/true);
  // Only an observer reads the estimates: a plain count does not pay for them.
  const std::vector<double> work = observer != nullptr ? estimate_task_work(n, split) : std::vector<double>{};
  const TaskPlan plan{n, method_name(Method::mirror), split.depth, split.tasks.size(), work};
  TaskCounts counts = run_tasks(plan, threads, observer, [&](std::uint64_t index) {
    const TaskPrefix& task = split.tasks[index];
    const Completions done = count_completions(n, split.depth, task.board);
    return TaskCounts{.solutions = u128{done.solutions} * task.weight, .nodes = done.nodes};
  });
  counts.nodes += split.nodes;
  return {counts, plan.task_count, split.depth};
}

} // namespace nqueens::detail
