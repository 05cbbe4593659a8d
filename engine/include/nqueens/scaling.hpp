// Thread scaling: the same count at a ladder of thread counts, timed with
// repeats, as rows of speedup and parallel efficiency (`nqueens N --threads
// LO:HI`, and nqueens.scaling in Python).
//
//   nqueens::ScalingReport report = nqueens::measure_scaling(18, {.method = nqueens::Method::halves},
//                                                            nqueens::thread_ladder(1, 8, 8), 3);
//   report.rows[3].efficiency;  // 8 threads' speedup over 8
#pragma once

#include "nqueens/nqueens.hpp"

#include <functional>
#include <span>
#include <vector>

namespace nqueens {

/// The thread counts to measure from `low` to `high`: both ends, the powers
/// of two between them and the machine's `cores` if in range, rising, as in
/// oneTBB's examples.
std::vector<int> thread_ladder(int low, int high, int cores);

struct ScalingRow {
  int threads = 0;
  /// Median of the repeats.
  double seconds = 0;
  /// Against the ladder's first row: its seconds over this row's.
  double speedup = 0;
  /// Speedup over the ideal one, threads / first row's threads: 1 is perfect.
  double efficiency = 0;
  /// 0 for a method that counts no nodes (counts_nodes(), halves): then
  /// tasks_per_second is the rate to read.
  double nodes_per_second = 0;
  double tasks_per_second = 0;
  /// The count at this thread count (every repeat found the same).
  u128 solutions = 0;
};

struct ScalingReport {
  int n = 0;
  Method method = Method::mirror;
  int repeats = 0;
  /// Identical for every thread count.
  u128 nodes = 0;
  std::vector<ScalingRow> rows;
};

/// Runs one count of a measurement: count(n, options) by default, where
/// options.threads is the rung and `run` goes 1..repeats; a caller's own
/// adds what it watches a run with (a progress line, say).
using ScalingRun = std::function<CountResult(int n, const CountOptions& options, int run)>;

/// Counts n `repeats` times at each thread count of `ladder` (rising, as
/// thread_ladder makes it; other options from `options`, whose observer, if
/// any, watches every run) and reports the median times. Throws Error for an
/// empty ladder or repeats < 1, count()'s errors (Cancelled when the observer
/// stops a run), and InconsistentCount if two runs disagree: a broken engine.
/// Run time: repeats times the count's at each rung.
ScalingReport measure_scaling(int n, const CountOptions& options, std::span<const int> ladder, int repeats,
                              const ScalingRun& run_count = {});

} // namespace nqueens
