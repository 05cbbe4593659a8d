// The halves method's inner loops: joining a north and a south quadrant's
// placements into half-board placements, and counting, for each half-board
// placement of the other half, the stored ones sharing no diagonal with it.
// Both run once per way of sharing a half's columns between its quadrants.
#pragma once

#include "aligned_words.hpp"
#include "clash_table.hpp"
#include "diagonal_sieve.hpp"
#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/quadrant_group.hpp"
#include "nqueens/observer.hpp"
#include "sliced_placements.hpp"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// Placements as their diagonals, each direction contiguous (as the vector
/// kernels read them).
struct PlacementDiagonals {
  const std::uint64_t* rising;
  const std::uint64_t* falling;
  std::size_t count;

  Diagonals operator[](std::size_t j) const { return {rising[j], falling[j]}; }
};

/// Groups of a quadrant table's placements read as the board's diagonals,
/// those occupying forbidden diagonals left out: the groups of all of a
/// half's column shares in one kernel call rather than one call per group
/// (most groups of odd n hold a few placements).
class ReadGroups {
public:
  /// Forgets the groups added and read.
  void clear() { packed_.clear(); }
  /// Adds a group to read next. Precondition: every group added since
  /// clear() is read alike (QuadrantGroup::reading): all from one row set,
  /// or all flipped from one.
  void add(const QuadrantGroup& group) {
    packed_.push_back({group.placements().data(), group.placements().size()});
    reading_ = group.reading();
  }
  /// Reads the groups added, keeping the placements occupying none of
  /// `forbidden`. Run time: as PairKernels::read_placements.
  void read(const Diagonals& forbidden, const PairKernels& kernels);
  std::size_t count() const { return packed_.size(); }
  /// Group g's kept placements, in order.
  PlacementDiagonals operator[](std::size_t g) const {
    const std::size_t begin = g == 0 ? 0 : kept_ends_[g - 1];
    return {rising_.data() + begin, falling_.data() + begin, kept_ends_[g] - begin};
  }

  std::uint64_t bytes() const {
    return packed_.capacity() * sizeof(PackedGroup) + kept_ends_.capacity() * sizeof(std::uint32_t) +
           (rising_.capacity() + falling_.capacity()) * sizeof(std::uint64_t);
  }

private:
  std::vector<PackedGroup> packed_;
  PlacementReading reading_;
  std::vector<std::uint32_t> kept_ends_;
  std::vector<std::uint64_t> rising_;
  std::vector<std::uint64_t> falling_;
};

/// A worker's buffers for the pair counter, kept from call to call so that
/// the hot loops allocate nothing once they have grown.
struct PairBuffers {
  /// Per inner placement, the stored placements it clashes with; with the
  /// sieve made on first use (inner_ready), and the fit list's inner
  /// placements with none yet listed in `unready`.
  AlignedWords inner_clashes;
  std::vector<std::uint8_t> inner_ready;
  std::vector<std::uint32_t> unready;
  /// Per inner placement with a clash set, its sieve key.
  std::vector<SieveKey> inner_key;
  AlignedWords outer_clashes;
  /// A join's south placements, each one's diagonals side by side.
  std::vector<Diagonals> joining;
  /// The inner placements fitting one outer placement, the power of two
  /// each pair counts with, and the words it reads.
  std::vector<std::uint32_t> fitting;
  std::vector<std::uint8_t> doubling;
  std::vector<const WordRanges*> pair_ranges;

  std::uint64_t bytes() const {
    return fitting.capacity() * sizeof(std::uint32_t) + joining.capacity() * sizeof(Diagonals) +
           pair_ranges.capacity() * sizeof(const WordRanges*) + doubling.capacity() +
           unready.capacity() * sizeof(std::uint32_t) + inner_ready.capacity() +
           inner_key.capacity() * sizeof(SieveKey) +
           (inner_clashes.capacity() + outer_clashes.capacity()) * sizeof(std::uint64_t);
  }
};

/// The queries each of a half's quadrants will make: its placements, each
/// of as many queens as the quadrant has rows in the half.
struct QuadrantQueries {
  ExpectedQueries north;
  ExpectedQueries south;
};

/// The stored half placements of a row choice, sorted by the sieve, and the
/// clash tables of the queried half's two quadrants over them.
struct StoredHalf {
  DiagonalSieve sieve;
  SlicedPlacements sliced;
  ClashTable north_clashes;
  ClashTable south_clashes;
  /// The diagonals every stored placement occupies, in the queries' terms:
  /// a query on one of them fits none. Where a large store is ordered for
  /// its pieces (PieceOrder), a piece's placements share a few.
  Diagonals common;

  /// Stores `placements`, which queries standing in the quadrants `north`
  /// and `south` read in their mirror image: both halves of a row choice
  /// are read as the west quadrants' placements, the east one mirrored
  /// (SlicedPlacements::mirror). About `queries.north` and `queries.south`
  /// queries will stand in each (ClashTable::assign), occupying each
  /// diagonal in the shares `query_shares` (DiagonalSieve::sort). Run
  /// time: the common diagonals, the sieve's sort, the slicing and the
  /// clash tables (each linear in the placements).
  void assign(std::span<const Diagonals> placements, const Quadrant& north, const Quadrant& south,
              const QuadrantQueries& queries, const QueryShares& query_shares, const PairKernels& kernels);

  std::uint64_t bytes() const {
    return sieve.bytes() + sliced.bytes() + north_clashes.bytes() + south_clashes.bytes();
  }
};

/// What a half's placements must leave free besides each other's
/// diagonals: the middle queens' diagonals `fixed`, in the half's terms,
/// and the main diagonals' mask (the same bit in both directions; 0 for odd
/// n), off which the stored half's placements stand and by which a query's
/// pairs count twice. `placed`: the queens of `fixed` that stand in the
/// half itself (the middle row's, when the stored half holds it), whose
/// diagonals each joined placement carries. `off_main_weight`: how many
/// times a query's pairs off both main diagonals count, 0, 1 or 2
/// (off_main_diagonals_weight); 1 without a main-diagonal mask.
struct HalfRules {
  Diagonals fixed;
  std::uint64_t main_diagonal = 0;
  Diagonals placed;
  int off_main_weight = 1;
};

/// A half's placements joined from its column shares: the first `count` of
/// `placements`; those past it are scratch space.
struct JoinedPlacements {
  std::vector<Diagonals> placements;
  std::size_t count = 0;

  /// Makes room for at least `more` placements past the first `count`,
  /// twice what is needed when it grows, as a vector would, but never past
  /// `most` placements in all; returns how much room there is past them.
  /// Precondition: count + more <= most.
  std::size_t room_for(std::size_t more, std::size_t most) {
    if (placements.size() < count + more) {
      const std::size_t size = std::min(2 * (count + more), most);
      placements.reserve(size);
      placements.resize(size);
    }
    return placements.size() - count;
  }
  /// Where the next placement goes: past the first `count`.
  Diagonals* end() { return placements.data() + count; }
};

/// Appends to `joined` each north | south | rules.placed for a placement of
/// `north` and one of `south` sharing no diagonal with each other, north
/// placement by north placement in order while `joined` would hold at most
/// `most` of them (a slice of the stored half: BufferLimits); returns how
/// many north placements it joined, all of them unless it stopped there.
/// Precondition: the placements occupy none of rules.fixed nor, with a
/// main-diagonal mask (even n, the stored half), the main diagonals (read
/// so by ReadGroups). Run time: |north| x |south|, branch-free, joined by
/// `kernels`. Memory: `joined` grows to at most most + join_slack.
std::size_t join_placements(const PlacementDiagonals& north, const PlacementDiagonals& south, const HalfRules& rules,
                            JoinedPlacements& joined, PairBuffers& buffers, const PairKernels& kernels,
                            std::size_t most);

/// Over every half placement north | south made of a placement of `north`
/// and one of `south` sharing no diagonal with each other: the number of
/// `stored` placements sharing no diagonal with it, doubled per main
/// diagonal it occupies, or rules.off_main_weight times where it occupies
/// neither. Precondition: the placements occupy none of rules.fixed (read
/// so by ReadGroups), and each group lists its placements on a main
/// diagonal first (RowSetPlacements). The outer loop runs over the smaller
/// of the two groups: each of its placements is a batch of pairs whose
/// fixed cost (its fit list, its clash set, a kernel call) is then spread
/// over more pairs. The inner group is paired in blocks of at most
/// `inner_block` placements, whose clash sets the buffers hold at once
/// (BufferLimits). Run time: |north| x |south| clash tests, a clash set per
/// placement (through stored's clash tables; with the sieve only per
/// placement in a fitting pair; an outer one's per inner block), then up to
/// stored.sliced.words() words per fitting pair (those its sieve key
/// allows), all in the `kernels` of the chosen instruction set.
u128 count_fitting_pairs(StoredHalf& stored, const PlacementDiagonals& north, const PlacementDiagonals& south,
                         const HalfRules& rules, PairBuffers& buffers, const PairKernels& kernels,
                         std::size_t inner_block);

} // namespace nqueens::detail
