// The symmetry method's split: one border placement per orbit, orbits that
// cover every placement once, and the free rows the kernel fills.
#include "symmetry/border_split.hpp"
#include "core/sample_coverage.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>
#include <vector>

namespace nqueens::detail {
namespace {

using Queens = std::vector<Square>;

bool attack(Square a, Square b) {
  return a.row == b.row || a.column == b.column || std::abs(a.row - b.row) == std::abs(a.column - b.column);
}

// Every set of pairwise non-attacking border squares holding exactly one
// queen on each border line, found as subsets of the border squares.
std::set<Queens> all_border_placements(int n) {
  std::vector<Square> border;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      if (r == 0 || r == n - 1 || c == 0 || c == n - 1) border.push_back({r, c});
  std::set<Queens> placements;
  const auto extend = [&](auto& self, std::size_t from, Queens& chosen) -> void {
    const auto on = [&](auto line) { return std::count_if(chosen.begin(), chosen.end(), line); };
    if (on([](Square q) { return q.row == 0; }) == 1 && on([&](Square q) { return q.row == n - 1; }) == 1 &&
        on([](Square q) { return q.column == 0; }) == 1 && on([&](Square q) { return q.column == n - 1; }) == 1)
      placements.insert(chosen);
    if (chosen.size() == 4) return;
    for (std::size_t i = from; i < border.size(); ++i) {
      if (std::any_of(chosen.begin(), chosen.end(), [&](Square q) { return attack(q, border[i]); })) continue;
      chosen.push_back(border[i]);
      self(self, i + 1, chosen);
      chosen.pop_back();
    }
  };
  Queens chosen;
  extend(extend, 0, chosen);
  return placements;
}

TEST(BorderSplit, OrbitsCoverEveryPlacementOnce) {
  for (int n : {1, 2, 4, 5, 8, 9}) {
    std::set<Queens> covered;
    std::size_t orbit_sum = 0;
    for (const BorderPlacement& placement : canonical_border_placements(n)) {
      EXPECT_NE(placement.stabilizer & bit(Symmetry::identity), 0);
      orbit_sum += static_cast<std::size_t>(placement.orbit_size());
      for (const Symmetry symmetry : all_symmetries) {
        Queens image;
        for (int i = 0; i < placement.queen_count; ++i) image.push_back(transform(symmetry, n, placement.queens[i]));
        std::sort(image.begin(), image.end());
        covered.insert(image);
      }
    }
    const std::set<Queens> expected = all_border_placements(n);
    EXPECT_EQ(covered, expected) << "n = " << n;
    EXPECT_EQ(orbit_sum, expected.size()) << "n = " << n << ": orbits overlap";
  }
}

TEST(BorderSplit, BorderBoardLeavesTheSquaresNoBorderQueenAttacks) {
  const int n = 9;
  for (const BorderPlacement& placement : canonical_border_placements(n)) {
    const PartialBoard board = border_board(n, placement);
    const Queens queens(placement.queens.begin(), placement.queens.begin() + placement.queen_count);
    for (int r = 0; r < n; ++r) {
      const bool has_queen = std::any_of(queens.begin(), queens.end(), [&](Square q) { return q.row == r; });
      EXPECT_EQ((board.rows_left >> r & 1) == 0, has_queen) << "row " << r;
      if (has_queen) continue;
      const std::uint32_t free = full_row(n) & free_squares(r, board.columns, board.rising, board.falling);
      for (int c = 0; c < n; ++c) {
        const bool attacked = std::any_of(queens.begin(), queens.end(), [&](Square q) { return attack(q, {r, c}); });
        EXPECT_EQ((free >> c & 1) == 0, attacked) << "square " << r << ", " << c;
      }
    }
  }
}

TEST(BorderSplit, DeeperSplitsKeepEveryBorder) {
  const SymmetrySplit shallow = split_by_border(12, 1);
  const SymmetrySplit deep = split_by_border(12, 4);
  EXPECT_EQ(shallow.tasks.size(), shallow.borders.size());
  EXPECT_GT(deep.tasks.size(), shallow.tasks.size());
  EXPECT_GT(deep.nodes, shallow.nodes);
  for (int threads : {1, 2, 16}) EXPECT_GE(split_by_border(12, choose_border_split(12, threads).depth).tasks.size(), 64u * threads);
}

TEST(BorderSplit, TheBoardsBelowATaskAddUpToItsCompletions) {
  // The estimate's subtasks of a symmetry task: the boards some more queens
  // below it make, whose completions and the queens placed on the way are
  // the task's completions and nodes.
  const int n = 12;
  const RowTieBreaks ties(n);
  const SymmetrySplit split = split_by_border(n, 2);
  for (std::size_t i = 0; i < split.tasks.size(); i += 7) {
    const PartialBoard& board = split.tasks[i].board;
    const Completions whole = count_interior_completions(ties, board);
    for (const int queens : {1, 3, 6, 12}) {
      Completions sum;
      std::uint64_t boards = 0;
      const std::uint64_t placed = for_each_descendant(ties, board, queens, [&](const PartialBoard& below) {
        const Completions done = count_interior_completions(ties, below);
        sum.solutions += done.solutions;
        sum.nodes += done.nodes;
        ++boards;
        return true;
      });
      sum.nodes += placed;
      EXPECT_EQ(sum.solutions, whole.solutions) << "task " << i << ", " << queens << " queens";
      EXPECT_EQ(sum.nodes, whole.nodes) << "task " << i << ", " << queens << " queens";
      if (boards < 3) continue;
      std::uint64_t visited = 0;
      for_each_descendant(ties, board, queens, [&](const PartialBoard&) { return ++visited < 3; });
      EXPECT_EQ(visited, 3u) << "a visit that returns false stops the walk";
    }
  }
}

TEST(BorderSplit, RandomBranchesBelowATaskEstimateItsCompletionsWithoutBias) {
  // The estimate's subtasks from n = 26 on count one random branch below
  // their board, weighted: over many branches the weighted completions and
  // nodes centre on the task's, and their error bars cover them as often as
  // they claim. Three queens deep below border tasks of n = 15, 32 branches
  // a projection, 200 projections.
  const int n = 15;
  const int queens = 3;
  const int branches = 32;
  const int projections = 200;
  const RowTieBreaks ties(n);
  const SymmetrySplit split = split_by_border(n, 1);
  for (const std::size_t task : {std::size_t{0}, split.tasks.size() / 3, split.tasks.size() * 2 / 3}) {
    const PartialBoard& board = split.tasks[task].board;
    const Completions whole = count_interior_completions(ties, board);
    std::vector<WorkProjection> solutions, nodes;
    for (int projection = 0; projection < projections; ++projection) {
      std::vector<double> solution_values, node_values;
      for (int b = 0; b < branches; ++b) {
        const RandomDescendant branch =
            random_descendant(ties, board, queens, static_cast<std::uint64_t>(projection * branches + b));
        EXPECT_LE(std::popcount(board.rows_left) - std::popcount(branch.board.rows_left), queens);
        const Completions done = count_interior_completions(ties, branch.board);
        solution_values.push_back(static_cast<double>(branch.weight * done.solutions));
        node_values.push_back(static_cast<double>(branch.nodes_on_the_way + branch.weight * done.nodes));
      }
      const auto mean_and_variance = [](const std::vector<double>& values) {
        const double size = static_cast<double>(values.size());
        const double mean = std::accumulate(values.begin(), values.end(), 0.0) / size;
        double squares = 0;
        for (const double value : values) squares += (value - mean) * (value - mean);
        return WorkProjection{.total_seconds = mean,
                              .variance = squares / (size - 1) / size,
                              .degrees_of_freedom = 0,
                              .task_seconds = {}};
      };
      solutions.push_back(mean_and_variance(solution_values));
      nodes.push_back(mean_and_variance(node_values));
    }
    expect_unbiased(static_cast<double>(whole.solutions), projections, 0.05, 0.85, 0.995,
                    [&](std::uint64_t seed) { return solutions[seed]; });
    expect_unbiased(static_cast<double>(whole.nodes), projections, 0.05, 0.85, 0.995,
                    [&](std::uint64_t seed) { return nodes[seed]; });
  }
}

TEST(BorderSplit, ADepthThatListsMoreTasksThanTheLimitIsRefused) {
  const std::uint64_t tasks = split_by_border(12, 4).tasks.size();
  EXPECT_EQ(split_by_border(12, 4, {tasks}).tasks.size(), tasks);
  try {
    split_by_border(12, 4, {tasks - 1});
    ADD_FAILURE() << "a split past its limit was listed";
  } catch (const Error& error) {
    EXPECT_EQ(std::string(error.what()), "prefix depth 4 splits n = 12 into more than " + std::to_string(tasks - 1) +
                                             " tasks, more than the memory limit holds (--memory); choose a smaller "
                                             "depth, or leave it out for the default");
  }
}

} // namespace
} // namespace nqueens::detail
