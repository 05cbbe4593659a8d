// The halves method's pair counter and bit-sliced store against plain
// pairwise loops on random half placements.
#include "halves/pair_counter.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

constexpr int n = 16;
constexpr std::uint64_t main_diagonal = std::uint64_t{1} << (n - 1);

/// `count` placements of `queens` queens on random squares of an n x n board.
std::vector<Diagonals> random_placements(std::mt19937_64& random, std::size_t count, int queens) {
  std::uniform_int_distribution<int> square(0, n - 1);
  std::vector<Diagonals> placements(count);
  for (Diagonals& d : placements)
    for (int q = 0; q < queens; ++q) {
      const int r = square(random), c = square(random);
      d.rising |= std::uint64_t{1} << (r + c);
      d.falling |= std::uint64_t{1} << (r - c + n - 1);
    }
  return placements;
}

bool on_main_diagonal(const Diagonals& d) { return ((d.rising | d.falling) & main_diagonal) != 0; }

TEST(SlicedPatterns, ClashingSetsMatchAPlainLoop) {
  std::mt19937_64 random(7);
  // Word counts 1..4, the unrolled blocks of 8..32 and the general path.
  for (const std::size_t count : {1, 64, 130, 200, 256, 300, 700, 1100, 1600, 2100}) {
    const auto stored = random_placements(random, count, 4);
    SlicedPatterns sliced;
    sliced.assign(stored);
    ASSERT_EQ(sliced.count(), count);
    ASSERT_EQ(sliced.words(), SlicedPatterns::padded_words(count));
    std::vector<std::uint64_t> clashes(sliced.words());
    for (const Diagonals& query : random_placements(random, 20, 4)) {
      sliced.clashing(query, clashes.data());
      for (std::size_t i = 0; i < sliced.words() * 64; ++i) {
        const bool expected = i < count && stored[i].clashes_with(query);
        EXPECT_EQ(((clashes[i / 64] >> (i % 64)) & 1) != 0, expected) << "count " << count << ", pattern " << i;
      }
    }
  }
}

TEST(PairCounter, JoinMatchesAPlainPairwiseLoop) {
  std::mt19937_64 random(11);
  for (const bool odd_middle : {false, true}) {
    const Diagonals fixed = odd_middle ? random_placements(random, 1, 2)[0] : Diagonals{};
    const std::uint64_t diagonal = odd_middle ? 0 : main_diagonal;
    const auto north = random_placements(random, 40, 3);
    const auto south = random_placements(random, 50, 3);
    std::vector<Diagonals> expected{Diagonals{}}; // one entry kept before the join
    for (const Diagonals& a : north)
      for (const Diagonals& b : south)
        if (!a.clashes_with(fixed) && !b.clashes_with(fixed) && !a.clashes_with(b) &&
            (diagonal == 0 || (!on_main_diagonal(a) && !on_main_diagonal(b))))
          expected.push_back(a | b);
    std::vector<Diagonals> joined(1);
    PairBuffers buffers;
    const std::size_t count = join_placements(north, south, fixed, diagonal, joined, 1, buffers);
    ASSERT_EQ(count, expected.size());
    for (std::size_t i = 1; i < count; ++i) {
      EXPECT_EQ(joined[i].rising, expected[i].rising) << i;
      EXPECT_EQ(joined[i].falling, expected[i].falling) << i;
    }
  }
}

TEST(PairCounter, CountMatchesAPlainPairwiseLoop) {
  std::mt19937_64 random(5);
  PairBuffers buffers; // reused, as a worker does
  for (const std::size_t stored_count : {0, 1, 100, 250, 400, 900, 1500, 2000, 3000}) {
    for (const bool odd_middle : {false, true}) {
      const Diagonals fixed = odd_middle ? random_placements(random, 1, 2)[0] : Diagonals{};
      const std::uint64_t diagonal = odd_middle ? 0 : main_diagonal;
      const auto stored = random_placements(random, stored_count, 4);
      const auto north = random_placements(random, 15, 2);
      const auto south = random_placements(random, 25, 2);
      std::uint64_t expected = 0;
      for (const Diagonals& a : north)
        for (const Diagonals& b : south) {
          if (a.clashes_with(fixed) || b.clashes_with(fixed) || a.clashes_with(b)) continue;
          const Diagonals half = a | b;
          std::uint64_t fits = 0;
          for (const Diagonals& p : stored) fits += !p.clashes_with(half);
          const int doubled = ((half.rising & diagonal) != 0) + ((half.falling & diagonal) != 0);
          expected += fits << doubled;
        }
      SlicedPatterns sliced;
      sliced.assign(stored);
      const u128 counted = count_fitting_pairs(sliced, north, south, fixed, diagonal, buffers);
      EXPECT_EQ(static_cast<std::uint64_t>(counted), expected) << "stored " << stored_count << ", odd " << odd_middle;
      EXPECT_GT(expected + (stored_count == 0), 0u) << "the case tests nothing";
    }
  }
}

} // namespace
} // namespace nqueens::detail
