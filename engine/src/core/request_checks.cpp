#include "request_checks.hpp"

#include "method_table.hpp"

#include <string>

namespace nqueens::detail {
namespace {

/// The methods that count with fixed queens, for the refusal message.
std::string fixed_queen_methods() {
  std::string names;
  for (const MethodEntry& entry : method_table())
    if (entry.description.fixed_queens) names += (names.empty() ? "" : " or ") + std::string(entry.description.name);
  return names;
}

} // namespace

void check_board_and_threads(int n, int threads) {
  if (n < min_board_size || n > max_board_size)
    throw Error("board size " + std::to_string(n) + " is out of range (" + std::to_string(min_board_size) +
                " to " + std::to_string(max_board_size) + ")");
  if (threads < 0 || threads > max_thread_count)
    throw Error("thread count " + std::to_string(threads) + " is out of range (1 to " +
                std::to_string(max_thread_count) + ", or 0 for all cores)");
}

void check_count_request(int n, const CountOptions& options) {
  check_board_and_threads(n, options.threads);
  if (options.prefix_depth < 0 || options.prefix_depth > n)
    throw Error("prefix depth " + std::to_string(options.prefix_depth) + " is out of range (1 to n = " +
                std::to_string(n) + ", or 0 to choose)");
  const MethodDescription& method = describe(options.method);
  if (n > method.max_n)
    throw Error("method " + std::string(method.name) + " would run for hours at n = " + std::to_string(n) +
                " (it accepts n <= " + std::to_string(method.max_n) + "); use mirror or bitmask");
  if (!options.fixed_queens.empty()) {
    if (!method.fixed_queens)
      throw Error("method " + std::string(method.name) + " cannot count with fixed queens; use " +
                  fixed_queen_methods());
    check_fixed_queens(n, options.fixed_queens);
  }
}

} // namespace nqueens::detail
