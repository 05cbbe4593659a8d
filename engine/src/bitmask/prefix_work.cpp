#include "prefix_work.hpp"

#include "core/work_estimate.hpp"

namespace nqueens::detail {

double estimate_completion_nodes(int n, int row, Board board, std::uint64_t seed, int probes) {
  return estimate_search_nodes(
      n - row, board, [n](int, const Board& path) { return full_row(n) & ~path.attacked(); },
      [](int, const Board& path, std::uint32_t queen) { return path.place(queen); }, seed, probes);
}

std::vector<double> estimate_task_work(int n, const PrefixSplit& split) {
  std::vector<double> work;
  work.reserve(split.tasks.size());
  for (std::size_t task = 0; task < split.tasks.size(); ++task)
    work.push_back(estimate_completion_nodes(n, split.depth, split.tasks[task].board, task, probes_per_task));
  return work;
}

} // namespace nqueens::detail
