// The yardstick every speed goal is measured against: the classic recursive
// bitwise counter with mirror halving, as in the well-known short C programs.
// Kept deliberately plain; it is not used by the engine.
#pragma once

#include <cstdint>

namespace nqueens::bench {

inline std::uint64_t classic_place(std::uint32_t all, std::uint32_t cols, std::uint32_t left, std::uint32_t right) {
  if (cols == all) return 1;
  std::uint64_t solutions = 0;
  std::uint32_t free = all & ~(cols | left | right);
  while (free) {
    const std::uint32_t bit = free & (0u - free);
    free -= bit;
    solutions += classic_place(all, cols | bit, (left | bit) << 1, (right | bit) >> 1);
  }
  return solutions;
}

/// Solutions of the n-queens problem, single-threaded, for 1 <= n <= 31.
inline std::uint64_t classic_mirror_count(int n) {
  const std::uint32_t all = (1u << n) - 1;
  std::uint64_t solutions = 0;
  for (int c = 0; c < n / 2; ++c) {
    const std::uint32_t bit = 1u << c;
    solutions += 2 * classic_place(all, bit, bit << 1, bit >> 1);
  }
  if (n % 2 == 1) {
    const std::uint32_t bit = 1u << (n / 2);
    solutions += classic_place(all, bit, bit << 1, bit >> 1);
  }
  return solutions;
}

} // namespace nqueens::bench
