// nqueens: the command-line front end of the counting engine.
#include "command_line.hpp"
#include "count_report.hpp"
#include "self_test.hpp"

#include <nqueens/nqueens.hpp>

#include <cstdio>
#include <exception>

int main(int argc, char** argv) {
  using namespace nqueens;
  constexpr std::string_view program = "nqueens";
  try {
    const cli::CommandLine command = cli::parse_command_line(argc, argv, program);
    switch (command.mode) {
    case cli::Mode::help: std::printf("%s", command.help.c_str()); return 0;
    case cli::Mode::version: std::printf("nqueens %s\n", std::string(version()).c_str()); return 0;
    case cli::Mode::self_test: return cli::run_self_test([&](int n) { return count(n, command.count); });
    case cli::Mode::count: cli::print_count(command, count(command.n, command.count)); return 0;
    }
  } catch (const cli::UsageError& error) {
    return cli::report_usage_error(program, error.what());
  } catch (const Error& error) {
    return cli::report_usage_error(program, error.what());
  } catch (const std::exception& error) {
    return cli::report_internal_error(program, error.what());
  }
  return 0;
}
