// A group of one row set's placements read as the board's diagonals: the
// unit the pair counter joins and counts.
#pragma once

#include "diagonals.hpp"
#include "quadrant.hpp"
#include "row_set_placements.hpp"

#include <cstdint>
#include <span>

namespace nqueens::detail {

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
