// Every partial placement of one quadrant of the board, the building blocks
// of the halves method: it joins quadrants into half boards and
// counts how the half boards fit together.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
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
  /// The same queens seen in the board's mirror image (column c -> n - 1 -
  /// c), which turns each rising diagonal into the falling one of the same
  /// number and the other way round; `mirror` false leaves them as they are.
  Diagonals mirrored(bool mirror = true) const { return mirror ? Diagonals{falling, rising} : *this; }
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

/// The placements of a quadrant's queens on exactly the local rows `rows`
/// (bit i = row first_row + i; one queen on each, at most one per column,
/// none sharing a diagonal), grouped by the columns they use. The building
/// block of the quadrant table (table_store.hpp), which holds one of these
/// per set of rows. Memory: bytes_for(). Precondition: size <= 16.
class RowSetPlacements {
public:
  /// Run time: two walks over the row set's partial placements.
  RowSetPlacements(const Quadrant& quadrant, std::uint32_t rows);

  /// Every row set of `quadrant`, indexed by the row mask: the same as one
  /// built per row set, in two walks over all the quadrant's placements
  /// (a row set's own walks repeat the prefixes it shares with others),
  /// split by the occupancy of the top rows among `threads` threads (0:
  /// all of them).
  static std::vector<std::unique_ptr<const RowSetPlacements>> all(const Quadrant& quadrant, int threads);

  /// The placements whose queens occupy exactly `columns` (as many as the
  /// rows; other column sets are empty).
  std::span<const PackedDiagonals> with(std::uint32_t columns) const {
    return {placements_.data() + offsets_[columns], placements_.data() + offsets_[columns + 1]};
  }
  const Quadrant& quadrant() const { return quadrant_; }
  std::uint64_t bytes() const { return bytes_for(quadrant_.size, placements_.size()); }

  /// The memory of a row set of `placements` placements in a quadrant of
  /// `size` rows, known before it is built.
  static std::uint64_t bytes_for(int size, std::uint64_t placements) {
    return sizeof(RowSetPlacements) + ((std::uint64_t{1} << size) + 1) * sizeof(std::uint32_t) +
           placements * sizeof(PackedDiagonals);
  }

private:
  explicit RowSetPlacements(const Quadrant& quadrant)
      : quadrant_(quadrant), offsets_((std::size_t{1} << quadrant.size) + 1, 0) {}

  Quadrant quadrant_;
  std::vector<std::uint32_t> offsets_;
  std::vector<PackedDiagonals> placements_;
};

/// The number of placements of `quadrant` on each set of its local rows
/// (index: the row mask; the empty placement counts for the empty set),
/// counted without storing them, on `threads` threads (0: all of them);
/// nothing as soon as there are more than `limit` in all, which keeps a
/// hopeless request short. Run time: proportional to the count, about 3 x
/// 10^7 a second a thread (n = 24); none when the last quadrant counted in
/// full was this one, whose counts are kept (8 KiB at n = 20).
std::optional<std::vector<std::uint64_t>> placements_per_row_set(const Quadrant& quadrant, std::uint64_t limit,
                                                                  int threads);

/// The rows of an n-row board (bit r = row r) turned upside down: row r
/// becomes n - 1 - r. Also a quadrant's local rows, with n its size.
inline std::uint32_t reversed_rows(std::uint32_t rows, int n) {
  std::uint32_t reversed = 0;
  for (int r = 0; r < n; ++r) reversed |= ((rows >> r) & 1u) << (n - 1 - r);
  return reversed;
}

/// One group of a row set's placements (same rows and columns), read as the
/// board's diagonals: those of its own quadrant, or, flipped upside down
/// (local row i <-> size - 1 - i), those of another quadrant of the same
/// size, as the south-west quadrant is read from the north-west table.
class QuadrantGroup {
public:
  /// The group on `columns` of the row set's own quadrant.
  QuadrantGroup(const RowSetPlacements& row_set, std::uint32_t columns)
      : placements_(row_set.with(columns)), rising_shift_(row_set.quadrant().rising_shift()),
        falling_shift_(row_set.quadrant().falling_shift()) {}

  /// The group on local `columns` of `quadrant`, the row set's quadrant
  /// upside down, so on the local rows that the row set's reverse
  /// (reversed_rows). Precondition: quadrant.size is the row set's.
  static QuadrantGroup flipped(const RowSetPlacements& row_set, const Quadrant& quadrant, std::uint32_t columns) {
    QuadrantGroup group(row_set, columns);
    group.rising_shift_ = quadrant.rising_shift();
    group.falling_shift_ = quadrant.falling_shift();
    // A queen on local (i, c) flipped stands on (size - 1 - i, c): its
    // rising diagonal i + c becomes 2 size - 2 - (i - c + size - 1), the
    // falling one mirrored, and the other way round. Reversing the 64-bit
    // placement swaps its halves and reverses each; the shift brings the
    // 2 size - 1 bits of each half back to bit 0.
    group.flip_shift_ = 33 - 2 * quadrant.size;
    return group;
  }

  std::span<const PackedDiagonals> placements() const { return placements_; }

  /// The board's diagonals of `placement`, one of the group's.
  Diagonals diagonals(PackedDiagonals placement) const {
    // The same branch for every placement of a group: predicted.
    if (flip_shift_ >= 0) placement = reversed_word(placement) >> flip_shift_;
    return {(placement & 0xffffffffu) << rising_shift_, (placement >> 32) << falling_shift_};
  }

private:
  /// The 64 bits of `word` in reverse order, in about fifteen instructions.
  static std::uint64_t reversed_word(std::uint64_t word) {
    word = __builtin_bswap64(word);
    word = ((word >> 4) & 0x0f0f0f0f0f0f0f0fu) | ((word & 0x0f0f0f0f0f0f0f0fu) << 4);
    word = ((word >> 2) & 0x3333333333333333u) | ((word & 0x3333333333333333u) << 2);
    return ((word >> 1) & 0x5555555555555555u) | ((word & 0x5555555555555555u) << 1);
  }

  std::span<const PackedDiagonals> placements_;
  int rising_shift_;
  int falling_shift_;
  /// Negative when not flipped.
  int flip_shift_ = -1;
};

} // namespace nqueens::detail
