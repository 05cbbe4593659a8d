// One row choice's count against the solutions a plain search finds (each
// solution belongs to one row choice, with its weight), and every row choice's
// count together against the published totals, on every instruction set.
#include "halves/pair_test_board.hpp"
#include "halves/pairs/row_choice_counter.hpp"
#include "halves/plan/memory_budget.hpp"
#include "oeis_values.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

/// Every solution of the n x n board: the column of each row's queen.
std::vector<std::vector<int>> all_solutions(int n) {
  std::vector<std::vector<int>> solutions;
  std::vector<int> columns;
  const auto place = [&](const auto& self) -> void {
    const int row = static_cast<int>(columns.size());
    if (row == n) return solutions.push_back(columns);
    for (int c = 0; c < n; ++c) {
      bool free = true;
      for (int r = 0; r < row; ++r) free = free && columns[r] != c && row - r != c - columns[r] && row - r != columns[r] - c;
      if (!free) continue;
      columns.push_back(c);
      self(self);
      columns.pop_back();
    }
  };
  place(place);
  return solutions;
}

/// A count's plan, with its table held whole; for even n, by the
/// main-diagonal rule or not, and for odd n with the middle column's queen
/// stored west or not, whichever `variant` says.
struct PlannedCount {
  PlannedCount(int n, bool variant)
      : plan(checked_halves_plan(n, std::uint64_t{1} << 30, 1)),
        table(north_west_quadrant(n), plan.placements_per_row_set, plan.table_capacity) {
    table.build_whole(1);
    plan.middles = middle_placements(n, n % 2 == 0 && variant, n % 2 == 1 && variant);
    plan.choices = row_choices(n, plan.middles);
  }
  explicit PlannedCount(int n) : PlannedCount(n, main_diagonal_rule_pays(n) || middle_column_stored_pays(n)) {}
  HalvesPlan plan;
  QuadrantTable table;
};

TEST(RowChoiceCounter, AllRowChoicesTogetherGiveThePublishedTotals) {
  for (int n = 4; n <= 14; ++n)
    for (const bool variant : {false, true}) {
      const PlannedCount count(n, variant);
      for (const InstructionSet isa : pair_test::supported_instruction_sets()) {
        const RowChoiceCounter counter(n, count.table, count.plan.middles, pair_kernels_for(isa), {});
        HalvesScratch scratch; // reused, as a worker does
        u128 total = 0;
        for (const RowChoice& choice : count.plan.choices) total += counter.count(choice, scratch);
        EXPECT_EQ(static_cast<std::uint64_t>(total), test::total_solutions[n])
            << instruction_set_name(isa) << ", n = " << n << (variant ? ", the other way" : "");
      }
    }
}

TEST(RowChoiceCounter, BlocksOfQueriedColumnSharesAddUpToTheirRowChoice) {
  // Blocks of 1, 3 and 64 (most of them empty: n = 12 and 13 have at most
  // C(6, 3) = 20 shares) each add up to the whole row choice, which is
  // itself checked against the published totals above; a block that is the
  // whole choice is not timed.
  for (const int n : {12, 13}) {
    const PlannedCount count(n);
    const RowChoiceCounter counter(n, count.table, count.plan.middles, pair_kernels_for(InstructionSet::portable), {});
    HalvesScratch scratch;
    u128 total = 0;
    for (const RowChoice& choice : count.plan.choices) {
      const u128 whole = counter.count(choice, scratch);
      total += whole;
      EXPECT_EQ(counter.count(choice, scratch, {}).storing_seconds, 0.0);
      for (const std::uint32_t blocks : {1u, 3u, 64u}) {
        u128 sum = 0;
        for (std::uint32_t block = 0; block < blocks; ++block) {
          const BlockCount counted = counter.count(choice, scratch, {block, blocks});
          EXPECT_GE(counted.storing_seconds, 0.0);
          sum += counted.solutions;
        }
        EXPECT_EQ(static_cast<std::uint64_t>(sum), static_cast<std::uint64_t>(whole))
            << "n = " << n << ", " << blocks << " blocks, west rows " << choice.west_rows;
      }
    }
    EXPECT_EQ(static_cast<std::uint64_t>(total), test::total_solutions[n]) << n;
  }
}

TEST(RowChoiceCounter, KeepsTheJoinedColumnGroupsFromChoiceToChoiceAlike) {
  // A worker keeps a stored half's joined column groups for the next row
  // choice: in the listed order, each group of a set of west rows is joined
  // once; counted backwards (the groups a choice needs already held) or each
  // with a fresh worker's buffers, every choice counts the same.
  for (const int n : {9, 12, 13})
    for (const bool variant : {false, true}) {
      const PlannedCount count(n, variant);
      const RowChoiceCounter counter(n, count.table, count.plan.middles, pair_kernels_for(InstructionSet::portable), {});
      const std::vector<RowChoice>& choices = count.plan.choices;
      std::vector<u128> fresh;
      for (const RowChoice& choice : choices) {
        HalvesScratch scratch;
        fresh.push_back(counter.count(choice, scratch));
      }
      HalvesScratch forward;
      std::set<std::pair<std::uint32_t, int>> groups; // (west rows, group)
      std::size_t joined = 0, needed = 0;
      for (std::size_t i = 0; i < choices.size(); ++i) {
        const BlockCount counted = counter.count(choices[i], forward, {});
        EXPECT_EQ(static_cast<std::uint64_t>(counted.solutions), static_cast<std::uint64_t>(fresh[i])) << n;
        joined += static_cast<std::size_t>(counted.groups_joined);
        const std::uint64_t choice_groups = counter.column_groups(choices[i]);
        needed += static_cast<std::size_t>(std::popcount(choice_groups));
        for (std::uint64_t g = choice_groups; g != 0; g &= g - 1)
          groups.insert({choices[i].west_rows, std::countr_zero(g)});
      }
      EXPECT_EQ(joined, groups.size()) << n;
      // Odd n, one placement per row of the middle column's queen: fewer joins
      // than the groups its choices read. Stored with the west half, every
      // choice has west rows of its own.
      if (n % 2 == 1 && !variant) {
        EXPECT_LT(joined, needed) << n;
      } else {
        EXPECT_EQ(joined, needed) << n;
      }
      HalvesScratch backward;
      for (std::size_t i = choices.size(); i-- > 0;)
        EXPECT_EQ(static_cast<std::uint64_t>(counter.count(choices[i], backward)), static_cast<std::uint64_t>(fresh[i]))
            << n;
    }
}

TEST(RowChoiceCounter, BuffersWithinLimitsCountEveryRowChoiceAlike) {
  // Stored halves in slices, large slices stored in pieces and inner
  // groups in blocks, down to slices smaller than a south group and pieces
  // of a few placements, count every row choice as the whole stored half
  // does, in blocks of shares too, and the buffers stay within their bound.
  for (const int n : {12, 13}) {
    const PlannedCount count(n);
    const std::uint64_t largest_row_set =
        *std::max_element(count.plan.placements_per_row_set.begin(), count.plan.placements_per_row_set.end());
    for (const InstructionSet isa : pair_test::supported_instruction_sets()) {
      const PairKernels& kernels = pair_kernels_for(isa);
      const RowChoiceCounter whole(n, count.table, count.plan.middles, kernels, {});
      HalvesScratch whole_scratch;
      std::vector<u128> expected;
      for (const RowChoice& choice : count.plan.choices) expected.push_back(whole.count(choice, whole_scratch));
      int sliced_choices = 0, pieced_choices = 0;
      for (const BufferLimits limits : {BufferLimits{5, 1}, BufferLimits{40, 3}, BufferLimits{600, 64},
                                        BufferLimits{40, 3, 2}, BufferLimits{600, 64, 25},
                                        BufferLimits{100000, 1024, 3}}) {
        const RowChoiceCounter counter(n, count.table, count.plan.middles, kernels, limits);
        HalvesScratch scratch;
        u128 total = 0;
        for (std::size_t i = 0; i < count.plan.choices.size(); ++i) {
          const BlockCount counted = counter.count(count.plan.choices[i], scratch, {});
          sliced_choices += counted.sliced;
          pieced_choices += !counted.sliced && counted.pieces > 1;
          EXPECT_EQ(static_cast<std::uint64_t>(counted.solutions), static_cast<std::uint64_t>(expected[i]))
              << instruction_set_name(isa) << ", n = " << n << ", slices of " << limits.slice_placements
              << ", pieces of " << limits.piece_placements << ", choice " << i;
          u128 blocks = 0;
          for (std::uint32_t block = 0; block < 3; ++block)
            blocks += counter.count(count.plan.choices[i], scratch, {block, 3}).solutions;
          EXPECT_EQ(static_cast<std::uint64_t>(blocks), static_cast<std::uint64_t>(expected[i]))
              << instruction_set_name(isa) << ", n = " << n << ", slices of " << limits.slice_placements
              << ", pieces of " << limits.piece_placements << ", choice " << i << " in blocks";
          total += counted.solutions;
        }
        EXPECT_EQ(static_cast<std::uint64_t>(total), test::total_solutions[n]) << n;
        EXPECT_LE(scratch.bytes(), most_buffer_bytes(n, limits, largest_row_set))
            << "n = " << n << ", slices of " << limits.slice_placements << ", pieces of "
            << limits.piece_placements;
      }
      EXPECT_GT(sliced_choices, 0) << "the case tests nothing: n = " << n;
      EXPECT_GT(pieced_choices, 0) << "the case tests nothing: n = " << n;
    }
  }
}

TEST(RowChoiceCounter, EachRowChoiceOfOddNCountsItsSolutionsTimesItsClass) {
  // For odd n a solution's middle queens and the rows of its west queens
  // name one row choice, if its middle placement is among those listed (the
  // middle column's queen, and the middle row's in one of its columns):
  // that choice counts such solutions times the class's size. At the centre
  // a choice also counts the solutions of its images upside down and with
  // the halves exchanged, under the smallest of those row sets. Where the
  // west half stores both middle queens, the one placement off the centre
  // names every representative (0 < -x < y), and its west rows include the
  // middle column queen's.
  for (const int n : {7, 9, 11})
    for (const bool stored : {false, true}) {
      const PlannedCount count(n, stored);
      const int mid = n / 2;
      std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint64_t> expected; // (middle, west rows) -> count
      for (const std::vector<int>& solution : all_solutions(n)) {
        int middle_column_row = 0;
        for (int r = 0; r < n; ++r)
          if (solution[r] == mid) middle_column_row = r;
        const Diagonals middle_column_queen{std::uint64_t{1} << (middle_column_row + mid),
                                            std::uint64_t{1} << (middle_column_row - mid + n - 1)};
        const int middle_row_column = solution[mid];
        const bool centre = middle_column_row == mid;
        for (std::uint32_t m = 0; m < count.plan.middles.size(); ++m) {
          const MiddleQueens& middle = count.plan.middles[m];
          std::uint32_t west_rows = 0;
          if (middle.middle_column_rows != 0) {
            const int x = middle_row_column - mid, y = middle_column_row - mid;
            if (centre || !(0 < -x && -x < y)) continue;
            west_rows = 1u << middle_column_row;
          } else {
            if (middle.diagonals.rising != middle_column_queen.rising ||
                middle.diagonals.falling != middle_column_queen.falling)
              continue;
            if (!centre && ((middle.middle_row_columns >> middle_row_column) & 1) == 0) continue;
          }
          for (int r = 0; r < n; ++r)
            if (((middle.free_rows >> r) & 1) != 0 && solution[r] < mid) west_rows |= 1u << r;
          if (centre) {
            const std::uint32_t east_rows = middle.free_rows & ~west_rows;
            west_rows = std::min({west_rows, reversed_rows(west_rows, n), east_rows, reversed_rows(east_rows, n)});
          }
          expected[{m, west_rows}] += middle.weight;
        }
      }
      ASSERT_FALSE(expected.empty());
      std::uint64_t choices_with_solutions = 0;
      for (const InstructionSet isa : pair_test::supported_instruction_sets()) {
        const RowChoiceCounter counter(n, count.table, count.plan.middles, pair_kernels_for(isa), {});
        HalvesScratch scratch;
        choices_with_solutions = 0;
        for (const RowChoice& choice : count.plan.choices) {
          const auto found = expected.find({choice.middle, choice.west_rows});
          const std::uint64_t solutions = found == expected.end() ? 0 : found->second;
          choices_with_solutions += solutions != 0;
          EXPECT_EQ(static_cast<std::uint64_t>(counter.count(choice, scratch)), solutions)
              << instruction_set_name(isa) << ", n = " << n << ", middle " << choice.middle << ", west rows "
              << choice.west_rows;
        }
      }
      EXPECT_EQ(choices_with_solutions, expected.size()) << "every solution's row choice is listed, n = " << n;
    }
}

} // namespace
TEST(RowChoiceCounter, EachRowChoiceOfEvenNCountsItsSolutionsTimesItsMirrors) {
  // Without the main-diagonal rule a listed choice counts exactly the
  // solutions whose west queens stand on its rows, times the row sets its
  // mirrors make of them (row_choice_weight: upside down, the halves
  // exchanged, both).
  for (const int n : {6, 8, 10}) {
    const PlannedCount count(n, /*main_diagonal_rule=*/false);
    std::map<std::uint32_t, std::uint64_t> expected; // west rows -> solutions
    for (const std::vector<int>& solution : all_solutions(n)) {
      std::uint32_t west_rows = 0;
      for (int r = 0; r < n; ++r)
        if (solution[r] < n / 2) west_rows |= 1u << r;
      ++expected[west_rows];
    }
    const MiddleQueens& middle = count.plan.middles.at(0);
    ASSERT_TRUE(middle.east_west_symmetric);
    int most_mirrors = 0;
    for (const InstructionSet isa : pair_test::supported_instruction_sets()) {
      const RowChoiceCounter counter(n, count.table, count.plan.middles, pair_kernels_for(isa), {});
      HalvesScratch scratch;
      for (const RowChoice& choice : count.plan.choices) {
        const auto found = expected.find(choice.west_rows);
        const int mirrors = row_choice_weight(n, middle, choice.west_rows);
        most_mirrors = std::max(most_mirrors, mirrors);
        const std::uint64_t solutions = found == expected.end() ? 0 : found->second * mirrors;
        EXPECT_EQ(static_cast<std::uint64_t>(counter.count(choice, scratch)), solutions)
            << instruction_set_name(isa) << ", n = " << n << ", west rows " << choice.west_rows;
      }
    }
    EXPECT_EQ(most_mirrors, 4) << "n = " << n;
  }
}

TEST(RowChoiceCounter, EachRowChoiceOfEvenNCountsItsSolutionsByTheMainDiagonalRules) {
  // For even n a solution's west rows name its row choice, or its image
  // upside down, which counts the same: a listed choice counts its own
  // solutions times its weight (1 or 2). The east half holds no queen on a
  // main diagonal (those are counted by the transposes), each west queen on
  // one doubles, and a solution off both counts off_main_diagonals_weight
  // times (0, 1 or 2: the half turn's rule).
  for (const int n : {6, 8, 10}) {
    const PlannedCount count(n, /*main_diagonal_rule=*/true);
    const int half = n / 2;
    std::map<std::uint32_t, std::uint64_t> expected; // west rows -> count
    for (const std::vector<int>& solution : all_solutions(n)) {
      std::uint32_t west_rows = 0;
      int west_on_main = 0;
      bool east_on_main = false;
      for (int r = 0; r < n; ++r) {
        const int c = solution[r];
        const bool on_main = r == c || r + c == n - 1;
        if (c < half) {
          west_rows |= 1u << r;
          west_on_main += on_main ? 1 : 0;
        } else {
          east_on_main = east_on_main || on_main;
        }
      }
      if (east_on_main) continue;
      expected[west_rows] += west_on_main == 0 ? off_main_diagonals_weight(n, west_rows) : 1u << west_on_main;
    }
    const MiddleQueens& middle = count.plan.middles.at(0);
    int weights_seen = 0; // bit w: some choice has off-main weight w
    for (const InstructionSet isa : pair_test::supported_instruction_sets()) {
      const RowChoiceCounter counter(n, count.table, count.plan.middles, pair_kernels_for(isa), {});
      HalvesScratch scratch;
      for (const RowChoice& choice : count.plan.choices) {
        const auto found = expected.find(choice.west_rows);
        const std::uint64_t solutions =
            found == expected.end() ? 0 : found->second * row_choice_weight(n, middle, choice.west_rows);
        weights_seen |= 1 << off_main_diagonals_weight(n, choice.west_rows);
        EXPECT_EQ(static_cast<std::uint64_t>(counter.count(choice, scratch)), solutions)
            << instruction_set_name(isa) << ", n = " << n << ", west rows " << choice.west_rows;
      }
    }
    EXPECT_EQ(weights_seen, 0b111) << "n = " << n;
  }
}

} // namespace nqueens::detail
