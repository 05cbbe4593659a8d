// The turn-fixed searches against the published A032522 and A033148 and
// against the symmetry method's own classification; the halves method's four
// counts, the unique one by Burnside's lemma, against A002562.
#include "oeis_values.hpp"
#include "turns/turn_fixed.hpp"

#include <nqueens/prepared_count.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace nqueens {
namespace {

using detail::Symmetry;

struct TurnCounts {
  std::uint64_t half_turn = 0;
  std::uint64_t quarter_turn = 0;
};

TurnCounts count_turns(int n) {
  TurnCounts counts;
  for (const detail::TurnTask& task : detail::split_turn_fixed(n))
    (task.turn == Symmetry::quarter_turn ? counts.quarter_turn : counts.half_turn) += detail::count_turn_fixed(n, task);
  return counts;
}

TEST(TurnFixed, MatchPublishedCounts) {
  for (int n = 1; n <= 20; ++n) {
    const TurnCounts counts = count_turns(n);
    EXPECT_EQ(counts.half_turn, test::half_turn_symmetric[n]) << "n = " << n;
    EXPECT_EQ(counts.quarter_turn, test::quarter_turn_symmetric[n]) << "n = " << n;
  }
}

TEST(TurnFixed, MatchTheSymmetryMethodsClassification) {
  // Every n the symmetry method counts within a fraction of a second.
  for (int n = 1; n <= 15; ++n) {
    const CountResult symmetry = count(n, {.threads = 2, .method = Method::symmetry});
    const TurnCounts counts = count_turns(n);
    EXPECT_EQ(counts.half_turn, symmetry.half_turn_symmetric) << "n = " << n;
    EXPECT_EQ(counts.quarter_turn, symmetry.quarter_turn_symmetric) << "n = " << n;
  }
}

TEST(TurnFixed, FewTasksMirrorHalvedAndDependingOnNAlone) {
  for (int n = 1; n <= max_board_size; ++n) {
    const std::vector<detail::TurnTask> tasks = detail::split_turn_fixed(n);
    EXPECT_LE(tasks.size(), static_cast<std::size_t>(std::max(n, 2))) << "n = " << n;
    EXPECT_EQ(tasks.size(), detail::split_turn_fixed(n).size());
    for (const detail::TurnTask& task : tasks) {
      EXPECT_TRUE(task.turn == Symmetry::half_turn || task.turn == Symmetry::quarter_turn);
      // Each stands for its mirror image too, but the lone queen of n = 1.
      EXPECT_EQ(task.weight, n == 1 ? 1u : 2u) << "n = " << n;
    }
  }
  EXPECT_TRUE(detail::split_turn_fixed(2).empty());
  EXPECT_TRUE(detail::split_turn_fixed(3).empty());
}

TEST(HalvesClasses, AllFourCountsMatchThePublishedOnes) {
  for (int n = 1; n <= 16; ++n) {
    const CountResult result = count(n, {.threads = 2, .method = Method::halves});
    const std::string where = "n = " + std::to_string(n);
    ASSERT_TRUE(result.unique && result.quarter_turn_symmetric && result.half_turn_symmetric) << where;
    EXPECT_EQ(result.solutions, test::total_solutions[n]) << where;
    EXPECT_EQ(*result.unique, test::unique_solutions[n]) << where;
    EXPECT_EQ(*result.quarter_turn_symmetric, test::quarter_turn_symmetric[n]) << where;
    EXPECT_EQ(*result.half_turn_symmetric, test::half_turn_symmetric[n]) << where;
    // The turn searches add no nodes: halves searches no tree.
    EXPECT_EQ(result.nodes, 0u) << where;
  }
}

TEST(HalvesClasses, TheTurnTasksFollowTheTotalsAndRunInAnyOrder) {
  const PreparedCount prepared(12, {.threads = 2, .method = Method::halves});
  const std::uint64_t tasks = prepared.plan().task_count;
  const std::uint64_t turn_tasks = detail::split_turn_fixed(12).size();
  ASSERT_GT(tasks, turn_tasks);
  std::vector<std::uint64_t> turns, totals;
  for (std::uint64_t task = 0; task < tasks; ++task) (task >= tasks - turn_tasks ? turns : totals).push_back(task);
  const TaskCounts turn_sum = prepared.run(turns);
  EXPECT_EQ(turn_sum.solutions, 0u);
  EXPECT_EQ(turn_sum.half_turn_symmetric, test::half_turn_symmetric[12]);
  EXPECT_EQ(turn_sum.quarter_turn_symmetric, test::quarter_turn_symmetric[12]);
  TaskCounts sum = prepared.base_counts();
  sum += turn_sum;
  sum += prepared.run(totals);
  EXPECT_EQ(sum.half_turn_symmetric, turn_sum.half_turn_symmetric);
  EXPECT_EQ(prepared.result(sum, 0).unique, test::unique_solutions[12]);
}

TEST(HalvesClasses, RefusesCountsThatContradictBurnside) {
  const PreparedCount prepared(10, {.threads = 1, .method = Method::halves});
  std::vector<std::uint64_t> all(prepared.plan().task_count);
  for (std::uint64_t task = 0; task < all.size(); ++task) all[task] = task;
  TaskCounts sum = prepared.base_counts();
  sum += prepared.run(all);
  EXPECT_EQ(prepared.result(sum, 0).unique, test::unique_solutions[10]);
  // More half-turn symmetric solutions than solutions, an average that is no
  // whole number, a unique count from a task (halves counts none), more
  // quarter-turn than half-turn symmetric solutions.
  for (const auto& change : {+[](TaskCounts& c) { c.half_turn_symmetric += c.solutions + 8; },
                             +[](TaskCounts& c) { c.solutions += 1; }, +[](TaskCounts& c) { c.unique += 1; },
                             +[](TaskCounts& c) { c.quarter_turn_symmetric += c.half_turn_symmetric + 4; }}) {
    TaskCounts wrong = sum;
    change(wrong);
    EXPECT_THROW(prepared.result(wrong, 0), InconsistentCount);
  }
}

} // namespace
} // namespace nqueens
