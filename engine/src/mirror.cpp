// The mirror method: bitmask backtracking over task prefixes whose first-row
// queen lies in the left half (see split_into_prefixes).
#include "kernel.hpp"
#include "methods.hpp"
#include "scheduler.hpp"
#include "task_prefix.hpp"

namespace nqueens::detail {
namespace {

struct Tally {
  u128 solutions = 0;
  u128 nodes = 0;

  Tally& operator+=(const Tally& other) {
    solutions += other.solutions;
    nodes += other.nodes;
    return *this;
  }
};

} // namespace

MethodResult count_mirror(int n, int threads, int prefix_depth) {
  const PrefixSplit split = split_into_prefixes(n, prefix_depth, /*mirror_halving=*/true);
  const Tally tally = run_tasks<Tally>(split.tasks.size(), threads, [&](std::size_t index) {
    const TaskPrefix& task = split.tasks[index];
    const Completions done = count_completions(n, split.depth, task.board);
    return Tally{u128{done.solutions} * task.weight, done.nodes};
  });
  return {tally.solutions, tally.nodes + split.nodes, split.tasks.size(), split.depth};
}

} // namespace nqueens::detail
