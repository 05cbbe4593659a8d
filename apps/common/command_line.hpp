// The command line of nqueens and nqueens-mpi, parsed into one request struct.
#pragma once

#include "argument_parsing.hpp"

#include <nqueens/estimate.hpp>
#include <nqueens/nqueens.hpp>
#include <nqueens/parts.hpp>

#include <optional>

#include <string>
#include <string_view>
#include <vector>

namespace nqueens::cli {

/// estimate: --estimate, the count's plan (estimate.hpp) instead of the count.
enum class Mode { count, scaling, self_test, help, version, estimate };

struct CommandLine {
  Mode mode = Mode::count;
  int n = 0;
  CountOptions count;
  /// Why the default method was passed over (MethodChoice::fallback), said
  /// once before the count (report_method_note); empty where it was not.
  std::string method_note;
  /// Print only the bare number.
  bool quiet = false;
  /// Print "Seconds: ..." after a quiet result.
  bool time = false;
  /// Print the unique and symmetric counts too (--unique, --all-counts).
  bool all_counts = false;
  /// Print one JSON object instead of text.
  bool json = false;
  /// Show progress on stderr while counting: --status, --no-status, or by
  /// default whether stderr is a terminal.
  bool status = false;
  /// Mode::estimate: how long to time its sample (--sample-seconds) and the
  /// seed that draws it (--seed).
  EstimateOptions estimate;
  /// Mode::scaling (--threads LO:HI): the thread counts to measure, rising.
  std::vector<int> thread_ladder;
  /// Mode::scaling: runs per thread count, of which the median time counts.
  int repeats = 3;
  /// Mode::scaling: also write the table as CSV to this file (--csv).
  std::string csv_path;
  /// --output FILE: the count's result goes there, whole, instead of to
  /// stdout; empty when not given.
  std::string output_path;
  /// --checkpoint FILE: keep finished tasks there and resume from it; empty
  /// when not given. With --part, the part file (--part-file, or its
  /// default_part_file_name).
  std::string checkpoint;
  /// --part K/M: count only that part of the count (count_part).
  std::optional<CountPart> part;
  /// --double-check: count a second time by independent means and compare.
  bool double_check = false;
  /// The full --help text, kept for Mode::help.
  std::string help;
};

/// What the --help text says about the program itself.
struct ProgramHelp {
  std::string_view program = "nqueens";
  std::string_view description = "Counts the solutions of the n-queens problem.";
  /// After the options, before the exit statuses: the subcommands, say.
  std::string_view epilogue;
  /// Whether a thread range measures thread scaling (nqueens); where not
  /// (nqueens-mpi), its options are refused and not in the help.
  bool thread_scaling = true;
  /// Whether a count can be cut into parts run as jobs of their own
  /// (nqueens); where not (nqueens-mpi, whose ranks share one count), its
  /// options are refused and not in the help.
  bool parts = true;
};

/// Reads --quiet, --time, --json and --unique (or --all-counts) into
/// `command`: the output options of a count and of merge. Throws UsageError
/// for --json with --quiet, and --time without --quiet.
void parse_output_flags(const cxxopts::ParseResult& parsed, CommandLine& command);

/// The part file of `part` of the count of n when --part-file names none:
/// "nqueens-N-part-K-of-M.txt", in the working folder.
std::string default_part_file_name(int n, CountPart part);

/// Parses argv; throws UsageError with a one-line message on any bad input.
CommandLine parse_command_line(int argc, const char* const* argv, const ProgramHelp& about = {});

} // namespace nqueens::cli
