// The halves method's memory budget: its row choices and quadrant tables,
// checked against the caller's limit before anything large is built.
#pragma once

#include "middle_queens.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace nqueens::detail {

/// The bytes the quadrant table of an n x n board takes, once checked
/// that it and the row choices of `middles` fit in `memory_limit` bytes;
/// else throws Error naming the memory that would do (or a lower bound on
/// it) and a method that needs no tables. The placements are counted only
/// up to what the limit allows, and for a refusal's message up to 2^28
/// more (n = 32 is refused within about 8 seconds). Run time: about 3 x
/// 10^7 placements counted a second.
std::uint64_t checked_table_bytes(int n, const std::vector<MiddleQueens>& middles, std::uint64_t memory_limit);

/// The bytes the table takes, or nothing when it and the row choices do
/// not fit in `memory_limit` bytes. Run time: placements counted up to the
/// limit, as above.
std::optional<std::uint64_t> table_bytes_within(int n, const std::vector<MiddleQueens>& middles,
                                                std::uint64_t memory_limit);

} // namespace nqueens::detail
