#include "piece_order.hpp"

#include "buffer_growth.hpp"
#include "diagonal_occupancy.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace nqueens::detail {
namespace {

/// Placements read to choose the key diagonals: all of them up to this
/// many, else this many spread evenly.
constexpr std::size_t sampled_placements = 4096;

/// Key bits beyond those that number the pieces: they order the placements
/// within and across a piece's bounds, where a piece's keys differ.
constexpr int finer_key_bits = 4;

} // namespace

void PieceOrder::sort(std::span<Diagonals> placements, bool mirrored, const Diagonals& query_span,
                      const QueryShares& queries, std::size_t pieces) {
  // How many sampled placements occupy each diagonal a query can occupy,
  // rising ones numbered 0..63, falling ones 64..127, and that weighed by
  // the share of the queries on it.
  const DiagonalOccupancy sampled = sampled_occupancy(placements, mirrored, query_span, sampled_placements);
  const auto occupancy = [&](int d) { return d < 64 ? sampled.rising[d] : sampled.falling[d - 64]; };
  const auto weight = [&](int d) { return key_weight(sampled, queries, d >= 64, d % 64); };
  // The weightiest diagonals that some sampled placement leaves free (one
  // that none does tells no placement from another), weightiest first.
  std::array<int, 128> by_weight;
  int candidates = 0;
  for (int d = 0; d < 128; ++d)
    if (occupancy(d) > 0 && occupancy(d) < sampled.sampled) by_weight[candidates++] = d;
  std::stable_sort(by_weight.begin(), by_weight.begin() + candidates,
                   [&](int a, int b) { return weight(a) > weight(b); });
  const int wanted = std::bit_width(pieces) + finer_key_bits;
  key_bits_ = std::min({wanted, max_key_bits, candidates});
  // The weightiest is the top bit.
  for (int i = 0; i < key_bits_; ++i) {
    const int d = by_weight[key_bits_ - 1 - i];
    // The placements are read as they are stored: a mirrored query's
    // falling diagonal is their rising one.
    falling_[i] = (d >= 64) != mirrored;
    diagonal_[i] = d % 64;
  }

  // American flag sort: each key's placements counted, then every
  // placement swapped straight into its key's next free place.
  const std::size_t keys = std::size_t{1} << key_bits_;
  grow_to(start_, keys + 1);
  grow_to(next_, keys);
  std::fill(start_.begin(), start_.begin() + keys + 1, 0);
  for (const Diagonals& d : placements) ++start_[key(d) + 1];
  for (std::size_t k = 1; k <= keys; ++k) start_[k] += start_[k - 1];
  std::copy(start_.begin(), start_.begin() + keys, next_.begin());
  for (std::size_t k = 0; k < keys; ++k) {
    while (next_[k] < start_[k + 1]) {
      Diagonals moving = placements[next_[k]];
      for (unsigned home = key(moving); home != k; home = key(moving)) std::swap(moving, placements[next_[home]++]);
      placements[next_[k]++] = moving;
    }
  }
}

} // namespace nqueens::detail
