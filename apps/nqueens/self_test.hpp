// nqueens --test: the engine against the published counts.
#pragma once

#include <nqueens/nqueens.hpp>

namespace nqueens::cli {

/// Counts n = 1..15 with `options`, prints one line per n and the time taken,
/// and returns the exit status: 0 when every count matches OEIS A000170 and,
/// for a method that computes them, the unique counts match A002562.
int run_self_test(const CountOptions& options);

} // namespace nqueens::cli
