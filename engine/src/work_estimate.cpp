#include "work_estimate.hpp"

#include <bit>

namespace nqueens::detail {
namespace {

// Eight paths per task: one path's estimate can be off by a factor of ten,
// but a progress percentage sums hundreds of tasks, and the errors average
// out; more probes only make the estimate cost more.
constexpr int probes_per_task = 8;

/// splitmix64: a tiny, well-mixed generator; quality beyond that is not needed.
std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// The `index`-th set bit of `mask` (index < popcount(mask)).
std::uint32_t nth_set_bit(std::uint32_t mask, int index) {
  for (; index > 0; --index) mask &= mask - 1;
  return mask & (0u - mask);
}

} // namespace

double estimate_completion_nodes(int n, int row, Board board, std::uint64_t seed, int probes) {
  double total = 0;
  for (int probe = 0; probe < probes; ++probe) {
    Board path = board;
    double width = 1;
    for (int r = row; r < n; ++r) {
      const std::uint32_t free = full_row(n) & ~path.attacked();
      const int choices = std::popcount(free);
      if (choices == 0) break;
      width *= choices;
      total += width;
      path = path.place(nth_set_bit(free, static_cast<int>(next_random(seed) % choices)));
    }
  }
  return total / probes;
}

std::vector<double> estimate_task_work(int n, const PrefixSplit& split) {
  std::vector<double> work;
  work.reserve(split.tasks.size());
  for (std::size_t task = 0; task < split.tasks.size(); ++task)
    work.push_back(estimate_completion_nodes(n, split.depth, split.tasks[task].board, task, probes_per_task));
  return work;
}

} // namespace nqueens::detail
