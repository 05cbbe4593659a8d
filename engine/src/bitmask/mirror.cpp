// The bitmask methods: bitmask backtracking over task prefixes, either of the
// whole tree or, for mirror, with the first-row queen in the left half (see
// for_each_first_row_part). With fixed queens both count with the masked
// search instead (fixed_queens.cpp).
#include "kernel.hpp"
#include "core/methods.hpp"
#include "task_prefix.hpp"
#include "fixed_queens.hpp"
#include "prefix_work.hpp"

#include <utility>

namespace nqueens::detail {
namespace {

class PrefixTasks : public EnumeratedTasks<PrefixSplit> {
public:
  PrefixTasks(int n, PrefixSplit split) : EnumeratedTasks(std::move(split)), n_(n) {}

  TaskCounts count_task(std::uint64_t index) const override {
    const TaskPrefix& task = split().tasks[index];
    const Completions done = count_completions(n_, split().depth, task.board);
    return {.solutions = u128{done.solutions} * task.weight, .nodes = done.nodes};
  }

  std::vector<double> estimate_task_work(std::span<const std::uint64_t> tasks) const override {
    return detail::estimate_task_work(n_, split(), tasks);
  }

private:
  int n_;
};

std::unique_ptr<MethodTasks> prepare_prefix_tasks(int n, const CountOptions& options, int threads_sharing_tasks,
                                                  bool mirror_halving) {
  if (!options.fixed_queens.empty())
    return prepare_fixed_queens(n, mirror_halving, options.prefix_depth, threads_sharing_tasks,
                                options.fixed_queens, memory_limit_of(options));
  return std::make_unique<PrefixTasks>(n, options.prefix_depth != 0
                                              ? split_into_prefixes(n, options.prefix_depth, mirror_halving,
                                                                    TaskListLimit::within(memory_limit_of(options),
                                                                                          sizeof(TaskPrefix)))
                                              : choose_prefix_split(n, threads_sharing_tasks, mirror_halving));
}

} // namespace

std::unique_ptr<MethodTasks> prepare_mirror(int n, const CountOptions& options, int threads_sharing_tasks) {
  return prepare_prefix_tasks(n, options, threads_sharing_tasks, /*mirror_halving=*/true);
}

std::unique_ptr<MethodTasks> prepare_bitmask(int n, const CountOptions& options, int threads_sharing_tasks) {
  return prepare_prefix_tasks(n, options, threads_sharing_tasks, /*mirror_halving=*/false);
}

} // namespace nqueens::detail
