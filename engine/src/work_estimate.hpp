// Estimates of how much work a task is, before running it: what progress
// reports weigh tasks by, since subtrees differ in size by orders of magnitude.
#pragma once

#include "kernel.hpp"
#include "task_prefix.hpp"

#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// Knuth's estimator of the nodes below `board` (next free row `row`, n x n
/// board): random paths down the tree, each scoring the running product of
/// the branching factors it met, averaged over `probes` paths. Unbiased; each
/// path costs at most n - row steps. Deterministic for a given `seed`.
double estimate_completion_nodes(int n, int row, Board board, std::uint64_t seed, int probes);

/// estimate_completion_nodes for every task of `split`, seeded by task index.
/// Run time: about probes x (n - depth) steps per task, well under 1% of the
/// count itself at the depths choose_prefix_depth picks.
std::vector<double> estimate_task_work(int n, const PrefixSplit& split);

} // namespace nqueens::detail
