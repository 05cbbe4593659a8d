// The halves method's count of one row choice: the quadrants read from one
// table, the ways each half's free columns are shared between its two
// quadrants, which half is stored bit-sliced and which queries it (with the
// east-west mirror, the one whose quadrants hold more placements is
// stored), and the weights.
#pragma once

#include "buffer_limits.hpp"
#include "halves/plan/middle_queens.hpp"
#include "halves/plan/row_choices.hpp"
#include "halves/table/quadrant_group.hpp"
#include "halves/table/quadrant_table.hpp"
#include "nqueens/observer.hpp"
#include "pair_counter.hpp"
#include "piece_order.hpp"
#include "sliced_placements.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace nqueens::detail {

/// A stored half's placements joined from its column shares, per column of
/// the middle row's queen (odd n; one group where there is none) or per pair
/// of middle queens where the half stores both (MiddleQueens::
/// middle_column_rows), kept from row choice to row choice: odd n lists the
/// choices of one set of west rows together, one per row of the middle
/// column's queen, and each joins only the columns that the choices before
/// it did not. The placements avoid their own group's middle queens and the
/// main diagonals (with the main-diagonal rule), and carry the stored middle
/// queens' diagonals; a choice keeps them clear of its other middle queens.
struct JoinedColumns {
  /// The group of a half without the middle row's queen.
  static constexpr int no_column = 32;

  /// What identifies the placements: the board's size, the half's rows and
  /// columns, whether it is mirrored, and the main diagonals' mask kept off.
  struct Key {
    int n = 0;
    std::uint32_t rows = 0;
    std::uint32_t columns = 0;
    bool mirrored = false;
    std::uint64_t main_diagonal = 0;
    bool operator==(const Key&) const = default;
  };

  /// Keeps the groups joined if they are the placements of `half`, else
  /// empties them for it.
  void hold_for(const Key& half) {
    if (key == half) return;
    key = half;
    joined_groups = 0;
    placements.count = 0;
  }
  /// Empties the groups, their memory kept.
  void drop() { key.reset(); }
  std::span<Diagonals> group(int id) {
    return {placements.placements.data() + begin[id], placements.placements.data() + end[id]};
  }

  /// The half whose placements are held, if any.
  std::optional<Key> key;
  /// Bit g: group g joined, its placements [begin[g], end[g]) of `placements`.
  std::uint64_t joined_groups = 0;
  std::array<std::size_t, no_column + 1> begin{};
  std::array<std::size_t, no_column + 1> end{};
  JoinedPlacements placements;
};

/// The ways of sharing a half's columns between its two quadrants, listed
/// once and kept, per number of north columns, for the last columns asked:
/// neighbouring row choices share the same columns in the same ways, and
/// at odd n, where a share's count is short, listing them again (Gosper's
/// hack, each subset spread over the columns) is a noticeable part of it.
class ColumnShares {
public:
  /// The north columns of each way of sharing `available` with `count` of
  /// them north, in increasing order of the subsets of their positions
  /// (Gosper's hack); valid until the next call with this count. Run time:
  /// the list, when other columns were asked last.
  std::span<const std::uint32_t> of(std::uint32_t available, int count);

  std::uint64_t bytes() const {
    std::uint64_t bytes = 0;
    for (const List& list : by_count_) bytes += list.north.capacity() * sizeof(std::uint32_t);
    return bytes;
  }

private:
  struct List {
    bool listed = false;
    std::uint32_t available = 0;
    std::vector<std::uint32_t> north;
  };
  std::array<List, 33> by_count_;
};

/// A half's column shares as the pair counter reads them: per share, its
/// north and its south group read as the board's diagonals, each quadrant's
/// groups in one call (ReadGroups).
struct ReadShares {
  ReadGroups north;
  ReadGroups south;

  std::size_t count() const { return north.count(); }
  std::uint64_t bytes() const { return north.bytes() + south.bytes(); }
};

/// A worker's buffers, kept from row choice to row choice; their high-water
/// mark is the worker's share of the peak memory.
struct HalvesScratch {
  JoinedColumns columns;
  /// The stored half's placements clear of its middle queens, where they are
  /// not one group of `columns` as it is.
  JoinedPlacements joined;
  PieceOrder piece_order;
  StoredHalf stored;
  PairBuffers pairs;
  /// The column shares of the stored half's joins, and of the queried half;
  /// those of the last half read.
  ColumnShares stored_shares;
  ColumnShares queried_shares;
  /// Each half's column shares read: the stored half's, then the queried
  /// half's in the same buffers; where the stored half is counted in
  /// slices, the queried half's apart, each slice counted while the stored
  /// half is still being joined.
  ReadShares stored_read;
  ReadShares queried_read;
  /// The most bytes() seen so far, by the count that keeps the buffers.
  std::uint64_t bytes_seen = 0;

  std::uint64_t bytes() const {
    return (columns.placements.placements.capacity() + joined.placements.capacity()) * sizeof(Diagonals) +
           piece_order.bytes() + stored.bytes() + pairs.bytes() + stored_shares.bytes() + queried_shares.bytes() +
           stored_read.bytes() + queried_read.bytes();
  }
};

/// Part of a row choice's count, for an estimate that cannot wait for a
/// whole one (hours at n = 28): the queried half's column shares numbered
/// `index` modulo `count`, in the order for_each_subset lists them. The
/// default is the whole row choice.
struct ShareBlock {
  std::uint32_t index = 0;
  std::uint32_t count = 1;
};

/// A row choice's solutions over a ShareBlock, weights applied; how many
/// column groups (JoinedColumns) it joined, those the worker did not hold;
/// whether its stored half was counted in slices (BufferLimits), which
/// joins every group again, none held; how many pieces it stored, one per
/// slice where none is cut (BufferLimits::pieces); and, when the block is
/// not the whole row choice (else 0, not timed), the seconds it spent
/// joining them and those it spent storing its stored half from the joined
/// placements (sieve, slices, clash tables), which every block of the row
/// choice repeats.
struct BlockCount {
  u128 solutions = 0;
  double storing_seconds = 0;
  double joining_seconds = 0;
  int groups_joined = 0;
  bool sliced = false;
  int pieces = 0;
};

/// Counts row choices from one table, which lists the north-west quadrant's
/// placements (north_west_quadrant). The south-west quadrant is its image
/// upside down (QuadrantGroup::flipped), and the east quadrants are the west
/// ones' mirror images (column c -> n - 1 - c), which swaps each queen's
/// rising and falling diagonals: an east half is counted in those mirrored
/// terms (Half). So one table serves all four quadrants, with a quarter of
/// the memory of four.
class RowChoiceCounter {
public:
  /// The table, the middle placements and the kernels must outlive the
  /// counter; the hot loops run on `kernels`, and a worker's buffers hold
  /// at most what `limits` allow.
  RowChoiceCounter(int n, const QuadrantTable& table, const std::vector<MiddleQueens>& middles,
                   const PairKernels& kernels, const BufferLimits& limits)
      : n_(n), table_(table), middles_(middles), kernels_(kernels), limits_(limits) {}

  /// The solutions of `choice`, weights applied (its middle placement's
  /// symmetry class, the row choices it stands for: row_choice_weight).
  /// Thread-safe with one `scratch` per thread.
  u128 count(const RowChoice& choice, HalvesScratch& scratch) const { return count(choice, scratch, {}).solutions; }
  /// The same over `block` of the queried half's column shares: the blocks
  /// 0..count-1 add up to count(choice, scratch).
  BlockCount count(const RowChoice& choice, HalvesScratch& scratch, const ShareBlock& block) const;

  /// The column groups (JoinedColumns) that `choice`'s stored half joins:
  /// bit c for the middle row's queen in column c, bit no_column for none,
  /// or, where the half stores both middle queens, bit g for their pair g
  /// (stored_middle_queens).
  std::uint64_t column_groups(const RowChoice& choice) const;

private:
  /// One half of the board in a row choice: the board rows whose queen
  /// stands in it and its free columns, as a mask local to the west
  /// quadrants. The east half is `mirrored`: its columns are given, and its
  /// placements read, as their mirror images in the west quadrants, whose
  /// diagonals are the east ones with rising and falling swapped.
  struct Half {
    std::uint32_t rows;
    std::uint32_t columns;
    bool mirrored;
  };

  /// How a row choice's half placements pair: whether the main-diagonal
  /// rule holds (MiddleQueens::main_diagonal_rule) and how many times the
  /// pairs off both main diagonals count (off_main_diagonals_weight).
  struct HalfPairing {
    bool main_diagonal_rule;
    int off_main_weight;
  };

  void read_column_shares(const Half& half, const QuadrantTable::Lease& table, const Diagonals& forbidden,
                          ColumnShares& ways, ReadShares& shares, const ShareBlock& block = {}) const;
  BlockCount count_halves(const Half& stored, const Half& queried, const MiddleQueens& middle,
                          const HalfPairing& pairing, const QuadrantTable::Lease& table, const ShareBlock& block,
                          HalvesScratch& scratch) const;

  int n_;
  const QuadrantTable& table_;
  const std::vector<MiddleQueens>& middles_;
  const PairKernels& kernels_;
  BufferLimits limits_;
};

} // namespace nqueens::detail
