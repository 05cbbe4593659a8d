#include "count_report.hpp"

#include <cstdio>
#include <string>

namespace nqueens::cli {

void print_count(const CommandLine& command, const CountResult& result, std::optional<int> ranks) {
  if (command.quiet) {
    std::printf("%s\n", to_string(result.solutions).c_str());
    if (command.time) std::printf("Seconds: %.3f\n", result.seconds);
    return;
  }
  std::printf("Board size: %d\n", result.n);
  std::printf("Method: %s\n", std::string(method_name(result.method)).c_str());
  std::printf("Solutions: %s\n", to_string(result.solutions).c_str());
  std::printf("Nodes: %s\n", to_string(result.nodes).c_str());
  std::printf("Tasks: %llu (prefix depth %d)\n", static_cast<unsigned long long>(result.tasks),
              result.prefix_depth);
  std::printf("Threads: %d\n", result.threads);
  if (ranks) std::printf("Ranks: %d\n", *ranks);
  std::printf("Seconds: %.3f\n", result.seconds);
}

int report_usage_error(std::string_view program, std::string_view message) {
  std::fprintf(stderr, "%.*s: %.*s\nTry '%.*s --help'\n", static_cast<int>(program.size()), program.data(),
               static_cast<int>(message.size()), message.data(), static_cast<int>(program.size()), program.data());
  return 1;
}

int report_internal_error(std::string_view program, std::string_view message) {
  std::fprintf(stderr, "%.*s: %.*s\n", static_cast<int>(program.size()), program.data(),
               static_cast<int>(message.size()), message.data());
  return 2;
}

} // namespace nqueens::cli
