// The hot spot of the halves method: how many of a set of half-board
// placements share no diagonal with a given one. The set is stored bit-sliced:
// for each diagonal, one bit per placement saying whether it occupies that
// diagonal. The placements clashing with a query are then the OR of the
// slices of the query's diagonals, and the rest are counted with popcount,
// 64 placements per word in loops the compiler vectorises.
#pragma once

#include "quadrant_table.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

class SlicedPatterns {
public:
  /// Replaces the set by `patterns`. Run time: proportional to their number
  /// times the diagonals each occupies. Memory: one bit per pattern for each
  /// diagonal that any of them occupies, kept (with its capacity) between calls.
  void assign(std::span<const Diagonals> patterns) {
    count_ = patterns.size();
    words_ = padded_words(count_);
    std::uint64_t rising = 0, falling = 0;
    for (const Diagonals& d : patterns) {
      rising |= d.rising;
      falling |= d.falling;
    }
    used_ = {rising, falling};
    slot_.fill(0);
    std::size_t slots = 0;
    for (int half = 0; half < 2; ++half)
      for (std::uint64_t bits = half == 0 ? rising : falling; bits != 0; bits &= bits - 1)
        slot_[half * 64 + std::countr_zero(bits)] = static_cast<std::uint8_t>(slots++);
    slices_.assign(slots * words_, 0);
    for (std::size_t i = 0; i < count_; ++i) {
      const std::uint64_t bit = std::uint64_t{1} << (i % 64);
      for (int half = 0; half < 2; ++half)
        for (std::uint64_t bits = half == 0 ? patterns[i].rising : patterns[i].falling; bits != 0; bits &= bits - 1)
          slices_[slot_[half * 64 + std::countr_zero(bits)] * words_ + i / 64] |= bit;
    }
  }

  /// Words per slice: whole blocks of 8 words (512 bits) past 4 words, so
  /// that count_outside runs one vector loop with no remainder; the padding
  /// bits are 0, in no set.
  static std::size_t padded_words(std::size_t count) {
    const std::size_t words = (count + 63) / 64;
    return words <= 4 ? words : (words + 7) / 8 * 8;
  }

  std::size_t count() const { return count_; }
  std::size_t words() const { return words_; }

  /// Writes to `out` (words() words) the set of patterns sharing a diagonal
  /// with `query`, one bit per pattern.
  void clashing(const Diagonals& query, std::uint64_t* out) const {
    for (std::size_t w = 0; w < words_; ++w) out[w] = 0;
    for (int half = 0; half < 2; ++half) {
      std::uint64_t bits = half == 0 ? query.rising & used_.rising : query.falling & used_.falling;
      for (; bits != 0; bits &= bits - 1) {
        const std::uint64_t* slice = slices_.data() + slot_[half * 64 + std::countr_zero(bits)] * words_;
        for (std::size_t w = 0; w < words_; ++w) out[w] |= slice[w];
      }
    }
  }

  std::uint64_t bytes() const { return slices_.capacity() * sizeof(std::uint64_t) + sizeof(*this); }

private:
  std::size_t count_ = 0;
  std::size_t words_ = 0;
  Diagonals used_;
  /// Slice index of each diagonal occupied by some pattern: rising ones at
  /// 0..63, falling ones at 64..127. Only occupied diagonals get a slice.
  std::array<std::uint8_t, 128> slot_{};
  std::vector<std::uint64_t> slices_;
};

/// Patterns in neither of two clashing sets: `count` minus the popcount of
/// their union. The loop vectorises (AVX-512 VPOPCNTQ where available).
inline std::uint64_t count_outside(std::size_t count, const std::uint64_t* a, const std::uint64_t* b,
                                   std::size_t words) {
  std::uint64_t inside = 0;
  if (words % 8 != 0) {
    for (std::size_t w = 0; w < words; ++w) inside += static_cast<std::uint64_t>(std::popcount(a[w] | b[w]));
    return count - inside;
  }
  for (std::size_t block = 0; block < words; block += 8)
    for (std::size_t w = block; w < block + 8; ++w) inside += static_cast<std::uint64_t>(std::popcount(a[w] | b[w]));
  return count - inside;
}

} // namespace nqueens::detail
