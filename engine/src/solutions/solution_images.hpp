// The eight images of a solution under the board's rotations and
// reflections, and its canonical form: the lexicographically smallest image.
// A template over the column type: listing uses bytes (n <= 32), verify
// 32-bit words (any n).
#pragma once

#include <algorithm>
#include <cstddef>
#include <span>

namespace nqueens::detail {

/// Writes image `which` (0..7) of `columns` (a permutation of 0..n-1, the
/// column of each row) into `image` (n entries). Images 0..3 keep the rows
/// as rows, 4..7 transpose first (the inverse permutation); bit 0 mirrors the
/// columns, bit 1 flips the rows. O(n).
template <class Column>
void board_image(std::span<const Column> columns, int which, std::span<Column> image) {
  const std::size_t n = columns.size();
  const Column last = static_cast<Column>(n - 1);
  for (std::size_t row = 0; row < n; ++row) {
    std::size_t target_row = row;
    Column column = columns[row];
    if (which & 4) {
      target_row = columns[row];
      column = static_cast<Column>(row);
    }
    if (which & 1) column = static_cast<Column>(last - column);
    if (which & 2) target_row = n - 1 - target_row;
    image[target_row] = column;
  }
}

/// Whether `columns` is the smallest of its eight images, comparing rows in
/// order. `scratch` holds n entries. O(n) per image, usually decided on the
/// first few rows.
template <class Column>
bool is_canonical(std::span<const Column> columns, std::span<Column> scratch) {
  for (int which = 1; which < 8; ++which) {
    board_image(columns, which, scratch);
    if (std::lexicographical_compare(scratch.begin(), scratch.end(), columns.begin(), columns.end())) return false;
  }
  return true;
}

/// Writes the smallest of the eight images of `columns` into `canonical`;
/// `scratch` holds n entries. O(n).
template <class Column>
void canonical_image(std::span<const Column> columns, std::span<Column> canonical, std::span<Column> scratch) {
  std::copy(columns.begin(), columns.end(), canonical.begin());
  for (int which = 1; which < 8; ++which) {
    board_image(columns, which, scratch);
    if (std::lexicographical_compare(scratch.begin(), scratch.end(), canonical.begin(), canonical.end()))
      std::copy(scratch.begin(), scratch.end(), canonical.begin());
  }
}

} // namespace nqueens::detail
