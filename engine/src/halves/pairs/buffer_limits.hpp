// A worker's buffers within a memory budget: how many stored half placements
// and inner clash sets a row choice's count holds at once, and the most
// memory that takes, so that a plan can give each worker its share of the
// limit before any row choice is counted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>

namespace nqueens::detail {

/// What a worker's buffers (HalvesScratch) hold at once. The memory of each
/// buffer grows with one of the three, and a row choice larger than any is
/// counted in parts that add up: its stored half joined in slices, each
/// stored and queried by the whole queried half; a large slice stored in
/// pieces, each queried alike; the inner group of a column share in blocks,
/// each paired with the whole outer group.
struct BufferLimits {
  /// No limit: each row choice stored whole, each inner group in one block.
  static constexpr std::size_t unlimited = std::numeric_limits<std::size_t>::max() / 4;
  /// The pieces of a large store: about 1,024 words per clash set, whose
  /// clash tables and clash sets stay in the processor's caches while every
  /// queried column share reads them, where a whole store's of the largest
  /// boards would not (docs/algorithms.md, "Pieces of a large store").
  static constexpr std::size_t default_piece = 65536;

  /// Stored half placements joined at once.
  std::size_t slice_placements = unlimited;
  /// Inner placements whose clash sets are held at once.
  std::size_t inner_block = unlimited;
  /// Stored half placements stored at once (sorted, sliced, with clash
  /// tables) where a slice holds at least four times as many: each piece
  /// repeats the queried half's fit lists, which smaller slices do not
  /// repay.
  std::size_t piece_placements = default_piece;

  /// Whether a slice of `placements` is stored in pieces: at least four.
  bool cut_in_pieces(std::size_t placements) const { return placements / 4 >= piece_placements; }
  /// The equal pieces a slice of `placements` is stored in.
  std::size_t pieces(std::size_t placements) const {
    return cut_in_pieces(placements) ? (placements + piece_placements - 1) / piece_placements : 1;
  }
  /// The most stored placements held at once: a slice kept whole, or the
  /// largest one that is.
  std::size_t most_stored() const {
    return cut_in_pieces(slice_placements) ? 4 * piece_placements - 1 : slice_placements;
  }
};

/// The most memory a worker's buffers take under `limits` for an n x n
/// count whose quadrant table's largest row set holds `largest_row_set`
/// placements: an upper bound on HalvesScratch::bytes() after any row
/// choices. Constant time.
std::uint64_t most_buffer_bytes(int n, const BufferLimits& limits, std::uint64_t largest_row_set);

/// The limits whose most_buffer_bytes() fit `budget`, the largest slice (at
/// most 2^31 placements) with inner blocks of a 64th of it (64 to 1,024
/// placements), or nothing when not even the smallest do
/// (least_buffer_bytes). Both grow with the budget. Run time: a binary
/// search over the slice size.
std::optional<BufferLimits> buffer_limits_within(int n, std::uint64_t budget, std::uint64_t largest_row_set);

/// The smallest budget buffer_limits_within() accepts.
std::uint64_t least_buffer_bytes(int n, std::uint64_t largest_row_set);

/// A budget of slices of 4,096 placements: below it every slice repeats
/// the queried half's fit lists and clash lookups for fewer stored
/// placements than they cost, and a count takes many times as long.
std::uint64_t comfortable_buffer_bytes(int n, std::uint64_t largest_row_set);

} // namespace nqueens::detail
