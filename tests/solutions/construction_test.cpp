// The explicit construction, checked row by row with an O(n) checker.
#include <nqueens/construction.hpp>
#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <vector>

namespace nqueens {
namespace {

/// True when the constructed rows form a solution: each column and each
/// diagonal used once. O(n) time and memory.
bool constructed_solution_is_valid(std::uint64_t n) {
  std::vector<bool> column(n), rising(2 * n), falling(2 * n);
  for (std::uint64_t row = 0; row < n; ++row) {
    const std::uint64_t c = constructed_column(n, row);
    if (c >= n || column[c] || rising[row + c] || falling[row + n - c]) return false;
    column[c] = rising[row + c] = falling[row + n - c] = true;
  }
  return true;
}

TEST(Construction, EveryBoardUpTo2000) {
  for (std::uint64_t n = 1; n <= 2000; ++n) {
    if (n == 2 || n == 3) continue;
    ASSERT_TRUE(constructed_solution_is_valid(n)) << "n = " << n;
  }
}

TEST(Construction, LargeBoardsOfEveryResidue) {
  // Every residue mod 6 (the construction's cases) and mod 12, near 10^5 and
  // 10^6: the formulas are integer arithmetic, the same at any size.
  for (const std::uint64_t base : {100'000u, 1'000'000u})
    for (std::uint64_t k = 0; k < 12; ++k) EXPECT_TRUE(constructed_solution_is_valid(base + k)) << base + k;
}

TEST(Construction, KnowsWhichBoardsHaveNoSolution) {
  EXPECT_TRUE(has_solution(1));
  EXPECT_FALSE(has_solution(0));
  EXPECT_FALSE(has_solution(2));
  EXPECT_FALSE(has_solution(3));
  EXPECT_TRUE(has_solution(4));
  EXPECT_THROW(constructed_column(3, 0), Error);
  EXPECT_THROW(constructed_column(8, 8), Error);
  EXPECT_THROW(constructed_column(max_constructed_board_size + 1, 0), Error);
  EXPECT_EQ(constructed_column(4, 0), 1u); // 2 4 1 3
}

} // namespace
} // namespace nqueens
