// How many of a sample of stored placements occupy each diagonal, and how
// often the queries do: what the sorts of a store (DiagonalSieve,
// PieceOrder) choose their key diagonals by.
#pragma once

#include "halves/table/diagonals.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>

namespace nqueens::detail {

/// Per diagonal of each direction, the sampled placements occupying it.
struct DiagonalOccupancy {
  std::array<std::uint32_t, 64> rising{};
  std::array<std::uint32_t, 64> falling{};
  /// The placements sampled.
  std::uint32_t sampled = 0;
};

/// Per diagonal of each direction, the share of the queries occupying it
/// (a fraction, as a sample estimates it). A key diagonal sets a query
/// apart from the stored placements on it only where the query occupies it
/// too, so both sorts weigh the stored placements' occupancy by the
/// queries' (key_weight).
struct QueryShares {
  std::array<double, 64> rising{};
  std::array<double, 64> falling{};

  /// Every diagonal occupied by every query: the stored occupancy alone.
  static QueryShares uniform() {
    QueryShares shares;
    shares.rising.fill(1.0);
    shares.falling.fill(1.0);
    return shares;
  }
};

/// What a sort of a store ranks diagonal `d` of one direction (falling
/// where `falling`) by as a key diagonal: the sampled stored placements on
/// it times the share of the queries on it, in proportion to the pairs of
/// a query and a stored placement that both stand there.
inline double key_weight(const DiagonalOccupancy& stored, const QueryShares& queries, bool falling, int d) {
  return falling ? stored.falling[d] * queries.falling[d] : stored.rising[d] * queries.rising[d];
}

/// The occupancy of the diagonals of `query_span` by `placements` read in
/// the queries' terms (mirrored where `mirrored`), over all of them up to
/// `most_sampled`, else every (size / most_sampled)-th. Run time: one step
/// per queen of each placement sampled.
inline DiagonalOccupancy sampled_occupancy(std::span<const Diagonals> placements, bool mirrored,
                                           const Diagonals& query_span, std::size_t most_sampled) {
  DiagonalOccupancy occupancy;
  const std::size_t step = std::max<std::size_t>(1, placements.size() / most_sampled);
  for (std::size_t i = 0; i < placements.size(); i += step, ++occupancy.sampled) {
    const Diagonals d = placements[i].mirrored(mirrored);
    for (std::uint64_t bits = d.rising & query_span.rising; bits != 0; bits &= bits - 1)
      ++occupancy.rising[std::countr_zero(bits)];
    for (std::uint64_t bits = d.falling & query_span.falling; bits != 0; bits &= bits - 1)
      ++occupancy.falling[std::countr_zero(bits)];
  }
  return occupancy;
}

} // namespace nqueens::detail
