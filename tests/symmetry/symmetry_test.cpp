// The symmetry method: its four counts against the published tables, against
// the mirror method, and against a slow brute-force classification.
#include "oeis_values.hpp"

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

namespace nqueens {
namespace {

// A solution as the column of the queen in each row.
using Permutation = std::vector<int>;

// The eight symmetries of the board written out on permutations, on their
// own (the engine's dihedral.hpp is not used): a rotation by a quarter turn
// sends the queen (r, c) to (c, n-1-r), a left-right reflection to (r, n-1-c).
Permutation quarter_turn(const Permutation& p) {
  const int n = static_cast<int>(p.size());
  Permutation turned(p.size());
  for (int r = 0; r < n; ++r) turned[p[r]] = n - 1 - r;
  return turned;
}

Permutation reflected(const Permutation& p) {
  Permutation mirrored(p);
  for (int& column : mirrored) column = static_cast<int>(p.size()) - 1 - column;
  return mirrored;
}

struct BruteForceCounts {
  std::uint64_t total = 0, unique = 0, quarter_turn = 0, half_turn = 0;
};

// Every permutation of the columns, checked for diagonal attacks; each
// solution reduced to the smallest of its eight images.
BruteForceCounts brute_force(int n) {
  BruteForceCounts counts;
  std::set<Permutation> classes;
  Permutation p(static_cast<std::size_t>(n));
  std::iota(p.begin(), p.end(), 0);
  do {
    bool attacked = false;
    for (int a = 0; a < n && !attacked; ++a)
      for (int b = a + 1; b < n && !attacked; ++b) attacked = std::abs(p[a] - p[b]) == b - a;
    if (attacked) continue;
    ++counts.total;
    const Permutation once = quarter_turn(p);
    const Permutation twice = quarter_turn(once);
    counts.quarter_turn += once == p ? 1 : 0;
    counts.half_turn += twice == p ? 1 : 0;
    Permutation smallest = p;
    Permutation image = p;
    for (int turn = 0; turn < 4; ++turn) {
      smallest = std::min({smallest, image, reflected(image)});
      image = quarter_turn(image);
    }
    classes.insert(smallest);
  } while (std::next_permutation(p.begin(), p.end()));
  counts.unique = classes.size();
  return counts;
}

TEST(Symmetry, MatchesPublishedCounts) {
  for (int n = 1; n <= 15; ++n) {
    const CountResult result = count(n, {.threads = 2, .method = Method::symmetry});
    EXPECT_EQ(result.method, Method::symmetry);
    EXPECT_EQ(result.solutions, test::total_solutions[n]) << "n = " << n;
    ASSERT_TRUE(result.unique && result.quarter_turn_symmetric && result.half_turn_symmetric);
    EXPECT_EQ(*result.unique, test::unique_solutions[n]) << "n = " << n;
    EXPECT_EQ(*result.quarter_turn_symmetric, test::quarter_turn_symmetric[n]) << "n = " << n;
    EXPECT_EQ(*result.half_turn_symmetric, test::half_turn_symmetric[n]) << "n = " << n;
    if (n >= 2) {
      EXPECT_EQ(8 * *result.unique,
                result.solutions + *result.half_turn_symmetric + 2 * *result.quarter_turn_symmetric);
    }
  }
}

TEST(Symmetry, MatchesABruteForceClassification) {
  for (int n = 1; n <= 10; ++n) {
    const BruteForceCounts expected = brute_force(n);
    const CountResult result = count(n, {.threads = 1, .method = Method::symmetry});
    EXPECT_EQ(result.solutions, expected.total) << "n = " << n;
    EXPECT_EQ(*result.unique, expected.unique) << "n = " << n;
    EXPECT_EQ(*result.quarter_turn_symmetric, expected.quarter_turn) << "n = " << n;
    EXPECT_EQ(*result.half_turn_symmetric, expected.half_turn) << "n = " << n;
  }
}

TEST(Symmetry, TotalsAgreeWithMirrorAtEveryThreadCount) {
  // Up to 14, where mirror takes a tenth of a second; n = 15 is checked
  // against the published counts above.
  for (int n = 1; n <= 14; ++n) {
    for (int threads = 1; threads <= 3; ++threads) {
      const CountResult mirror = count(n, {.threads = threads, .method = Method::mirror});
      const CountResult symmetry = count(n, {.threads = threads, .method = Method::symmetry});
      EXPECT_EQ(symmetry.solutions, mirror.solutions) << "n " << n << " threads " << threads;
      EXPECT_FALSE(mirror.unique.has_value());
    }
  }
}

TEST(Symmetry, SameResultForEveryThreadCountAndDepth) {
  for (int n : {5, 8, 11, 12}) {
    const CountResult reference = count(n, {.threads = 1, .prefix_depth = 1, .method = Method::symmetry});
    for (int threads = 1; threads <= 3; ++threads) {
      for (int depth = 1; depth <= n; ++depth) {
        const CountResult result = count(n, {.threads = threads, .prefix_depth = depth, .method = Method::symmetry});
        const std::string where = "n " + std::to_string(n) + " threads " + std::to_string(threads) + " depth " +
                                  std::to_string(depth);
        EXPECT_EQ(result.solutions, reference.solutions) << where;
        EXPECT_EQ(result.unique, reference.unique) << where;
        EXPECT_EQ(result.quarter_turn_symmetric, reference.quarter_turn_symmetric) << where;
        EXPECT_EQ(result.half_turn_symmetric, reference.half_turn_symmetric) << where;
        EXPECT_EQ(result.nodes, reference.nodes) << where;
        EXPECT_EQ(result.prefix_depth, depth);
      }
    }
  }
}

TEST(Symmetry, IsTheDefaultAndSplitsIntoManyTasks) {
  EXPECT_EQ(CountOptions{}.method, Method::symmetry);
  const CountResult result = count(14, {.threads = 3});
  EXPECT_EQ(result.method, Method::symmetry);
  EXPECT_GE(result.tasks, 3u * 64u);
}

} // namespace
} // namespace nqueens
