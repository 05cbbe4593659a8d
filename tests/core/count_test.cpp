// nqueens::count against the published totals, and its invariance under the
// thread count and the task split.
#include "oeis_values.hpp"

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <vector>

namespace nqueens {
namespace {

// An independent reference: plain recursion over occupancy arrays, with the
// same mirror halving, counting solutions and positions visited.
struct ArraySearch {
  int n;
  std::vector<bool> column, rising, falling;
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 1; // the empty board

  explicit ArraySearch(int size) : n(size), column(size), rising(2 * size), falling(2 * size) {}

  void place_row(int row) {
    if (row == n) {
      ++solutions;
      return;
    }
    for (int c = 0; c < n; ++c) {
      if (row == 0 && 2 * c + 1 > n) break; // mirror halving: left half and middle only
      if (column[c] || rising[row + c] || falling[row - c + n]) continue;
      ++nodes;
      column[c] = rising[row + c] = falling[row - c + n] = true;
      const std::uint64_t before = solutions;
      place_row(row + 1);
      // A first-row queen left of the middle stands for its mirror image too.
      if (row == 0 && 2 * c + 1 < n) solutions += solutions - before;
      column[c] = rising[row + c] = falling[row - c + n] = false;
    }
  }
};

TEST(Count, MatchesPublishedTotals) {
  for (int n = 1; n <= 15; ++n) {
    const CountResult result = count(n, {.threads = 2});
    EXPECT_EQ(result.solutions, test::total_solutions[n]) << "n = " << n;
    EXPECT_EQ(result.n, n);
    EXPECT_EQ(result.threads, 2);
    EXPECT_EQ(result.method, Method::symmetry);
  }
}

TEST(Count, NodesMatchAnIndependentSearch) {
  for (int n = 1; n <= 11; ++n) {
    ArraySearch reference(n);
    reference.place_row(0);
    const CountResult result = count(n, {.threads = 1, .method = Method::mirror});
    EXPECT_EQ(result.solutions, reference.solutions) << "n = " << n;
    EXPECT_EQ(result.nodes, reference.nodes) << "n = " << n;
  }
}

TEST(Count, SameResultForEveryThreadCountAndDepth) {
  for (int n : {6, 9, 12, 13}) {
    const CountResult reference = count(n, {.threads = 1, .prefix_depth = 1, .method = Method::mirror});
    for (int threads = 1; threads <= 4; ++threads) {
      for (int depth = 1; depth <= std::min(n, 6); ++depth) {
        const CountResult result = count(n, {.threads = threads, .prefix_depth = depth, .method = Method::mirror});
        EXPECT_EQ(result.solutions, reference.solutions) << "n " << n << " threads " << threads << " depth " << depth;
        EXPECT_EQ(result.nodes, reference.nodes) << "n " << n << " threads " << threads << " depth " << depth;
        EXPECT_EQ(result.prefix_depth, depth);
        EXPECT_EQ(result.threads, threads);
      }
    }
  }
}

TEST(Count, ZeroThreadsMeansEveryAvailableCore) {
  EXPECT_EQ(resolved_thread_count(0), default_thread_count());
  EXPECT_EQ(resolved_thread_count(3), 3);
  EXPECT_EQ(count(8, {.threads = 0}).threads, default_thread_count());
}

TEST(Count, AutomaticSplitGivesManyTasksPerThread) {
  const CountResult result = count(14, {.threads = 3});
  EXPECT_GE(result.tasks, 3u * 32u);
  EXPECT_EQ(result.solutions, test::total_solutions[14]);
}

TEST(Count, PrefixAsDeepAsTheBoardStillCounts) {
  for (int n = 1; n <= 8; ++n) EXPECT_EQ(count(n, {.prefix_depth = n}).solutions, test::total_solutions[n]);
}

TEST(Count, RejectsRequestsOutOfRange) {
  EXPECT_THROW(count(0), Error);
  EXPECT_THROW(count(33), Error);
  EXPECT_THROW(count(-4), Error);
  EXPECT_THROW(count(8, {.threads = -1}), Error);
  EXPECT_THROW(count(8, {.threads = max_thread_count + 1}), Error);
  EXPECT_THROW(count(8, {.prefix_depth = 9}), Error);
  EXPECT_THROW(count(8, {.prefix_depth = -1}), Error);
}

TEST(Method, NamesRoundTrip) {
  ASSERT_FALSE(all_methods().empty());
  for (const Method method : all_methods()) EXPECT_EQ(parse_method(method_name(method)), method);
  EXPECT_THROW(parse_method("nonsense"), Error);
}

TEST(ToString, PrintsAll128Bits) {
  EXPECT_EQ(to_string(u128{0}), "0");
  EXPECT_EQ(to_string(u128{14772512}), "14772512");
  const u128 two_to_100 = u128{1} << 100;
  EXPECT_EQ(to_string(two_to_100), "1267650600228229401496703205376");
  EXPECT_EQ(to_string(~u128{0}), "340282366920938463463374607431768211455");
}

} // namespace
} // namespace nqueens
