// The bitmask methods: bitmask backtracking over task prefixes, either of the
// whole tree or, for mirror, with the first-row queen in the left half (see
// split_into_prefixes).
#include "kernel.hpp"
#include "core/methods.hpp"
#include "task_prefix.hpp"
#include "core/work_estimate.hpp"

namespace nqueens::detail {
namespace {

class PrefixTasks : public MethodTasks {
public:
  PrefixTasks(int n, int prefix_depth, bool mirror_halving)
      : n_(n), split_(split_into_prefixes(n, prefix_depth, mirror_halving)) {}

  std::uint64_t task_count() const override { return split_.tasks.size(); }
  int prefix_depth() const override { return split_.depth; }
  TaskCounts base_counts() const override { return {.nodes = split_.nodes}; }

  TaskCounts count_task(std::uint64_t index) const override {
    const TaskPrefix& task = split_.tasks[index];
    const Completions done = count_completions(n_, split_.depth, task.board);
    return {.solutions = u128{done.solutions} * task.weight, .nodes = done.nodes};
  }

  std::vector<double> estimate_task_work() const override { return detail::estimate_task_work(n_, split_); }

private:
  int n_;
  PrefixSplit split_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_mirror(int n, int prefix_depth) {
  return std::make_unique<PrefixTasks>(n, prefix_depth, /*mirror_halving=*/true);
}

std::unique_ptr<MethodTasks> prepare_bitmask(int n, int prefix_depth) {
  return std::make_unique<PrefixTasks>(n, prefix_depth, /*mirror_halving=*/false);
}

} // namespace nqueens::detail
