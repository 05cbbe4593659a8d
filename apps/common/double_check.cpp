#include "double_check.hpp"

#include "count_report.hpp"

#include <optional>

namespace nqueens::cli {
namespace {

void compare(std::vector<std::string>& lines, const char* what, u128 first, u128 second) {
  if (first != second) lines.push_back(std::string(what) + ": " + to_string(first) + " against " + to_string(second));
}

void compare(std::vector<std::string>& lines, const char* what, const std::optional<u128>& first,
             const std::optional<u128>& second) {
  if (first && second) compare(lines, what, *first, *second);
}

} // namespace

CountOptions independent_options(const CountResult& first, const CountOptions& first_options) {
  CountOptions second = first_options;
  second.observer = nullptr;
  // The first other method that takes the same request: a fast one (the
  // table lists them first), and one that honours fixed queens if any.
  for (const Method method : all_methods())
    if (method != first.method && first.n <= max_board_size_of(method) &&
        (first_options.fixed_queens.empty() || supports_fixed_queens(method))) {
      second.method = method;
      break;
    }
  if (second.method != first.method) {
    second.prefix_depth = 0;
  } else if (first.n > 1) {
    second.prefix_depth = first.prefix_depth < first.n ? first.prefix_depth + 1 : first.prefix_depth - 1;
  }
  // One thread fewer (two after one): a different interleaving. One more
  // would oversubscribe the cores when the first count used them all.
  second.threads = first.threads > 1 ? first.threads - 1 : 2;
  return second;
}

std::vector<std::string> disagreements(const CountResult& first, const CountResult& second) {
  std::vector<std::string> lines;
  compare(lines, "solutions", first.solutions, second.solutions);
  compare(lines, "unique solutions", first.unique, second.unique);
  compare(lines, "quarter-turn symmetric", first.quarter_turn_symmetric, second.quarter_turn_symmetric);
  compare(lines, "half-turn symmetric", first.half_turn_symmetric, second.half_turn_symmetric);
  // The node count is the same for every split of one method's tree.
  if (first.method == second.method) compare(lines, "nodes", first.nodes, second.nodes);
  return lines;
}

std::string describe_computation(const CountResult& result) {
  return std::string(method_name(result.method)) + ", " + split_text(result.method, result.prefix_depth) + ", " +
         std::to_string(result.threads) + (result.threads == 1 ? " thread" : " threads");
}

} // namespace nqueens::cli
