// The split of one count into independent tasks: every placement of the first
// `depth` rows that survives is a task prefix, completed by the kernel.
#pragma once

#include "kernel.hpp"

#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// Task sizes differ by orders of magnitude, so a thread needs many of them
/// for the dynamic scheduler to even out the finish; more only adds overhead.
inline constexpr std::size_t tasks_per_thread = 64;

struct TaskPrefix {
  /// Attacks on row `depth` after the prefix's queens.
  Board board;
  /// How many solutions each completion stands for: 2 for a first-row queen
  /// in the left half under mirror halving (its mirror image is not searched),
  /// 1 otherwise.
  std::uint32_t weight = 1;
};

struct PrefixSplit {
  int depth = 0;
  /// In a fixed order: a task's index is its identity across runs.
  std::vector<TaskPrefix> tasks;
  /// Positions visited while enumerating, the empty board included, so that
  /// these plus the tasks' completion nodes count the whole tree once,
  /// whatever the depth.
  std::uint64_t nodes = 0;
};

/// Enumerates the placements of rows 0..depth-1 (1 <= depth <= n). With
/// `mirror_halving`, the first row's queen is limited to the left half
/// (weight 2) and, for odd n, the middle column (weight 1): each solution with
/// the first queen in the right half is the mirror image of a counted one.
/// Run time: proportional to the positions visited, about n^depth / depth!.
PrefixSplit split_into_prefixes(int n, int depth, bool mirror_halving);

/// The smallest depth that gives at least `tasks_per_thread` tasks per
/// thread, so that a skewed tree still balances; n at most.
int choose_prefix_depth(int n, int threads, bool mirror_halving);

} // namespace nqueens::detail
