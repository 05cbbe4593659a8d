#include "task_prefix.hpp"

#include "core/split_depth.hpp"

namespace nqueens::detail {
namespace {

struct PrefixEnumerator {
  int n;
  int depth;
  TaskListLimit limit;
  PrefixSplit& split;

  void extend(int row, Board board, std::uint32_t weight, std::uint32_t choices) {
    while (choices != 0) {
      const std::uint32_t queen = choices & (0u - choices);
      choices ^= queen;
      ++split.nodes;
      const Board next = board.place(queen);
      if (row + 1 == depth) {
        limit.check(split.tasks.size(), n, depth);
        split.tasks.push_back({next, weight});
      } else
        extend(row + 1, next, weight, full_row(n) & ~next.attacked());
    }
  }
};

} // namespace

PrefixSplit split_into_prefixes(int n, int depth, bool mirror_halving, const TaskListLimit& limit) {
  PrefixSplit split;
  split.depth = depth;
  split.nodes = 1; // the empty board
  PrefixEnumerator enumerator{n, depth, limit, split};
  for_each_first_row_part(n, mirror_halving, [&](std::uint32_t first_row, std::uint32_t weight) {
    enumerator.extend(0, Board{}, weight, first_row);
  });
  return split;
}

PrefixSplit choose_prefix_split(int n, int threads, bool mirror_halving) {
  return choose_split(n, threads, [&](int depth) { return split_into_prefixes(n, depth, mirror_halving); });
}

} // namespace nqueens::detail
