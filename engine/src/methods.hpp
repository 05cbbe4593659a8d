// The counting methods behind nqueens::count, one source file each. count.cpp
// validates the request and times the call; a method only counts.
#pragma once

#include "nqueens/nqueens.hpp"

namespace nqueens::detail {

/// Throws Error unless min_board_size <= n <= max_board_size and
/// 0 <= threads <= max_thread_count (0: all cores): count.cpp.
void check_board_and_threads(int n, int threads);

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
/// The whole tree, no halving: mirror.cpp. `prefix_depth` is in 1..n.
MethodResult count_bitmask(int n, int threads, int prefix_depth, TaskObserver* observer);

/// The reference methods, one task per first-row column: brute.cpp,
/// permutation.cpp, backtrack.cpp, arrays.cpp.
MethodResult count_brute(int n, int threads, TaskObserver* observer);
MethodResult count_permutation(int n, int threads, TaskObserver* observer);
MethodResult count_backtrack(int n, int threads, TaskObserver* observer);
MethodResult count_arrays(int n, int threads, TaskObserver* observer);

} // namespace nqueens::detail
