// The innermost loops of the halves method, once per instruction set: the
// clash set of a query over the stored half placements, and the clash
// tables' entries it is looked up from; for a placement of one quadrant (the
// outer loop's), the list of the other quadrant's (the inner loop's) it fits;
// for those pairs, how many stored half placements each fits
// (docs/algorithms.md, "Counting the pairs"); and the reading, joining and
// slicing of the placements these loops run on.
//
// Each kernel lives in its own source file compiled for its instruction set
// (engine/CMakeLists.txt) and holds nothing but plain loops and intrinsics,
// so that no inline function compiled for AVX-512 can be picked by the
// linker for a caller on a CPU without it.
#pragma once

#include "halves/table/diagonals.hpp"
#include "nqueens/nqueens.hpp"
#include "batch_rule.hpp"
#include "entry_rows.hpp"
#include "placement_reading.hpp"

#include <cstddef>
#include <cstdint>

namespace nqueens::detail {

/// Most word ranges a query reads (diagonal_sieve.hpp).
inline constexpr std::size_t max_word_ranges = 16;

/// The words of a clash set that a query, or a pair of queries, reads:
/// ranges of words, ascending and disjoint. Every stored placement outside
/// them shares a diagonal with the query (diagonal_sieve.hpp).
struct WordRanges {
  /// The stored placements in those words.
  std::uint64_t placements;
  std::uint32_t count;
  /// [begin, end) word ranges, count of them.
  std::uint32_t begin[max_word_ranges];
  std::uint32_t end[max_word_ranges];
};

/// One outer placement and the inner placements it fits (a half
/// placement's two quadrants), as clash sets over the stored placements
/// (one bit per stored placement, set where the two share a diagonal).
struct FitBatch {
  /// The outer placement's clash set: `words` words, of which those its
  /// pairs read must be set.
  const std::uint64_t* outer_clashes;
  /// The inner placements' clash sets, `words` words each, back to back.
  const std::uint64_t* inner_clashes;
  /// The inner placements (indices into inner_clashes) that fit the outer
  /// one, and per pair the power of two it counts with (0..2: the main
  /// diagonals it occupies).
  const std::uint32_t* fitting;
  const std::uint8_t* doubling;
  std::size_t fit_count;
  /// Words per clash set: at most 4, or a multiple of 8 (512-bit blocks).
  std::size_t words;
  /// Null, or (from 8 words on) per pair the words it reads: every stored
  /// placement outside them clashes with the pair, and the clash sets may
  /// hold anything there.
  const WordRanges* const* pair_ranges;
  /// Stored placements; the padding bits past them are 0 in every clash set.
  std::uint64_t stored;
};

/// Sum over the batch's pairs of (stored placements in the words read -
/// popcount(outer | inner) over those words) << doubling. Run time: about
/// fit_count x words word operations, less where pairs read ranges. Fits in
/// 64 bits.
using SumFits = std::uint64_t (*)(const FitBatch& batch);

/// What queries read of a bit-sliced store (sliced_placements.hpp) to get
/// their clash sets.
/// Where ClashQuery::slot lists a slice of zeros, which the kernels OR in
/// for a query's diagonals that no stored placement occupies.
inline constexpr std::size_t zero_slot = 128;

struct ClashQuery {
  /// The slices, `words` words each, back to back, and the slice of each
  /// diagonal: rising ones at 0..63, falling ones at 64..127; zero_slot's
  /// is all zeros.
  const std::uint64_t* slices;
  const std::uint8_t* slot;
  /// The diagonals some stored placement occupies (the others have no
  /// slice: they clash with nothing).
  std::uint64_t used_rising;
  std::uint64_t used_falling;
  /// 1 to 4 (larger stores are read through clash tables).
  std::size_t words;
  /// `count` queries, struct-of-arrays.
  const std::uint64_t* rising;
  const std::uint64_t* falling;
  std::size_t count;
};

/// Writes to out + j x words, for each query j, the OR of its slices: the
/// stored placements sharing a diagonal with it. Run time: words x the
/// queries' diagonals word operations, one call for all of them; the AVX2
/// kernel takes a query's diagonals a queen at a time (a rising and a
/// falling one, those no stored placement occupies read as zero_slot), a
/// loop as long as the query has queens, the same for every query of a
/// quadrant.
using Clashing = void (*)(const ClashQuery& query, std::uint64_t* out);

/// One column share's pairs where no sieve is made: the batch loop of the
/// pair counter in one call, per outer placement its fit list (up to 64
/// inner placements at a time, on the stack), its clash set (made only
/// where one fits) and its pairs' sum. With the main-diagonal rule, from 8
/// words on only.
struct ShareQuery {
  /// The outer placements, struct-of-arrays.
  const std::uint64_t* outer_rising;
  const std::uint64_t* outer_falling;
  std::size_t outer_count;
  /// The inner placements, and their clash sets, `words` words each.
  const std::uint64_t* inner_rising;
  const std::uint64_t* inner_falling;
  std::size_t inner_count;
  const std::uint64_t* inner_clashes;
  /// Words per clash set: at most 4, or a multiple of 8 (512-bit blocks).
  std::size_t words;
  /// Where the outer clash sets come from: up to 4 words, the store's
  /// slices (its queries unused); from 8, the outer quadrant's clash table,
  /// each made in `outer_clashes` (room for `words` words).
  ClashQuery store;
  EntryTable table;
  std::uint64_t* outer_clashes;
  /// Stored placements; the padding bits past them are 0 in every clash set.
  std::uint64_t stored;
  /// The main-diagonal rule (pair_counter.hpp, HalfRules): the main
  /// diagonals' mask, 0 for none; how many times a pair off both counts
  /// (0, 1 or 2; 1 without the rule); the inner placements on one, the
  /// first inner_on_main, the only ones with clash sets where an outer
  /// placement on none comes first and such pairs do not count.
  std::uint64_t main_diagonal = 0;
  int off_main_weight = 1;
  std::size_t inner_on_main = 0;
};

/// Sum over the pairs (outer, inner) sharing no diagonal of the stored
/// placements sharing none with either, each times 2 per main diagonal the
/// pair occupies, or off_main_weight times off both. Run time: outer x
/// inner clash tests, a clash set per outer placement in some pair, and
/// `words` word operations per pair. Precondition: words >= 8 where
/// main_diagonal != 0.
using SumShare = std::uint64_t (*)(const ShareQuery& query);

/// Writes to out[first..last) the OR of `count` rows over those words: a
/// clash set from a clash table's entries (clash_table.hpp). Run time:
/// (last - first) x count word operations, 512 bits at a time.
using OrRows = void (*)(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                        std::uint64_t* out);

/// Queries confined to a clash table's quadrant (clash_table.hpp), whose
/// whole clash sets are ORed from its entries.
struct TableQueries {
  EntryTable table;
  /// `count` queries, struct-of-arrays.
  const std::uint64_t* rising;
  const std::uint64_t* falling;
  std::size_t count;
};

/// Writes to out + j x table.words, for each query j, the OR of its entries
/// (entry_rows): one call for all of them, each query's rows found and ORed
/// in registers. Run time: table.words word operations per chunk of the
/// table for tables of 2 to 5 chunks (a chunk the query does not occupy
/// gives its entry 0, zeros), else per chunk the query occupies.
using TableClashing = void (*)(const TableQueries& queries, std::uint64_t* out);

/// The entries of one chunk of a clash table (clash_table.hpp): entry s, for
/// s < 2^size with at most `most_diagonals` bits set, is the OR of the
/// slices of the chunk's diagonals in s (bit i: diagonal i), `words` words
/// each from `entries` on; the other entries are left as they are (no query
/// occupies more diagonals of the chunk). slices[i] is diagonal i's slice;
/// for a diagonal no stored placement occupies, any row of zeros. Entry 0
/// must be zeros already.
struct ChunkEntries {
  std::uint64_t* entries;
  const std::uint64_t* const* slices;
  int size;
  int most_diagonals;
  /// A multiple of 8 (clash tables serve 8 words and more).
  std::size_t words;
};

/// Makes the entries a doubling at a time: entry 2^i + s is entry s ORed
/// with slice i. Run time: words word operations, whole vectors, per entry
/// made (sum over j <= most_diagonals of C(size, j)).
using MakeEntries = void (*)(const ChunkEntries& chunk);

/// The inner placements fitting one outer placement, listed.
struct FitListQuery {
  /// `count` masks, struct-of-arrays: the inner placements' diagonals.
  const std::uint64_t* inner_rising;
  const std::uint64_t* inner_falling;
  std::size_t count;
  std::uint64_t outer_rising, outer_falling;
  /// The main diagonal's bits in both directions; 0 for odd n.
  std::uint64_t main_diagonal;
  /// Out: the indices j of the fitting inner placements, ascending, and per
  /// listed j the main diagonals the pair occupies, ((outer | inner).rising &
  /// main_diagonal) != 0 plus the same for falling (0..2). Each needs room
  /// for count + fit_list_slack entries; those past the ones listed are
  /// scratch.
  std::uint32_t* fitting;
  std::uint8_t* doubling;
};

/// The entries past `count` a fit-list kernel may write: the vector kernels
/// store a whole step's lanes (8 with AVX-512) from the end of the list,
/// which is at most the step's first placement. Masked stores would spare
/// the slack but slow the short lists down.
inline constexpr std::size_t fit_list_slack = 8;

/// Lists the inner placements sharing no diagonal with the outer one and
/// returns their number. Run time: `count` clash tests, branch-free; 8 per
/// step with AVX-512, 4 with AVX2, plus a few dozen instructions per call,
/// as many as the tests on the short lists of most tasks (the inner group,
/// the larger of a half's two, holds at least 22 placements on average at
/// n = 18). Precondition: count < 2^32.
using ListFits = std::size_t (*)(const FitListQuery& query);

/// One group of a quadrant table's packed placements (placement_reading.hpp).
struct PackedGroup {
  const std::uint64_t* packed;
  std::size_t count;
};

/// Groups of a quadrant table's placements, all read alike, to read as the
/// board's diagonals, keeping those clear of some.
struct PlacementsQuery {
  const PackedGroup* groups;
  std::size_t group_count;
  PlacementReading reading;
  /// The diagonals a kept placement must not occupy.
  std::uint64_t forbidden_rising, forbidden_falling;
  /// Out: the kept placements' diagonals, group after group, in order; each
  /// needs room for all the groups' placements + placement_read_slack
  /// entries, those past the ones kept scratch.
  std::uint64_t* rising;
  std::uint64_t* falling;
  /// Out: per group, the placements kept from it and the groups before it.
  std::uint32_t* kept_ends;
};

/// The entries past the groups' placements a placement-reading kernel may
/// write: the vector kernels store a whole step's lanes (8 with AVX-512)
/// from the end of the kept ones, as the fit lists do (fit_list_slack).
inline constexpr std::size_t placement_read_slack = 8;

/// Reads every placement (read_placement) and returns how many are kept.
/// Run time: about twenty instructions a placement for a flipped group; 8
/// placements a step with AVX-512 and 4 with AVX2, read, tested and
/// left-packed in one pass; one call for the groups of all of a half's
/// column shares, which matters for the groups of a few placements that
/// most tasks of odd n read. Precondition: fewer than 2^32 placements.
using ReadPlacements = std::size_t (*)(const PlacementsQuery& query);

/// A north group's placements joined with a south group's.
struct JoinQuery {
  /// `north_count` placements of the north group, struct-of-arrays.
  const std::uint64_t* north_rising;
  const std::uint64_t* north_falling;
  std::size_t north_count;
  /// `south_count` placements of the south group.
  const Diagonals* south;
  std::size_t south_count;
  /// Diagonals every joined placement carries besides its two quadrants'.
  Diagonals placed;
  /// Out: north | s | placed for each pair sharing no diagonal, north by
  /// north and in order; `room` entries, of which a north placement needs
  /// south_count + join_slack free to be joined.
  Diagonals* joined;
  std::size_t room;
};

/// The entries past those joined a join kernel may write: the vector
/// kernels store a whole step's placements (4 with AVX-512) from the end of
/// the joined ones.
inline constexpr std::size_t join_slack = 4;

/// How far a join got: the north placements joined, the first ones, and
/// the placements they made.
struct JoinProgress {
  std::size_t north_joined;
  std::size_t joined;
};

/// Joins north placements in order while the room holds another's. Run
/// time: south_count clash tests per north placement, branch-free; 4 south
/// placements a step with AVX-512 and 2 with AVX2, each a 128-bit lane of
/// both its diagonals.
using JoinPlacements = JoinProgress (*)(const JoinQuery& query);

/// A group of half placements, those sharing no diagonal with `forbidden`
/// kept.
struct ClearQuery {
  const Diagonals* placements;
  std::size_t count;
  Diagonals forbidden;
  /// Out: the kept placements, in order; room for count + join_slack
  /// entries, those past the ones kept scratch.
  Diagonals* kept;
};

/// Keeps the placements clear of the forbidden diagonals and returns how
/// many. Run time: one clash test per placement, branch-free; 4 placements
/// a step with AVX-512 and 2 with AVX2, tested and left-packed as a join
/// tests and packs them.
using KeepClear = std::size_t (*)(const ClearQuery& query);

/// Transposes a 64 x 64 bit matrix in place, row i = matrix[i], column j =
/// bit j: afterwards bit i of matrix[j] is what bit j of matrix[i] was. How
/// 64 half placements are stored bit-sliced (sliced_placements.hpp). Run
/// time: 6 x 32 word swaps, several rows a step where the instruction set
/// has the vectors.
using TransposeBits = void (*)(std::uint64_t* matrix);

/// The hot loops of one instruction set.
struct PairKernels {
  SumFits sum_fits;
  SumShare sum_share;
  Clashing clashing;
  OrRows or_rows;
  TableClashing table_clashing;
  MakeEntries make_entries;
  ListFits list_fits;
  ReadPlacements read_placements;
  JoinPlacements join;
  KeepClear keep_clear;
  TransposeBits transpose_bits;
};

/// The kernels of each instruction set; only call those the CPU has
/// (instruction_set_supported). The portable ones run anywhere.
std::uint64_t sum_fits_portable(const FitBatch& batch);
std::uint64_t sum_fits_avx2(const FitBatch& batch);
std::uint64_t sum_fits_avx512(const FitBatch& batch);
std::uint64_t sum_share_portable(const ShareQuery& query);
std::uint64_t sum_share_avx2(const ShareQuery& query);
std::uint64_t sum_share_avx512(const ShareQuery& query);
void clashing_portable(const ClashQuery& query, std::uint64_t* out);
void clashing_avx2(const ClashQuery& query, std::uint64_t* out);
void clashing_avx512(const ClashQuery& query, std::uint64_t* out);
void or_rows_portable(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                      std::uint64_t* out);
void or_rows_avx2(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                  std::uint64_t* out);
void or_rows_avx512(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                    std::uint64_t* out);
void table_clashing_portable(const TableQueries& queries, std::uint64_t* out);
void make_entries_portable(const ChunkEntries& chunk);
void table_clashing_avx2(const TableQueries& queries, std::uint64_t* out);
void make_entries_avx2(const ChunkEntries& chunk);
void table_clashing_avx512(const TableQueries& queries, std::uint64_t* out);
void make_entries_avx512(const ChunkEntries& chunk);
std::size_t list_fits_portable(const FitListQuery& query);
std::size_t list_fits_avx2(const FitListQuery& query);
std::size_t list_fits_avx512(const FitListQuery& query);
std::size_t read_placements_portable(const PlacementsQuery& query);
std::size_t read_placements_avx2(const PlacementsQuery& query);
std::size_t read_placements_avx512(const PlacementsQuery& query);
JoinProgress join_portable(const JoinQuery& query);
JoinProgress join_avx2(const JoinQuery& query);
JoinProgress join_avx512(const JoinQuery& query);
std::size_t keep_clear_portable(const ClearQuery& query);
std::size_t keep_clear_avx2(const ClearQuery& query);
std::size_t keep_clear_avx512(const ClearQuery& query);
void transpose_bits_portable(std::uint64_t* matrix);
void transpose_bits_avx2(std::uint64_t* matrix);
void transpose_bits_avx512(std::uint64_t* matrix);

/// The kernels of `isa`. Precondition: the CPU has it.
const PairKernels& pair_kernels_for(InstructionSet isa);

} // namespace nqueens::detail
