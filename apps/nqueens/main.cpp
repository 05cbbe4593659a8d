// nqueens: the command-line front end of the counting engine.
#include "command_line.hpp"
#include "count_report.hpp"
#include "json_output.hpp"
#include "replaced_file.hpp"
#include "run_count.hpp"
#include "scaling.hpp"
#include "self_test.hpp"
#include "subcommands.hpp"

#include <nqueens/checkpoint.hpp>
#include <nqueens/nqueens.hpp>

#include <cstdio>
#include <exception>
#include <optional>
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
  std::optional<cli::ReplacedFile> csv;
  if (!command.csv_path.empty()) csv.emplace(command.csv_path);
  const cli::ScalingReport report =
      cli::measure_scaling(command.n, command.count, command.thread_ladder, command.repeats, command.status);
  if (command.json)
    std::printf("%s", cli::scaling_json(report).c_str());
  else
    cli::print_scaling_table(report);
  if (csv) {
    cli::write_scaling_csv(report, csv->stream());
    csv->commit();
  }
  return 0;
}

constexpr std::string_view program = "nqueens";

constexpr std::string_view subcommands_help = "\nCommands (see 'nqueens COMMAND --help'):\n"
                                              "  nqueens list N               print the solutions\n"
                                              "  nqueens verify [FILE]        check solutions, one per line\n"
                                              "  nqueens construct N          print one solution of any size, at once\n"
                                              "  nqueens reproduce [--max N]  compare counts with the published values, n = 1..N\n";

/// Runs the subcommand named by argv[1], or else the count.
int run(int argc, char** argv) {
  const std::string_view first = argc > 1 ? argv[1] : "";
  if (first == "list") return cli::run_list_command(argc - 1, argv + 1);
  if (first == "verify") return cli::run_verify_command(argc - 1, argv + 1);
  if (first == "construct") return cli::run_construct_command(argc - 1, argv + 1);
  if (first == "reproduce") return cli::run_reproduce_command(argc - 1, argv + 1);

  const cli::CommandLine command = cli::parse_command_line(argc, argv, {.epilogue = subcommands_help});
  switch (command.mode) {
  case cli::Mode::help: std::printf("%s", command.help.c_str()); return 0;
  case cli::Mode::version: std::printf("nqueens %s\n", std::string(version()).c_str()); return 0;
  case cli::Mode::self_test: return cli::run_self_test([&](int n) { return count(n, command.count); });
  case cli::Mode::count: return cli::run_count(command, command_text(argc, argv));
  case cli::Mode::scaling: return measure_scaling(command);
  }
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const cli::UsageError& error) {
    return cli::report_usage_error(program, error.what());
  } catch (const CheckpointError& error) {
    // A file problem, not a mistake in the command: no hint to try --help.
    return cli::report_run_error(program, error.what());
  } catch (const cli::RunError& error) {
    return cli::report_run_error(program, error.what());
  } catch (const InstructionSetError& error) {
    // The machine's, not the command's: no hint to try --help.
    return cli::report_run_error(program, error.what());
  } catch (const Error& error) {
    return cli::report_usage_error(program, error.what());
  } catch (const std::exception& error) {
    return cli::report_internal_error(program, error.what());
  }
  return 0;
}
