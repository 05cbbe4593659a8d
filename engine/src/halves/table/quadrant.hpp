// A quadrant of the board, and the row and column masks the halves method
// reads its quadrants through.
#pragma once

#include "diagonals.hpp"

#include <cstdint>

namespace nqueens::detail {

/// The square `size` x `size` block of an n x n board whose top-left square
/// is (first_row, first_column).
struct Quadrant {
  int n = 0;
  int first_row = 0;
  int first_column = 0;
  int size = 0;

  /// Shifts from a placement's packed diagonals to the board's: local bit
  /// i + c is the board's r + c; local i - c + size - 1 is the board's
  /// r - c + n - 1. Neither is negative: first_column is at most n - size.
  int rising_shift() const { return first_row + first_column; }
  int falling_shift() const { return first_row - first_column + n - size; }

  bool operator==(const Quadrant&) const = default;

  /// Every diagonal a queen of the quadrant can occupy, in the board's terms.
  Diagonals span() const {
    const std::uint64_t local = size > 0 ? (std::uint64_t{1} << (2 * size - 1)) - 1 : 0;
    return {local << rising_shift(), local << falling_shift()};
  }
};

/// The quadrants whose placements the table lists (north-west: n / 2 rows
/// and columns; for odd n the middle row and column lie between the
/// quadrants) and the south-west one, read from it upside down
/// (QuadrantGroup::flipped). The east quadrants are the west ones' mirror
/// images, read from the same table (pairs/row_choice_counter.hpp).
inline Quadrant north_west_quadrant(int n) { return {n, 0, 0, n / 2}; }
inline Quadrant south_west_quadrant(int n) { return {n, n - n / 2, 0, n / 2}; }

/// A mask of the `count` lowest bits (count <= 32).
constexpr std::uint32_t low_bits(int count) { return count >= 32 ? ~0u : (1u << count) - 1; }

/// The rows of an n-row board (bit r = row r) turned upside down: row r
/// becomes n - 1 - r. Also a quadrant's local rows, with n its size.
inline std::uint32_t reversed_rows(std::uint32_t rows, int n) {
  std::uint32_t reversed = 0;
  for (int r = 0; r < n; ++r) reversed |= ((rows >> r) & 1u) << (n - 1 - r);
  return reversed;
}

} // namespace nqueens::detail
