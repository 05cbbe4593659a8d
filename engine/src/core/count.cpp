// nqueens::count: a PreparedCount run on all its tasks.
#include "nqueens/nqueens.hpp"
#include "nqueens/prepared_count.hpp"

#include <chrono>
#include <numeric>
#include <vector>

namespace nqueens {

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
