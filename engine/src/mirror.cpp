// The mirror method: bitmask backtracking over task prefixes whose first-row
// queen lies in the left half (see split_into_prefixes).
#include "kernel.hpp"
#include "methods.hpp"
#include "task_prefix.hpp"

namespace nqueens::detail {
namespace {

class MirrorTasks : public MethodTasks {
public:
  MirrorTasks(int n, int prefix_depth)
      : n_(n), split_(split_into_prefixes(n, prefix_depth, /*mirror_halving=*/true)) {}

  std::uint64_t task_count() const override { return split_.tasks.size(); }
  int prefix_depth() const override { return split_.depth; }
  TaskCounts base_counts() const override { return {.nodes = split_.nodes}; }

  TaskCounts count_task(std::uint64_t index) const override {
    const TaskPrefix& task = split_.tasks[index];
    const Completions done = count_completions(n_, split_.depth, task.board);
    return {.solutions = u128{done.solutions} * task.weight, .nodes = done.nodes};
  }

private:
  int n_;
  PrefixSplit split_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_mirror(int n, int prefix_depth) {
  return std::make_unique<MirrorTasks>(n, prefix_depth);
}

} // namespace nqueens::detail
