// The halves method's memory budget: its row choices and quadrant tables,
// checked against the caller's limit before anything large is built.
#pragma once

#include "middle_queens.hpp"

#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// The bytes the two quadrant tables of an n x n board take, once checked
/// that they and the row choices of `middles` fit in `memory_limit` bytes;
/// throws Error naming the part that does not fit. Checked cheapest first:
/// the row choices, the tables' group offsets, then the placements
/// themselves, counted only up to what the limit allows (n = 32 is refused
/// at once). Run time: up to about 10^8 placements counted a second.
std::uint64_t checked_table_bytes(int n, const std::vector<MiddleQueens>& middles, std::uint64_t memory_limit);

} // namespace nqueens::detail
