// The subcommands of nqueens, one file each; main.cpp dispatches on argv[1].
// Each takes the arguments after the subcommand's name (argv[0] is the name)
// and returns the exit status; bad input throws UsageError or Error.
#pragma once

namespace nqueens::cli {

/// nqueens list N: list_command.cpp.
int run_list_command(int argc, const char* const* argv);
/// nqueens verify [FILE]: verify_command.cpp.
int run_verify_command(int argc, const char* const* argv);
/// nqueens construct N: construct_command.cpp.
int run_construct_command(int argc, const char* const* argv);
/// nqueens reproduce [--max N]: reproduce_command.cpp. Counts n = 1..N and
/// prints one row per n: the count, OEIS A000170, the unique count (when the
/// method computes it) and A002562, OK or FAIL, seconds. Stops at the first
/// mismatch: 0 when every count matched, 1 on a mismatch.
int run_reproduce_command(int argc, const char* const* argv);
/// nqueens merge FILE...: merge_command.cpp. Prints the count that the part
/// files of `nqueens N --part K/M` add up to (merge_part_files), as the
/// count prints it: 0, 1 when the parts do not make up one whole count, 2
/// when the total contradicts the published value.
int run_merge_command(int argc, const char* const* argv);

} // namespace nqueens::cli
