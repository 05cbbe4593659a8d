// The halves method's inner loops: joining a north and a south quadrant's
// placements into half-board placements, and counting, for each half-board
// placement of the other half, the stored ones sharing no diagonal with it.
// Both run once per way of sharing a half's columns between its quadrants.
#pragma once

#include "aligned_words.hpp"
#include "clash_table.hpp"
#include "diagonal_sieve.hpp"
#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/row_set_placements.hpp"
#include "nqueens/observer.hpp"
#include "sliced_placements.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// A worker's buffers for the pair counter, kept from call to call so that
/// the hot loops allocate nothing once they have grown.
struct PairBuffers {
  /// The diagonals of the inner loop's placements clashing with no middle
  /// queen (all for even n), each direction contiguous for the vector
  /// kernels: the south quadrant's in a join, the larger group's in a count.
  std::vector<std::uint64_t> inner_rising;
  std::vector<std::uint64_t> inner_falling;
  /// Per inner placement, the stored placements it clashes with, made on
  /// first use (inner_ready).
  AlignedWords inner_clashes;
  std::vector<std::uint8_t> inner_ready;
  /// The fit list's inner placements with no clash set yet.
  std::vector<std::uint32_t> unready;
  /// Per inner placement with a clash set, its sieve key.
  std::vector<std::uint8_t> inner_key;
  AlignedWords outer_clashes;
  /// The inner placements fitting one outer placement, the power of two
  /// each pair counts with, and the words it reads.
  std::vector<std::uint32_t> fitting;
  std::vector<std::uint8_t> doubling;
  std::vector<const WordRanges*> pair_ranges;

  std::uint64_t bytes() const {
    return fitting.capacity() * sizeof(std::uint32_t) + pair_ranges.capacity() * sizeof(const WordRanges*) +
           doubling.capacity() + unready.capacity() * sizeof(std::uint32_t) + inner_ready.capacity() + inner_key.capacity() +
           (inner_rising.capacity() + inner_falling.capacity() + inner_clashes.capacity() + outer_clashes.capacity()) *
               sizeof(std::uint64_t);
  }
};

/// The stored half placements of a row choice, sorted by the sieve, and the
/// clash tables of the queried half's two quadrants over them.
struct StoredHalf {
  DiagonalSieve sieve;
  SlicedPatterns patterns;
  ClashTable north_clashes;
  ClashTable south_clashes;

  /// Stores `placements`, read by queries in their mirror image or as they
  /// are (SlicedPatterns::mirror), for queries standing in the quadrants
  /// `north` and `south`. Run time: the sieve's sort, the slicing and the
  /// clash tables (each linear in the placements).
  void assign(std::span<const Diagonals> placements, bool mirrored, const Quadrant& north, const Quadrant& south,
              const PairKernels& kernels);

  std::uint64_t bytes() const {
    return sieve.bytes() + patterns.bytes() + north_clashes.bytes() + south_clashes.bytes();
  }
};

/// Appends to `joined`, from position `joined_count` on, each north | south
/// for a placement of `north` and one of `south` sharing no diagonal with
/// each other nor with the middle queens `fixed`; with a `main_diagonal`
/// mask (even n, the stored half), only those off it. Returns the new count.
/// `joined` may hold more entries than the count: they are scratch space.
/// Run time: |north| x |south|, branch-free.
std::size_t join_placements(const QuadrantGroup& north, const QuadrantGroup& south, const Diagonals& fixed,
                            std::uint64_t main_diagonal, std::vector<Diagonals>& joined, std::size_t joined_count,
                            PairBuffers& buffers);

/// Over every half placement north | south made of a placement of `north`
/// and one of `south` sharing no diagonal with each other nor with the middle
/// queens `fixed`: the number of `stored` placements sharing no diagonal with
/// it, doubled per main diagonal it occupies (main_diagonal: the mask of
/// that diagonal in both directions; 0 for odd n). The outer loop runs over
/// the smaller of the two groups: each of its placements is a batch of
/// pairs whose fixed cost (its fit list, its clash set, a kernel call) is
/// then spread over more pairs. Run time: |north| x |south| clash tests, a
/// clash set per placement in a fitting pair (through stored's clash
/// tables), then up to stored.patterns.words() words per fitting pair (those
/// its sieve key allows), all in the `kernels` of the chosen instruction
/// set.
u128 count_fitting_pairs(StoredHalf& stored, const QuadrantGroup& north, const QuadrantGroup& south,
                         const Diagonals& fixed, std::uint64_t main_diagonal, PairBuffers& buffers,
                         const PairKernels& kernels);

} // namespace nqueens::detail
