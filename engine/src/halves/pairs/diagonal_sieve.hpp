// The stored half placements sorted by the diagonals they occupy, so that a
// query, or a pair of queries, reads only the words of its clash sets where
// a stored placement can fit it: the sieve of the halves method
// (docs/algorithms.md, "Fewer words per pair: the diagonal sieve").
#pragma once

#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/diagonals.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// Sorts stored placements by a key of 8 bits, their occupancy of 8 key
/// diagonals, the busiest (the one most of them occupy) as the top bit. A
/// stored placement can fit a query only if it occupies none of the
/// query's key diagonals: if its key is a subset of the complement of the
/// query's key. The top 4 bits split the sorted placements into 16 groups,
/// and each group is sorted by the low 4 bits; a subset's top bits are a
/// subset too, and its low bits are at most the complement's as a number.
/// So the placements that can fit lie in a prefix of each group whose top
/// bits are a subset of the complement's: ranges(key) lists their words,
/// at most 16 ranges. All other stored placements clash with the query; a
/// query needs its clash set, and a pair its count, only over those words.
/// Below min_words a pair's ranges are a few words each, whose loops cost
/// more than the words they save.
///
/// The key diagonals are two windows of consecutive diagonals, one per
/// direction, 8 in all (the busy ones are central and consecutive), so that
/// a key takes two shifts, two masks and a table lookup. Keys are read in
/// the queries' terms: the stored placements' diagonals swapped when the
/// store is mirrored (SlicedPlacements::mirror).
class DiagonalSieve {
public:
  /// Sorts `placements` by key into the sieve's own buffer and returns it;
  /// the key diagonals are chosen among those of `query_span` by a sample
  /// of the placements. Below min_words words per clash set nothing is
  /// sorted, every key is 0 and its ranges are all the words. Run time:
  /// about 20 instructions a placement. Memory: a copy of the placements.
  std::span<const Diagonals> sort(std::span<const Diagonals> placements, bool mirrored, const Diagonals& query_span);

  /// Whether the placements were sorted: else every query reads all words.
  bool active() const { return active_; }

  /// The key of a query, given in its own (the queries') terms. The key of
  /// a pair of queries is the OR of theirs.
  std::uint8_t key(const Diagonals& query) const {
    const std::uint64_t raw = ((query.rising >> rising_first_) & rising_mask_) |
                              (((query.falling >> falling_first_) & falling_mask_) << rising_width_);
    return order_[raw];
  }

  /// The words a query with this key reads: every stored placement outside
  /// them shares a key diagonal with it. A key's ranges hold those of every
  /// key with more bits. Made on first use after each sort: about 16 steps.
  const WordRanges& ranges(std::uint8_t key) {
    if (!made_[key]) make_ranges(key);
    return ranges_[key];
  }

  std::uint64_t bytes() const { return sorted_.capacity() * sizeof(Diagonals) + sizeof(*this); }

  /// Clash sets of fewer words (32,704 stored placements) read all of
  /// them: the threshold measured (docs/lab/halves-notes.md).
  static constexpr std::size_t min_words = 512;

private:
  void make_ranges(std::uint8_t key);

  bool active_ = false;
  std::uint64_t placements_ = 0;
  int rising_first_ = 0, falling_first_ = 0, rising_width_ = 0;
  std::uint64_t rising_mask_ = 0, falling_mask_ = 0;
  /// Raw key (rising window, then falling window) to key (bits by
  /// decreasing occupancy).
  std::array<std::uint8_t, 256> order_{};
  /// Where each key's placements start in the sorted order; start_[256] is
  /// their number.
  std::array<std::uint32_t, 257> start_{};
  std::array<bool, 256> made_{};
  std::array<WordRanges, 256> ranges_;
  std::vector<Diagonals> sorted_;
};

} // namespace nqueens::detail
