// A group of one row set's placements read as the board's diagonals: the
// unit the pair counter joins and counts.
#pragma once

#include "diagonals.hpp"
#include "halves/kernels/placement_reading.hpp"
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
      : placements_(row_set.with(columns)),
        reading_{-1, row_set.quadrant().rising_shift(), row_set.quadrant().falling_shift()} {}

  /// The group on local `columns` of `quadrant`, the row set's quadrant
  /// upside down, so on the local rows that the row set's reverse
  /// (reversed_rows). Precondition: quadrant.size is the row set's.
  static QuadrantGroup flipped(const RowSetPlacements& row_set, const Quadrant& quadrant, std::uint32_t columns) {
    QuadrantGroup group(row_set, columns);
    // A queen on local (i, c) flipped stands on (size - 1 - i, c): its
    // rising diagonal i + c becomes 2 size - 2 - (i - c + size - 1), the
    // falling one mirrored, and the other way round. Reversing the 64-bit
    // placement swaps its halves and reverses each; the shift brings the
    // 2 size - 1 bits of each half back to bit 0.
    group.reading_ = {33 - 2 * quadrant.size, quadrant.rising_shift(), quadrant.falling_shift()};
    return group;
  }

  std::span<const PackedDiagonals> placements() const { return placements_; }
  /// How its placements are read: the kernels read whole groups
  /// (PairKernels::read_placements).
  const PlacementReading& reading() const { return reading_; }

  /// The board's diagonals of `placement`, one of the group's.
  Diagonals diagonals(PackedDiagonals placement) const {
    Diagonals d;
    d.rising = read_placement(placement, reading_, d.falling);
    return d;
  }

private:
  std::span<const PackedDiagonals> placements_;
  PlacementReading reading_;
};

} // namespace nqueens::detail
