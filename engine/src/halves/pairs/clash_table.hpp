// Clash sets looked up rather than ORed slice by slice: the method of the
// four Russians over the diagonals one quadrant's queries can share with the
// stored half placements.
#pragma once

#include "aligned_words.hpp"
#include "halves/kernels/entry_rows.hpp"
#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/quadrant.hpp"
#include "sliced_placements.hpp"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// The queries a clash table is made for: about `count` of them, each of
/// at most `queens` queens.
struct ExpectedQueries {
  std::uint64_t count = 0;
  int queens = 64;
};

/// The clash sets of queries confined to one quadrant, over a SlicedPlacements
/// store. The diagonals that the quadrant and some stored placement both
/// occupy are cut, per direction, into chunks of consecutive ones, and each
/// chunk has an entry per subset of its diagonals that a query can occupy
/// (at most one diagonal per queen): the OR of their slices. A
/// query then ORs one entry per chunk it occupies, instead of one slice per
/// diagonal (about 6 at n = 18), and finds them without a loop over its
/// diagonals. A chunk holds at most 7 to 10 diagonals, as many as the
/// queries expected pay for in entries (at n = 18, 3 chunks of 8 or 9
/// rather than 5 of at most 7), within max_table_bytes. Below 8 words (512
/// stored placements) the entries cost more than they save, and queries
/// read the slices directly (SlicedPlacements::clashing, which serves up to
/// 4 words).
class ClashTable {
public:
  /// Serves queries whose queens stand in `quadrant` against `store`, which
  /// must not change while the table is used; their expected number and
  /// their most queens choose the chunks: the widest that cost fewer word
  /// operations in entries plus lookups. `kernels` make the entries.
  /// Precondition: no query has more than queries.queens queens. Run time:
  /// words() word operations per entry made, up to 2^7 to 2^10 per chunk
  /// (1,024 entries a quadrant at n = 18), fewer for queries of fewer queens
  /// than the chunk has diagonals. Memory: room for every entry, at most
  /// max_table_bytes unless chunks of 7 need more, kept with its capacity
  /// between calls.
  void assign(const SlicedPlacements& store, const Quadrant& quadrant, const ExpectedQueries& queries,
              const PairKernels& kernels);

  /// As store.clashing(query, out, kernels.clashing). Precondition: the
  /// query's queens stand in the quadrant. Run time: words() word
  /// operations per chunk the query occupies.
  void clashing(const Diagonals& query, std::uint64_t* out, const PairKernels& kernels) const;
  /// The clash set of each query j < count ({rising[j], falling[j]}) into
  /// out + j x words(): clashing() for each, in one call. Run time: as
  /// clashing(), per query.
  void clashing_each(const std::uint64_t* rising, const std::uint64_t* falling, std::size_t count, std::uint64_t* out,
                     const PairKernels& kernels) const;
  /// The same over the words of `ranges` at least (where the query's pairs
  /// read: diagonal_sieve.hpp), each widened to whole blocks of 8 words.
  /// Run time: one word operation per word of the widened ranges and chunk
  /// the query occupies.
  void clashing(const Diagonals& query, std::uint64_t* out, const WordRanges& ranges, const PairKernels& kernels) const;

  std::uint64_t bytes() const {
    return entries_.capacity() * sizeof(std::uint64_t) + chunks_.capacity() * sizeof(EntryChunk);
  }
  /// An upper bound on bytes() after assign() for queries in `quadrant`
  /// over stores of at most `words` words. Run time: a loop over the
  /// quadrant's diagonals.
  static std::uint64_t most_bytes(const Quadrant& quadrant, std::size_t words);

  /// The table as the kernels read it. Precondition: !direct().
  EntryTable entry_table() const { return {chunks_.data(), chunks_.size(), entries_.data(), words_}; }

private:
  /// The most words of entries a table for queries in `quadrant` holds
  /// over a store of `words` words.
  static std::size_t most_entry_words(const Quadrant& quadrant, std::size_t words);
  /// Lists in `rows` the entries the query's clash set ORs; returns how
  /// many (at most max_chunks).
  std::size_t entries_of(const Diagonals& query, const std::uint64_t** rows) const {
    return entry_rows(entry_table(), query.rising, query.falling, rows);
  }
  /// The entries of a chunk of `size` diagonals (at most
  /// max_chunk_diagonals) that queries of `queens` queens read: its subsets
  /// of at most that many diagonals, the entries made.
  static std::uint64_t entries_made(int size, int queens);
  /// Calls visit(falling, first_diagonal, diagonals) for each chunk of at
  /// most `width` diagonals: per direction, equal chunks over its run of
  /// shared ones.
  template <class Visit>
  void for_each_chunk(const Diagonals& shared, int width, const Visit& visit) const;

  static constexpr int min_chunk_diagonals = 7;
  static constexpr int max_chunk_diagonals = 10;
  static constexpr std::size_t max_chunks = max_entry_chunks;
  static_assert(max_chunks == 2 * (64 / min_chunk_diagonals + 1));
  static constexpr std::size_t min_words = 8;
  /// Wider chunks only while a table stays this small, so that its entries
  /// stay in the processor's L2 cache next to the other quadrant's.
  static constexpr std::uint64_t max_table_bytes = std::uint64_t{256} << 10;

  const SlicedPlacements* store_ = nullptr;
  std::size_t words_ = 0;
  /// Whether queries read the slices directly (below min_words words).
  bool direct_ = true;
  /// Empty also when the quadrant shares no diagonal with the stored
  /// placements: every query then clashes with none.
  std::vector<EntryChunk> chunks_;
  AlignedWords entries_;
};

} // namespace nqueens::detail
