#include "border_split.hpp"

#include "core/split_depth.hpp"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace nqueens::detail {
namespace {

/// Insertion sort of the first `count` squares: std::sort on four elements
/// draws false -Warray-bounds warnings from g++ 12.
void sort_squares(std::array<Square, 4>& squares, int count) {
  for (int i = 1; i < count; ++i)
    for (int j = i; j > 0 && squares[j] < squares[j - 1]; --j) std::swap(squares[j], squares[j - 1]);
}

bool attack(Square a, Square b) {
  return a.row == b.row || a.column == b.column || std::abs(a.row - b.row) == std::abs(a.column - b.column);
}

/// The placement with one queen per border line at the given positions, if
/// those squares form one: each line holds exactly one of them and none
/// attacks another.
bool make_placement(int n, std::array<Square, 4> wanted, BorderPlacement& placement) {
  sort_squares(wanted, 4);
  const int count = static_cast<int>(std::unique(wanted.begin(), wanted.end()) - wanted.begin());
  for (int i = 0; i < count; ++i)
    for (int j = i + 1; j < count; ++j)
      if (attack(wanted[i], wanted[j])) return false;
  int top = 0, bottom = 0, left = 0, right = 0;
  for (int i = 0; i < count; ++i) {
    top += wanted[i].row == 0;
    bottom += wanted[i].row == n - 1;
    left += wanted[i].column == 0;
    right += wanted[i].column == n - 1;
  }
  if (top != 1 || bottom != 1 || left != 1 || right != 1) return false;
  placement.queens = wanted;
  placement.queen_count = count;
  return true;
}

BorderPlacement image(Symmetry symmetry, int n, const BorderPlacement& placement) {
  BorderPlacement moved = placement;
  for (int i = 0; i < placement.queen_count; ++i) moved.queens[i] = transform(symmetry, n, placement.queens[i]);
  sort_squares(moved.queens, moved.queen_count);
  return moved;
}

bool same_queens(const BorderPlacement& a, const BorderPlacement& b) {
  return std::equal(a.queens.begin(), a.queens.begin() + a.queen_count, b.queens.begin());
}

/// True when no symmetry maps the placement onto a lexicographically smaller
/// one: the one member of its orbit that is enumerated.
bool is_canonical(int n, const BorderPlacement& placement) {
  for (const Symmetry symmetry : all_symmetries) {
    const BorderPlacement moved = image(symmetry, n, placement);
    if (std::lexicographical_compare(moved.queens.begin(), moved.queens.begin() + moved.queen_count,
                                     placement.queens.begin(), placement.queens.begin() + placement.queen_count))
      return false;
  }
  return true;
}

/// The placement with its stabilizer filled in. The canonical member of its
/// orbit is the one searched: the interior kernel picks its rows by how
/// constrained they are, not top-down, so the orientation hardly matters
/// (n = 16: 69.58 M positions, against 69.53 M for the member the top-down
/// kernel searched fastest, the bottom queen nearest a corner).
BorderPlacement with_stabilizer(int n, BorderPlacement placement) {
  placement.stabilizer = 0;
  for (const Symmetry symmetry : all_symmetries)
    if (same_queens(image(symmetry, n, placement), placement)) placement.stabilizer |= bit(symmetry);
  return placement;
}

} // namespace

std::vector<BorderPlacement> canonical_border_placements(int n) {
  std::vector<BorderPlacement> placements;
  const int last = n - 1;
  for (int top = 0; top < n; ++top)
    for (int bottom = 0; bottom < n; ++bottom)
      for (int left = 0; left < n; ++left)
        for (int right = 0; right < n; ++right) {
          BorderPlacement placement;
          if (make_placement(n, {Square{0, top}, Square{last, bottom}, Square{left, 0}, Square{right, last}},
                             placement) &&
              is_canonical(n, placement))
            placements.push_back(with_stabilizer(n, placement));
        }
  return placements;
}

PartialBoard border_board(int n, const BorderPlacement& placement) {
  PartialBoard board{full_row(n), ~full_row(n), 0, 0};
  for (int i = 0; i < placement.queen_count; ++i) {
    const Square queen = placement.queens[i];
    board = board.place(queen.row, std::uint32_t{1} << queen.column);
  }
  return board;
}

SymmetrySplit split_by_border(int n, int depth, const TaskListLimit& limit) {
  SymmetrySplit split;
  split.depth = depth;
  split.borders = canonical_border_placements(n);
  split.nodes = 1 + split.borders.size();
  const RowTieBreaks ties(n);
  for (std::uint32_t i = 0; i < split.borders.size(); ++i) {
    const BorderPlacement& border = split.borders[i];
    // A symmetric placement's completions are classified together (see
    // symmetry.cpp), so it is never split.
    const int queens = border.stabilizer == bit(Symmetry::identity) ? depth - 1 : 0;
    split.nodes += for_each_descendant(ties, border_board(n, border), queens, [&](const PartialBoard& board) {
      limit.check(split.tasks.size(), n, depth);
      split.tasks.push_back({i, board});
      return true;
    });
  }
  return split;
}

SymmetrySplit choose_border_split(int n, int threads) {
  return choose_split(n, threads, [&](int depth) { return split_by_border(n, depth); });
}

} // namespace nqueens::detail
