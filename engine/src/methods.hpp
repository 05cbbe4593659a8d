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
  /// True when counts.unique and the symmetric counts are computed.
  bool classified_by_symmetry = false;
};

/// Mirror halving: mirror.cpp. `prefix_depth` is in 1..n.
MethodResult count_mirror(int n, int threads, int prefix_depth, TaskObserver* observer);

/// Full 8-fold symmetry: symmetry.cpp. `prefix_depth` is in 1..n.
MethodResult count_symmetry(int n, int threads, int prefix_depth, TaskObserver* observer);

} // namespace nqueens::detail
