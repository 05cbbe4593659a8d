// nqueens::count: checks the request, picks the split, times the method.
#include "methods.hpp"
#include "nqueens/nqueens.hpp"
#include "task_prefix.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <string>

#include <unistd.h>

namespace nqueens {
namespace {

struct MethodEntry {
  Method method;
  std::string_view name;
};

constexpr std::array method_table{
    MethodEntry{Method::mirror, "mirror"},
    MethodEntry{Method::halves, "halves"},
};

constexpr auto method_list = [] {
  std::array<Method, method_table.size()> methods{};
  for (std::size_t i = 0; i < methods.size(); ++i) methods[i] = method_table[i].method;
  return methods;
}();

void check_request(int n, const CountOptions& options) {
  if (n < min_board_size || n > max_board_size)
    throw Error("board size " + std::to_string(n) + " is out of range (" + std::to_string(min_board_size) +
                " to " + std::to_string(max_board_size) + ")");
  if (options.threads < 0 || options.threads > max_thread_count)
    throw Error("thread count " + std::to_string(options.threads) + " is out of range (1 to " +
                std::to_string(max_thread_count) + ", or 0 for all cores)");
  if (options.prefix_depth < 0 || options.prefix_depth > n)
    throw Error("prefix depth " + std::to_string(options.prefix_depth) + " is out of range (1 to n = " +
                std::to_string(n) + ", or 0 to choose)");
}

} // namespace

std::string to_string(u128 value) {
  std::string digits;
  do {
    digits.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
    value /= 10;
  } while (value != 0);
  std::reverse(digits.begin(), digits.end());
  return digits;
}

std::span<const Method> all_methods() { return method_list; }

std::string_view method_name(Method method) {
  for (const MethodEntry& entry : method_table)
    if (entry.method == method) return entry.name;
  throw Error("unknown method");
}

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
  check_request(n, options);
  const auto start = std::chrono::steady_clock::now();
  const int threads = options.threads == 0 ? default_thread_count() : options.threads;

  detail::MethodResult counted;
  switch (options.method) {
  case Method::mirror: {
    const int depth = options.prefix_depth != 0
                          ? options.prefix_depth
                          : detail::choose_prefix_depth(n, threads, /*mirror_halving=*/true);
    counted = detail::count_mirror(n, threads, depth, options.observer);
    break;
  }
  case Method::halves:
    // Its split is fixed by n: quadrants of n / 2 rows, which it reports as
    // its depth, so a repeated request with that depth is accepted.
    if (options.prefix_depth != 0 && options.prefix_depth != n / 2)
      throw Error("the halves method splits the board into quadrants of n / 2 = " + std::to_string(n / 2) +
                  " rows; it takes no other prefix depth");
    counted = detail::count_halves(
        n, threads, options.memory_limit_bytes != 0 ? options.memory_limit_bytes : default_memory_limit(),
        options.observer);
    break;
  }

  CountResult result;
  result.n = n;
  result.method = options.method;
  result.solutions = counted.counts.solutions;
  result.nodes = counted.counts.nodes;
  result.tasks = counted.tasks;
  result.prefix_depth = counted.prefix_depth;
  result.threads = threads;
  result.peak_memory_bytes = counted.peak_memory_bytes;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return result;
}

} // namespace nqueens
