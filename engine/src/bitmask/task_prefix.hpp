// The split of one count into independent tasks: every placement of the first
// `depth` rows that survives is a task prefix, completed by the kernel.
#pragma once

#include "core/split_depth.hpp"
#include "kernel.hpp"

#include <cstdint>
#include <vector>

namespace nqueens::detail {

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

/// Mirror halving: each solution with its first queen in the right half is
/// the mirror image of one with it in the left half. Calls
/// visit(first_row_squares, weight) for the parts of the first row a split
/// enumerates: the whole row with weight 1; or, with `mirror_halving`, the
/// left half with weight 2 and, for odd n, the middle column with weight 1.
template <class Visit>
void for_each_first_row_part(int n, bool mirror_halving, const Visit& visit) {
  if (!mirror_halving) {
    visit(full_row(n), 1u);
    return;
  }
  visit(full_row(n / 2), 2u);
  if (n % 2 == 1) visit(std::uint32_t{1} << (n / 2), 1u);
}

/// Enumerates the placements of rows 0..depth-1 (1 <= depth <= n), with the
/// first row's parts and weights of for_each_first_row_part. Run time:
/// proportional to the positions visited, about n^depth / depth!. Throws
/// Error past `limit`'s tasks.
PrefixSplit split_into_prefixes(int n, int depth, bool mirror_halving, const TaskListLimit& limit = {});

/// split_into_prefixes at the depth choose_split (core/split_depth.hpp)
/// picks for `threads`.
PrefixSplit choose_prefix_split(int n, int threads, bool mirror_halving);

} // namespace nqueens::detail
