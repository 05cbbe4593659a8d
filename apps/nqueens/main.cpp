// nqueens: the command-line front end of the counting engine.
#include "command_line.hpp"
#include "json_output.hpp"
#include "observer_list.hpp"
#include "progress_reporter.hpp"
#include "replaced_file.hpp"
#include "scaling.hpp"
#include "self_test.hpp"
#include "subcommands.hpp"

#include <nqueens/nqueens.hpp>

#include <cstdio>
#include <exception>
#include <optional>
#include <string_view>

namespace {

using namespace nqueens;

void print_count(const cli::CommandLine& command, const CountResult& result) {
  if (command.json) {
    std::printf("%s", cli::count_json(result).c_str());
    return;
  }
  // The parser allows --unique only with a method that fills these in.
  const bool all_counts = command.all_counts && result.unique.has_value();
  if (command.quiet) {
    std::printf("%s\n", to_string(result.solutions).c_str());
    if (all_counts)
      std::printf("%s\n%s\n%s\n", to_string(*result.unique).c_str(),
                  to_string(*result.quarter_turn_symmetric).c_str(), to_string(*result.half_turn_symmetric).c_str());
    if (command.time) std::printf("Seconds: %.3f\n", result.seconds);
    return;
  }
  std::printf("Board size: %d\n", result.n);
  std::printf("Method: %s\n", std::string(method_name(result.method)).c_str());
  if (!command.count.fixed_queens.empty()) {
    std::printf("Fixed queens:");
    for (const Square& queen : command.count.fixed_queens) std::printf(" %d:%d", queen.row + 1, queen.column + 1);
    std::printf("\n");
  }
  std::printf("Solutions: %s\n", to_string(result.solutions).c_str());
  if (all_counts) {
    std::printf("Unique solutions: %s\n", to_string(*result.unique).c_str());
    std::printf("Quarter-turn symmetric: %s\n", to_string(*result.quarter_turn_symmetric).c_str());
    std::printf("Half-turn symmetric: %s\n", to_string(*result.half_turn_symmetric).c_str());
  }
  std::printf("Nodes: %s\n", to_string(result.nodes).c_str());
  std::printf("Tasks: %llu (prefix depth %d)\n", static_cast<unsigned long long>(result.tasks),
              result.prefix_depth);
  std::printf("Threads: %d\n", result.threads);
  std::printf("Seconds: %.3f\n", result.seconds);
}

CountResult count_with_observers(const cli::CommandLine& command) {
  cli::ObserverList observers;
  // Erases its line when destroyed, before the result is printed.
  std::optional<cli::ProgressReporter> progress;
  if (command.status) observers.add(progress.emplace(stderr));
  CountOptions options = command.count;
  if (!observers.empty()) options.observer = &observers;
  return count(command.n, options);
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

int report_usage_error(const char* message) {
  std::fprintf(stderr, "nqueens: %s\nTry 'nqueens --help'\n", message);
  return 1;
}

/// Runs the subcommand named by argv[1], or else the count.
int run(int argc, char** argv) {
  const std::string_view first = argc > 1 ? argv[1] : "";
  if (first == "list") return cli::run_list_command(argc - 1, argv + 1);
  if (first == "verify") return cli::run_verify_command(argc - 1, argv + 1);
  if (first == "construct") return cli::run_construct_command(argc - 1, argv + 1);
  if (first == "reproduce") return cli::run_reproduce_command(argc - 1, argv + 1);

  const cli::CommandLine command = cli::parse_command_line(argc, argv);
  switch (command.mode) {
  case cli::Mode::help: std::printf("%s", command.help.c_str()); return 0;
  case cli::Mode::version: std::printf("nqueens %s\n", std::string(version()).c_str()); return 0;
  case cli::Mode::self_test: return cli::run_self_test(command.count);
  case cli::Mode::count:
    print_count(command, count_with_observers(command));
    cli::note_attacking_fixed_queens(command.count.fixed_queens);
    return 0;
  case cli::Mode::scaling: return measure_scaling(command);
  }
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const cli::UsageError& error) {
    return report_usage_error(error.what());
  } catch (const cli::RunError& error) {
    std::fprintf(stderr, "nqueens: %s\n", error.what());
    return 1;
  } catch (const Error& error) {
    return report_usage_error(error.what());
  } catch (const std::exception& error) {
    std::fprintf(stderr, "nqueens: %s\n", error.what());
    return 2;
  }
  return 0;
}
