// nqueens N --threads LO:HI: the same count at a ladder of thread counts,
// timed with repeats, as a table of speedup and parallel efficiency.
#pragma once

#include <nqueens/nqueens.hpp>

#include <ostream>
#include <span>
#include <string>
#include <vector>

namespace nqueens::cli {

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
  /// tasks_per_second is the rate shown.
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

/// Counts n `repeats` times at each thread count of `ladder` (other options
/// from `options`, whose observer, if any, watches every run), with a
/// progress line on stderr per run if `status`. Throws RunError if two runs
/// disagree on the count: a broken engine; Cancelled when the observer
/// stops a run.
ScalingReport measure_scaling(int n, const CountOptions& options, std::span<const int> ladder, int repeats,
                              bool status);

/// The table on stdout, one row per thread count.
void print_scaling_table(const ScalingReport& report);

/// The same data as CSV, a header row first (columns in docs/file-formats.md).
void write_scaling_csv(const ScalingReport& report, std::ostream& out);

} // namespace nqueens::cli
