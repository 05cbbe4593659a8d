// OEIS values copied into the tests on their own, so that a typo in the
// engine's embedded table cannot hide behind itself.
#pragma once

#include <array>
#include <cstdint>

namespace nqueens::test {

/// A000170 for n = 0..17 (index n; n = 0 unused).
constexpr std::array<std::uint64_t, 18> total_solutions{
    0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104};

} // namespace nqueens::test
