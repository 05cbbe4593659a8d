// Every partial placement of one quadrant of the board, the building blocks
// of the halves method: it joins quadrants into half boards and
// counts how the half boards fit together.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// The diagonals a set of queens occupies, in absolute board coordinates: a
/// queen on row r, column c sets bit r + c of `rising` and bit r - c + n - 1
/// of `falling`. Both lie in 0..2n-2, so they fit 64 bits for n <= 32.
struct Diagonals {
  std::uint64_t rising = 0;
  std::uint64_t falling = 0;

  bool clashes_with(const Diagonals& other) const {
    return ((rising & other.rising) | (falling & other.falling)) != 0;
  }
  Diagonals operator|(const Diagonals& other) const { return {rising | other.rising, falling | other.falling}; }
};

/// The square `size` x `size` block of an n x n board whose top-left square
/// is (first_row, first_column).
struct Quadrant {
  int n = 0;
  int first_row = 0;
  int first_column = 0;
  int size = 0;
};

/// All placements of queens in a quadrant with at most one per row and
/// column and none sharing a diagonal, grouped by the rows and columns they
/// use. Rows and columns are given as masks local to the quadrant (bit i =
/// row first_row + i). Memory: 16 bytes per placement plus a 4-byte offset
/// for each of the 4^size (rows, columns) pairs; placements() reports both
/// before anything is allocated.
class QuadrantTable {
public:
  explicit QuadrantTable(const Quadrant& quadrant);

  /// The placements whose queens occupy exactly `rows` and `columns`
  /// (equal popcounts; other pairs are empty).
  std::span<const Diagonals> with(std::uint32_t rows, std::uint32_t columns) const {
    const std::size_t key = (std::size_t{rows} << size_) | columns;
    return {placements_.data() + offsets_[key], placements_.data() + offsets_[key + 1]};
  }

  std::uint64_t bytes() const { return bytes_for(size_, placements_.size()); }

  /// Placements of a quadrant, counted without storing them, or limit + 1
  /// as soon as there are more than `limit`: with bytes_for(), the table's
  /// memory before it is built. Run time: proportional to the count (about
  /// 10^8 a second), so a limit keeps a hopeless request short.
  static std::uint64_t count_placements(const Quadrant& quadrant, std::uint64_t limit);
  static std::uint64_t bytes_for(int size, std::uint64_t placements) {
    return ((std::uint64_t{1} << (2 * size)) + 1) * sizeof(std::uint32_t) + placements * sizeof(Diagonals);
  }

private:
  int size_;
  std::vector<std::uint32_t> offsets_;
  std::vector<Diagonals> placements_;
};

} // namespace nqueens::detail
