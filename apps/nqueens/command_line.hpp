// The nqueens command line, parsed into one request struct.
#pragma once

#include <nqueens/nqueens.hpp>

#include <stdexcept>
#include <string>

namespace nqueens::cli {

/// A mistake in the command line: reported with a hint to try --help.
class UsageError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

enum class Mode { count, self_test, help, version };

struct CommandLine {
  Mode mode = Mode::count;
  int n = 0;
  CountOptions count;
  /// Print only the bare number.
  bool quiet = false;
  /// Print "Seconds: ..." after a quiet result.
  bool time = false;
  /// --checkpoint FILE: keep finished tasks there and resume from it; empty
  /// when not given.
  std::string checkpoint;
  /// --double-check: count a second time by independent means and compare.
  bool double_check = false;
  /// The full --help text, kept for Mode::help.
  std::string help;
};

/// Parses argv; throws UsageError with a one-line message on any bad input.
CommandLine parse_command_line(int argc, const char* const* argv);

} // namespace nqueens::cli
