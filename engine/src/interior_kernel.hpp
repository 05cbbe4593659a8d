// The kernel of the symmetry method: counts the completions of a border
// placement's free rows (border_split.hpp). The same bitmask backtracking as
// kernel.hpp, but rows holding a border queen are skipped without a call (the
// diagonals shift by the gap between free rows) and the border queens'
// attacks on each free row come from a table.
#pragma once

#include "border_split.hpp"
#include "kernel.hpp"

#include <bit>

namespace nqueens::detail {

/// Adds to `done` the completions from free row `k` on, where `free` (not 0)
/// holds the free squares of row k. Looks one row ahead: a queen is placed
/// (a call made) only where the next free row still has a free square, which
/// saves the calls into the dead ends that make up most of the tree. The
/// squares are still counted as nodes, so the node count is that of a plain
/// row-by-row search.
inline void add_interior_completions(const InteriorRows& rows, int k, std::uint32_t columns,
                                     std::uint32_t left_diagonals, std::uint32_t right_diagonals,
                                     std::uint32_t free, Completions& done) {
  done.nodes += static_cast<std::uint64_t>(std::popcount(free));
  if (k + 1 == rows.count) {
    done.solutions += static_cast<std::uint64_t>(std::popcount(free));
    return;
  }
  const int gap = rows.gap[k];
  const std::uint32_t next_border_attacks = rows.border_attacks[k + 1];
  const bool next_is_last = k + 2 == rows.count;
  while (free != 0) {
    const std::uint32_t queen = free & (0u - free);
    free ^= queen;
    const std::uint32_t next_columns = columns | queen;
    const std::uint32_t next_left = (left_diagonals | queen) << gap;
    const std::uint32_t next_right = (right_diagonals | queen) >> gap;
    const std::uint32_t next_free =
        rows.all_columns & ~(next_columns | next_left | next_right | next_border_attacks);
    if (next_free == 0) continue;
    if (next_is_last) {
      // One column is left: next_free is that single square.
      ++done.nodes;
      ++done.solutions;
      continue;
    }
    add_interior_completions(rows, k + 1, next_columns, next_left, next_right, next_free, done);
  }
}

/// Counts the completions of the free rows from `filled` on, given the
/// attacks of the interior queens already placed. Run time: proportional to
/// the nodes returned.
inline Completions count_interior_completions(const InteriorRows& rows, std::uint32_t filled, Board board) {
  if (static_cast<int>(filled) == rows.count) return {1, 0};
  const std::uint32_t free = rows.all_columns & ~(board.attacked() | rows.border_attacks[filled]);
  Completions done;
  if (free != 0)
    add_interior_completions(rows, static_cast<int>(filled), board.columns, board.left_diagonals,
                             board.right_diagonals, free, done);
  return done;
}

} // namespace nqueens::detail
