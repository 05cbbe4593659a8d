// Work estimates of the bitmask methods' tasks, for progress reports: Knuth's
// estimator (core/work_estimate.hpp) along the rows the kernel fills.
#pragma once

#include "kernel.hpp"
#include "task_prefix.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// estimate_search_nodes for the plain kernel: the nodes below `board`, whose
/// next free row is `row`, on an n x n board.
double estimate_completion_nodes(int n, int row, Board board, std::uint64_t seed, int probes);

/// estimate_completion_nodes for `tasks` of `split` (task indices), seeded by
/// task index, by task index (the others 0). Run time: about probes x
/// (n - depth) steps per task, well under 1% of the count itself at the
/// depths choose_prefix_split picks.
std::vector<double> estimate_task_work(int n, const PrefixSplit& split, std::span<const std::uint64_t> tasks);

} // namespace nqueens::detail
