// The halves method's row choices against a direct enumeration of row sets,
// and their grouping into tasks.
#include "halves/row_choices.hpp"

#include <gtest/gtest.h>

#include <bit>

namespace nqueens::detail {
namespace {

std::uint64_t binomial(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 0; i < k; ++i) result = result * (n - i) / (i + 1);
  return result;
}

TEST(RowChoices, AreEverySetOfFreeRowsOfTheWestsSizeInOrder) {
  for (int n = 2; n <= 15; ++n) {
    const auto middles = middle_placements(n);
    const auto choices = row_choices(n, middles);
    std::size_t next = 0;
    std::uint64_t weighted = 0;
    for (std::uint32_t m = 0; m < middles.size(); ++m) {
      for (std::uint32_t rows = 0; rows < (1u << n); ++rows) {
        if ((rows & ~middles[m].free_rows) != 0) continue;
        if (std::popcount(rows) != std::popcount(middles[m].west_columns)) continue;
        std::uint32_t mirror = 0;
        for (int r = 0; r < n; ++r)
          if ((rows >> r) & 1) mirror |= 1u << (n - 1 - r);
        EXPECT_EQ(reversed_rows(rows, n), mirror);
        if (n % 2 == 0 && mirror < rows) continue;
        ASSERT_LT(next, choices.size()) << "n = " << n;
        EXPECT_EQ(choices[next].west_rows, rows) << "n = " << n << ", choice " << next;
        EXPECT_EQ(choices[next].middle, m);
        weighted += n % 2 == 0 && mirror != rows ? 2 : 1;
        ++next;
      }
    }
    EXPECT_EQ(next, choices.size()) << "n = " << n;
    EXPECT_GE(row_choice_bound(middles), choices.size());
    // Even n: with the mirror images, every way to pick the n / 2 west rows.
    if (n % 2 == 0) {
      EXPECT_EQ(weighted, binomial(n, n / 2)) << "n = " << n;
    }
  }
}

TEST(RowChoices, GroupIntoAtMostTheTaskLimit) {
  for (const std::size_t choices : {std::size_t{1}, std::size_t{6435}, max_halves_tasks, max_halves_tasks + 1,
                                    std::size_t{193050}, std::size_t{10000000}}) {
    const std::size_t per_task = row_choices_per_task(choices);
    const std::size_t tasks = (choices + per_task - 1) / per_task;
    EXPECT_LE(tasks, max_halves_tasks) << choices;
    EXPECT_TRUE(per_task == 1 || (choices + per_task - 2) / (per_task - 1) > max_halves_tasks)
        << "the smallest group that fits: " << choices;
  }
  EXPECT_EQ(row_choices_per_task(193050), 12u);
}

} // namespace
} // namespace nqueens::detail
