// One solution for any board size, written down directly instead of
// searched for: the explicit construction by cases of n mod 6 (Hoffman,
// Loessi and Moore, "Constructions for the solution of the m queens problem",
// Mathematics Magazine 42, 1969).
#pragma once

#include <cstdint>

namespace nqueens {

/// Largest n constructed_column() accepts: its arithmetic stays far from
/// overflow, and a listing of that size is already a 10 GB file.
inline constexpr std::uint64_t max_constructed_board_size = 1'000'000'000;

/// Whether the n-queens problem has a solution: for every n >= 1 except 2
/// and 3.
bool has_solution(std::uint64_t n);

/// The 0-based column of the queen in row `row` (0-based) of the constructed
/// solution for board size n; the rows together form a solution. O(1) time
/// and memory, so a solution of any size can be streamed.
/// Preconditions: has_solution(n), n <= max_constructed_board_size,
/// row < n; otherwise throws Error.
std::uint64_t constructed_column(std::uint64_t n, std::uint64_t row);

} // namespace nqueens
