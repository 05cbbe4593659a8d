// The halves method's count of one row choice: the quadrant tables, the
// ways each half's free columns are shared between its two quadrants, which
// half is stored bit-sliced and which queries it, and the weights.
#pragma once

#include "halves/plan/middle_queens.hpp"
#include "halves/plan/row_choices.hpp"
#include "halves/table/row_set_placements.hpp"
#include "halves/table/row_set_store.hpp"
#include "nqueens/observer.hpp"
#include "pair_counter.hpp"
#include "sliced_placements.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace nqueens::detail {

/// The quadrants of an n x n board and their table. The table
/// (RowSetStore) lists the north-west quadrant's placements (n / 2 rows and
/// columns; for odd n the middle row and column lie between the quadrants).
/// The south-west quadrant is its image upside down (QuadrantGroup::flipped),
/// and the east quadrants are the west ones' mirror images (column c -> n -
/// 1 - c), which swaps each queen's rising and falling diagonals: an east
/// half is counted in those mirrored terms (RowChoiceCounter::Half). So one
/// table serves all four quadrants, with a quarter of the memory of four.
struct Quadrants {
  int n;
  int size;
  int far; // first row (and column) of the south (and east) quadrants
  const RowSetStore& table;

  /// The north-west quadrant, whose placements the table lists, and the
  /// south-west one.
  static Quadrant north_west(int n) { return {n, 0, 0, n / 2}; }
  static Quadrant south_west(int n) { return {n, n - n / 2, 0, n / 2}; }
  Quadrants(int n, const RowSetStore& table) : n(n), size(n / 2), far(n - n / 2), table(table) {}
};

/// A worker's buffers, kept from row choice to row choice; their high-water
/// mark is the worker's share of the peak memory.
struct HalvesScratch {
  std::vector<Diagonals> joined;
  StoredHalf stored;
  PairBuffers pairs;

  std::uint64_t bytes() const { return joined.capacity() * sizeof(Diagonals) + stored.bytes() + pairs.bytes(); }
};

class RowChoiceCounter {
public:
  /// All three must outlive the counter; the hot loops run on `kernels`.
  RowChoiceCounter(const Quadrants& quadrants, const std::vector<MiddleQueens>& middles, const PairKernels& kernels)
      : q_(quadrants), middles_(middles), kernels_(kernels) {}

  /// The solutions of `choice`, weights applied (its middle placement's
  /// symmetry class, the north-south mirror for even n). Thread-safe with one
  /// `scratch` per thread.
  u128 count(const RowChoice& choice, HalvesScratch& scratch) const;

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

  template <class Visit>
  void for_each_column_share(const Half& half, const RowSetStore::Lease& table, const Visit& visit) const;
  u128 count_pairs(const Half& stored, const Half& queried, const Diagonals& fixed, bool main_diagonal_rule,
                   const RowSetStore::Lease& table, HalvesScratch& scratch) const;

  const Quadrants& q_;
  const std::vector<MiddleQueens>& middles_;
  const PairKernels& kernels_;
};

} // namespace nqueens::detail
