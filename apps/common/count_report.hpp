// What nqueens and nqueens-mpi print: the result of a count, and errors as
// one line on stderr.
#pragma once

#include "command_line.hpp"
#include "output_file.hpp"

#include <nqueens/estimate.hpp>
#include <nqueens/nqueens.hpp>
#include <nqueens/parts.hpp>

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace nqueens::cli {

/// Prints `result` as `command` asks: one JSON object with --json; the bare
/// number with --quiet (the four counts with --unique, and the seconds with
/// --time); otherwise one `Key: value` line each in the order
/// docs/command-reference.md gives. `check` is the --double-check count that
/// agreed, whose time is added. `ranks`, for a distributed count, adds a
/// `Ranks:` line after `Threads:` (a `ranks` key in JSON). The text goes to
/// stdout, or with --output whole into `output` (opened before the count);
/// throws RunError when that write fails.
void print_count(const CommandLine& command, const CountResult& result, const std::optional<CountResult>& check,
                 std::optional<int> ranks = std::nullopt, const OutputFile* output = nullptr);

/// Prints what --part counted, one `Key: value` line each as
/// docs/command-reference.md gives them: the part, its tasks and solutions,
/// and its part file (command.checkpoint).
void print_part(const CommandLine& command, const PartResult& part);

/// Prints a count's plan (--estimate): estimate_json with --json, otherwise
/// `Key: value` lines as docs/command-reference.md gives them. For a
/// distributed count `all` is the job's and `per_rank` each rank's, one
/// `Rank R:` line apiece.
void print_estimate(const CommandLine& command, const CountEstimate& all, std::span<const CountEstimate> per_rank = {});

/// Prints one part's plan (--part with --estimate): part_estimate_json with
/// --json, otherwise `Key: value` lines as docs/command-reference.md gives
/// them, the part's lines in place of `Tasks`.
void print_part_estimate(const CommandLine& command, const PartEstimate& part);

/// What the tasks of a count are: "prefix depth 3", or the method's own
/// words where its split is no prefix of rows ("row choices").
std::string split_text(Method method, int depth);

/// Prints `<program>: <message>` and `Try '<help_command> --help'` on stderr
/// (the program itself when empty, else a subcommand: "nqueens list");
/// returns the exit status for bad input, 1.
int report_usage_error(std::string_view program, std::string_view message, std::string_view help_command = "");

/// Prints `<program>: <message>` on stderr; returns the exit status for a
/// request that cannot be carried out (a bad checkpoint file, say), 1.
int report_run_error(std::string_view program, std::string_view message);

/// Prints `<program>: note: <note>` on stderr, where the note is not empty:
/// why the count uses another method than the fastest for its n.
void report_method_note(std::string_view program, std::string_view note);

/// Prints `<program>: INTERNAL ERROR: <message>` on stderr; returns the exit
/// status for an unexpected internal error, 2.
int report_internal_error(std::string_view program, std::string_view message);

/// Says loudly on stderr that a count is wrong (`message` says how), naming
/// `resumed_checkpoint`, when not empty, as the likely cause (its records
/// were taken on trust); returns the exit status of an internal error, 2.
int report_wrong_count(std::string_view program, std::string_view message, std::string_view resumed_checkpoint);

/// For a plain count (`fixed_queens` false) of a board size with published
/// values (OEIS A000170, and A002562, A033148 and A032522 when the method
/// computes them): when the result differs from them, reports the first
/// that differs with report_wrong_count and returns 2; otherwise returns 0
/// and prints nothing.
int check_against_published(std::string_view program, const CountResult& result, bool fixed_queens,
                            std::string_view resumed_checkpoint);

/// Flushes stdout and returns `status`; when that is 0 but anything written
/// to stdout was lost (a full disk, a closed pipe), says so in one line and
/// returns 1.
int finish_standard_output(std::string_view program, int status);

/// Says on stderr that --double-check found `first` and `second` to differ,
/// and in what; returns the exit status for it, 3.
int report_disagreement(std::string_view program, const CountResult& first, const CountResult& second);

} // namespace nqueens::cli
