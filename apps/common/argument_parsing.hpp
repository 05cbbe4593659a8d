// Pieces of option parsing shared by the count and the subcommands.
#pragma once

#include <nqueens/nqueens.hpp>

#include <cxxopts.hpp>

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

/// Reads a whole decimal number, digits only: "12abc", "1e3", "+3" and "-1"
/// are refused rather than read as a prefix or wrapped. `what` names the
/// value in the message ("board size '1e3' is not a positive integer").
int parse_positive_int(const std::string& text, const std::string& what);

/// A thread count, 1 to max_thread_count; throws UsageError otherwise.
int parse_thread_count(const std::string& text);

/// Parses argv with `options`, turning cxxopts' errors into UsageError.
cxxopts::ParseResult parse_arguments(cxxopts::Options& options, int argc, const char* const* argv);

/// For the subcommands: prints the help of `options` to stdout and returns
/// true when --help was given, so that the caller exits with status 0.
bool print_help_if_asked(const cxxopts::Options& options, const cxxopts::ParseResult& parsed);

/// The one board size among the positional arguments stored under `key`.
int single_board_size(const cxxopts::ParseResult& parsed, const std::string& key);

/// Parses --fix values, each "ROW:COL" with 1-based numbers (cxxopts has
/// already split "1:2,3:4" at the commas), into 0-based squares. The engine
/// checks them against the board.
std::vector<Square> parse_fixed_queens(const std::vector<std::string>& values);

/// Writes "nqueens: note: ..." to stderr when two fixed queens attack each
/// other, so that a count or a listing of nothing is not a surprise.
void note_attacking_fixed_queens(const std::vector<Square>& fixed);

} // namespace nqueens::cli
