// The kernel of the symmetry method: counts the completions of a partial
// placement (the border queens, perhaps some interior ones) by filling, at
// each step, the row with the fewest free squares. Unlike kernel.hpp it does
// not go top to bottom: every free row's squares are recomputed at each node,
// so a row left without a free square cuts the branch at once, and a row with
// one free square is filled next. It visits a fraction of the positions of
// the top-down search with a one-row lookahead, each at a higher cost, and is
// faster in all (docs/lab/performance-history.md, "the most-constrained-row
// kernel").
#pragma once

#include "bitmask/kernel.hpp"

#include <array>
#include <bit>
#include <cstdlib>
#include <cstdint>

namespace nqueens::detail {

/// The squares of `row` attacked by none of the queens (see PartialBoard).
inline std::uint32_t free_squares(int row, std::uint32_t columns, std::uint64_t rising, std::uint64_t falling) {
  return ~(columns | static_cast<std::uint32_t>(rising >> row) | static_cast<std::uint32_t>(falling >> (31 - row)));
}

/// Queens placed in any set of rows. The diagonals are kept by index rather
/// than as attacks on the next row, so that any row's free squares are a
/// shift away: bit r + c of `rising` and bit c - r + 31 of `falling` for a
/// queen on (r, c).
struct PartialBoard {
  /// Rows without a queen, bit r for row r.
  std::uint32_t rows_left = 0;
  /// Columns taken, and those past the board's edge (n and up): with them
  /// set, a row's free squares need no mask of the board's width.
  std::uint32_t columns = 0;
  std::uint64_t rising = 0;
  std::uint64_t falling = 0;

  /// The board with a queen added on `row`, in the single column bit `queen`.
  PartialBoard place(int row, std::uint32_t queen) const {
    return {rows_left & ~(std::uint32_t{1} << row), columns | queen, rising | (std::uint64_t{queen} << row),
            falling | (std::uint64_t{queen} << (31 - row))};
  }
};

/// A row key packs (squares attacked << 10) | (31 - distance from the middle)
/// << 5 | row, so that a plain maximum over the rows finds the next row
/// without a branch (the comparisons are unpredictable, and a branch per row
/// measured slower). The attacked squares are counted over the whole
/// 32-bit word, the columns past the board included, which saves a
/// complement: free squares = 32 - attacked. A key of at least
/// no_free_square_left means the board has no completion.
inline constexpr std::uint32_t no_free_square_left = 32 << 10;

constexpr int key_row(std::uint32_t key) { return static_cast<int>(key & 31); }
constexpr std::uint32_t key_free_squares(std::uint32_t key) { return 32 - (key >> 10); }

/// The low bits of each row's key on an n x n board: rows nearer the middle
/// come first among rows with as many free squares, then the higher. Preferring
/// the middle visits the fewest positions of the tie-breaks tried, and a table
/// is faster than the distance computed in the kernel.
struct RowTieBreaks {
  std::array<std::uint32_t, 32> of_row{};

  explicit constexpr RowTieBreaks(int n) {
    for (int row = 0; row < n; ++row)
      of_row[static_cast<std::size_t>(row)] = static_cast<std::uint32_t>((31 - std::abs(2 * row - (n - 1))) << 5 | row);
  }
};

/// The row the search fills next, as a key: of the rows left (not none), the
/// one with the fewest free squares, ties broken by `ties`; or
/// no_free_square_left when the board cannot be completed because a row has
/// no free square or a free column is attacked in every row left (that second
/// test costs one instruction per row and visits 17% fewer positions,
/// n = 16). Run time: about 13 instructions per row left.
inline std::uint32_t next_row_key(const RowTieBreaks& ties, std::uint32_t rows_left, std::uint32_t columns,
                                  std::uint64_t rising, std::uint64_t falling) {
  std::uint32_t best = 0;
  std::uint32_t attacked_everywhere = ~std::uint32_t{0};
  for (std::uint32_t left = rows_left; left != 0; left &= left - 1) {
    const int row = std::countr_zero(left);
    const std::uint32_t attacked =
        columns | static_cast<std::uint32_t>(rising >> row) | static_cast<std::uint32_t>(falling >> (31 - row));
    const std::uint32_t key =
        static_cast<std::uint32_t>(std::popcount(attacked)) << 10 | ties.of_row[static_cast<std::size_t>(row)];
    best = key > best ? key : best;
    attacked_everywhere &= attacked;
  }
  return (attacked_everywhere & ~columns) != 0 ? no_free_square_left : best;
}

/// The row the search fills next on `board` and its free squares; no
/// squares when the board has no completion (see next_row_key).
struct NextRow {
  int row = 0;
  std::uint32_t squares = 0;
};

inline NextRow next_row(const RowTieBreaks& ties, const PartialBoard& board) {
  const std::uint32_t key = next_row_key(ties, board.rows_left, board.columns, board.rising, board.falling);
  if (key >= no_free_square_left) return {};
  const int row = key_row(key);
  return {row, free_squares(row, board.columns, board.rising, board.falling)};
}
/// Adds to `done` the completions of the board (rows_left not 0); each
/// queen placed is a node. The masks travel as separate words, as in
/// kernel.hpp. When one row is left after the chosen one, each queen is
/// settled by testing that row, without a call.
inline void add_interior_completions(const RowTieBreaks& ties, std::uint32_t rows_left, std::uint32_t columns,
                                     std::uint64_t rising, std::uint64_t falling, Completions& done) {
  const std::uint32_t key = next_row_key(ties, rows_left, columns, rising, falling);
  if (key >= no_free_square_left) return;
  const int row = key_row(key);
  const std::uint64_t choices = key_free_squares(key);
  std::uint32_t free = free_squares(row, columns, rising, falling);
  const std::uint32_t after = rows_left & ~(std::uint32_t{1} << row);
  if (after == 0) {
    done.nodes += choices;
    done.solutions += choices;
    return;
  }
  done.nodes += choices;
  if ((after & (after - 1)) == 0) {
    const int last = std::countr_zero(after);
    while (free != 0) {
      const std::uint32_t queen = free & (0u - free);
      free ^= queen;
      const std::uint32_t last_free = free_squares(last, columns | queen,
                                                   rising | std::uint64_t{queen} << row,
                                                   falling | std::uint64_t{queen} << (31 - row));
      const std::uint64_t solved = last_free != 0 ? 1 : 0;
      done.nodes += solved;
      done.solutions += solved;
    }
    return;
  }
  while (free != 0) {
    const std::uint32_t queen = free & (0u - free);
    free ^= queen;
    add_interior_completions(ties, after, columns | queen, rising | std::uint64_t{queen} << row,
                             falling | std::uint64_t{queen} << (31 - row), done);
  }
}

/// add_interior_completions for a board with any number of rows left: while
/// more than StopPoll::unpolled_rows are left, the rows are filled here,
/// polling `stop` at each node, and the rest by the kernel, untouched.
inline void add_interior_completions_polled(const RowTieBreaks& ties, const PartialBoard& board, Completions& done,
                                            StopPoll& stop) {
  if (std::popcount(board.rows_left) <= StopPoll::unpolled_rows) {
    add_interior_completions(ties, board.rows_left, board.columns, board.rising, board.falling, done);
    return;
  }
  stop.poll(done.nodes);
  const NextRow next = next_row(ties, board);
  done.nodes += static_cast<std::uint64_t>(std::popcount(next.squares));
  for (std::uint32_t free = next.squares; free != 0; free &= free - 1)
    add_interior_completions_polled(ties, board.place(next.row, free & (0u - free)), done, stop);
}

/// Counts the completions of `board`, with the tie-breaks of its size; throws
/// TaskStopped when the running task's observer asks to stop (task_stop.hpp).
/// Run time: proportional to the nodes returned, times the rows left.
/// Memory: a few dozen bytes of stack per row.
inline Completions count_interior_completions(const RowTieBreaks& ties, const PartialBoard& board) {
  if (board.rows_left == 0) return {1, 0};
  Completions done;
  StopPoll stop;
  add_interior_completions_polled(ties, board, done, stop);
  return done;
}

} // namespace nqueens::detail
