// The counting methods behind nqueens::count, one source file each. count.cpp
// validates the request and times the call; a method only counts.
#pragma once

#include "nqueens/nqueens.hpp"

namespace nqueens::detail {

/// What a method fills in of a CountResult: the counts and the split.
struct MethodResult {
  /// The tasks' sum, plus the nodes visited while splitting.
  TaskCounts counts;
  std::uint64_t tasks = 0;
  int prefix_depth = 0;
  /// The most memory the method held at once; 0 for methods that do not
  /// report it.
  std::uint64_t peak_memory_bytes = 0;
};

/// Mirror halving: mirror.cpp. `prefix_depth` is in 1..n.
MethodResult count_mirror(int n, int threads, int prefix_depth, TaskObserver* observer);

/// Meet in the middle over half boards: halves.cpp. Throws Error when its
/// tables would not fit in `memory_limit` bytes.
MethodResult count_halves(int n, int threads, std::uint64_t memory_limit, TaskObserver* observer);

} // namespace nqueens::detail
