// How deep a count is split when the caller leaves the depth to the engine:
// one rule for every method that splits at a chosen depth (mirror, bitmask,
// fixed queens, symmetry).
#pragma once

#include <cstddef>

namespace nqueens::detail {

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
