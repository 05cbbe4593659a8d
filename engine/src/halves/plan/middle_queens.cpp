#include "middle_queens.hpp"

#include "core/dihedral.hpp"

#include <set>
#include <utility>

namespace nqueens::detail {
namespace {

Diagonals queen_at(int n, int row, int column) {
  return {std::uint64_t{1} << (row + column), std::uint64_t{1} << (row - column + n - 1)};
}

/// The (x, y) of the middle placements that the board's symmetries map the
/// one with queens at (mid, mid + x) and (mid + y, mid) onto.
std::set<std::pair<int, int>> images(int n, int x, int y) {
  const int mid = n / 2;
  std::set<std::pair<int, int>> result;
  for (const Symmetry symmetry : all_symmetries) {
    Square on_row = transform(symmetry, n, {mid, mid + x});
    Square on_column = transform(symmetry, n, {mid + y, mid});
    // A quarter turn moves the middle row's queen to the middle column.
    if (on_row.row != mid) std::swap(on_row, on_column);
    result.insert({on_row.column - mid, on_column.row - mid});
  }
  return result;
}

} // namespace

std::vector<MiddleQueens> middle_placements(int n) {
  const int quadrant = n / 2;
  const std::uint32_t all_rows = low_bits(n);
  if (n % 2 == 0) return {MiddleQueens{{}, all_rows, low_bits(quadrant), low_bits(quadrant), 1}};
  const int mid = n / 2;
  std::vector<MiddleQueens> result;
  for (int x = -mid; x <= mid; ++x) {
    for (int y = -mid; y <= mid; ++y) {
      if ((x == 0) != (y == 0)) continue; // the middle column's queen is elsewhere iff the row's is
      if (x != 0 && (x == y || x == -y)) continue; // the two queens share a diagonal
      const std::set<std::pair<int, int>> class_of_xy = images(n, x, y);
      if (*class_of_xy.begin() != std::pair{x, y}) continue;
      MiddleQueens middle;
      middle.weight = static_cast<std::uint32_t>(class_of_xy.size());
      const int column = mid + x, row = mid + y;
      middle.diagonals = queen_at(n, mid, column) | queen_at(n, row, mid);
      middle.free_rows = all_rows & ~(1u << mid) & ~(1u << row);
      middle.west_columns = low_bits(quadrant) & ~(column < mid ? 1u << column : 0u);
      middle.east_columns = low_bits(quadrant) & ~(column > mid ? 1u << (column - mid - 1) : 0u);
      result.push_back(middle);
    }
  }
  return result;
}

} // namespace nqueens::detail
