// nqueens::count on a PreparedCount, the method table and the request's checks.
#include "methods.hpp"
#include "nqueens/nqueens.hpp"
#include "nqueens/prepared_count.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <numeric>
#include <string>
#include <vector>

#include <unistd.h>

namespace nqueens {
namespace {

struct MethodEntry {
  Method method;
  std::string_view name;
  /// Beyond this n the method would run for hours: count() refuses.
  int max_n = max_board_size;
  /// Whether the method counts with fixed queens (fixed_queens.cpp).
  bool fixed_queens = false;
};

// Limits, measured on two cores (docs/algorithms.md): brute takes about a
// minute at n = 10 and each row multiplies that by about 30; each row
// multiplies the others' time by about 7, which takes backtrack and
// permutation past an hour at n = 18 and arrays at n = 19.
constexpr std::array method_table{
    MethodEntry{Method::symmetry, "symmetry"},
    MethodEntry{Method::halves, "halves"},
    MethodEntry{Method::mirror, "mirror", max_board_size, true},
    MethodEntry{Method::bitmask, "bitmask", max_board_size, true},
    MethodEntry{Method::brute, "brute", 10},
    MethodEntry{Method::permutation, "permutation", 17},
    MethodEntry{Method::backtrack, "backtrack", 17},
    MethodEntry{Method::arrays, "arrays", 18},
};

const MethodEntry& entry_of(Method method) {
  for (const MethodEntry& entry : method_table)
    if (entry.method == method) return entry;
  throw Error("unknown method");
}

/// The methods that count with fixed queens, for the refusal message.
std::string fixed_queen_methods() {
  std::string names;
  for (const MethodEntry& entry : method_table)
    if (entry.fixed_queens) names += (names.empty() ? "" : " or ") + std::string(entry.name);
  return names;
}

constexpr auto method_list = [] {
  std::array<Method, method_table.size()> methods{};
  for (std::size_t i = 0; i < methods.size(); ++i) methods[i] = method_table[i].method;
  return methods;
}();

} // namespace

void detail::check_count_request(int n, const CountOptions& options) {
  detail::check_board_and_threads(n, options.threads);
  if (options.prefix_depth < 0 || options.prefix_depth > n)
    throw Error("prefix depth " + std::to_string(options.prefix_depth) + " is out of range (1 to n = " +
                std::to_string(n) + ", or 0 to choose)");
  const MethodEntry& method = entry_of(options.method);
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

void detail::check_board_and_threads(int n, int threads) {
  if (n < min_board_size || n > max_board_size)
    throw Error("board size " + std::to_string(n) + " is out of range (" + std::to_string(min_board_size) +
                " to " + std::to_string(max_board_size) + ")");
  if (threads < 0 || threads > max_thread_count)
    throw Error("thread count " + std::to_string(threads) + " is out of range (1 to " +
                std::to_string(max_thread_count) + ", or 0 for all cores)");
}

std::string to_string(u128 value) {
  std::string digits;
  do {
    digits.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
    value /= 10;
  } while (value != 0);
  std::reverse(digits.begin(), digits.end());
  return digits;
}

Method fastest_method(int n, bool symmetry_counts) {
  // Measured crossover (docs/performance.md): halves 0.19 s against 0.54 s
  // for symmetry at n = 16 on one core, equal up to n = 13.
  constexpr int halves_from = 14;
  constexpr int halves_to = 20;
  return !symmetry_counts && n >= halves_from && n <= halves_to ? Method::halves : Method::symmetry;
}

std::span<const Method> all_methods() { return method_list; }

std::string_view method_name(Method method) { return entry_of(method).name; }

int max_board_size_of(Method method) { return entry_of(method).max_n; }

bool supports_fixed_queens(Method method) { return entry_of(method).fixed_queens; }

Method parse_method(std::string_view name) {
  std::string choices;
  for (const MethodEntry& entry : method_table) {
    if (entry.name == name) return entry.method;
    choices += (choices.empty() ? "" : ", ") + std::string(entry.name);
  }
  throw Error("unknown method '" + std::string(name) + "' (choose from: " + choices + ")");
}

std::uint64_t default_memory_limit() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return std::uint64_t{1} << 32; // unknown: assume 8 GiB, use half
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size) / 2;
}

int default_thread_count() { return std::max(1, oneapi::tbb::info::default_concurrency()); }

std::string_view version() { return NQUEENS_VERSION; }

CountResult count(int n, const CountOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const PreparedCount prepared(n, options);
  if (options.observer != nullptr) options.observer->begin(prepared.plan());
  // All tasks by number: 8 bytes a task, next to the split's 16.
  std::vector<std::uint64_t> all_tasks(prepared.plan().task_count);
  std::iota(all_tasks.begin(), all_tasks.end(), std::uint64_t{0});
  TaskCounts total = prepared.base_counts();
  total += prepared.run(all_tasks, options.observer);
  return prepared.result(total, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

} // namespace nqueens
