// Search with a per-row limit on where queens may go: the path for fixed
// queens (the completion problem) and for listing solutions. A separate
// template from kernel.hpp on purpose: the extra mask and the visitor would
// cost the unfixed counting kernel, which stays untouched.
#pragma once

#include "kernel.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace nqueens::detail {

/// The squares each row may hold a queen on, on top of the attacks of the
/// queens above it; cut to the board's width.
struct RowMasks {
  int n = 0;
  std::array<std::uint32_t, 32> allowed{};
};

/// Every square allowed: the plain n-queens problem.
inline RowMasks open_rows(int n) {
  RowMasks masks{n, {}};
  for (int row = 0; row < n; ++row) masks.allowed[row] = full_row(n);
  return masks;
}

/// Calls visit.node(row, column) for each queen placed on the way and
/// visit.solution() for each completion of `board`, whose next row is `row`,
/// in lexicographic order of the columns. Recursive, like the kernel: depth
/// at most n.
template <class Visitor>
void search_rows(const RowMasks& masks, int row, Board board, Visitor& visit) {
  if (row == masks.n) {
    visit.solution();
    return;
  }
  std::uint32_t free = masks.allowed[row] & ~board.attacked();
  while (free != 0) {
    const std::uint32_t queen = free & (0u - free);
    free ^= queen;
    visit.node(row, std::countr_zero(queen));
    search_rows(masks, row + 1, board.place(queen), visit);
  }
}

/// Counts solutions and queens placed (Completions) for search_rows, and
/// polls for a stop at the nodes of the rows above `polled_rows_end` (a
/// compare per node: this path serves fixed queens, not the plain count).
struct CompletionCounter {
  int polled_rows_end = 0;
  Completions done{};
  StopPoll stop{};
  void node(int row, int) {
    ++done.nodes;
    if (row < polled_rows_end) stop.poll(done.nodes);
  }
  void solution() { ++done.solutions; }
};

/// The placements of rows 0..depth-1 allowed by `masks` that no queen
/// attacks, one at a time in lexicographic order, without storing them: an
/// explicit stack of depth rows (a few hundred bytes).
class PrefixCursor {
public:
  /// 1 <= depth <= masks.n.
  PrefixCursor(const RowMasks& masks, int depth) : masks_(masks), depth_(depth) {}

  /// Moves to the next prefix; false when there is none left.
  bool next() {
    int row = depth_ - 1;
    if (!started_) {
      started_ = true;
      row = 0;
      below_[0] = Board{};
      free_[0] = masks_.allowed[0];
    }
    while (row >= 0) {
      if (free_[row] == 0) {
        --row;
        continue;
      }
      const std::uint32_t queen = free_[row] & (0u - free_[row]);
      free_[row] ^= queen;
      ++nodes_;
      columns_[row] = static_cast<std::uint8_t>(std::countr_zero(queen));
      const Board next = below_[row].place(queen);
      if (row + 1 == depth_) {
        board_ = next;
        return true;
      }
      below_[row + 1] = next;
      free_[row + 1] = masks_.allowed[row + 1] & ~next.attacked();
      ++row;
    }
    return false;
  }

  /// Attacks on row `depth` after the current prefix's queens.
  const Board& board() const { return board_; }
  /// The current prefix's columns, rows 0..depth-1.
  const std::uint8_t* columns() const { return columns_.data(); }
  int depth() const { return depth_; }
  /// Queens placed so far, over all prefixes (the empty board not included).
  std::uint64_t nodes() const { return nodes_; }

private:
  RowMasks masks_;
  int depth_;
  bool started_ = false;
  std::array<Board, 32> below_{};
  std::array<std::uint32_t, 32> free_{};
  std::array<std::uint8_t, 32> columns_{};
  Board board_{};
  std::uint64_t nodes_ = 0;
};

} // namespace nqueens::detail
