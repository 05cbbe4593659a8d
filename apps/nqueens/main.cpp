// nqueens: the command-line front end of the counting engine.
#include "command_line.hpp"
#include "count_report.hpp"
#include "interruption.hpp"
#include "json_output.hpp"
#include "output_file.hpp"
#include "run_count.hpp"
#include "scaling.hpp"
#include "self_test.hpp"
#include "subcommands.hpp"

#include <nqueens/checkpoint.hpp>
#include <nqueens/estimate.hpp>
#include <nqueens/nqueens.hpp>
#include <nqueens/parts.hpp>

#include <cctype>
#include <csignal>
#include <cstdio>
#include <exception>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>

namespace {

using namespace nqueens;

/// The command as typed, quoted for a POSIX shell where needed: what the
/// interruption message tells the user to run again.
std::string command_text(int argc, char** argv) {
  std::string text;
  for (int i = 0; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool plain = !arg.empty() && arg.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                                             "0123456789-_./=:,+@%") == std::string::npos;
    std::string quoted = "'";
    for (const char c : arg) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    text += (i == 0 ? "" : " ") + (plain ? arg : quoted + "'");
  }
  return text;
}

int measure_scaling(const cli::CommandLine& command) {
  std::optional<cli::OutputFile> csv;
  if (!command.csv_path.empty()) csv.emplace(command.csv_path);
  cli::Interruption interruption;
  CountOptions options = command.count;
  options.observer = &interruption;
  std::optional<ScalingReport> report;
  try {
    report = cli::measure_scaling(command.n, options, command.thread_ladder, command.repeats, command.status);
  } catch (const Cancelled&) {
    std::fprintf(stderr, "nqueens: interrupted; the thread-scaling table is not printed%s\n",
                 csv ? " and the CSV file not written" : "");
    return interruption.exit_status();
  }
  if (command.json)
    std::printf("%s", cli::scaling_json(*report).c_str());
  else
    cli::print_scaling_table(*report);
  if (csv) {
    std::ostringstream text;
    cli::write_scaling_csv(*report, text);
    csv->write(text.str());
  }
  return 0;
}

constexpr std::string_view program = "nqueens";

constexpr std::string_view subcommands_help = "\nCommands (see 'nqueens COMMAND --help'):\n"
                                              "  nqueens list N               print the solutions\n"
                                              "  nqueens verify [FILE]        check solutions, one per line\n"
                                              "  nqueens construct N          print one solution of any size, at once\n"
                                              "  nqueens reproduce [--max N]  compare counts with the published values, n = 1..N\n"
                                              "  nqueens merge FILE...        add up the part files of 'nqueens N --part K/M'\n";

using Subcommand = int (*)(int argc, const char* const* argv);

struct NamedSubcommand {
  std::string_view name;
  Subcommand run;
};

constexpr NamedSubcommand subcommands[] = {{"list", cli::run_list_command},
                                           {"verify", cli::run_verify_command},
                                           {"construct", cli::run_construct_command},
                                           {"reproduce", cli::run_reproduce_command},
                                           {"merge", cli::run_merge_command}};

/// The subcommand called `name`, if any.
const NamedSubcommand* subcommand_named(std::string_view name) {
  for (const NamedSubcommand& subcommand : subcommands)
    if (subcommand.name == name) return &subcommand;
  return nullptr;
}

/// The subcommand named by argv[1], if any.
const NamedSubcommand* subcommand_of(int argc, char** argv) { return argc > 1 ? subcommand_named(argv[1]) : nullptr; }

constexpr std::string_view command_names = "list, verify, construct, reproduce, merge";

/// "nqueens help" is --help, and "nqueens help COMMAND" is COMMAND --help.
int run_help_word(int argc, char** argv) {
  if (argc > 3) throw cli::UsageError("help takes at most one command name (" + std::string(command_names) + ")");
  if (argc == 3) {
    const NamedSubcommand* subcommand = subcommand_named(argv[2]);
    if (subcommand == nullptr)
      throw cli::UsageError("help: unknown command '" + std::string(argv[2]) + "' (commands: " +
                            std::string(command_names) + ")");
    const char* const help_argv[] = {argv[2], "--help"};
    return subcommand->run(2, help_argv);
  }
  const char* const help_argv[] = {argv[0], "--help"};
  const cli::CommandLine command = cli::parse_command_line(2, help_argv, {.epilogue = subcommands_help});
  std::printf("%s", command.help.c_str());
  return 0;
}

/// Runs the subcommand named by argv[1], or else the count. A first word
/// starting with a letter is a mistyped command, not a bad board size
/// ("12abc" is the latter).
int run(int argc, char** argv) {
  cli::check_argument_vector(argc, argv);
  if (const NamedSubcommand* subcommand = subcommand_of(argc, argv)) return subcommand->run(argc - 1, argv + 1);
  const std::string_view first = argc > 1 ? argv[1] : "";
  if (first == "help") return run_help_word(argc, argv);
  if (!first.empty() && std::isalpha(static_cast<unsigned char>(first[0])))
    throw cli::UsageError("unknown command '" + std::string(first) + "' (commands: " + std::string(command_names) +
                          "; or a board size N to count)");

  const cli::CommandLine command = cli::parse_command_line(argc, argv, {.epilogue = subcommands_help});
  cli::report_method_note(program, command.method_note);
  switch (command.mode) {
  case cli::Mode::help: std::printf("%s", command.help.c_str()); return 0;
  case cli::Mode::version: std::printf("nqueens %s\n", std::string(version()).c_str()); return 0;
  case cli::Mode::self_test: return cli::run_self_test(command.count, [&](int n) { return count(n, command.count); });
  case cli::Mode::count: return cli::run_count(command, command_text(argc, argv));
  case cli::Mode::scaling: return measure_scaling(command);
  case cli::Mode::estimate:
    if (command.part)
      cli::print_part_estimate(command, estimate_part(command.n, command.count, *command.part, command.estimate));
    else
      cli::print_estimate(command, estimate_count(command.n, command.count, command.estimate));
    cli::note_attacking_fixed_queens(program, command.count.fixed_queens);
    return 0;
  }
  return 0;
}

/// Whose --help a usage error points to: the subcommand's, or nqueens'.
std::string help_command(int argc, char** argv) {
  const NamedSubcommand* subcommand = subcommand_of(argc, argv);
  return std::string(program) + (subcommand ? " " + std::string(subcommand->name) : "");
}

/// run() with every error turned into one line and an exit status.
int run_reporting_errors(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const cli::UsageError& error) {
    return cli::report_usage_error(program, error.what(), help_command(argc, argv));
  } catch (const InconsistentCount& error) {
    return cli::report_internal_error(program, error.what());
  } catch (const CheckpointError& error) {
    // A file problem, not a mistake in the command: no hint to try --help.
    return cli::report_run_error(program, error.what());
  } catch (const cli::RunError& error) {
    return cli::report_run_error(program, error.what());
  } catch (const InstructionSetError& error) {
    // The machine's, not the command's: no hint to try --help.
    return cli::report_run_error(program, error.what());
  } catch (const Error& error) {
    return cli::report_usage_error(program, error.what(), help_command(argc, argv));
  } catch (const std::exception& error) {
    return cli::report_internal_error(program, error.what());
  }
}

} // namespace

int main(int argc, char** argv) {
  // A file size limit (ulimit -f) then fails the write, which is reported,
  // instead of killing the process with a half-written file.
  std::signal(SIGXFSZ, SIG_IGN);
  return cli::finish_standard_output(program, run_reporting_errors(argc, argv));
}
