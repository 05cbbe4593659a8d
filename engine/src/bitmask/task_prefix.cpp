#include "task_prefix.hpp"

namespace nqueens::detail {
namespace {

struct PrefixEnumerator {
  int n;
  int depth;
  PrefixSplit& split;

  void extend(int row, Board board, std::uint32_t weight, std::uint32_t choices) {
    while (choices != 0) {
      const std::uint32_t queen = choices & (0u - choices);
      choices ^= queen;
      ++split.nodes;
      const Board next = board.place(queen);
      if (row + 1 == depth)
        split.tasks.push_back({next, weight});
      else
        extend(row + 1, next, weight, full_row(n) & ~next.attacked());
    }
  }
};

} // namespace

PrefixSplit split_into_prefixes(int n, int depth, bool mirror_halving) {
  PrefixSplit split;
  split.depth = depth;
  split.nodes = 1; // the empty board
  PrefixEnumerator enumerator{n, depth, split};
  if (!mirror_halving) {
    enumerator.extend(0, Board{}, 1, full_row(n));
    return split;
  }
  const std::uint32_t left_half = full_row(n / 2);
  enumerator.extend(0, Board{}, 2, left_half);
  if (n % 2 == 1) enumerator.extend(0, Board{}, 1, std::uint32_t{1} << (n / 2));
  return split;
}

int choose_prefix_depth(int n, int threads, bool mirror_halving) {
  const std::size_t wanted = tasks_per_thread * static_cast<std::size_t>(threads);
  for (int depth = 1; depth < n; ++depth)
    if (split_into_prefixes(n, depth, mirror_halving).tasks.size() >= wanted) return depth;
  return n;
}

} // namespace nqueens::detail
