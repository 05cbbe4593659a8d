// The bitmask methods: bitmask backtracking over task prefixes, either of the
// whole tree or, for mirror, with the first-row queen in the left half (see
// split_into_prefixes).
#include "kernel.hpp"
#include "methods.hpp"
#include "scheduler.hpp"
#include "task_prefix.hpp"
#include "work_estimate.hpp"

namespace nqueens::detail {
namespace {

MethodResult count_prefixes(int n, Method method, int threads, int prefix_depth, TaskObserver* observer) {
  const PrefixSplit split = split_into_prefixes(n, prefix_depth, /*mirror_halving=*/method == Method::mirror);
  // Only an observer reads the estimates: a plain count does not pay for them.
  const std::vector<double> work = observer != nullptr ? estimate_task_work(n, split) : std::vector<double>{};
  const TaskPlan plan{n, method_name(method), split.depth, split.tasks.size(), work};
  TaskCounts counts = run_tasks(plan, threads, observer, [&](std::uint64_t index) {
    const TaskPrefix& task = split.tasks[index];
    const Completions done = count_completions(n, split.depth, task.board);
    return TaskCounts{.solutions = u128{done.solutions} * task.weight, .nodes = done.nodes};
  });
  counts.nodes += split.nodes;
  return {counts, plan.task_count, split.depth};
}

} // namespace

MethodResult count_mirror(int n, int threads, int prefix_depth, TaskObserver* observer) {
  return count_prefixes(n, Method::mirror, threads, prefix_depth, observer);
}

MethodResult count_bitmask(int n, int threads, int prefix_depth, TaskObserver* observer) {
  return count_prefixes(n, Method::bitmask, threads, prefix_depth, observer);
}

} // namespace nqueens::detail
