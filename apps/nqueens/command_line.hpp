// The nqueens command line, parsed into one request struct.
#pragma once

#include "argument_parsing.hpp"

#include <nqueens/nqueens.hpp>

#include <string>

namespace nqueens::cli {

enum class Mode { count, self_test, help, version };

struct CommandLine {
  Mode mode = Mode::count;
  int n = 0;
  CountOptions count;
  /// Print only the bare number.
  bool quiet = false;
  /// Print "Seconds: ..." after a quiet result.
  bool time = false;
  /// The full --help text, kept for Mode::help.
  std::string help;
};

/// Parses argv; throws UsageError with a one-line message on any bad input.
CommandLine parse_command_line(int argc, const char* const* argv);

} // namespace nqueens::cli
