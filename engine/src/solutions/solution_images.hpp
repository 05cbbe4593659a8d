// The eight images of a solution under the board's rotations and
// reflections (core/dihedral.hpp), and its canonical form: the
// lexicographically smallest image. A template over the column type: listing
// uses bytes (n <= 32), verify 32-bit words (any n).
#pragma once

#include "core/dihedral.hpp"

#include <algorithm>
#include <cstddef>
#include <span>

namespace nqueens::detail {

/// Writes the image of `columns` (a permutation of 0..n-1, the column of
/// each row) under `symmetry` into `image` (n entries). O(n).
template <class Column>
void board_image(std::span<const Column> columns, Symmetry symmetry, std::span<Column> image) {
  const int n = static_cast<int>(columns.size());
  for (int row = 0; row < n; ++row) {
    const Square moved = transform(symmetry, n, {row, static_cast<int>(columns[row])});
    image[moved.row] = static_cast<Column>(moved.column);
  }
}

/// Whether `columns` is the smallest of its eight images, comparing rows in
/// order. `scratch` holds n entries. O(n) per image, usually decided on the
/// first few rows.
template <class Column>
bool is_canonical(std::span<const Column> columns, std::span<Column> scratch) {
  for (const Symmetry symmetry : all_symmetries) {
    if (symmetry == Symmetry::identity) continue;
    board_image(columns, symmetry, scratch);
    if (std::lexicographical_compare(scratch.begin(), scratch.end(), columns.begin(), columns.end())) return false;
  }
  return true;
}

/// Writes the smallest of the eight images of `columns` into `canonical`;
/// `scratch` holds n entries. O(n).
template <class Column>
void canonical_image(std::span<const Column> columns, std::span<Column> canonical, std::span<Column> scratch) {
  std::copy(columns.begin(), columns.end(), canonical.begin());
  for (const Symmetry symmetry : all_symmetries) {
    if (symmetry == Symmetry::identity) continue;
    board_image(columns, symmetry, scratch);
    if (std::lexicographical_compare(scratch.begin(), scratch.end(), canonical.begin(), canonical.end()))
      std::copy(scratch.begin(), scratch.end(), canonical.begin());
  }
}

} // namespace nqueens::detail
