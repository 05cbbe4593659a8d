#include "pair_counter.hpp"

#include "buffer_growth.hpp"

#include <algorithm>

namespace nqueens::detail {

void ReadGroups::read(const Diagonals& forbidden, const PairKernels& kernels) {
  std::size_t placements = 0;
  for (const PackedGroup& group : packed_) placements += group.count;
  grow_to(kept_ends_, packed_.size());
  grow_to(rising_, placements + placement_read_slack);
  grow_to(falling_, placements + placement_read_slack);
  kernels.read_placements({.groups = packed_.data(),
                           .group_count = packed_.size(),
                           .reading = reading_,
                           .forbidden_rising = forbidden.rising,
                           .forbidden_falling = forbidden.falling,
                           .rising = rising_.data(),
                           .falling = falling_.data(),
                           .kept_ends = kept_ends_.data()});
}

std::size_t join_placements(const PlacementDiagonals& north_diagonals, const PlacementDiagonals& south_diagonals,
                            const HalfRules& rules, JoinedPlacements& joined, PairBuffers& buffers,
                            const PairKernels& kernels, std::size_t most) {
  if (north_diagonals.count == 0 || south_diagonals.count == 0) return north_diagonals.count;
  // A north placement joins at most every south one.
  if (joined.count + south_diagonals.count > most) return 0;
  // Each south placement's diagonals side by side, as the join kernels read
  // them: once here, against once per north placement there.
  grow_to(buffers.joining, south_diagonals.count);
  for (std::size_t j = 0; j < south_diagonals.count; ++j) buffers.joining[j] = south_diagonals[j];
  // The room grows as the joins need it, not by every pair: about a third
  // of the pairs fit.
  std::size_t north_joined = 0;
  while (north_joined < north_diagonals.count && joined.count + south_diagonals.count <= most) {
    const std::size_t room = joined.room_for(south_diagonals.count + join_slack, most + join_slack);
    // The south placements avoid the placed queens (part of `fixed`), so
    // testing them against north | placed tests the north placement alone.
    const JoinProgress progress = kernels.join({.north_rising = north_diagonals.rising + north_joined,
                                                .north_falling = north_diagonals.falling + north_joined,
                                                .north_count = north_diagonals.count - north_joined,
                                                .south = buffers.joining.data(),
                                                .south_count = south_diagonals.count,
                                                .placed = rules.placed,
                                                .joined = joined.end(),
                                                .room = room});
    north_joined += progress.north_joined;
    joined.count += progress.joined;
  }
  return north_joined;
}

void StoredHalf::assign(std::span<const Diagonals> placements, const Quadrant& north, const Quadrant& south,
                        const QuadrantQueries& queries, const QueryShares& query_shares, const PairKernels& kernels) {
  Diagonals shared{~std::uint64_t{0}, ~std::uint64_t{0}};
  for (const Diagonals& d : placements) shared = {shared.rising & d.rising, shared.falling & d.falling};
  common = placements.empty() ? Diagonals{} : shared.mirrored();
  // The sieve's key diagonals among the others: no query it serves occupies
  // the common ones.
  const Diagonals span = north.span() | south.span();
  const Diagonals uncommon{span.rising & ~common.rising, span.falling & ~common.falling};
  sliced.assign(sieve.sort(placements, /*mirrored=*/true, uncommon, query_shares), kernels.transpose_bits);
  sliced.mirror();
  north_clashes.assign(sliced, north, queries.north, kernels);
  south_clashes.assign(sliced, south, queries.south, kernels);
}

namespace {

/// A column share's two groups as the pair loops read them: each one's
/// placements clashing with no middle queen (their diagonals), and the
/// clash table of each one's quadrant. Each group's placements on a main
/// diagonal come first (RowSetPlacements), `inner_on_main` of the inner
/// one's where pairs off both main diagonals count other than once.
struct LoopGroups {
  const PlacementDiagonals& outer;
  const ClashTable& outer_table;
  const PlacementDiagonals& inner;
  const ClashTable& inner_table;
  std::size_t inner_on_main;
};

bool on_main_diagonal(const Diagonals& placement, std::uint64_t main_diagonal) {
  return placement.clashes_with({main_diagonal, main_diagonal});
}

/// The placements at the front of `group` that occupy a main diagonal: all
/// of its placements that do, as a quadrant group lists those first
/// (RowSetPlacements) and reading one keeps the order.
std::size_t on_main_diagonal_count(const PlacementDiagonals& group, std::uint64_t main_diagonal) {
  std::size_t count = 0;
  while (count < group.count && on_main_diagonal(group[count], main_diagonal)) ++count;
  return count;
}

/// count_fitting_pairs, one batch of pairs per outer placement: each
/// query's clash set and each pair's count over the words its sieve key
/// gives (Sieved) or over all words, keeping no keys: most tasks, whose
/// per-query bookkeeping is the cost, store too few placements for the
/// sieve. Without the sieve every inner clash set is made up front, in one
/// call: most inner placements fit some outer one, and tracking which do
/// cost more than the clash sets of those that do not. With it, an inner
/// clash set is made on first use, over the words its key gives. Without
/// it the batches are one kernel call (PairKernels::sum_share) from 8 words
/// on, and up to 4 where every pair counts once. Inline in
/// count_fitting_pairs, called once per column share, and in the blocks'
/// loop beside it.
template <bool Sieved>
[[gnu::always_inline]] inline u128 count_batches(StoredHalf& stored, const LoopGroups& groups, const HalfRules& rules,
                                                 PairBuffers& buffers, const PairKernels& kernels) {
  const PlacementDiagonals& outer = groups.outer;
  const ClashTable& outer_table = groups.outer_table;
  const PlacementDiagonals& inner = groups.inner;
  const ClashTable& inner_table = groups.inner_table;
  const int off_main_weight = rules.off_main_weight;
  const std::uint64_t main_diagonal = rules.main_diagonal;
  const std::size_t words = stored.sliced.words();
  grow_to(buffers.inner_clashes, inner.count * words);
  grow_to(buffers.outer_clashes, words);
  std::uint64_t* outer_clashes = buffers.outer_clashes.data();
  DiagonalSieve& sieve = stored.sieve;
  // The fit lists leave out the inner placements on a common diagonal,
  // but for the main ones, whose bits they read for the pairs' doublings.
  const Diagonals common = stored.common;
  const Diagonals listed_common{common.rising & ~main_diagonal, common.falling & ~main_diagonal};
  if constexpr (Sieved) {
    buffers.inner_ready.assign(inner.count, 0);
    grow_to(buffers.unready, inner.count);
    grow_to(buffers.inner_key, inner.count);
    grow_to(buffers.pair_ranges, inner.count);
  } else {
    // Where pairs off both main diagonals do not count, an outer placement
    // off them pairs only with the inner ones on them, at the front; the
    // outer group lists its placements on them first too, so its first
    // placement tells whether any is.
    const bool outer_on_main = off_main_weight != 0 || on_main_diagonal(outer[0], main_diagonal);
    const std::size_t clash_sets = outer_on_main ? inner.count : groups.inner_on_main;
    inner_table.clashing_each(inner.rising, inner.falling, clash_sets, buffers.inner_clashes.data(), kernels);
  }
  // The batches in one kernel call, with no call per batch: where every
  // pair counts once (odd n, even n below 18), or from 8 words on.
  if constexpr (!Sieved) {
    if (main_diagonal == 0 || words >= 8)
      return kernels.sum_share({.outer_rising = outer.rising,
                                .outer_falling = outer.falling,
                                .outer_count = outer.count,
                                .inner_rising = inner.rising,
                                .inner_falling = inner.falling,
                                .inner_count = inner.count,
                                .inner_clashes = buffers.inner_clashes.data(),
                                .words = words,
                                .store = words <= 4 ? stored.sliced.query() : ClashQuery{},
                                .table = words <= 4 ? EntryTable{} : outer_table.entry_table(),
                                .outer_clashes = outer_clashes,
                                .stored = stored.sliced.count(),
                                .main_diagonal = main_diagonal,
                                .off_main_weight = off_main_weight,
                                .inner_on_main = groups.inner_on_main});
  }
  grow_to(buffers.fitting, inner.count + fit_list_slack);
  std::uint32_t* fitting = buffers.fitting.data();
  grow_to(buffers.doubling, inner.count + fit_list_slack);
  std::uint8_t* doubling = buffers.doubling.data();
  std::uint8_t* ready = buffers.inner_ready.data();
  std::uint32_t* unready = buffers.unready.data();
  SieveKey* inner_key = buffers.inner_key.data();
  const WordRanges** pair_ranges = buffers.pair_ranges.data();
  // A share's pairs count far fewer than 2^64 solutions (n = 28, the
  // largest board planned, has about 3 x 10^18 in all), and a 64-bit sum
  // is cheaper per batch.
  std::uint64_t total = 0;
  for (std::size_t k = 0; k < outer.count; ++k) {
    const Diagonals o = outer[k];
    // A placement on a diagonal that every stored one occupies fits none,
    // nor does a pair with an inner one on such a diagonal.
    if (o.clashes_with(common)) continue;
    const BatchRule rule =
        batch_rule(o.rising, o.falling, inner.count, groups.inner_on_main, main_diagonal, off_main_weight);
    // The inner placements that fit this one, each with the main diagonals
    // the pair occupies.
    const std::size_t fit_count = kernels.list_fits({.inner_rising = inner.rising,
                                                     .inner_falling = inner.falling,
                                                     .count = rule.listed,
                                                     .outer_rising = o.rising | listed_common.rising,
                                                     .outer_falling = o.falling | listed_common.falling,
                                                     .main_diagonal = rule.pair_main_diagonal,
                                                     .fitting = fitting,
                                                     .doubling = doubling});
    if (fit_count == 0) continue;
    // With the sieve, each clash set only over the words its key gives:
    // those of its pairs (whose keys hold its own) are among them.
    SieveKey outer_key = 0;
    if constexpr (Sieved) {
      outer_key = sieve.key(o);
      outer_table.clashing(o, outer_clashes, sieve.ranges(outer_key), kernels);
    } else {
      outer_table.clashing(o, outer_clashes, kernels);
    }
    if constexpr (Sieved) {
      // The inner placements with no clash set yet, listed branch-free:
      // which they are is unpredictable.
      std::size_t fresh = 0;
      for (std::size_t f = 0; f < fit_count; ++f) {
        const std::uint32_t j = fitting[f];
        unready[fresh] = j;
        fresh += ready[j] ^ 1;
        ready[j] = 1;
      }
      for (std::size_t u = 0; u < fresh; ++u) {
        const std::uint32_t j = unready[u];
        inner_key[j] = sieve.key(inner[j]);
        inner_table.clashing(inner[j], buffers.inner_clashes.data() + j * words, sieve.ranges(inner_key[j]), kernels);
      }
      for (std::size_t f = 0; f < fit_count; ++f) pair_ranges[f] = &sieve.ranges(outer_key | inner_key[fitting[f]]);
    }
    total += kernels.sum_fits({.outer_clashes = outer_clashes,
                               .inner_clashes = buffers.inner_clashes.data(),
                               .fitting = fitting,
                               .doubling = doubling,
                               .fit_count = fit_count,
                               .words = words,
                               .pair_ranges = Sieved ? pair_ranges : nullptr,
                               .stored = stored.sliced.count()})
             << rule.batch_doubling;
  }
  return total;
}

/// count_batches with the sieve where the store has one.
[[gnu::always_inline]] inline u128 count_batches_of(StoredHalf& stored, const LoopGroups& groups,
                                                    const HalfRules& rules, PairBuffers& buffers,
                                                    const PairKernels& kernels) {
  return stored.sieve.active() ? count_batches<true>(stored, groups, rules, buffers, kernels)
                               : count_batches<false>(stored, groups, rules, buffers, kernels);
}

/// count_batches over the inner group in blocks of `inner_block`
/// placements: out of the hot path, which pairs a whole inner group at once.
[[gnu::noinline]] u128 count_in_inner_blocks(StoredHalf& stored, const LoopGroups& groups, const HalfRules& rules,
                                             PairBuffers& buffers, const PairKernels& kernels,
                                             std::size_t inner_block) {
  const PlacementDiagonals& inner = groups.inner;
  u128 total = 0;
  for (std::size_t first = 0; first < inner.count; first += inner_block) {
    const std::size_t count = std::min(inner_block, inner.count - first);
    const PlacementDiagonals block{inner.rising + first, inner.falling + first, count};
    // Those on a main diagonal are still the block's first.
    const std::size_t block_on_main = groups.inner_on_main > first ? std::min(groups.inner_on_main - first, count) : 0;
    const LoopGroups block_groups{groups.outer, groups.outer_table, block, groups.inner_table, block_on_main};
    total += count_batches_of(stored, block_groups, rules, buffers, kernels);
  }
  return total;
}

} // namespace

u128 count_fitting_pairs(StoredHalf& stored, const PlacementDiagonals& north, const PlacementDiagonals& south,
                         const HalfRules& rules, PairBuffers& buffers, const PairKernels& kernels,
                         std::size_t inner_block) {
  if (north.count == 0 || south.count == 0 || stored.sliced.count() == 0) return 0;
  // The smaller group in the outer loop: fewer batches of more pairs each
  // (docs/lab/halves-notes.md).
  const bool south_outer = south.count < north.count;
  const PlacementDiagonals& outer = south_outer ? south : north;
  const PlacementDiagonals& inner = south_outer ? north : south;
  const ClashTable& outer_table = south_outer ? stored.south_clashes : stored.north_clashes;
  const ClashTable& inner_table = south_outer ? stored.north_clashes : stored.south_clashes;
  const std::size_t inner_on_main =
      rules.off_main_weight == 1 ? inner.count : on_main_diagonal_count(inner, rules.main_diagonal);
  const LoopGroups groups{outer, outer_table, inner, inner_table, inner_on_main};
  if (inner.count > inner_block) return count_in_inner_blocks(stored, groups, rules, buffers, kernels, inner_block);
  return count_batches_of(stored, groups, rules, buffers, kernels);
}

} // namespace nqueens::detail
