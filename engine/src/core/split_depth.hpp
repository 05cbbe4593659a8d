// How deep a count is split when the caller leaves the depth to the engine,
// and how many tasks a split may list: one rule for every method that splits
// at a chosen depth (mirror, bitmask, fixed queens, symmetry).
#pragma once

#include "nqueens/nqueens.hpp"

#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>

namespace nqueens::detail {

/// The most tasks a split may list, from the memory limit: a depth asked for
/// by hand can list billions (n = 26 at symmetry depth 5 grew past 16 GB).
/// check() throws Error, naming the depth, once the list reaches the limit,
/// before it outgrows the memory.
struct TaskListLimit {
  std::uint64_t max_tasks = std::numeric_limits<std::uint64_t>::max();

  /// As many tasks of `task_bytes` as `memory_limit` holds twice over (a
  /// growing list is copied whole), with a work estimate (8 bytes) each.
  static TaskListLimit within(std::uint64_t memory_limit, std::size_t task_bytes) {
    return {memory_limit / (2 * task_bytes + sizeof(double))};
  }

  void check(std::uint64_t tasks, int n, int depth) const {
    if (tasks < max_tasks) return;
    throw Error("prefix depth " + std::to_string(depth) + " splits n = " + std::to_string(n) + " into more than " +
                std::to_string(max_tasks) + " tasks, more than the memory limit holds (--memory); choose a "
                "smaller depth, or leave it out for the default");
  }
};

/// Task sizes differ by orders of magnitude, so a thread needs many of them
/// for the dynamic scheduler to even out the finish; more only adds overhead.
inline constexpr std::size_t tasks_per_thread = 64;

/// The split at the smallest depth 1..n that gives at least tasks_per_thread
/// tasks to each of `threads`, so that a skewed tree still balances (depth n
/// when none does). split_at(depth) enumerates the split at one depth and
/// returns it (anything with a `tasks` vector); each candidate depth is
/// enumerated once and the chosen split is returned as it is, not enumerated
/// again. Run time: the enumerations up to the chosen depth, each several
/// times smaller than the next.
template <class SplitAt>
auto choose_split(int n, int threads, const SplitAt& split_at) {
  const std::size_t wanted = tasks_per_thread * static_cast<std::size_t>(threads);
  for (int depth = 1;; ++depth) {
    auto split = split_at(depth);
    if (depth >= n || split.tasks.size() >= wanted) return split;
  }
}

} // namespace nqueens::detail
