// The turn-fixed searches against the published A032522 and A033148 and
// against the symmetry method's own classification.
#include "oeis_values.hpp"
#include "turns/turn_fixed.hpp"

#include <nqueens/nqueens.hpp>

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

} // namespace
} // namespace nqueens
