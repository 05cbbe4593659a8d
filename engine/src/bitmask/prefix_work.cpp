#include "prefix_work.hpp"

#include "core/work_estimate.hpp"

namespace nqueens::detail {

double estimate_completion_nodes(int n, int row, Board board, std::uint64_t seed, int probes) {
  return estimate_search_nodes(
      n - row, board, [n](int, const Board& path) { return full_row(n) & ~path.attacked(); },
      [](int, const Board& path, std::uint32_t queen) { return path.place(queen); }, seed, probes);
}

std::vector<double> estimate_task_work(int n, const PrefixSplit& split, std::span<const std::uint64_t> tasks) {
  std::vector<double> work(split.tasks.size(), 0.0);
  for (const std::uint64_t task : tasks)
    work[task] = estimate_completion_nodes(n, split.depth, split.tasks[task].board, task, probes_per_task);
  return work;
}

} // namespace nqueens::detail
