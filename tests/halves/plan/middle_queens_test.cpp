// The middle placements of odd n against a direct enumeration: every square
// of the middle row for one queen and of the middle column for the other.
#include "halves/plan/middle_queens.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <set>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

/// (x, y) under the eight symmetries, written out: a queen at (mid, mid + x)
/// and one at (mid + y, mid) go to (+-x, +-y) or (+-y, +-x).
std::set<std::pair<int, int>> signed_swaps(int x, int y) {
  std::set<std::pair<int, int>> images;
  for (const int sx : {1, -1})
    for (const int sy : {1, -1}) {
      images.insert({sx * x, sy * y});
      images.insert({sy * y, sx * x});
    }
  return images;
}

TEST(MiddleQueens, EvenBoardsHaveOneEmptyPlacement) {
  for (int n = 2; n <= 20; n += 2)
    for (const bool rule : {false, true}) {
      const auto middles = middle_placements(n, rule, /*middle_column_stored=*/false);
      ASSERT_EQ(middles.size(), 1u);
      EXPECT_EQ(middles[0].weight, 1u);
      EXPECT_EQ(middles[0].diagonals.rising | middles[0].diagonals.falling, 0u);
      EXPECT_EQ(middles[0].free_rows, (1u << n) - 1);
      EXPECT_EQ(middles[0].west_columns, (1u << (n / 2)) - 1);
      EXPECT_EQ(middles[0].east_columns, (1u << (n / 2)) - 1);
      EXPECT_EQ(middles[0].middle_row_columns, 0u);
      EXPECT_EQ(middles[0].middle_column_rows, 0u);
      EXPECT_TRUE(middles[0].north_south_symmetric);
      // The main-diagonal rule tells the halves apart; without it the
      // east-west mirror pairs the row choices.
      EXPECT_EQ(middles[0].main_diagonal_rule, rule);
      EXPECT_EQ(middles[0].east_west_symmetric, !rule);
    }
  // The rule where it pays: from n = 18 on.
  for (int n = 2; n <= 32; ++n) EXPECT_EQ(middle_placements(n)[0].main_diagonal_rule, n % 2 == 0 && n >= 18) << n;
}

/// Directly: (x, y) for the middle row's queen in column mid + x and the
/// middle column's in row mid + y, not attacking each other (or one queen
/// at the centre).
std::set<std::pair<int, int>> middle_queens_directly(int n) {
  const int mid = n / 2;
  std::set<std::pair<int, int>> direct;
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b) {
      const bool centre = a == mid && b == mid;
      const bool apart = a != mid && b != mid && a - mid != b - mid && a - mid != mid - b;
      if (centre || apart) direct.insert({a - mid, b - mid});
    }
  return direct;
}

TEST(MiddleQueens, OddBoardsMatchADirectEnumerationUpToSymmetry) {
  for (int n = 3; n <= 21; n += 2) {
    const int mid = n / 2;
    const std::set<std::pair<int, int>> direct = middle_queens_directly(n);
    const auto middles = middle_placements(n, /*main_diagonal_rule=*/false, /*middle_column_stored=*/false);
    std::uint64_t weights = 0;
    std::set<std::pair<int, int>> covered;
    for (const MiddleQueens& middle : middles) {
      // The middle column's queen: the free rows' gap off the middle row (at
      // the centre, none).
      int row = mid;
      for (int r = 0; r < n; ++r)
        if (r != mid && !((middle.free_rows >> r) & 1)) row = r;
      EXPECT_EQ(std::popcount(middle.free_rows), row == mid ? n - 1 : n - 2);
      EXPECT_EQ(middle.north_south_symmetric, row == mid) << "n = " << n;
      EXPECT_EQ(middle.east_west_symmetric, row == mid) << "n = " << n;
      // The middle row's queen: one placement per column it may take, or
      // the centre's.
      std::vector<int> columns;
      for (int c = 0; c < mid; ++c)
        if ((middle.middle_row_columns >> c) & 1) columns.push_back(c);
      if (row == mid) {
        EXPECT_TRUE(columns.empty());
        columns.push_back(mid);
      }
      EXPECT_EQ(middle.west_rows(), mid - (row == mid ? 0 : 1));
      EXPECT_EQ(middle.middle_column_rows, 0u);
      EXPECT_EQ(middle.west_columns, (1u << mid) - 1);
      EXPECT_EQ(middle.east_columns, (1u << mid) - 1);
      Diagonals expected;
      expected.rising = std::uint64_t{1} << (row + mid);
      expected.falling = std::uint64_t{1} << (row - mid + n - 1);
      EXPECT_EQ(middle.diagonals.rising, expected.rising);
      EXPECT_EQ(middle.diagonals.falling, expected.falling);
      for (const int column : columns) {
        const std::pair<int, int> xy{column - mid, row - mid};
        ASSERT_TRUE(direct.contains(xy)) << "n = " << n;
        weights += middle.weight;
        const auto images = signed_swaps(xy.first, xy.second);
        EXPECT_EQ(middle.weight, images.size());
        for (const auto& image : images) EXPECT_TRUE(covered.insert(image).second) << "two placements of one class";
      }
    }
    EXPECT_EQ(weights, direct.size()) << "n = " << n;
    EXPECT_EQ(covered, direct) << "n = " << n;
  }
}

TEST(MiddleQueens, OddBoardsStoringTheMiddleColumnMatchADirectEnumerationUpToSymmetry) {
  for (int n = 3; n <= 17; n += 2) {
    const int mid = n / 2;
    const std::set<std::pair<int, int>> direct = middle_queens_directly(n);
    const auto middles = middle_placements(n, /*main_diagonal_rule=*/false, /*middle_column_stored=*/true);
    // The centre as before, then one placement for every other class.
    ASSERT_EQ(middles.size(), n >= 5 ? 2u : 1u) << "n = " << n;
    EXPECT_EQ(middles[0].middle_column_rows, 0u);
    EXPECT_EQ(middles[0].diagonals.rising, std::uint64_t{1} << (2 * mid));
    std::set<std::pair<int, int>> covered{{0, 0}};
    std::uint64_t weights = middles[0].weight;
    if (n >= 5) {
      const MiddleQueens& stored = middles[1];
      EXPECT_EQ(stored.diagonals.rising | stored.diagonals.falling, 0u);
      EXPECT_EQ(stored.free_rows, ((1u << n) - 1) & ~(1u << mid));
      EXPECT_EQ(stored.middle_row_columns, 0u);
      EXPECT_EQ(stored.west_rows(), mid);
      EXPECT_FALSE(stored.north_south_symmetric || stored.east_west_symmetric);
      const std::uint64_t groups = stored_middle_groups(n, stored.middle_column_rows);
      EXPECT_EQ(std::popcount(groups), mid * (mid - 1) / 2);
      EXPECT_EQ(groups, (std::uint64_t{1} << (mid * (mid - 1) / 2)) - 1);
      for (int g = 0; g < mid * (mid - 1) / 2; ++g) {
        const StoredMiddleQueens queens = stored_middle_queens(n, g);
        EXPECT_TRUE((stored.middle_column_rows >> queens.row) & 1) << "n = " << n << ", group " << g;
        // Each group's middle column queen's row names it.
        EXPECT_TRUE((stored_middle_groups(n, 1u << queens.row) >> g) & 1) << "n = " << n << ", group " << g;
        const std::pair<int, int> xy{queens.column - mid, queens.row - mid};
        ASSERT_TRUE(direct.contains(xy)) << "n = " << n;
        EXPECT_LT(0, -xy.first);
        EXPECT_LT(-xy.first, xy.second);
        const auto images = signed_swaps(xy.first, xy.second);
        EXPECT_EQ(stored.weight, images.size());
        weights += stored.weight;
        for (const auto& image : images) EXPECT_TRUE(covered.insert(image).second) << "two placements of one class";
      }
    }
    EXPECT_EQ(weights, direct.size()) << "n = " << n;
    EXPECT_EQ(covered, direct) << "n = " << n;
  }
  // Where it pays: odd n up to 17.
  for (int n = 1; n <= 32; ++n) {
    EXPECT_EQ(middle_column_stored_pays(n), n % 2 == 1 && n <= 17) << n;
    const bool stored = middle_placements(n).back().middle_column_rows != 0;
    EXPECT_EQ(stored, middle_column_stored_pays(n) && n >= 5) << n;
  }
}

} // namespace
} // namespace nqueens::detail
