// The halves method's row choices against a direct enumeration of row sets,
// and their grouping into tasks.
#include "halves/plan/row_choices.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <set>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

std::uint64_t binomial(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 0; i < k; ++i) result = result * (n - i) / (i + 1);
  return result;
}

/// Whether keys (a1, b1) come before (a2, b2): their 16 x 16 tiles (the
/// keys shifted by 4) in the Morton order, where the highest bit in which
/// either key differs decides, b's before a's of the same rank; then by b,
/// then a, within a tile.
bool tiled_morton_less(std::uint32_t a1, std::uint32_t b1, std::uint32_t a2, std::uint32_t b2) {
  const std::uint32_t a = (a1 ^ a2) >> 4, b = (b1 ^ b2) >> 4;
  if (a != 0 || b != 0) {
    if (std::bit_width(b) >= std::bit_width(a)) return b1 < b2;
    return a1 < a2;
  }
  return std::pair{b1, a1} < std::pair{b2, a2};
}

TEST(RowChoices, AreEverySetOfFreeRowsOfTheWestsSizeInTiledMortonOrderEachSetTogether) {
  // Each n both ways: even n by the main-diagonal rule or the mirror, odd n
  // with the middle column's queen stored with the west half or not.
  for (int n = 2; n <= 15; ++n)
    for (const bool variant : {false, true}) {
      const bool rule = n % 2 == 0 && variant, stored = n % 2 == 1 && variant;
      const auto middles = middle_placements(n, rule, stored);
      const auto choices = row_choices(n, middles);
      std::vector<std::pair<std::uint32_t, std::uint32_t>> expected; // (middle, rows)
      std::uint64_t weighted = 0;
      for (std::uint32_t m = 0; m < middles.size(); ++m) {
        for (std::uint32_t rows = 0; rows < (1u << n); ++rows) {
          if ((rows & ~middles[m].free_rows) != 0) continue;
          if (std::popcount(rows) != middles[m].west_rows()) continue;
          // Where the west half stores the middle column's queen, on one of
          // its rows.
          if (middles[m].middle_column_rows != 0 && (rows & middles[m].middle_column_rows) == 0) continue;
          std::uint32_t mirror = 0;
          for (int r = 0; r < n; ++r)
            if ((rows >> r) & 1) mirror |= 1u << (n - 1 - r);
          EXPECT_EQ(reversed_rows(rows, n), mirror);
          // The row sets counting the same: upside down, and the halves
          // exchanged (the other free rows west), where the middle allows.
          std::set<std::uint32_t> images{rows};
          if (middles[m].north_south_symmetric) images.insert(mirror);
          if (middles[m].east_west_symmetric)
            for (const std::uint32_t image : std::set<std::uint32_t>(images))
              images.insert(middles[m].free_rows & ~image);
          const int weight = row_choice_weight(n, middles[m], rows);
          if (*images.begin() != rows) {
            EXPECT_EQ(weight, 0) << "n = " << n;
            continue;
          }
          EXPECT_EQ(weight, static_cast<int>(images.size())) << "n = " << n;
          expected.push_back({m, rows});
          weighted += images.size();
        }
      }
      std::vector<std::pair<std::uint32_t, std::uint32_t>> listed;
      for (const RowChoice& choice : choices) listed.push_back({choice.middle, choice.west_rows});
      // In order: the keys by tiles in Morton order, each the smaller of the
      // west rows' table row set and that of the board's other rows (the
      // middle row aside), then rows and middle.
      const std::uint32_t other_rows = ((1u << n) - 1) & ~(n % 2 == 1 ? 1u << (n / 2) : 0u);
      const auto keys = [&](const RowChoice& choice) {
        const TableRows west = table_rows(n, choice.west_rows);
        const TableRows other = table_rows(n, other_rows & ~choice.west_rows);
        return std::pair{std::min(west.north, other.north), std::min(west.south, other.south)};
      };
      std::set<std::uint32_t> west_rows_done;
      for (std::size_t i = 1; i < choices.size(); ++i) {
        const auto [a1, b1] = keys(choices[i - 1]);
        const auto [a2, b2] = keys(choices[i]);
        ASSERT_FALSE(tiled_morton_less(a2, b2, a1, b1)) << "n = " << n << ", choice " << i;
        if (a1 == a2 && b1 == b2) {
          EXPECT_LT(std::pair(choices[i - 1].west_rows, choices[i - 1].middle),
                    std::pair(choices[i].west_rows, choices[i].middle))
              << "n = " << n << ", choice " << i;
        }
        // The choices of one set of west rows follow each other.
        if (choices[i].west_rows != choices[i - 1].west_rows) {
          EXPECT_TRUE(west_rows_done.insert(choices[i - 1].west_rows).second) << "n = " << n << ", choice " << i;
          EXPECT_FALSE(west_rows_done.contains(choices[i].west_rows)) << "n = " << n << ", choice " << i;
        }
      }
      std::sort(listed.begin(), listed.end());
      EXPECT_EQ(listed, expected) << "n = " << n;
      // With the images, every way to pick the west rows: n / 2 of n for
      // even n; for odd n, around the centre n / 2 of n - 1, and per middle
      // column's queen off it n / 2 - 1 of n - 2, or where the west half
      // stores it, n / 2 of n - 1 holding one of its n / 2 - 1 rows.
      const int mid = n / 2;
      const std::uint64_t every =
          n % 2 == 0 ? binomial(n, mid)
          : stored   ? binomial(n - 1, mid) + (mid >= 2 ? binomial(n - 1, mid) - binomial(n - mid, mid) : 0)
                     : binomial(n - 1, mid) + (mid - 1) * binomial(n - 2, mid - 1);
      EXPECT_EQ(weighted, every) << "n = " << n << (variant ? ", the other way" : "");
      EXPECT_GE(every, choices.size());
    }
}

TEST(RowChoices, ShareThePairsOffTheMainDiagonalsWithTheirHalfTurn) {
  // Even n: the half turn takes west rows R to the other rows upside down,
  // listed as the smaller of that set and its own image upside down. The
  // two listed choices count the solutions off both main diagonals 2 + 0
  // or 0 + 2 times, or once where they are one choice.
  for (int n = 4; n <= 14; n += 2) {
    const auto middles = middle_placements(n, /*main_diagonal_rule=*/true, /*middle_column_stored=*/false);
    int weights_seen = 0;
    for (const RowChoice& choice : row_choices(n, middles)) {
      const std::uint32_t other_rows = ((1u << n) - 1) & ~choice.west_rows;
      std::uint32_t turned = 0;
      for (int r = 0; r < n; ++r)
        if ((other_rows >> r) & 1) turned |= 1u << (n - 1 - r);
      const std::uint32_t image = std::min(turned, other_rows);
      const int weight = off_main_diagonals_weight(n, choice.west_rows);
      weights_seen |= 1 << weight;
      if (image == choice.west_rows) {
        EXPECT_EQ(weight, 1) << "n = " << n << ", west rows " << choice.west_rows;
      } else {
        EXPECT_EQ(weight + off_main_diagonals_weight(n, image), 2) << "n = " << n << ", west rows " << choice.west_rows;
        EXPECT_EQ(weight, choice.west_rows < image ? 2 : 0) << "n = " << n;
      }
    }
    EXPECT_EQ(weights_seen, 0b111) << "n = " << n;
  }
  for (int n = 5; n <= 15; n += 2) EXPECT_EQ(off_main_diagonals_weight(n, 0b101), 1) << "odd n = " << n;
}

TEST(RowChoices, NameTheTableRowsTheyRead) {
  // n = 10, even: west rows {0, 2, 5, 8, 9} (north 0, 2; south 5, 8, 9 are
  // local 0, 3, 4, upside down 4, 1, 0); east rows the rest.
  const auto middles = middle_placements(10);
  const auto listed = [](const QuadrantTable::LeaseRowSets& sets) {
    return std::vector<std::uint32_t>(sets.used().begin(), sets.used().end());
  };
  EXPECT_EQ(listed(table_row_sets(10, {0b1100100101, 0}, middles[0])),
            (std::vector<std::uint32_t>{0b00101, 0b11010, 0b10011, 0b01100}));
  // n = 9, the middle column's queen stored west on row 6 or 8 (its rows
  // 6..8): west rows {1, 3, 6, 8}, east {0, 2, 5, 7}; south rows 5..8 are
  // local 3..0. The west half's south rows, less each of 6 and 8, in the
  // third place and after the fourth.
  const auto odd = middle_placements(9, /*main_diagonal_rule=*/false, /*middle_column_stored=*/true);
  EXPECT_EQ(listed(table_row_sets(9, {0b101001010, 1}, odd[1])),
            (std::vector<std::uint32_t>{0b1010, 0b0101, 0b0001, 0b1010, 0b0100}));
  EXPECT_EQ(most_table_row_sets(9), 6u);
  EXPECT_EQ(most_table_row_sets(17), 10u);
  EXPECT_EQ(most_table_row_sets(19), 4u);
  EXPECT_EQ(most_table_row_sets(18), 4u);
}

TEST(RowChoices, GroupIntoAtMostTheTaskLimit) {
  // Up to n = 25 the limit of the checkpoints written so far; from n = 26,
  // where a row choice takes minutes, 64 times as many.
  EXPECT_EQ(max_halves_tasks(25), 16384u);
  EXPECT_EQ(max_halves_tasks(26), std::size_t{1} << 20);
  for (const int n : {22, 26}) {
    const std::size_t most = max_halves_tasks(n);
    for (const std::size_t choices : {std::size_t{1}, std::size_t{6435}, most, most + 1, std::size_t{193050},
                                      std::size_t{10000000}, std::size_t{65005798}}) {
      const std::size_t per_task = row_choices_per_task(n, choices);
      const std::size_t tasks = (choices + per_task - 1) / per_task;
      EXPECT_LE(tasks, most) << n << ", " << choices;
      EXPECT_TRUE(per_task == 1 || (choices + per_task - 2) / (per_task - 1) > most)
          << "the smallest group that fits: " << n << ", " << choices;
    }
  }
  EXPECT_EQ(row_choices_per_task(22, 193050), 12u);
  EXPECT_EQ(row_choices_per_task(26, 5200300), 5u);
}

/// Checks task_starts(n, choices): runs of at least row_choices_per_task
/// choices (the last one aside), each set of west rows within one, at most
/// max_halves_tasks(n) of them. Returns the starts.
std::vector<std::size_t> checked_task_starts(int n, const std::vector<RowChoice>& choices) {
  const std::vector<std::size_t> starts = task_starts(n, choices);
  const std::size_t per_task = row_choices_per_task(n, choices.size());
  EXPECT_EQ(starts.front(), 0u);
  EXPECT_EQ(starts.back(), choices.size());
  EXPECT_LE(starts.size() - 1, max_halves_tasks(n));
  for (std::size_t t = 0; t + 1 < starts.size(); ++t) {
    EXPECT_LT(starts[t], starts[t + 1]);
    if (t + 2 < starts.size()) {
      EXPECT_GE(starts[t + 1] - starts[t], per_task) << t;
    }
    if (t > 0) {
      EXPECT_NE(choices[starts[t]].west_rows, choices[starts[t] - 1].west_rows) << t;
    }
  }
  return starts;
}

TEST(RowChoices, MakeTasksThatKeepEachSetOfWestRowsTogether) {
  for (int n = 4; n <= 15; ++n) {
    const auto choices = row_choices(n, middle_placements(n));
    const std::vector<std::size_t> starts = checked_task_starts(n, choices);
    // Even n: every choice has its own west rows, so runs of one choice;
    // odd n from 7 on: two rows or more for the middle column's queen.
    if (n % 2 == 0) {
      EXPECT_EQ(starts.size(), choices.size() + 1) << n;
    } else if (n >= 7) {
      EXPECT_LT(starts.size(), choices.size() + 1) << n;
    }
  }
  // Past the task limit of n = 25: sets of 1 to 8 choices.
  std::vector<RowChoice> choices;
  for (std::uint32_t rows = 0; choices.size() < 100000; ++rows)
    for (std::uint32_t k = 0; k <= rows % 8; ++k) choices.push_back({rows, k});
  const std::vector<std::size_t> starts = checked_task_starts(25, choices);
  EXPECT_GT(starts.size() - 1, max_halves_tasks(25) / 2);
}

} // namespace
} // namespace nqueens::detail
