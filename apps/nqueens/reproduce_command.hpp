// nqueens reproduce: the engine's counts against the published tables, the
// way to confirm a machine and a build.
#pragma once

namespace nqueens::cli {

/// Runs `nqueens reproduce [--max N] [-t NUM] [-m NAME]`; argv[0] is
/// "reproduce". Counts n = 1..N and prints one row per n: the count, OEIS
/// A000170, the unique count (when the method computes it) and A002562, OK or
/// FAIL, seconds. Stops at the first mismatch. Returns the exit status: 0
/// when every count matched, 1 on a mismatch. Throws UsageError on bad options.
int run_reproduce_command(int argc, const char* const* argv);

} // namespace nqueens::cli
