// The split of the symmetry method: every solution has exactly one queen in
// each of the four border lines (top and bottom rows, left and right columns).
// Those two to four border queens are placed first; of each set of placements
// that the board's eight symmetries map onto each other only the canonical
// one is kept, and its completions stand for its whole orbit.
#pragma once

#include "core/dihedral.hpp"
#include "core/split_depth.hpp"
#include "core/work_estimate.hpp"
#include "interior_kernel.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// Queens on the four border lines, pairwise non-attacking; a corner queen
/// serves a row and a column, so there are two to four of them.
struct BorderPlacement {
  /// Sorted; only the first queen_count are used.
  std::array<Square, 4> queens{};
  int queen_count = 0;
  /// The symmetries mapping the placement onto itself (identity included).
  SymmetrySet stabilizer = 0;

  /// The number of distinct placements its symmetries give: 8, 4, 2 or 1.
  int orbit_size() const { return 8 / std::popcount(stabilizer); }
};

/// One placement of each orbit, in a fixed order: the lexicographically
/// smallest member (queens sorted by row, then column). For n = 1 the single
/// queen fills all four lines. Run time: O(n^4); about n^4 / 8 placements for large n (5,000 for n = 17).
std::vector<BorderPlacement> canonical_border_placements(int n);

/// Calls visit(descendant) for each board that `queens` more queens below
/// `board` make, placed as the interior kernel places them (each in the row
/// with the fewest free squares, in the same order): the boards whose rows
/// fill up on the way among them, the dead ends left out. Stops when visit
/// returns false. Returns the queens placed on the way: the kernel's nodes
/// above the boards visited. Run time: the queens placed.
template <class Visit>
std::uint64_t for_each_descendant(const RowTieBreaks& ties, const PartialBoard& board, int queens,
                                  const Visit& visit) {
  std::uint64_t placed = 0;
  bool going = true;
  const auto extend = [&](const auto& self, const PartialBoard& at, int left) -> void {
    if (left == 0 || at.rows_left == 0) {
      going = visit(at);
      return;
    }
    const NextRow next = next_row(ties, at);
    for (std::uint32_t free = next.squares; free != 0 && going; free &= free - 1) {
      ++placed;
      self(self, at.place(next.row, free & (0u - free)), left - 1);
    }
  };
  extend(extend, board, queens);
  return placed;
}

/// A board some more queens below another, reached by a random branch.
struct RandomDescendant {
  PartialBoard board;
  /// The product of the free squares met on the way: this times any count
  /// below `board` is an unbiased estimate of that count below the start.
  std::uint64_t weight = 1;
  /// The same estimate of the kernel's nodes on the way (Knuth's).
  std::uint64_t nodes_on_the_way = 0;
};

/// Up to `queens` more queens below `board`, each placed as the interior
/// kernel places them (in the row with the fewest free squares) but on one of
/// that row's free squares drawn with `seed`: a path of Knuth's estimator.
/// Stops early at a dead end or a full board. Run time: the queens placed.
inline RandomDescendant random_descendant(const RowTieBreaks& ties, const PartialBoard& board, int queens,
                                          std::uint64_t seed) {
  RandomDescendant path{.board = board};
  for (int placed = 0; placed < queens && path.board.rows_left != 0; ++placed) {
    const NextRow next = next_row(ties, path.board);
    const int choices = std::popcount(next.squares);
    if (choices == 0) break;
    path.weight *= static_cast<std::uint64_t>(choices);
    path.nodes_on_the_way += path.weight;
    const auto drawn = static_cast<int>(next_random(seed) % static_cast<std::uint64_t>(choices));
    path.board = path.board.place(next.row, nth_set_bit(next.squares, drawn));
  }
  return path;
}

/// The border queens of `placement` on an n x n board, as the interior
/// kernel takes them. Run time: O(1).
PartialBoard border_board(int n, const BorderPlacement& placement);

/// One task: a canonical border placement with the first queens the interior
/// search places already placed (none for depth 1).
struct SymmetryTask {
  std::uint32_t border = 0; // index into SymmetrySplit::borders
  PartialBoard board;
};

struct SymmetrySplit {
  int depth = 0;
  std::vector<BorderPlacement> borders;
  /// In a fixed order: a task's index is its identity across runs.
  std::vector<SymmetryTask> tasks;
  /// Canonical border placements, plus the interior positions visited while
  /// enumerating, plus one for the empty board: with the tasks' completion
  /// nodes, the whole search once, whatever the depth.
  std::uint64_t nodes = 0;
};

/// Splits the count into tasks: the canonical border placements, each with
/// the first depth - 1 interior queens placed in every way the interior
/// kernel would place them (1 <= depth <= n; depth 1 gives one task per
/// border placement), so that the tasks' nodes add up to the same whatever
/// the depth. A placement that some symmetry maps onto itself stays one
/// task: its completions are classified by symmetry as a whole. Run time:
/// O(n^4) plus the positions enumerated. Throws Error past `limit`'s tasks.
SymmetrySplit split_by_border(int n, int depth, const TaskListLimit& limit = {});

/// split_by_border at the depth choose_split (core/split_depth.hpp) picks
/// for `threads`.
SymmetrySplit choose_border_split(int n, int threads);

} // namespace nqueens::detail
