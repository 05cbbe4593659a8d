// The task split and the kernel, checked against plain occupancy arrays.
#include "bitmask/kernel.hpp"
#include "bitmask/task_prefix.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

TEST(Split, FirstRowHalvedWithWeights) {
  for (int n : {1, 4, 7, 8, 32}) {
    const PrefixSplit split = split_into_prefixes(n, 1, /*mirror_halving=*/true);
    ASSERT_EQ(split.tasks.size(), static_cast<std::size_t>((n + 1) / 2)) << "n = " << n;
    std::uint64_t weight_sum = 0;
    for (const TaskPrefix& task : split.tasks) weight_sum += task.weight;
    EXPECT_EQ(weight_sum, static_cast<std::uint64_t>(n)) << "every first-row square counted once";
    EXPECT_EQ(split.nodes, 1 + split.tasks.size());
  }
}

TEST(Split, WithoutHalvingEveryPairOfNonAttackingQueens) {
  // Two rows of n squares: n*n pairs less same column (n) and adjacent
  // diagonals (2(n-1)).
  for (int n : {4, 5, 10, 32}) {
    const PrefixSplit split = split_into_prefixes(n, 2, /*mirror_halving=*/false);
    EXPECT_EQ(split.tasks.size(), static_cast<std::size_t>(n * n - n - 2 * (n - 1))) << "n = " << n;
    EXPECT_EQ(split.nodes, 1u + n + split.tasks.size());
  }
}

TEST(Split, ChosenDepthGivesEnoughTasks) {
  for (int threads : {1, 2, 16}) {
    const int depth = choose_prefix_split(16, threads, true).depth;
    EXPECT_GE(split_into_prefixes(16, depth, true).tasks.size(), 64u * threads);
    if (depth > 1) {
      EXPECT_LT(split_into_prefixes(16, depth - 1, true).tasks.size(), 64u * threads);
    }
  }
  EXPECT_EQ(choose_prefix_split(3, 4, true).depth, 3) << "tiny boards split all the way down";
}

// Completions counted square by square with occupancy arrays.
std::uint64_t count_by_arrays(int n, int row, std::vector<bool>& column, std::vector<bool>& rising,
                              std::vector<bool>& falling) {
  if (row == n) return 1;
  std::uint64_t total = 0;
  for (int c = 0; c < n; ++c) {
    if (column[c] || rising[row + c] || falling[row - c + n]) continue;
    column[c] = rising[row + c] = falling[row - c + n] = true;
    total += count_by_arrays(n, row + 1, column, rising, falling);
    column[c] = rising[row + c] = falling[row - c + n] = false;
  }
  return total;
}

TEST(Kernel, CompletesRandomPositionsOnTheWidestBoard) {
  // n = 32 fills the 32-bit masks: the edge columns are where shifts go wrong.
  constexpr int n = 32;
  constexpr int filled_rows = 23;
  std::mt19937 random(20261130);
  int positions_with_solutions = 0;
  for (int trial = 0; trial < 300; ++trial) {
    std::vector<bool> column(n), rising(2 * n), falling(2 * n);
    Board board;
    int row = 0;
    for (; row < filled_rows; ++row) {
      const std::uint32_t free = full_row(n) & ~board.attacked();
      if (free == 0) break;
      std::vector<int> choices;
      for (int c = 0; c < n; ++c)
        if (free >> c & 1) choices.push_back(c);
      const int c = choices[random() % choices.size()];
      ASSERT_FALSE(column[c] || rising[row + c] || falling[row - c + n]) << "masks disagree with arrays";
      column[c] = rising[row + c] = falling[row - c + n] = true;
      board = board.place(std::uint32_t{1} << c);
    }
    if (row < filled_rows) continue;
    const std::uint64_t expected = count_by_arrays(n, row, column, rising, falling);
    EXPECT_EQ(count_completions(n, row, board).solutions, expected) << "trial " << trial;
    positions_with_solutions += expected > 0 ? 1 : 0;
  }
  EXPECT_GT(positions_with_solutions, 0) << "the check must see some completable positions";
}

TEST(Split, ADepthThatListsMoreTasksThanTheLimitIsRefused) {
  const std::uint64_t tasks = split_into_prefixes(14, 5, true).tasks.size();
  EXPECT_EQ(split_into_prefixes(14, 5, true, {tasks}).tasks.size(), tasks);
  EXPECT_THROW(split_into_prefixes(14, 5, true, {tasks - 1}), Error);
  // As many 8-byte prefixes as 1 MiB holds twice over, a work estimate each.
  EXPECT_EQ(TaskListLimit::within(std::uint64_t{1} << 20, 8).max_tasks, (std::uint64_t{1} << 20) / 24);
}

} // namespace
} // namespace nqueens::detail
