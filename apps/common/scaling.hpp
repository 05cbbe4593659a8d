// nqueens N --threads LO:HI: the same count at a ladder of thread counts,
// timed with repeats, as a table of speedup and parallel efficiency.
#pragma once

#include <nqueens/scaling.hpp>

#include <ostream>
#include <span>

namespace nqueens::cli {

/// nqueens::measure_scaling with a progress line on stderr per run if
/// `status`.
ScalingReport measure_scaling(int n, const CountOptions& options, std::span<const int> ladder, int repeats,
                              bool status);

/// The table on stdout, one row per thread count.
void print_scaling_table(const ScalingReport& report);

/// The same data as CSV, a header row first (columns in docs/file-formats.md).
void write_scaling_csv(const ScalingReport& report, std::ostream& out);

} // namespace nqueens::cli
