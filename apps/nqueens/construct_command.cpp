// nqueens construct N: one solution of any size, written down directly.
#include "argument_parsing.hpp"
#include "solution_output.hpp"
#include "subcommands.hpp"

#include <nqueens/construction.hpp>

#include <cstdio>

namespace nqueens::cli {
namespace {

cxxopts::Options make_construct_options() {
  cxxopts::Options options("nqueens construct",
                           "Prints one solution of the n-queens problem for any N >= 4 (and N = 1), in O(N) time\n"
                           "and constant memory, by the explicit construction of Hoffman, Loessi and Moore (1969).");
  options.custom_help("N [OPTIONS]");
  options.positional_help("");
  options.add_options()
      ("f,format", "Output format: text, board or json", cxxopts::value<std::string>()->default_value("text"),
       "FORMAT")
      ("h,help", "Print this help");
  options.add_options("")("board_size", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"board_size"});
  return options;
}

} // namespace

int run_construct_command(int argc, const char* const* argv) {
  cxxopts::Options options = make_construct_options();
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);
  if (print_help_if_asked(options, parsed)) return 0;
  const SolutionFormat format = parse_solution_format(parsed["format"].as<std::string>());
  const auto n = static_cast<std::uint64_t>(single_board_size(parsed, "board_size"));
  if (n < 1 || n > max_constructed_board_size)
    throw UsageError("board size " + std::to_string(n) + " is out of range (1 to " +
                     std::to_string(max_constructed_board_size) + ")");
  if (!has_solution(n)) {
    std::fprintf(stderr, "nqueens: the %llu-queens problem has no solution (only n = 2 and 3 have none)\n",
                 static_cast<unsigned long long>(n));
    return 1;
  }
  SolutionWriter writer(format, stdout);
  writer.begin_solution(n);
  for (std::uint64_t row = 0; row < n; ++row) writer.add_column(constructed_column(n, row));
  writer.end_solution();
  writer.flush();
  return 0;
}

} // namespace nqueens::cli
