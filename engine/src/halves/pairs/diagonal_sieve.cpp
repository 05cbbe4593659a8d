#include "diagonal_sieve.hpp"

#include "sliced_placements.hpp"

#include <algorithm>
#include <bit>

namespace nqueens::detail {
namespace {

/// Placements read to choose the key diagonals: all of them up to this
/// many, else this many spread evenly.
constexpr std::size_t sampled_placements = 256;

/// Key bits that split the sorted placements into groups (the top ones),
/// and those that order each group (the rest).
constexpr int group_bits = 4;
constexpr unsigned low_mask = (1u << (8 - group_bits)) - 1;
static_assert(std::size_t{1} << group_bits <= max_word_ranges);

/// `width` consecutive diagonals of one direction, from `first`, and how
/// many sampled placements occupy them in all.
struct Window {
  int first = 0;
  int width = 0;
  std::uint32_t occupancy = 0;
};

Window busiest_window(const std::array<std::uint32_t, 64>& occupancy, int width) {
  Window best{0, width, 0};
  for (int first = 0; width > 0 && first + width <= 64; ++first) {
    std::uint32_t total = 0;
    for (int d = first; d < first + width; ++d) total += occupancy[d];
    if (total > best.occupancy) best = {first, width, total};
  }
  return best;
}

} // namespace

std::span<const Diagonals> DiagonalSieve::sort(std::span<const Diagonals> placements, bool mirrored,
                                               const Diagonals& query_span) {
  const std::size_t words = SlicedPlacements::padded_words(placements.size());
  placements_ = placements.size();
  active_ = words >= min_words;
  made_.fill(false);
  if (!active_) {
    // Every key is 0, and reads all the words.
    rising_mask_ = falling_mask_ = 0;
    order_[0] = 0;
    ranges_[0].placements = placements_;
    ranges_[0].count = 1;
    ranges_[0].begin[0] = 0;
    ranges_[0].end[0] = static_cast<std::uint32_t>(words);
    made_[0] = true;
    return placements;
  }

  // How many sampled placements occupy each diagonal a query can occupy.
  std::array<std::uint32_t, 64> rising_occupancy{}, falling_occupancy{};
  const std::size_t step = std::max<std::size_t>(1, placements.size() / sampled_placements);
  for (std::size_t i = 0; i < placements.size(); i += step) {
    const Diagonals d = placements[i].mirrored(mirrored);
    for (std::uint64_t bits = d.rising & query_span.rising; bits != 0; bits &= bits - 1)
      ++rising_occupancy[std::countr_zero(bits)];
    for (std::uint64_t bits = d.falling & query_span.falling; bits != 0; bits &= bits - 1)
      ++falling_occupancy[std::countr_zero(bits)];
  }
  // The 8 key diagonals: the split between the directions whose busiest
  // windows hold the most.
  Window rising, falling;
  for (int width = 0; width <= 8; ++width) {
    const Window r = busiest_window(rising_occupancy, width), f = busiest_window(falling_occupancy, 8 - width);
    if (width == 0 || r.occupancy + f.occupancy > rising.occupancy + falling.occupancy) {
      rising = r;
      falling = f;
    }
  }
  rising_first_ = rising.first;
  falling_first_ = falling.first;
  rising_width_ = rising.width;
  rising_mask_ = (std::uint64_t{1} << rising.width) - 1;
  falling_mask_ = (std::uint64_t{1} << falling.width) - 1;

  // Raw bit i (rising window, then falling window) becomes key bit 7 - its
  // rank by occupancy, ties by position.
  std::array<std::uint32_t, 8> occupancy;
  for (int i = 0; i < 8; ++i)
    occupancy[i] =
        i < rising.width ? rising_occupancy[rising.first + i] : falling_occupancy[falling.first + i - rising.width];
  std::array<int, 8> key_bit;
  for (int i = 0; i < 8; ++i) {
    int busier = 0;
    for (int j = 0; j < 8; ++j) busier += occupancy[j] > occupancy[i] || (occupancy[j] == occupancy[i] && j < i);
    key_bit[i] = 7 - busier;
  }
  for (unsigned raw = 0; raw < 256; ++raw) {
    unsigned bits = 0;
    for (int i = 0; i < 8; ++i) bits |= ((raw >> i) & 1u) << key_bit[i];
    order_[raw] = static_cast<std::uint8_t>(bits);
  }

  // Counting sort by key, each key computed twice (counted, then placed)
  // rather than stored: it takes a few instructions.
  start_.fill(0);
  for (const Diagonals& d : placements) ++start_[key(d.mirrored(mirrored)) + 1];
  for (std::size_t k = 1; k < start_.size(); ++k) start_[k] += start_[k - 1];
  // Grown to the size asked, no more: a worker's buffers are bounded
  // (buffer_limits.hpp).
  sorted_.reserve(placements.size());
  sorted_.resize(placements.size());
  std::array<std::uint32_t, 256> next;
  std::copy(start_.begin(), start_.end() - 1, next.begin());
  for (const Diagonals& d : placements) sorted_[next[key(d.mirrored(mirrored))]++] = d;
  return sorted_;
}

void DiagonalSieve::make_ranges(std::uint8_t key) {
  // The stored keys that can fit: subsets of the complement. Per group
  // whose top bits are such a subset (submasks, in increasing order), the
  // prefix of keys whose low bits are at most the complement's; a range's
  // first and last words may hold other placements, which clash.
  const unsigned complement = ~unsigned{key} & 0xffu;
  const unsigned top = complement >> (8 - group_bits), low = complement & low_mask;
  WordRanges& ranges = ranges_[key];
  ranges.count = 0;
  ranges.placements = 0;
  for (unsigned group = 0;; group = (group - top) & top) {
    const unsigned first_key = group << (8 - group_bits);
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
  made_[key] = true;
}

} // namespace nqueens::detail
