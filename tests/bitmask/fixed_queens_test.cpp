// Fixed queens (the completion problem): counts and listings checked against
// filtering the full list, for both bitmask methods and several threads.
#include "solution_lists.hpp"

#include <nqueens/listing.hpp>
#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace nqueens {
namespace {

using test::list_all;
using test::Solutions;

Solutions containing(const Solutions& all, const std::vector<Square>& fixed) {
  Solutions kept;
  for (const auto& columns : all) {
    bool has_all = true;
    for (const Square& queen : fixed) has_all = has_all && columns[queen.row] == static_cast<std::uint32_t>(queen.column);
    if (has_all) kept.push_back(columns);
  }
  return kept;
}

/// Up to `count` queens on distinct rows and columns, some attacking.
std::vector<Square> random_fixed(int n, int count, std::mt19937& random) {
  std::vector<int> rows(n), columns(n);
  for (int i = 0; i < n; ++i) rows[i] = columns[i] = i;
  std::shuffle(rows.begin(), rows.end(), random);
  std::shuffle(columns.begin(), columns.end(), random);
  std::vector<Square> fixed;
  for (int i = 0; i < count && i < n; ++i) fixed.push_back({rows[i], columns[i]});
  return fixed;
}

TEST(FixedQueens, CountsAndListingsMatchTheFilteredFullList) {
  std::mt19937 random(20261130);
  for (int n = 1; n <= 10; ++n) {
    const Solutions all = list_all(n);
    for (int trial = 0; trial < 12; ++trial) {
      const std::vector<Square> fixed = random_fixed(n, 1 + trial % 3, random);
      const Solutions expected = containing(all, fixed);
      EXPECT_EQ(list_all(n, {.threads = 2, .fixed_queens = fixed}), expected) << "n = " << n;
      for (const Method method : {Method::mirror, Method::bitmask})
        for (const int threads : {1, 2})
          EXPECT_EQ(count(n, {.threads = threads, .method = method, .fixed_queens = fixed}).solutions,
                    expected.size())
              << method_name(method) << ", n = " << n << ", trial " << trial;
    }
  }
}

TEST(FixedQueens, MirrorHalvesOnlyWhenTheFixedSetIsSymmetric) {
  // A queen in the middle column of an odd board keeps the mirror symmetry:
  // the halved count visits about half the bitmask count's nodes.
  const std::vector<Square> middle{{3, 4}};
  const CountResult halved = count(9, {.method = Method::mirror, .fixed_queens = middle});
  const CountResult full = count(9, {.method = Method::bitmask, .fixed_queens = middle});
  EXPECT_EQ(halved.solutions, full.solutions);
  EXPECT_LT(halved.nodes, full.nodes);
  EXPECT_EQ(halved.solutions, containing(list_all(9), middle).size());
  // Off the middle, mirror gives up the halving and still counts right.
  const std::vector<Square> off{{3, 2}};
  EXPECT_EQ(count(9, {.method = Method::mirror, .fixed_queens = off}).nodes,
            count(9, {.method = Method::bitmask, .fixed_queens = off}).nodes);
}

TEST(FixedQueens, RunInParallelOnLargerBoards) {
  const std::vector<Square> corner{{0, 0}};
  const CountResult result = count(14, {.threads = 2, .method = Method::mirror, .fixed_queens = corner});
  EXPECT_GE(result.tasks, 128u);
  EXPECT_EQ(result.solutions,
            count(14, {.threads = 1, .prefix_depth = 2, .method = Method::mirror, .fixed_queens = corner}).solutions);
}

TEST(FixedQueens, AttackingQueensGiveNoSolutionAndAreNamed) {
  const std::vector<Square> attacking{{0, 0}, {2, 3}, {4, 4}};
  EXPECT_EQ(count(8, {.method = Method::mirror, .fixed_queens = attacking}).solutions, 0u);
  EXPECT_TRUE(list_all(8, {.fixed_queens = attacking}).empty());
  const std::optional<AttackingPair> pair = attacking_fixed_queens(attacking);
  ASSERT_TRUE(pair.has_value());
  EXPECT_EQ(pair->first, (Square{0, 0}));
  EXPECT_EQ(pair->second, (Square{4, 4}));
  EXPECT_FALSE(attacking_fixed_queens(std::vector<Square>{{0, 1}, {1, 3}}).has_value());
}

TEST(FixedQueens, BadSquaresAreErrorsNamedOneBased) {
  const auto message = [](const std::vector<Square>& fixed) -> std::string {
    try {
      count(8, {.method = Method::mirror, .fixed_queens = fixed});
    } catch (const Error& error) {
      return error.what();
    }
    return "accepted";
  };
  EXPECT_EQ(message({{8, 0}}), "fixed queen 9:1 is off the board (rows and columns 1 to 8)");
  EXPECT_EQ(message({{-1, 2}}), "fixed queen 0:3 is off the board (rows and columns 1 to 8)");
  EXPECT_EQ(message({{1, 2}, {1, 5}}), "fixed queens 2:3 and 2:6 share a row");
  EXPECT_EQ(message({{1, 2}, {4, 2}}), "fixed queens 2:3 and 5:3 share a column");
}

} // namespace
} // namespace nqueens
