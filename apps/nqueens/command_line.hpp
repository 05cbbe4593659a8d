// The nqueens command line, parsed into one request struct.
#pragma once

#include <nqueens/nqueens.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace nqueens::cli {

/// A mistake in the command line: reported with a hint to try --help.
class UsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// A request that cannot be carried out, such as an output file that cannot
/// be written: reported in one line, without the hint to try --help.
class RunError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

enum class Mode { count, scaling, self_test, help, version };

struct CommandLine {
  Mode mode = Mode::count;
  int n = 0;
  CountOptions count;
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
  /// Mode::scaling (--threads LO:HI): the thread counts to measure, rising.
  std::vector<int> thread_ladder;
  /// Mode::scaling: runs per thread count, of which the median time counts.
  int repeats = 3;
  /// Mode::scaling: also write the table as CSV to this file (--csv).
  std::string csv_path;
  /// The full --help text, kept for Mode::help.
  std::string help;
};

/// Reads a whole decimal number, digits only: "12abc", "1e3", "+3" and "-1"
/// are refused rather than read as a prefix or wrapped. Throws UsageError
/// naming `what` ("board size").
int parse_positive_int(const std::string& text, const std::string& what);

/// A thread count, 1 to max_thread_count; throws UsageError otherwise.
int parse_thread_count(const std::string& text);

/// cxxopts quotes names with typographic quotes; plain ones read better in a
/// terminal and in scripts that grep for the message.
std::string plain_quotes(std::string message);

/// Parses argv; throws UsageError with a one-line message on any bad input.
CommandLine parse_command_line(int argc, const char* const* argv);

} // namespace nqueens::cli
