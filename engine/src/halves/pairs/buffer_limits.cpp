#include "buffer_limits.hpp"

#include "clash_table.hpp"
#include "diagonal_sieve.hpp"
#include "row_choice_counter.hpp"
#include "sliced_placements.hpp"

#include <algorithm>

namespace nqueens::detail {
namespace {

/// The smallest slice: 4 words per clash set, read straight from the
/// slices, with no clash tables (those serve 8 words and more).
constexpr std::size_t least_slice = 4 * 64;
/// Inner blocks grow with the slices, a 64th of them, from 64 to 1,024
/// placements: about a third fit an outer placement, so that a block of
/// 1,024 spreads the outer one's clash set over hundreds of pairs; and the
/// limits grow with the budget.
constexpr std::size_t narrow_block = 64;
constexpr std::size_t wide_block = 1024;
std::size_t block_beside(std::size_t slice) { return std::clamp(slice / 64, narrow_block, wide_block); }
/// Slices worth their queried half's work (comfortable_buffer_bytes).
constexpr std::size_t comfortable_slice = 64 * 64;
/// The largest slice, whatever the memory: the sieve numbers a slice's
/// placements in 32 bits (diagonal_sieve.hpp).
constexpr std::size_t largest_slice = std::size_t{1} << 31;

} // namespace

std::uint64_t most_buffer_bytes(int n, const BufferLimits& limits, std::uint64_t largest_row_set) {
  const std::uint64_t slice = limits.slice_placements;
  const std::uint64_t stored = limits.most_stored();
  const std::uint64_t block = limits.inner_block;
  const std::size_t words = SlicedPlacements::padded_words(stored);
  const std::uint64_t clash_set = words * sizeof(std::uint64_t);
  // Per placement of a slice: the joined slice, its copy clear of the
  // middle queens and a south group being joined (at most a slice of it at
  // once); per stored one, the sieve's sorted copy.
  const std::uint64_t placements = (3 * (slice + join_slack) + stored) * sizeof(Diagonals);
  // A slice per diagonal a stored placement occupies, 2n - 1 per
  // direction, and one of zeros.
  const std::uint64_t slices = static_cast<std::uint64_t>(4 * n - 1) * clash_set;
  const std::uint64_t tables = ClashTable::most_bytes(north_west_quadrant(n), words) +
                               ClashTable::most_bytes(south_west_quadrant(n), words);
  // An inner block's clash sets and an outer placement's; per inner
  // placement its ready flag, unready entry, sieve key, word ranges, fit
  // list entry and doubling.
  const std::uint64_t clash_sets = (block + 1) * clash_set;
  const std::uint64_t per_inner = (block + fit_list_slack) *
                                  (2 * sizeof(std::uint8_t) + 2 * sizeof(std::uint32_t) + sizeof(const WordRanges*) +
                                   sizeof(SieveKey));
  // Both halves' column shares read at once (a slice is counted while the
  // stored half is still being joined), each half's two quadrants in a
  // buffer of their own that keeps the size of the largest read: two words
  // a placement read, at most a row set's, and per share its group (in a
  // vector that doubles) and its end; the shares' lists, per number of
  // north columns (doubling too).
  const std::uint64_t shares = std::uint64_t{1} << (n / 2);
  const std::uint64_t reads = 2 * 2 *
                              ((largest_row_set + placement_read_slack) * 2 * sizeof(std::uint64_t) +
                               shares * (2 * sizeof(PackedGroup) + sizeof(std::uint32_t)));
  const std::uint64_t share_lists = 2 * 2 * shares * sizeof(std::uint32_t);
  // A slice cut in pieces is put in order first.
  const std::uint64_t piece_order = limits.cut_in_pieces(slice) ? PieceOrder::most_bytes : 0;
  return placements + slices + tables + DiagonalSieve::most_table_bytes(words) + clash_sets + per_inner + reads +
         share_lists + piece_order + sizeof(HalvesScratch);
}

std::optional<BufferLimits> buffer_limits_within(int n, std::uint64_t budget, std::uint64_t largest_row_set) {
  // The bytes grow with the slice (and its block).
  const auto bytes = [&](std::size_t slice) {
    return most_buffer_bytes(n, {slice, block_beside(slice)}, largest_row_set);
  };
  if (bytes(least_slice) > budget) return std::nullopt;
  std::size_t fits = least_slice, over = largest_slice + 1;
  while (over - fits > 1) {
    const std::size_t middle = fits + (over - fits) / 2;
    (bytes(middle) <= budget ? fits : over) = middle;
  }
  return BufferLimits{fits, block_beside(fits)};
}

std::uint64_t least_buffer_bytes(int n, std::uint64_t largest_row_set) {
  return most_buffer_bytes(n, {least_slice, block_beside(least_slice)}, largest_row_set);
}

std::uint64_t comfortable_buffer_bytes(int n, std::uint64_t largest_row_set) {
  return most_buffer_bytes(n, {comfortable_slice, block_beside(comfortable_slice)}, largest_row_set);
}

} // namespace nqueens::detail
