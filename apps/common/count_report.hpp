// What nqueens and nqueens-mpi print: the result of a count, and errors as
// one line on stderr.
#pragma once

#include "command_line.hpp"

#include <nqueens/nqueens.hpp>

#include <optional>
#include <string_view>

namespace nqueens::cli {

/// Prints `result` as `command` asks: the bare number with --quiet (and the
/// seconds with --time), otherwise one `Key: value` line each in the order
/// docs/command-reference.md gives. `ranks`, for a distributed count, adds a
/// `Ranks:` line after `Threads:`.
void print_count(const CommandLine& command, const CountResult& result, std::optional<int> ranks = std::nullopt);

/// Prints `<program>: <message>` and `Try '<program> --help'` on stderr;
/// returns the exit status for bad input, 1.
int report_usage_error(std::string_view program, std::string_view message);

/// Prints `<program>: <message>` on stderr; returns the exit status for an
/// unexpected internal error, 2.
int report_internal_error(std::string_view program, std::string_view message);

} // namespace nqueens::cli
