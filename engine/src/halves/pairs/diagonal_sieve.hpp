// The stored half placements sorted by the diagonals they occupy, so that a
// query, or a pair of queries, reads only the words of its clash sets where
// a stored placement can fit it: the sieve of the halves method
// (docs/algorithms.md, "Fewer words per pair: the diagonal sieve").
#pragma once

#include "diagonal_occupancy.hpp"
#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/diagonals.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// A stored placement's occupancy of the sieve's key diagonals.
using SieveKey = std::uint8_t;

/// Sorts stored placements by a key of 8 bits, their occupancy of as many
/// key diagonals, the busiest (the one most pairs of a query and a stored
/// placement both occupy) as the top bit.
/// A stored placement can fit a query only if it occupies none of the
/// query's key diagonals: if its key is a subset of the complement of the
/// query's key. The top half of the bits (4) split the sorted placements
/// into groups, and each group is sorted by the low bits; a subset's top
/// bits are a subset too, and its low bits are at most the complement's as
/// a number. So the placements that can fit lie in a prefix of each group
/// whose top bits are a subset of the complement's: ranges(key) lists their
/// words, at most 16 ranges. All other stored placements clash with the
/// query; a query needs its clash set, and a pair its count, only over
/// those words. Below min_words a pair's ranges are a few words each, whose
/// loops cost more than the words they save. Stores are at most a few
/// thousand words (BufferLimits::pieces), where wider keys' extra ranges
/// cost more than the words they save.
///
/// The key diagonals are two windows of consecutive diagonals, one per
/// direction (the busy ones are central and consecutive), so that a key
/// takes two shifts, two masks and a table lookup. Keys are read in the
/// queries' terms: the stored placements' diagonals swapped when the store
/// is mirrored (SlicedPlacements::mirror).
class DiagonalSieve {
public:
  /// Sorts `placements` by key into the sieve's own buffer and returns it;
  /// the key diagonals are chosen among those of `query_span` by a sample
  /// of the placements, each weighed by the share of the queries on it
  /// (`queries`): a diagonal the stored placements crowd but few queries
  /// reach sets few pairs apart. Below min_words words per clash set
  /// nothing is sorted, every key is 0 and its ranges are all the words.
  /// Run time: about 20 instructions a placement. Memory: a copy of the
  /// placements.
  std::span<const Diagonals> sort(std::span<const Diagonals> placements, bool mirrored, const Diagonals& query_span,
                                  const QueryShares& queries);

  /// Whether the placements were sorted: else every query reads all words.
  bool active() const { return active_; }

  /// The key of a query, given in its own (the queries') terms. The key of
  /// a pair of queries is the OR of theirs.
  SieveKey key(const Diagonals& query) const {
    const std::uint64_t raw = ((query.rising >> rising_first_) & rising_mask_) |
                              (((query.falling >> falling_first_) & falling_mask_) << rising_width_);
    return order_[raw];
  }

  /// The words a query with this key reads: every stored placement outside
  /// them shares a key diagonal with it. A key's ranges hold those of every
  /// key with more bits. Made on first use after each sort: a step a group.
  const WordRanges& ranges(SieveKey key) {
    if (!made_[key]) make_ranges(key);
    return ranges_[key];
  }

  std::uint64_t bytes() const {
    return sorted_.capacity() * sizeof(Diagonals) + keys_bytes(order_.capacity()) + sizeof(*this);
  }

  /// Clash sets of fewer words (up to 15,872 stored placements) read all
  /// of them: the threshold measured (docs/lab/halves-notes.md).
  static constexpr std::size_t min_words = 256;
  static constexpr int sorted_key_bits = 8;
  /// The key bits of a store of `words` words per clash set: 0 (not
  /// sorted) or sorted_key_bits.
  static int key_bits(std::size_t words) { return words >= min_words ? sorted_key_bits : 0; }
  /// The most memory the sieve takes besides its sorted copy and itself,
  /// for stores of at most `words` words: its tables for every key.
  static std::uint64_t most_table_bytes(std::size_t words) { return keys_bytes(std::size_t{1} << key_bits(words)); }

private:
  /// A key's bytes in the tables: its raw key's order, its start, its
  /// ranges, whether they are made, and its cursor while sorting.
  static std::uint64_t keys_bytes(std::size_t keys) {
    return keys * (sizeof(SieveKey) + 2 * sizeof(std::uint32_t) + sizeof(WordRanges) + sizeof(std::uint8_t)) +
           sizeof(std::uint32_t);
  }
  void make_ranges(SieveKey key);

  bool active_ = false;
  int key_bits_ = 0;
  std::uint64_t placements_ = 0;
  int rising_first_ = 0, falling_first_ = 0, rising_width_ = 0;
  std::uint64_t rising_mask_ = 0, falling_mask_ = 0;
  /// Per key, grown to 2^key_bits_ entries: from the raw key (rising window,
  /// then falling window) to the key (bits by decreasing occupancy); where
  /// each key's placements start in the sorted order, start_[2^key_bits_]
  /// their number; whether its ranges are made, and they.
  std::vector<SieveKey> order_;
  std::vector<std::uint32_t> start_;
  std::vector<std::uint8_t> made_;
  std::vector<WordRanges> ranges_;
  std::vector<std::uint32_t> next_;
  std::vector<Diagonals> sorted_;
};

} // namespace nqueens::detail
