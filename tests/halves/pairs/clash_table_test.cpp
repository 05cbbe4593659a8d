// A quadrant's clash sets by lookup against a plain loop over the stored
// placements, on every instruction set this CPU runs.
#include "halves/pair_test_board.hpp"
#include "halves/pairs/clash_table.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

using namespace pair_test;

/// The stored placements sharing a diagonal with `query`, one bit each, in
/// `words` words: read mirrored as a mirrored store reads them.
std::vector<std::uint64_t> plain_clash_set(const std::vector<Diagonals>& stored, bool mirrored,
                                           const Diagonals& query, std::size_t words) {
  std::vector<std::uint64_t> set(words);
  for (std::size_t i = 0; i < stored.size(); ++i)
    if (stored[i].mirrored(mirrored).clashes_with(query)) set[i / 64] |= std::uint64_t{1} << (i % 64);
  return set;
}

TEST(ClashTable, EachInstructionSetSumsAShareAsItsPairsAreCountedOneByOne) {
  // A column share's batch loop in one kernel call (PairKernels::sum_share)
  // against every pair of a north and a south placement tried in turn, the
  // stored placements clashing with neither counted: stores of 1 to 4
  // words, whose slices give the outer clash sets, and from 8 words, whose
  // clash table does, there also by the main-diagonal rule with each
  // weight of the pairs off both main diagonals (-1: no rule); groups past
  // the fit lists' steps of 4 and 8, and of more than 64 inner placements
  // (the kernels' fit lists take 64 at a time).
  std::mt19937_64 random(17);
  ClashTable table;
  const Quadrant north{n, 0, 0, n / 2}, south{n, n / 2, 0, n / 2};
  int shares_with_fits = 0;
  for (const std::size_t count : {1, 63, 64, 130, 256, 257, 700, 2100})
    for (const int off_main_weight : {-1, 0, 1, 2})
      for (const auto& [outer_count, inner_count] : {std::pair{1, 19}, std::pair{8, 9}, std::pair{19, 70}}) {
        if (count <= 256 && off_main_weight >= 0) continue;
        const std::uint64_t diagonal = off_main_weight < 0 ? 0 : main_diagonal;
        const auto stored = random_placements(random, count, 6);
        auto outer = random_placements_in(random, north, outer_count, 2);
        auto inner = random_placements_in(random, south, inner_count, 2);
        // Those on a main diagonal first, as a quadrant group lists them.
        std::stable_partition(outer.begin(), outer.end(), on_main_diagonal);
        const auto inner_off_main = std::stable_partition(inner.begin(), inner.end(), on_main_diagonal);
        const std::size_t inner_on_main = diagonal == 0 ? 0 : inner_off_main - inner.begin();
        std::uint64_t expected = 0;
        for (const Diagonals& o : outer)
          for (const Diagonals& i : inner) {
            if (o.clashes_with(i)) continue;
            std::uint64_t fits = 0;
            for (const Diagonals& p : stored) fits += !p.clashes_with(o) && !p.clashes_with(i);
            const Diagonals pair = o | i;
            const int doubled = ((pair.rising & diagonal) != 0) + ((pair.falling & diagonal) != 0);
            expected += diagonal != 0 && doubled == 0 ? fits * off_main_weight : fits << doubled;
          }
        shares_with_fits += expected > 0;
        std::vector<std::uint64_t> outer_rising, outer_falling, inner_rising, inner_falling;
        for (const Diagonals& o : outer) {
          outer_rising.push_back(o.rising);
          outer_falling.push_back(o.falling);
        }
        for (const Diagonals& i : inner) {
          inner_rising.push_back(i.rising);
          inner_falling.push_back(i.falling);
        }
        for (const InstructionSet isa : supported_instruction_sets()) {
          const PairKernels& kernels = pair_kernels_for(isa);
          SlicedPlacements sliced;
          sliced.assign(stored, kernels.transpose_bits);
          const std::size_t words = sliced.words();
          AlignedWords inner_clashes;
          for (const Diagonals& i : inner) {
            const std::vector<std::uint64_t> set = plain_clash_set(stored, false, i, words);
            inner_clashes.insert(inner_clashes.end(), set.begin(), set.end());
          }
          table.assign(sliced, north, {outer.size(), 2}, kernels);
          AlignedWords outer_clashes(words);
          const std::uint64_t sum = kernels.sum_share({.outer_rising = outer_rising.data(),
                                                       .outer_falling = outer_falling.data(),
                                                       .outer_count = outer.size(),
                                                       .inner_rising = inner_rising.data(),
                                                       .inner_falling = inner_falling.data(),
                                                       .inner_count = inner.size(),
                                                       .inner_clashes = inner_clashes.data(),
                                                       .words = words,
                                                       .store = words <= 4 ? sliced.query() : ClashQuery{},
                                                       .table = words <= 4 ? EntryTable{} : table.entry_table(),
                                                       .outer_clashes = outer_clashes.data(),
                                                       .stored = sliced.count(),
                                                       .main_diagonal = diagonal,
                                                       .off_main_weight = diagonal == 0 ? 1 : off_main_weight,
                                                       .inner_on_main = inner_on_main});
          EXPECT_EQ(sum, expected) << instruction_set_name(isa) << ", " << count << " stored, " << outer.size()
                                   << " outer, " << inner.size() << " inner, weight " << off_main_weight;
        }
      }
  EXPECT_GT(shares_with_fits, 40);
}

TEST(ClashTable, LooksUpWhatTheSlicesGive) {
  std::mt19937_64 random(11);
  ClashTable table; // reused, as a worker does
  // Up to 256 stored placements (4 words) the table reads the slices; from
  // 257 on (8 words) it looks entries up.
  for (const std::size_t count : {100, 256, 257, 511, 512, 700, 2100, 5000}) {
    for (const bool mirrored : {false, true}) {
      const auto stored = random_placements(random, count, 6);
      SlicedPlacements sliced;
      sliced.assign(stored, pair_kernels_for(InstructionSet::portable).transpose_bits);
      if (mirrored) sliced.mirror();
      // Queries of 2 queens and of 5, the table told so: with 2 it makes
      // only the entries of at most 2 diagonals a chunk, and the others hold
      // zeros or another store's entries.
      const Quadrant north{n, 0, 0, n / 2}, south{n, n / 2, 0, n / 2};
      for (const auto& [quadrant, queens] : {std::pair{north, 2}, std::pair{north, 5}, std::pair{south, 5}}) {
        const auto queries = random_placements_in(random, quadrant, 40, queens);
        std::vector<std::uint64_t> expected(sliced.words()), clashes(sliced.words());
        // No queries expected: the narrowest chunks; a billion: the widest
        // the table's size allows.
        for (const std::uint64_t expected_queries : {std::uint64_t{0}, std::uint64_t{1} << 30}) {
          for (const InstructionSet isa : supported_instruction_sets()) {
            const PairKernels& kernels = pair_kernels_for(isa);
            table.assign(sliced, quadrant, {expected_queries, queens}, kernels);
            // All queries at once, as the pair counter asks for an inner group.
            std::vector<std::uint64_t> rising, falling, each(queries.size() * sliced.words());
            for (const Diagonals& query : queries) {
              rising.push_back(query.rising);
              falling.push_back(query.falling);
            }
            table.clashing_each(rising.data(), falling.data(), queries.size(), each.data(), kernels);
            for (std::size_t j = 0; j < queries.size(); ++j) {
              const std::vector<std::uint64_t> set = plain_clash_set(stored, mirrored, queries[j], sliced.words());
              ASSERT_TRUE(std::equal(set.begin(), set.end(), each.begin() + j * sliced.words()))
                  << instruction_set_name(isa) << ", count " << count << ", query " << j;
            }
            for (const Diagonals& query : queries) {
              expected = plain_clash_set(stored, mirrored, query, sliced.words());
              std::fill(clashes.begin(), clashes.end(), ~std::uint64_t{0});
              table.clashing(query, clashes.data(), kernels);
              ASSERT_EQ(clashes, expected) << instruction_set_name(isa) << ", count " << count << ", one query";
              std::fill(clashes.begin(), clashes.end(), ~std::uint64_t{0});
              const WordRanges all{.placements = count, .count = 1, .begin = {0},
                                   .end = {static_cast<std::uint32_t>(sliced.words())}};
              table.clashing(query, clashes.data(), all, kernels);
              ASSERT_EQ(clashes, expected) << instruction_set_name(isa) << ", count " << count << ", mirrored "
                                           << mirrored << ", quadrant row " << quadrant.first_row << ", queens "
                                           << queens;
              // Word ranges, as the sieve asks: at least those words.
              if (sliced.words() >= 16) {
                const WordRanges ranges{.placements = 0, .count = 3, .begin = {1, 3, 13}, .end = {2, 12, 16}};
                std::fill(clashes.begin(), clashes.end(), ~std::uint64_t{0});
                table.clashing(query, clashes.data(), ranges, kernels);
                for (std::uint32_t r = 0; r < ranges.count; ++r)
                  for (std::size_t w = ranges.begin[r]; w < ranges.end[r]; ++w)
                    ASSERT_EQ(clashes[w], expected[w])
                        << instruction_set_name(isa) << ", count " << count << ", word " << w;
              }
            }
          }
        }
      }
    }
  }
}

TEST(ClashTable, AQuadrantSharingNoStoredDiagonalClashesWithNothing) {
  // Queens on rows 14-15, columns 1-6 of the board occupy no diagonal a
  // queen of the north-west quadrant can: its table has no entries.
  std::mt19937_64 random(17);
  const auto stored = test::random_placements(random, {n, 14, 2, 1, 6}, 600, 2);
  SlicedPlacements sliced;
  sliced.assign(stored, pair_kernels_for(InstructionSet::portable).transpose_bits);
  const Quadrant north_west{n, 0, 0, n / 2};
  for (const InstructionSet isa : supported_instruction_sets()) {
    const PairKernels& kernels = pair_kernels_for(isa);
    ClashTable table;
    table.assign(sliced, north_west, {1000, 5}, kernels);
    for (const Diagonals& query : random_placements_in(random, north_west, 20, 5)) {
      ASSERT_EQ(plain_clash_set(stored, false, query, sliced.words()), std::vector<std::uint64_t>(sliced.words()));
      std::vector<std::uint64_t> clashes(sliced.words(), ~std::uint64_t{0});
      table.clashing(query, clashes.data(), kernels);
      EXPECT_EQ(clashes, std::vector<std::uint64_t>(sliced.words())) << instruction_set_name(isa);
    }
  }
}

} // namespace
} // namespace nqueens::detail
