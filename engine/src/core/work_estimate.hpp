// Estimates of how much work a task is, before running it: what progress
// reports weigh tasks by, since subtrees differ in size by orders of magnitude.
#pragma once

#include <bit>
#include <cstdint>

namespace nqueens::detail {

/// Eight paths per task: one path's estimate can be off by a factor of ten,
/// but a progress percentage sums hundreds of tasks, and the errors average
/// out; more probes only make the estimate cost more.
inline constexpr int probes_per_task = 8;

/// splitmix64: a tiny, well-mixed generator; quality beyond that is not needed.
inline std::uint64_t next_random(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/// The `index`-th set bit of `mask` (index < popcount(mask)).
inline std::uint32_t nth_set_bit(std::uint32_t mask, int index) {
  for (; index > 0; --index) mask &= mask - 1;
  return mask & (0u - mask);
}

/// Knuth's estimator of the nodes of a row-by-row search with `rows` rows
/// still to fill from `board`: random paths down the tree, each scoring the
/// running product of the branching factors it met, averaged over `probes`
/// paths. Unbiased; each path costs at most `rows` steps. Any method's rows
/// and boards fit: `free_squares(step, board)` gives the free squares of the
/// step-th row to fill, `place(step, board, queen)` the board after a queen
/// there.
/// Deterministic for a given `seed`.
template <class Position, class FreeSquares, class Place>
double estimate_search_nodes(int rows, Position board, FreeSquares free_squares, Place place, std::uint64_t seed,
                             int probes) {
  double total = 0;
  for (int probe = 0; probe < probes; ++probe) {
    Position path = board;
    double width = 1;
    for (int step = 0; step < rows; ++step) {
      const std::uint32_t free = free_squares(step, path);
      const int choices = std::popcount(free);
      if (choices == 0) break;
      width *= choices;
      total += width;
      path = place(step, path, nth_set_bit(free, static_cast<int>(next_random(seed) % choices)));
    }
  }
  return total / probes;
}

} // namespace nqueens::detail
