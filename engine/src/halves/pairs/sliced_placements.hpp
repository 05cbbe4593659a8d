// The hot spot of the halves method: how many of a set of half-board
// placements share no diagonal with a given one. The set is stored bit-sliced:
// for each diagonal, one bit per placement saying whether it occupies that
// diagonal. The placements clashing with a query are then the OR of the
// slices of the query's diagonals, and the rest are counted with popcount,
// 64 placements per word in loops the compiler vectorises.
#pragma once

#include "aligned_words.hpp"
#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/diagonals.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace nqueens::detail {

class SlicedPlacements {
public:
  /// Replaces the set by `placements`, 64 at a time transposed by
  /// `transpose`, the instruction set's kernel. Run time: about 12 word
  /// operations per placement, plus one per slice word. Memory: one bit per
  /// placement for each diagonal that any of them occupies, kept (with its
  /// capacity) between calls.
  void assign(std::span<const Diagonals> placements, TransposeBits transpose) {
    count_ = placements.size();
    words_ = padded_words(count_);
    // Four placements a step into four sums: with one sum, a build for the
    // x86-64 baseline ORs in one placement a step.
    std::array<Diagonals, 4> sums{};
    std::size_t i = 0;
    for (; i + 4 <= count_; i += 4)
      for (std::size_t s = 0; s < 4; ++s) sums[s] = sums[s] | placements[i + s];
    for (; i < count_; ++i) sums[0] = sums[0] | placements[i];
    const std::uint64_t rising = sums[0].rising | sums[1].rising | sums[2].rising | sums[3].rising;
    const std::uint64_t falling = sums[0].falling | sums[1].falling | sums[2].falling | sums[3].falling;
    used_ = {rising, falling};
    slot_.fill(0);
    std::size_t slots = 0;
    for (int half = 0; half < 2; ++half)
      for (std::uint64_t bits = half == 0 ? rising : falling; bits != 0; bits &= bits - 1)
        slot_[half * 64 + std::countr_zero(bits)] = static_cast<std::uint8_t>(slots++);
    // The slice of zeros last.
    slot_[zero_slot] = static_cast<std::uint8_t>(slots++);
    slices_.assign(slots * words_, 0);
    // 64 placements at a time: their rising masks, then their falling ones,
    // as a 64 x 64 bit matrix transposed in place, whose row d is then the
    // word of diagonal d's slice. 6 x 32 word swaps a matrix, that is 6
    // steps a placement and direction, against one step per occupied diagonal
    // (about n) setting bits one by one: bits are set one by one only in a
    // word of fewer than 32 placements (most stores of odd n hold a handful).
    // Where each direction's occupied diagonals lie within 32 of each other
    // (every half of n <= 22), one matrix holds both, rising in its low half
    // and falling in its high half: one transposition instead of two.
    alignas(64) std::array<std::uint64_t, 64> matrix;
    // Each occupied diagonal d of `diagonals` (slots from slot_base on) gets
    // row d - row_offset of the transposed matrix as its word of the slices.
    const auto take_rows = [&](std::uint64_t diagonals, int slot_base, int row_offset, std::size_t word) {
      for (std::uint64_t bits = diagonals; bits != 0; bits &= bits - 1) {
        const int diagonal = std::countr_zero(bits);
        slices_[slot_[slot_base + diagonal] * words_ + word] = matrix[diagonal - row_offset];
      }
    };
    const int rising_base = std::countr_zero(rising), falling_base = std::countr_zero(falling);
    const bool one_matrix = rising != 0 && falling != 0 && ((rising >> rising_base) >> 32) == 0 &&
                            ((falling >> falling_base) >> 32) == 0;
    for (std::size_t first = 0; first < count_; first += 64) {
      const std::size_t last = std::min(count_, first + 64);
      if (last - first < 32) {
        for (std::size_t i = first; i < last; ++i) {
          const std::uint64_t bit = std::uint64_t{1} << (i - first);
          for (std::uint64_t bits = placements[i].rising; bits != 0; bits &= bits - 1)
            slices_[slot_[std::countr_zero(bits)] * words_ + first / 64] |= bit;
          for (std::uint64_t bits = placements[i].falling; bits != 0; bits &= bits - 1)
            slices_[slot_[64 + std::countr_zero(bits)] * words_ + first / 64] |= bit;
        }
        continue;
      }
      if (one_matrix) {
        matrix.fill(0);
        for (std::size_t i = first; i < last; ++i)
          matrix[i - first] = (placements[i].rising >> rising_base) | (placements[i].falling >> falling_base) << 32;
        transpose(matrix.data());
        take_rows(rising, 0, rising_base, first / 64);
        take_rows(falling, 64, falling_base - 32, first / 64);
        continue;
      }
      for (int half = 0; half < 2; ++half) {
        matrix.fill(0);
        for (std::size_t i = first; i < last; ++i) matrix[i - first] = half == 0 ? placements[i].rising : placements[i].falling;
        transpose(matrix.data());
        take_rows(half == 0 ? rising : falling, half * 64, 0, first / 64);
      }
    }
  }

  /// From now on reads queries in the mirror image of the stored
  /// placements' columns: the reflection c -> n - 1 - c turns a queen's rising
  /// diagonal into its falling one and back, so a query's rising diagonals
  /// are looked up among the stored falling ones and the other way round.
  /// Run time: constant.
  void mirror() {
    std::swap(used_.rising, used_.falling);
    std::swap_ranges(slot_.begin(), slot_.begin() + 64, slot_.begin() + 64);
  }

  /// Words per slice: whole blocks of 8 words (512 bits) past 4 words, so
  /// that the pair kernels (pair_kernels.hpp) run whole vectors with no remainder; the padding
  /// bits are 0, in no set.
  static std::size_t padded_words(std::size_t count) {
    const std::size_t words = (count + 63) / 64;
    return words <= 4 ? words : (words + 7) / 8 * 8;
  }

  std::size_t count() const { return count_; }
  std::size_t words() const { return words_; }

  /// Writes to `out` (words() words) the set of placements sharing a diagonal
  /// with `query`, one bit per placement, with `kernel`, the clash-set kernel
  /// of the chosen instruction set (kernels/pair_kernels.hpp).
  /// Precondition: words() <= 4 (larger stores are read through a
  /// ClashTable). Run time: words() times the query's occupied diagonals.
  void clashing(const Diagonals& query, std::uint64_t* out, Clashing kernel) const {
    clashing_each(&query.rising, &query.falling, 1, out, kernel);
  }
  /// clashing() for each query j < count ({rising[j], falling[j]}) into
  /// out + j x words(), in one call of the kernel.
  void clashing_each(const std::uint64_t* rising, const std::uint64_t* falling, std::size_t count, std::uint64_t* out,
                     Clashing kernel) const {
    if (words_ == 0) return;
    ClashQuery queries = query();
    queries.rising = rising;
    queries.falling = falling;
    queries.count = count;
    kernel(queries, out);
  }

  /// What the clash-set kernels read of the store, with no queries yet.
  /// Precondition: words() <= 4.
  ClashQuery query() const {
    return {.slices = slices_.data(),
            .slot = slot_.data(),
            .used_rising = used_.rising,
            .used_falling = used_.falling,
            .words = words_,
            .rising = nullptr,
            .falling = nullptr,
            .count = 0};
  }

  /// The diagonals some placement occupies, as queries are read (mirror()).
  const Diagonals& occupied() const { return used_; }

  /// The slice of an occupied diagonal: words() words.
  const std::uint64_t* slice(bool falling, int diagonal) const {
    return slices_.data() + slot_[(falling ? 64 : 0) + diagonal] * words_;
  }

  std::uint64_t bytes() const { return slices_.capacity() * sizeof(std::uint64_t) + sizeof(*this); }

private:
  std::size_t count_ = 0;
  std::size_t words_ = 0;
  Diagonals used_;
  /// Slice index of each diagonal occupied by some placement: rising ones at
  /// 0..63, falling ones at 64..127, and a slice of zeros at zero_slot. Only
  /// occupied diagonals get a slice.
  std::array<std::uint8_t, zero_slot + 1> slot_{};
  AlignedWords slices_;
};

} // namespace nqueens::detail
