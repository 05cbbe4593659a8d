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

/// One placement of a quadrant, its diagonals in the quadrant's own terms: a
/// queen on local row i and column c sets bit i + c of the low 32 bits
/// (rising) and bit i - c + size - 1 of the high 32 (falling), for quadrant
/// sizes up to 16. Half the size of its Diagonals, which two shifts make
/// from it (QuadrantGroup::diagonals).
using PackedDiagonals = std::uint64_t;

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
/// row first_row + i). Memory: 8 bytes per placement plus a 4-byte offset
/// for each of the 4^size (rows, columns) pairs; bytes_for() gives both
/// before anything is allocated. Precondition: size <= 16.
class QuadrantTable {
public:
  explicit QuadrantTable(const Quadrant& quadrant);

  /// The placements whose queens occupy exactly `rows` and `columns`
  /// (equal popcounts; other pairs are empty).
  std::span<const PackedDiagonals> with(std::uint32_t rows, std::uint32_t columns) const {
    const std::size_t key = (std::size_t{rows} << size_) | columns;
    return {placements_.data() + offsets_[key], placements_.data() + offsets_[key + 1]};
  }

  /// Shifts from a placement's packed diagonals to the board's (Diagonals).
  int rising_shift() const { return rising_shift_; }
  int falling_shift() const { return falling_shift_; }

  std::uint64_t bytes() const { return bytes_for(size_, placements_.size()); }

  /// Placements of a quadrant, counted without storing them, or limit + 1
  /// as soon as there are more than `limit`: with bytes_for(), the table's
  /// memory before it is built. Run time: proportional to the count (about
  /// 3 x 10^7 a second at n = 24), so a limit keeps a hopeless request short.
  static std::uint64_t count_placements(const Quadrant& quadrant, std::uint64_t limit);
  static std::uint64_t bytes_for(int size, std::uint64_t placements) {
    return ((std::uint64_t{1} << (2 * size)) + 1) * sizeof(std::uint32_t) + placements * sizeof(PackedDiagonals);
  }

private:
  int size_;
  int rising_shift_;
  int falling_shift_;
  std::vector<std::uint32_t> offsets_;
  std::vector<PackedDiagonals> placements_;
};

/// One group of a table's placements (same rows and columns), read as the
/// board's diagonals.
class QuadrantGroup {
public:
  QuadrantGroup(const QuadrantTable& table, std::uint32_t rows, std::uint32_t columns)
      : placements_(table.with(rows, columns)), rising_shift_(table.rising_shift()),
        falling_shift_(table.falling_shift()) {}

  std::span<const PackedDiagonals> placements() const { return placements_; }

  /// The board's diagonals of `placement`, one of the group's.
  Diagonals diagonals(PackedDiagonals placement) const {
    return {(placement & 0xffffffffu) << rising_shift_, (placement >> 32) << falling_shift_};
  }

private:
  std::span<const PackedDiagonals> placements_;
  int rising_shift_;
  int falling_shift_;
};

} // namespace nqueens::detail
