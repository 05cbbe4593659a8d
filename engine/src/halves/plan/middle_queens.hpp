// The halves method's first step for odd n: the queens of the middle row and
// the middle column, placed before the rest of the board splits into four
// equal quadrants. One placement per symmetry class, weighted by its size.
#pragma once

#include "halves/table/diagonals.hpp"
#include "halves/table/quadrant.hpp"

#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// What the middle row and column hold before the quadrants are filled: for
/// even n nothing; for odd n one queen on the middle row and one on the
/// middle column (the same queen at the centre).
struct MiddleQueens {
  Diagonals diagonals;
  /// Board rows still to fill (bit r = row r).
  std::uint32_t free_rows = 0;
  /// Columns still to fill in the west and east quadrants (local masks).
  std::uint32_t west_columns = 0;
  std::uint32_t east_columns = 0;
  /// Placements of the middle queens this one stands for under the board's
  /// eight symmetries, which permute the middle placements among themselves.
  std::uint32_t weight = 1;
};

/// One middle placement per symmetry class, in a fixed order (the task
/// numbers depend on it): for even n the single empty one; for odd n, with
/// the middle row's queen in column mid + x and the middle column's in row
/// mid + y, the class's smallest (x, y), for x and then y increasing. Run
/// time and memory: O(n^2), about n^2 / 8 placements.
std::vector<MiddleQueens> middle_placements(int n);

} // namespace nqueens::detail
