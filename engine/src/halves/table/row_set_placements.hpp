// Every partial placement of one quadrant of the board on each set of its
// rows, the building blocks of the halves method: it joins quadrants into
// half boards and counts how the half boards fit together.
#pragma once

#include "huge_page_block.hpp"
#include "quadrant.hpp"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace nqueens::detail {

/// One placement of a quadrant, its diagonals in the quadrant's own terms: a
/// queen on local row i and column c sets bit i + c of the low 32 bits
/// (rising) and bit i - c + size - 1 of the high 32 (falling), for quadrant
/// sizes up to 16. Half the size of its Diagonals, which two shifts make
/// from it (QuadrantGroup::diagonals).
using PackedDiagonals = std::uint64_t;

/// The placements of a quadrant's queens on exactly the local rows `rows`
/// (bit i = row first_row + i; one queen on each, at most one per column,
/// none sharing a diagonal), grouped by the columns they use, each group's
/// placements with a queen on a main diagonal of the board first (for the
/// north-west quadrant, local row = local column, which is the south-west
/// quadrant's anti-diagonal when read upside down), as the pair counter
/// needs them for even n (pair_counter.hpp). The building
/// block of the quadrant table (quadrant_table.hpp), which holds one of these
/// per set of rows. Memory: bytes_for(). Precondition: size <= 16.
class RowSetPlacements {
public:
  /// Run time: two walks over the row set's partial placements.
  RowSetPlacements(const Quadrant& quadrant, std::uint32_t rows);

  /// Every row set of `quadrant`, indexed by the row mask: the same as one
  /// built per row set, in two walks over all the quadrant's placements
  /// (a row set's own walks repeat the prefixes it shares with others),
  /// split by the occupancy of the top rows among `threads` threads (0:
  /// all of them). Their arrays are taken from `block` where it has room
  /// (block_bytes_for() each), else from the heap. Memory besides the row
  /// sets: 2^size x 64 bytes a thread while it builds (256 KiB at n = 24).
  static std::vector<std::unique_ptr<const RowSetPlacements>> all(const Quadrant& quadrant, int threads,
                                                                  HugePageBlock* block = nullptr);

  /// The placements whose queens occupy exactly `columns` (as many as the
  /// rows; other column sets are empty).
  std::span<const PackedDiagonals> with(std::uint32_t columns) const {
    return {placements_.data() + offsets_[columns], placements_.data() + offsets_[columns + 1]};
  }
  /// Its placements over every set of columns.
  std::size_t size() const { return placements_.size(); }
  const Quadrant& quadrant() const { return quadrant_; }
  std::uint64_t bytes() const { return bytes_for(quadrant_.size, placements_.size()); }

  /// The memory of a row set of `placements` placements in a quadrant of
  /// `size` rows, known before it is built.
  static std::uint64_t bytes_for(int size, std::uint64_t placements) {
    return sizeof(RowSetPlacements) + offsets_bytes(size) + placements * sizeof(PackedDiagonals);
  }
  /// What such a row set's arrays take of a HugePageBlock: each starts on
  /// a part boundary.
  static std::uint64_t block_bytes_for(int size, std::uint64_t placements) {
    return HugePageBlock::part_bytes(offsets_bytes(size)) +
           HugePageBlock::part_bytes(placements * sizeof(PackedDiagonals));
  }

private:
  explicit RowSetPlacements(const Quadrant& quadrant, HugePageBlock* block = nullptr)
      : quadrant_(quadrant),
        offsets_((std::size_t{1} << quadrant.size) + 1, 0, BlockAllocator<std::uint32_t>(block)),
        placements_(BlockAllocator<PackedDiagonals>(block)) {}
  static std::uint64_t offsets_bytes(int size) {
    return ((std::uint64_t{1} << size) + 1) * sizeof(std::uint32_t);
  }

  /// The board's main diagonals as a placement's packed bits, where the
  /// quadrant reaches them.
  static PackedDiagonals main_diagonals(const Quadrant& quadrant);

  /// A group's placements while the row set is filled: first counted, each
  /// part in next[on a main diagonal], then (arrange) where each part's next
  /// one goes, those on a main diagonal first.
  struct GroupCursors {
    std::uint32_t next[2] = {0, 0};
  };
  /// Lays out the groups counted in `groups` (one per set of columns) and
  /// turns their counts into cursors.
  void arrange(std::span<GroupCursors> groups);
  /// Puts `diagonals` in its part of `group` (arranged), after the placements
  /// put there before it.
  void place(GroupCursors& group, PackedDiagonals diagonals, PackedDiagonals main) {
    placements_[group.next[(diagonals & main) != 0]++] = diagonals;
  }

  Quadrant quadrant_;
  std::vector<std::uint32_t, BlockAllocator<std::uint32_t>> offsets_;
  std::vector<PackedDiagonals, BlockAllocator<PackedDiagonals>> placements_;
};

/// The number of placements of `quadrant` on each set of its local rows
/// (index: the row mask; the empty placement counts for the empty set),
/// counted without storing them, on `threads` threads (0: all of them);
/// nothing as soon as there are more than `limit` in all, which keeps a
/// hopeless request short. Run time: proportional to the count, about 10^9
/// a second a thread (n = 24: under a second on one); none when the last
/// quadrant counted in full was this one, whose counts are kept (8 KiB at
/// n = 20).
std::optional<std::vector<std::uint64_t>> placements_per_row_set(const Quadrant& quadrant, std::uint64_t limit,
                                                                  int threads);

} // namespace nqueens::detail
