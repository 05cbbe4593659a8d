// nqueens list N: every solution, in lexicographic order, streamed.
#include "argument_parsing.hpp"
#include "solution_output.hpp"
#include "subcommands.hpp"

#include <nqueens/listing.hpp>

#include <cstdio>

namespace nqueens::cli {
namespace {

cxxopts::Options make_list_options() {
  cxxopts::Options options("nqueens list",
                           "Prints the solutions of the n-queens problem in lexicographic order, one per line:\n"
                           "the 1-based column of the queen in each row (2 4 1 3).");
  options.custom_help("N [OPTIONS]");
  options.positional_help("");
  options.add_options()
      ("f,format", "Output format: text, board or json", cxxopts::value<std::string>()->default_value("text"),
       "FORMAT")
      ("unique", "One solution per rotation/reflection class: the smallest of its eight images")
      ("limit", "Stop after K solutions", cxxopts::value<std::string>(), "K")
      ("fix", "Only the solutions with queens on these squares (1-based)",
       cxxopts::value<std::vector<std::string>>(), "ROW:COL,...")
      ("t,threads", "Worker threads (default: all cores); the order does not depend on them",
       cxxopts::value<std::string>(), "NUM")
      ("h,help", "Print this help");
  options.add_options("")("board_size", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"board_size"});
  return options;
}

} // namespace

int run_list_command(int argc, const char* const* argv) {
  cxxopts::Options options = make_list_options();
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);
  if (print_help_if_asked(options, parsed)) return 0;
  const SolutionFormat format = parse_solution_format(parsed["format"].as<std::string>());
  ListOptions list;
  list.unique = flag(parsed, "unique");
  if (parsed.count("limit")) {
    list.limit = static_cast<std::uint64_t>(parse_positive_int(parsed["limit"].as<std::string>(), "limit"));
    if (list.limit == 0) throw UsageError("limit must be at least 1");
  }
  if (parsed.count("threads")) list.threads = parse_thread_count(parsed["threads"].as<std::string>());
  if (parsed.count("fix")) list.fixed_queens = parse_fixed_queens(parsed);
  if (list.unique && !list.fixed_queens.empty()) throw UsageError("--unique cannot be combined with --fix");
  const int n = single_board_size(parsed, "board_size");

  SolutionWriter writer(format, stdout);
  const std::uint64_t listed = list_solutions(n, list, [&](const SolutionBatch& batch) {
    for (std::size_t i = 0; i < batch.size(); ++i) {
      writer.begin_solution(static_cast<std::uint64_t>(n));
      for (const std::uint8_t column : batch[i]) writer.add_column(column);
      writer.end_solution();
    }
  });
  writer.flush();
  note_attacking_fixed_queens("nqueens", list.fixed_queens);
  // An empty listing is not a silent one: n = 2 and 3 have no solution.
  if (listed == 0 && list.fixed_queens.empty())
    std::fprintf(stderr, "nqueens: note: the %d-queens problem has no solution\n", n);
  return 0;
}

} // namespace nqueens::cli
