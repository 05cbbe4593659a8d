// nqueens: the command-line front end of the counting engine.
#include "command_line.hpp"
#include "self_test.hpp"

#include <nqueens/nqueens.hpp>

#include <cstdio>
#include <exception>

namespace {

using namespace nqueens;

void print_count(const cli::CommandLine& command, const CountResult& result) {
  if (command.quiet) {
    std::printf("%s\n", to_string(result.solutions).c_str());
    if (command.time) std::printf("Seconds: %.3f\n", result.seconds);
    return;
  }
  std::printf("Board size: %d\n", result.n);
  std::printf("Method: %s\n", std::string(method_name(result.method)).c_str());
  std::printf("Solutions: %s\n", to_string(result.solutions).c_str());
  if (result.nodes != 0) std::printf("Nodes: %s\n", to_string(result.nodes).c_str());
  std::printf("Tasks: %llu (prefix depth %d)\n", static_cast<unsigned long long>(result.tasks),
              result.prefix_depth);
  std::printf("Threads: %d\n", result.threads);
  if (result.peak_memory_bytes != 0)
    std::printf("Peak memory: %.1f MiB\n", static_cast<double>(result.peak_memory_bytes) / (1 << 20));
  std::printf("Seconds: %.3f\n", result.seconds);
}

int report_usage_error(const char* message) {
  std::fprintf(stderr, "nqueens: %s\nTry 'nqueens --help'\n", message);
  return 1;
}

} // namespace

int main(int argc, char** argv) {
  try {
    const cli::CommandLine command = cli::parse_command_line(argc, argv);
    switch (command.mode) {
    case cli::Mode::help: std::printf("%s", command.help.c_str()); return 0;
    case cli::Mode::version: std::printf("nqueens %s\n", std::string(version()).c_str()); return 0;
    case cli::Mode::self_test: return cli::run_self_test(command.count);
    case cli::Mode::count: print_count(command, count(command.n, command.count)); return 0;
    }
  } catch (const cli::UsageError& error) {
    return report_usage_error(error.what());
  } catch (const Error& error) {
    return report_usage_error(error.what());
  } catch (const std::exception& error) {
    std::fprintf(stderr, "nqueens: %s\n", error.what());
    return 2;
  }
  return 0;
}
