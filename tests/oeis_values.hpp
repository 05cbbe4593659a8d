// OEIS values copied into the tests on their own, so that a typo in the
// engine's embedded table cannot hide behind itself.
#pragma once

#include <array>
#include <cstdint>

namespace nqueens::test {

/// A000170 for n = 0..17 (index n; n = 0 unused).
constexpr std::array<std::uint64_t, 18> total_solutions{
    0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104};

/// A000170 for n = 18, past the table above, whose every size the tests
/// count by every method.
constexpr std::uint64_t total_solutions_18 = 666090624;

/// A000170 for n = 27, the largest published: what an estimate of the
/// frontier projects.
constexpr std::uint64_t total_solutions_27 = 234907967154122528;

/// A002562 for n = 0..17: solutions counted once per rotation/reflection class.
constexpr std::array<std::uint64_t, 18> unique_solutions{
    0, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939};

/// A033148 (solutions a quarter turn maps onto themselves), n = 0..20.
constexpr std::array<std::uint64_t, 21> quarter_turn_symmetric{
    0, 1, 0, 0, 2, 2, 0, 0, 0, 0, 0, 0, 8, 8, 0, 0, 64, 128, 0, 0, 480};

/// A032522 (solutions a half turn maps onto themselves, the quarter-turn ones
/// included), n = 0..20.
constexpr std::array<std::uint64_t, 21> half_turn_symmetric{
    0, 1, 0, 0, 2, 2, 4, 8, 4, 16, 12, 48, 80, 136, 420, 1240, 3000, 8152, 18104, 44184, 144620};

} // namespace nqueens::test
