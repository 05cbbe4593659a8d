// nqueens::count on a PreparedCount, and the method names.
#include "nqueens/nqueens.hpp"
#include "nqueens/prepared_count.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <numeric>
#include <string>
#include <vector>

namespace nqueens {
namespace {

struct MethodEntry {
  Method method;
  std::string_view name;
};

constexpr std::array method_table{
    MethodEntry{Method::mirror, "mirror"},
};

constexpr auto method_list = [] {
  std::array<Method, method_table.size()> methods{};
  for (std::size_t i = 0; i < methods.size(); ++i) methods[i] = method_table[i].method;
  return methods;
}();

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
