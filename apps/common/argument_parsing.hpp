// Pieces of option parsing shared by the count and the subcommands.
#pragma once

#include <nqueens/nqueens.hpp>

#include <cxxopts.hpp>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
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

/// A sample's seed (--seed): a whole number, 0 to 2^64 - 1, digits only as
/// parse_positive_int reads them; throws UsageError otherwise.
std::uint64_t parse_seed(const std::string& text);

/// A thread count, 1 to max_thread_count; throws UsageError otherwise.
int parse_thread_count(const std::string& text);

/// The exit statuses, as every --help ends: the one table of them (the man
/// page is made from --help; docs/command-reference.md copies it).
inline constexpr std::string_view exit_status_help =
    "\nExit status:\n"
    "  0    success\n"
    "  1    bad input, a file that cannot be read or written, or a failed check\n"
    "       (--test, reproduce, verify)\n"
    "  2    internal error: a count that contradicts itself or the published value\n"
    "  3    --double-check: the two counts disagree\n"
    "  130  stopped by Ctrl-C (SIGINT); 143 stopped by SIGTERM\n";

/// The longest argument accepted, in bytes: a path's limit (PATH_MAX). The
/// option parser's regular expressions recurse once per character and
/// overflow the stack some ten times further on.
inline constexpr std::size_t max_argument_bytes = 4096;

/// Throws UsageError naming the first argument after argv[0] that is longer
/// than max_argument_bytes or not valid UTF-8: checked before any parser
/// sees the arguments.
void check_argument_vector(int argc, const char* const* argv);

/// Parses argv with `options`, turning cxxopts' errors into UsageError in the
/// program's own words ("unknown option '--bogus'"), after
/// check_argument_vector.
cxxopts::ParseResult parse_arguments(cxxopts::Options& options, int argc, const char* const* argv);

/// Whether the flag `name` is on: given, and not as --name=false (or =0).
bool flag(const cxxopts::ParseResult& parsed, const std::string& name);

/// For the subcommands: prints the help of `options` and the exit statuses
/// to stdout and returns true when --help was given, so that the caller exits
/// with status 0.
bool print_help_if_asked(const cxxopts::Options& options, const cxxopts::ParseResult& parsed);

/// The one board size among the positional arguments stored under `key`.
int single_board_size(const cxxopts::ParseResult& parsed, const std::string& key);

/// Parses the --fix options as typed, each a list "ROW:COL,..." of 1-based
/// numbers, into 0-based squares; refuses an empty entry and a square given
/// twice. The engine checks them against the board.
std::vector<Square> parse_fixed_queens(const cxxopts::ParseResult& parsed);

/// Writes "<program>: note: ..." to stderr when two fixed queens attack each
/// other, so that a count or a listing of nothing is not a surprise.
void note_attacking_fixed_queens(std::string_view program, const std::vector<Square>& fixed);

} // namespace nqueens::cli
