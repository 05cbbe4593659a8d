// The halves method's memory budget against what it plans for: the row
// choices listed, the table's placements counted row set by row set, the
// table held whole or in parts, and the smallest limit its refusal names.
#include "core/methods.hpp"
#include "halves/pairs/buffer_limits.hpp"
#include "halves/plan/memory_budget.hpp"
#include "halves/table/quadrant.hpp"
#include "halves/table/quadrant_table.hpp"
#include "halves/table/row_set_placements.hpp"
#include "nqueens/nqueens.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace nqueens::detail {
namespace {

constexpr std::uint64_t plenty = std::uint64_t{1} << 32;

TEST(MemoryBudget, AnAmpleLimitHoldsTheWholeTableOfEveryRowSet) {
  for (const int n : {8, 11, 14}) {
    const std::optional<HalvesPlan> plan = halves_plan_within(n, plenty, 2);
    ASSERT_TRUE(plan) << n;
    const std::vector<RowChoice> listed = row_choices(n, plan->middles);
    ASSERT_EQ(plan->choices.size(), listed.size()) << n;
    for (std::size_t i = 0; i < listed.size(); ++i)
      ASSERT_TRUE(plan->choices[i].west_rows == listed[i].west_rows && plan->choices[i].middle == listed[i].middle)
          << "n = " << n << ", choice " << i;
    // Each row set's placements as the table builds them one by one.
    const Quadrant quadrant = north_west_quadrant(n);
    ASSERT_EQ(plan->placements_per_row_set.size(), std::size_t{1} << quadrant.size);
    std::uint64_t table_bytes = 0;
    for (std::uint32_t rows = 0; rows < plan->placements_per_row_set.size(); ++rows) {
      const RowSetPlacements built(quadrant, rows);
      std::uint64_t placements = 0;
      for (std::uint32_t columns = 0; columns < (1u << quadrant.size); ++columns) placements += built.with(columns).size();
      EXPECT_EQ(plan->placements_per_row_set[rows], placements) << "n = " << n << ", rows " << rows;
      table_bytes += built.bytes();
    }
    // Held whole, in one block: at least what the row sets take one by one.
    EXPECT_EQ(plan->table_capacity, QuadrantTable::whole_bytes(quadrant.size, plan->placements_per_row_set)) << n;
    EXPECT_GE(plan->table_capacity, table_bytes) << n;
    QuadrantTable table(quadrant, plan->placements_per_row_set, plan->table_capacity);
    table.build_whole(1);
    EXPECT_TRUE(table.holds_all()) << n;
  }
}

/// The limit a refusal asks for ("give a limit of 123 KiB"), in bytes.
std::uint64_t asked_limit(const std::string& refusal) {
  const std::string asks = "give a limit of ";
  const std::size_t at = refusal.find(asks);
  if (at == std::string::npos) return 0;
  std::istringstream size(refusal.substr(at + asks.size()));
  std::uint64_t number = 0;
  std::string unit;
  if (!(size >> number >> unit) || (unit != "KiB" && unit != "MiB")) return 0;
  return number << (unit == "KiB" ? 10 : 20);
}

/// The refusal of a plan for n within 1 KiB, which names a limit.
std::string refusal_within_a_kib(int n) {
  try {
    checked_halves_plan(n, 1024, 1);
  } catch (const Error& error) {
    return error.what();
  }
  return {};
}

TEST(MemoryBudget, TheRefusalNamesTheSmallestLimitThatWorks) {
  for (const int n : {12, 15, 16}) {
    const std::string refusal = refusal_within_a_kib(n);
    const std::uint64_t limit = asked_limit(refusal);
    ASSERT_GT(limit, 1024u) << "n = " << n << ": " << refusal;
    // The limit asked for, rounded up to the unit it is given in (a KiB
    // below a MiB, else a MiB), works; a unit less does not.
    const std::optional<HalvesPlan> plan = halves_plan_within(n, limit, 1);
    ASSERT_TRUE(plan) << "n = " << n << ", " << limit;
    const std::uint64_t unit = limit > (std::uint64_t{1} << 20) ? std::uint64_t{1} << 20 : 1024;
    EXPECT_FALSE(halves_plan_within(n, limit - unit, 1)) << "n = " << n << ", " << limit;
    // The table's room, within the limit, holds the row sets of every row
    // choice.
    EXPECT_LE(plan->table_capacity, limit) << n;
    const std::vector<std::uint64_t> row_set_bytes =
        QuadrantTable::row_set_bytes(n / 2, plan->placements_per_row_set);
    for (const RowChoice& choice : plan->choices)
      ASSERT_LE(QuadrantTable::lease_bytes(table_row_sets(n, choice, plan->middles[choice.middle]).used(), row_set_bytes),
                plan->table_capacity)
          << "n = " << n;
  }
}

TEST(MemoryBudget, TheTableAndEveryWorkersBuffersFitTheLimit) {
  // From the smallest limit that works to an ample one, on 1 and 3
  // workers: the row choices, the table's capacity and each worker's most
  // buffers (most_buffer_bytes of the plan's limits) add up to at most the
  // limit.
  for (const int n : {12, 15, 16})
    for (const int threads : {1, 3}) {
      std::uint64_t smallest = 0;
      try {
        checked_halves_plan(n, 1024, threads);
      } catch (const Error& error) {
        smallest = asked_limit(error.what());
      }
      ASSERT_GT(smallest, 1024u) << n;
      for (std::uint64_t limit = smallest; limit <= 64 * smallest; limit += limit / 4) {
        const std::optional<HalvesPlan> plan = halves_plan_within(n, limit, threads);
        ASSERT_TRUE(plan) << "n = " << n << ", limit " << limit;
        const std::uint64_t largest_row_set =
            *std::max_element(plan->placements_per_row_set.begin(), plan->placements_per_row_set.end());
        const std::uint64_t held = plan->choices.size() * sizeof(RowChoice) + QuadrantTable::fixed_bytes(n / 2);
        const std::uint64_t buffers =
            static_cast<std::uint64_t>(threads) * most_buffer_bytes(n, plan->buffer_limits, largest_row_set);
        EXPECT_LE(held + plan->table_capacity + buffers, limit) << "n = " << n << ", limit " << limit;
      }
    }
}

TEST(MemoryBudget, TheRowChoiceBoundsHoldTheRowChoices) {
  // The least count leaves out every mirror image, at most three per listed
  // choice; the most leaves out none.
  for (int n = 4; n <= 17; ++n)
    for (const bool variant : {false, true}) {
      // Even n by the main-diagonal rule or not, odd n with the middle
      // column's queen stored west or not.
      const std::vector<MiddleQueens> middles = middle_placements(n, n % 2 == 0 && variant, n % 2 == 1 && variant);
      const std::uint64_t listed = row_choices(n, middles).size();
      EXPECT_LE(least_row_choices(middles), listed) << n;
      EXPECT_LE(listed, 4 * least_row_choices(middles)) << n;
      EXPECT_LE(listed, most_row_choices(middles)) << n;
      EXPECT_LE(most_row_choices(middles), 4 * listed) << n;
    }
}

TEST(MemoryBudget, TheMethodIsRefusedExactlyWhenNoPlanFits) {
  // The refusal answers from upper bounds where they fit, without listing
  // the row choices: limits from half the smallest that works to 16 times
  // it, and one ample, each answered as the plan itself would.
  for (const int n : {12, 15, 16}) {
    const std::string refusal = refusal_within_a_kib(n);
    const std::uint64_t smallest = asked_limit(refusal);
    ASSERT_GT(smallest, 1024u) << "n = " << n << ": " << refusal;
    std::vector<std::uint64_t> limits{smallest - 1024, plenty};
    for (std::uint64_t limit = smallest / 2; limit <= 16 * smallest; limit += limit / 8) limits.push_back(limit);
    for (const std::uint64_t limit : limits) {
      CountOptions request;
      request.threads = 1;
      request.memory_limit_bytes = limit;
      EXPECT_EQ(halves_refusal(n, request).empty(), halves_plan_within(n, limit, 1).has_value())
          << "n = " << n << ", limit " << limit;
    }
  }
}

TEST(MemoryBudget, BoardsPastTheLargestPlannedAreRefusedBeforeAnyCounting) {
  // Counting n = 29's quadrant would take half a minute: the refusal names
  // the largest board and comes at once, however ample the limit.
  for (const int n : {max_planned_board + 1, max_board_size}) {
    EXPECT_FALSE(halves_plan_within(n, plenty, 2)) << n;
    CountOptions request;
    request.memory_limit_bytes = plenty;
    const std::string refusal = halves_refusal(n, request);
    EXPECT_NE(refusal.find("up to n = " + std::to_string(max_planned_board)), std::string::npos) << refusal;
  }
}

} // namespace
} // namespace nqueens::detail
