#include "pair_counter.hpp"


namespace nqueens::detail {
namespace {

/// Placements as their diagonals, each direction contiguous.
struct PlacementDiagonals {
  const std::uint64_t* rising;
  const std::uint64_t* falling;
  std::size_t count;

  Diagonals operator[](std::size_t j) const { return {rising[j], falling[j]}; }
};

/// The diagonals of `group`'s placements occupying none of `forbidden`
/// (the middle queens' diagonals, and for the stored half the main ones),
/// into the buffers' south arrays.
PlacementDiagonals avoiding(const Diagonals& forbidden, const QuadrantGroup& group, PairBuffers& buffers) {
  const std::span<const PackedDiagonals> placements = group.placements();
  const std::size_t size = placements.size();
  if (buffers.south_rising.size() < size) {
    buffers.south_rising.resize(size);
    buffers.south_falling.resize(size);
  }
  std::uint64_t* rising = buffers.south_rising.data();
  std::uint64_t* falling = buffers.south_falling.data();
  if (forbidden.rising == 0 && forbidden.falling == 0) {
    // Every placement (the queried half of even n), in a loop the compiler
    // vectorizes: the flip's bit reversal is most of the work.
    for (std::size_t i = 0; i < size; ++i) {
      const Diagonals d = group.diagonals(placements[i]);
      rising[i] = d.rising;
      falling[i] = d.falling;
    }
    return {rising, falling, size};
  }
  // Branch-free, as the joins: which placements clash is unpredictable.
  std::size_t kept = 0;
  for (const PackedDiagonals placement : placements) {
    const Diagonals d = group.diagonals(placement);
    rising[kept] = d.rising;
    falling[kept] = d.falling;
    kept += !d.clashes_with(forbidden);
  }
  return {rising, falling, kept};
}

} // namespace

std::size_t join_placements(const QuadrantGroup& north, const QuadrantGroup& south, const Diagonals& fixed,
                            std::uint64_t main_diagonal, std::vector<Diagonals>& joined, std::size_t joined_count,
                            PairBuffers& buffers) {
  // Written branch-free, every candidate stored and the end moved on only
  // for those that fit: about a third fit, at random, and a mispredicted
  // branch per pair cost more than the store.
  // Only the south placements off the main diagonals are tried: many
  // occupy one, and each would be tried against every north placement (the
  // joins' time fell by a third at n = 18).
  const Diagonals forbidden = fixed | Diagonals{main_diagonal, main_diagonal};
  const PlacementDiagonals south_diagonals = avoiding(forbidden, south, buffers);
  if (south_diagonals.count == 0) return joined_count;
  for (const PackedDiagonals placement : north.placements()) {
    const Diagonals n = north.diagonals(placement);
    if (n.clashes_with(forbidden)) continue;
    if (joined.size() < joined_count + south_diagonals.count)
      joined.resize(2 * (joined_count + south_diagonals.count));
    Diagonals* out = joined.data();
    for (std::size_t j = 0; j < south_diagonals.count; ++j) {
      const Diagonals s = south_diagonals[j];
      out[joined_count] = n | s;
      joined_count += !s.clashes_with(n);
    }
  }
  return joined_count;
}

void StoredHalf::assign(std::span<const Diagonals> placements, bool mirrored, const Quadrant& north,
                        const Quadrant& south, const PairKernels& kernels) {
  patterns.assign(sieve.sort(placements, mirrored, north.span() | south.span()));
  if (mirrored) patterns.mirror();
  north_clashes.assign(patterns, north, kernels);
  south_clashes.assign(patterns, south, kernels);
}

namespace {

/// count_fitting_pairs over the `south` placements, each query's clash set
/// and each pair's count over the words its sieve key gives (Sieved) or
/// over all words, keeping no keys: most tasks, whose per-query bookkeeping
/// is the cost, store too few placements for the sieve.
template <bool Sieved>
u128 count_pairs_of(StoredHalf& stored, const QuadrantGroup& north, const PlacementDiagonals& south,
                    const Diagonals& fixed, std::uint64_t main_diagonal, PairBuffers& buffers,
                    const PairKernels& kernels) {
  const std::size_t words = stored.patterns.words();
  // South clash sets are made on first use: many south placements fit no
  // north one.
  buffers.south_clashes.resize(south.count * words);
  buffers.south_ready.assign(south.count, 0);
  std::uint8_t* ready = buffers.south_ready.data();
  buffers.north_clashes.resize(words);
  std::uint64_t* north_clashes = buffers.north_clashes.data();
  buffers.fitting.resize(south.count + fit_list_slack);
  std::uint32_t* fitting = buffers.fitting.data();
  buffers.doubling.resize(south.count + fit_list_slack);
  std::uint8_t* doubling = buffers.doubling.data();
  DiagonalSieve& sieve = stored.sieve;
  if (Sieved && buffers.south_key.size() < south.count) {
    buffers.south_key.resize(south.count);
    buffers.pair_ranges.resize(south.count);
  }
  std::uint8_t* south_key = buffers.south_key.data();
  const WordRanges** pair_ranges = buffers.pair_ranges.data();
  u128 total = 0;
  for (const PackedDiagonals placement : north.placements()) {
    const Diagonals n = north.diagonals(placement);
    if (n.clashes_with(fixed)) continue;
    // The south placements that fit this one, each with the main diagonals
    // the pair occupies.
    const std::size_t fit_count = kernels.list_fits({.south_rising = south.rising,
                                                     .south_falling = south.falling,
                                                     .count = south.count,
                                                     .north_rising = n.rising,
                                                     .north_falling = n.falling,
                                                     .main_diagonal = main_diagonal,
                                                     .fitting = fitting,
                                                     .doubling = doubling});
    if (fit_count == 0) continue;
    // With the sieve, each clash set only over the words its key gives:
    // those of its pairs (whose keys hold its own) are among them.
    std::uint8_t north_key = 0;
    if constexpr (Sieved) {
      north_key = sieve.key(n);
      stored.north_clashes.clashing(n, north_clashes, sieve.ranges(north_key), kernels);
    } else {
      stored.north_clashes.clashing(n, north_clashes, kernels);
    }
    for (std::size_t f = 0; f < fit_count; ++f) {
      const std::size_t j = fitting[f];
      if (ready[j]) continue;
      std::uint64_t* clashes = buffers.south_clashes.data() + j * words;
      if constexpr (Sieved) {
        south_key[j] = sieve.key(south[j]);
        stored.south_clashes.clashing(south[j], clashes, sieve.ranges(south_key[j]), kernels);
      } else {
        stored.south_clashes.clashing(south[j], clashes, kernels);
      }
      ready[j] = 1;
    }
    if constexpr (Sieved)
      for (std::size_t f = 0; f < fit_count; ++f) pair_ranges[f] = &sieve.ranges(north_key | south_key[fitting[f]]);
    total += kernels.sum_fits({.north_clashes = north_clashes,
                               .south_clashes = buffers.south_clashes.data(),
                               .fitting = fitting,
                               .doubling = doubling,
                               .fit_count = fit_count,
                               .words = words,
                               .pair_ranges = Sieved ? pair_ranges : nullptr,
                               .stored = stored.patterns.count()});
  }
  return total;
}

} // namespace

u128 count_fitting_pairs(StoredHalf& stored, const QuadrantGroup& north, const QuadrantGroup& south_group,
                         const Diagonals& fixed, std::uint64_t main_diagonal, PairBuffers& buffers,
                         const PairKernels& kernels) {
  // The loops read the south placements as the board's diagonals.
  const PlacementDiagonals south = avoiding(fixed, south_group, buffers);
  if (south.count == 0) return 0;
  return stored.sieve.active()
             ? count_pairs_of<true>(stored, north, south, fixed, main_diagonal, buffers, kernels)
             : count_pairs_of<false>(stored, north, south, fixed, main_diagonal, buffers, kernels);
}

} // namespace nqueens::detail
