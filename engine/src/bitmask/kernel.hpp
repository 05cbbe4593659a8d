// The bitmask backtracking kernel of the mirror and bitmask methods: it
// counts the ways to complete a partial board, row by row, from a given row
// on. Board and full_row() also serve the task prefixes, the masked search of
// fixed queens and the work estimates; the symmetry method completes its
// tasks with its own kernel (symmetry/interior_kernel.hpp), halves searches
// no tree, and the reference methods keep their own loops.
#pragma once

#include "core/task_stop.hpp"

#include <cstdint>

namespace nqueens::detail {

/// Squares attacked in the next row, one bit per column (bit c = column c).
/// Moving one row down, a diagonal attack moves one column: `left_diagonals`
/// shifts towards higher bits, `right_diagonals` towards lower ones.
struct Board {
  std::uint32_t columns = 0;
  std::uint32_t left_diagonals = 0;
  std::uint32_t right_diagonals = 0;

  std::uint32_t attacked() const { return columns | left_diagonals | right_diagonals; }

  /// The board one row further down, after a queen on the single bit `queen`.
  /// Bits shifted past column 0 or n - 1 fall off the board, as they should:
  /// the mask is cut to the board's width where it is read.
  Board place(std::uint32_t queen) const {
    return {columns | queen, (left_diagonals | queen) << 1, (right_diagonals | queen) >> 1};
  }
};

/// One bit for each of the n columns; n = 32 fills the word.
constexpr std::uint32_t full_row(int n) {
  return n >= 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << n) - 1;
}

struct Completions {
  /// Ways to fill rows row..n-1 without an attack.
  std::uint64_t solutions = 0;
  /// Queens placed on the way, the last row's included.
  std::uint64_t nodes = 0;
};

/// Adds to `done` the completions of the board whose attacks on the next row
/// are given, with `rows_left` rows still to fill (rows_left >= 1). The masks
/// travel as three words rather than a Board: measurably faster in the
/// recursion's registers. Recursive: g++ inlines a few levels of the
/// recursion into each other, which measured faster than an explicit stack
/// (2.84 s against 3.25 s for n = 16 on one core; see docs/lab/performance-history.md).
/// The last row is settled without a call: with all other columns taken it
/// has at most one free square.
inline void add_completions(std::uint32_t all_columns, int rows_left, std::uint32_t columns,
                            std::uint32_t left_diagonals, std::uint32_t right_diagonals, Completions& done) {
  std::uint32_t free = all_columns & ~(columns | left_diagonals | right_diagonals);
  if (rows_left == 1) {
    if (free != 0) {
      ++done.solutions;
      ++done.nodes;
    }
    return;
  }
  while (free != 0) {
    const std::uint32_t queen = free & (0u - free);
    free ^= queen;
    ++done.nodes;
    add_completions(all_columns, rows_left - 1, columns | queen, (left_diagonals | queen) << 1,
                    (right_diagonals | queen) >> 1, done);
  }
}

/// add_completions for a subtree of any height: the rows above the last
/// StopPoll::unpolled_rows are walked here, polling `stop` at each node, and
/// the rest by the kernel, untouched. A task of n = 15 or less never has more
/// rows left, so there this is one compare per task.
inline void add_completions_polled(std::uint32_t all_columns, int rows_left, Board board, Completions& done,
                                   StopPoll& stop) {
  if (rows_left <= StopPoll::unpolled_rows) {
    add_completions(all_columns, rows_left, board.columns, board.left_diagonals, board.right_diagonals, done);
    return;
  }
  stop.poll(done.nodes);
  for (std::uint32_t free = all_columns & ~board.attacked(); free != 0; free &= free - 1) {
    ++done.nodes;
    add_completions_polled(all_columns, rows_left - 1, board.place(free & (0u - free)), done, stop);
  }
}

/// Counts the completions of `board`, whose next free row is `row`, on an
/// n x n board; throws TaskStopped when the running task's observer asks to
/// stop (task_stop.hpp). Run time: proportional to the nodes returned.
/// Memory: a few dozen bytes of stack per row. 64-bit counts cannot wrap:
/// that would take centuries at 10^9 nodes/s.
inline Completions count_completions(int n, int row, Board board) {
  if (row >= n) return {1, 0};
  Completions done;
  StopPoll stop;
  add_completions_polled(full_row(n), n - row, board, done, stop);
  return done;
}

} // namespace nqueens::detail
