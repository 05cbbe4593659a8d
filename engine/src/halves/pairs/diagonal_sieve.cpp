#include "diagonal_sieve.hpp"

#include "buffer_growth.hpp"
#include "diagonal_occupancy.hpp"
#include "sliced_placements.hpp"

#include <algorithm>
#include <bit>

namespace nqueens::detail {
namespace {

/// Placements read to choose the key diagonals: all of them up to this
/// many, else this many spread evenly.
constexpr std::size_t sampled_placements = 256;

/// The most key bits (DiagonalSieve::key_bits), of which the top half split
/// the sorted placements into groups and the rest order each group.
constexpr int most_key_bits = DiagonalSieve::sorted_key_bits;
static_assert(std::size_t{1} << (most_key_bits / 2) <= max_word_ranges);
static_assert(most_key_bits <= 8 * sizeof(SieveKey));

/// `width` consecutive diagonals of one direction, from `first`, and their
/// weights in all.
struct Window {
  int first = 0;
  int width = 0;
  double weight = 0;
};

Window busiest_window(const std::array<double, 64>& weight, int width) {
  Window best{0, width, 0};
  for (int first = 0; width > 0 && first + width <= 64; ++first) {
    double total = 0;
    for (int d = first; d < first + width; ++d) total += weight[d];
    if (total > best.weight) best = {first, width, total};
  }
  return best;
}

} // namespace

std::span<const Diagonals> DiagonalSieve::sort(std::span<const Diagonals> placements, bool mirrored,
                                               const Diagonals& query_span, const QueryShares& queries) {
  const std::size_t words = SlicedPlacements::padded_words(placements.size());
  placements_ = placements.size();
  key_bits_ = key_bits(words);
  active_ = key_bits_ > 0;
  const std::size_t keys = std::size_t{1} << key_bits_;
  grow_exactly(start_, keys + 1);
  grow_exactly(next_, keys);
  grow_exactly(order_, keys);
  grow_exactly(ranges_, keys);
  grow_exactly(made_, keys);
  std::fill(made_.begin(), made_.end(), 0);
  if (!active_) {
    // Every key is 0, and reads all the words.
    rising_mask_ = falling_mask_ = 0;
    order_[0] = 0;
    ranges_[0].placements = placements_;
    ranges_[0].count = 1;
    ranges_[0].begin[0] = 0;
    ranges_[0].end[0] = static_cast<std::uint32_t>(words);
    made_[0] = 1;
    return placements;
  }

  // Per diagonal a query can occupy, how many sampled placements occupy it,
  // weighed by the share of the queries that do.
  const DiagonalOccupancy sampled = sampled_occupancy(placements, mirrored, query_span, sampled_placements);
  std::array<double, 64> rising_weight, falling_weight;
  for (int d = 0; d < 64; ++d) {
    rising_weight[d] = key_weight(sampled, queries, false, d);
    falling_weight[d] = key_weight(sampled, queries, true, d);
  }
  // The key diagonals: the split between the directions whose busiest
  // windows weigh the most.
  const int bits = key_bits_;
  Window rising, falling;
  for (int width = 0; width <= bits; ++width) {
    const Window r = busiest_window(rising_weight, width), f = busiest_window(falling_weight, bits - width);
    if (width == 0 || r.weight + f.weight > rising.weight + falling.weight) {
      rising = r;
      falling = f;
    }
  }
  rising_first_ = rising.first;
  falling_first_ = falling.first;
  rising_width_ = rising.width;
  rising_mask_ = (std::uint64_t{1} << rising.width) - 1;
  falling_mask_ = (std::uint64_t{1} << falling.width) - 1;

  // Raw bit i (rising window, then falling window) becomes key bit
  // bits - 1 - its rank by weight, ties by position.
  std::array<double, most_key_bits> weight;
  for (int i = 0; i < bits; ++i)
    weight[i] = i < rising.width ? rising_weight[rising.first + i] : falling_weight[falling.first + i - rising.width];
  std::array<int, most_key_bits> key_bit;
  for (int i = 0; i < bits; ++i) {
    int heavier = 0;
    for (int j = 0; j < bits; ++j) heavier += weight[j] > weight[i] || (weight[j] == weight[i] && j < i);
    key_bit[i] = bits - 1 - heavier;
  }
  for (unsigned raw = 0; raw < keys; ++raw) {
    unsigned key = 0;
    for (int i = 0; i < bits; ++i) key |= ((raw >> i) & 1u) << key_bit[i];
    order_[raw] = static_cast<SieveKey>(key);
  }

  // Counting sort by key, each key computed twice (counted, then placed)
  // rather than stored: it takes a few instructions.
  std::fill(start_.begin(), start_.end(), 0);
  for (const Diagonals& d : placements) ++start_[key(d.mirrored(mirrored)) + 1];
  for (std::size_t k = 1; k < start_.size(); ++k) start_[k] += start_[k - 1];
  grow_exactly(sorted_, placements.size());
  std::copy(start_.begin(), start_.end() - 1, next_.begin());
  for (const Diagonals& d : placements) sorted_[next_[key(d.mirrored(mirrored))]++] = d;
  return sorted_;
}

void DiagonalSieve::make_ranges(SieveKey key) {
  // The stored keys that can fit: subsets of the complement. Per group
  // whose top bits are such a subset (submasks, in increasing order), the
  // prefix of keys whose low bits are at most the complement's; a range's
  // first and last words may hold other placements, which clash.
  const int low_bits = key_bits_ - key_bits_ / 2;
  const unsigned complement = ~unsigned{key} & ((1u << key_bits_) - 1);
  const unsigned top = complement >> low_bits, low = complement & ((1u << low_bits) - 1);
  WordRanges& ranges = ranges_[key];
  ranges.count = 0;
  ranges.placements = 0;
  for (unsigned group = 0;; group = (group - top) & top) {
    const unsigned first_key = group << low_bits;
    const std::uint32_t first = start_[first_key], last = start_[first_key + low + 1];
    if (first < last) {
      const std::uint32_t begin = first / 64, end = (last + 63) / 64;
      if (ranges.count > 0 && begin <= ranges.end[ranges.count - 1]) {
        ranges.end[ranges.count - 1] = std::max(ranges.end[ranges.count - 1], end);
      } else {
        ranges.begin[ranges.count] = begin;
        ranges.end[ranges.count] = end;
        ++ranges.count;
      }
    }
    if (group == top) break;
  }
  for (std::uint32_t r = 0; r < ranges.count; ++r)
    ranges.placements += std::min<std::uint64_t>(std::uint64_t{ranges.end[r]} * 64, placements_) - std::uint64_t{ranges.begin[r]} * 64;
  made_[key] = 1;
}

} // namespace nqueens::detail
