// The halves method's memory budget: its row choices and quadrant table,
// checked against the caller's limit before anything large is built.
#pragma once

#include "core/methods.hpp"
#include "halves/pairs/buffer_limits.hpp"
#include "middle_queens.hpp"
#include "row_choices.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace nqueens::detail {

/// A halves count's split and the memory its quadrant table may hold.
struct HalvesPlan {
  std::vector<MiddleQueens> middles;
  std::vector<RowChoice> choices;
  /// The north-west quadrant's placements per set of local rows.
  std::vector<std::uint64_t> placements_per_row_set;
  /// The memory the table's row sets may hold at once (QuadrantTable): all
  /// of them when they fit beside the row choices and each worker's
  /// comfortable buffers (comfortable_buffer_bytes); else what one row
  /// choice reads and half of what is left past it and those buffers.
  std::uint64_t table_capacity = 0;
  /// What each worker's buffers hold at once: within what the limit leaves
  /// past the table's capacity, shared by the workers (most_buffer_bytes).
  BufferLimits buffer_limits;
  /// The memory listing the choices took, while they were sorted: a peak
  /// before any of the table is built.
  std::uint64_t listing_bytes = 0;
};

/// The plan of an n x n count within `memory_limit` bytes on `threads`
/// workers (0: as many as the machine has), or nothing when not even one
/// row choice's row sets of the table and each worker's least buffers fit
/// beside the row choices and the table's bookkeeping. Run time: the row
/// choices listed (once their number is checked against the limit) and the
/// placements counted per row set on `threads` threads (0: all of them),
/// about 10^9 a second a thread (under a second at n = 24 on one), unless
/// the last plan counted them. Refused at once past max_planned_board
/// (core/methods.hpp).
std::optional<HalvesPlan> halves_plan_within(int n, std::uint64_t memory_limit, int threads);

/// halves_plan_within(), or else throws Error naming the smallest limit
/// that works (or a lower bound on it) and a method that needs no tables.
HalvesPlan checked_halves_plan(int n, std::uint64_t memory_limit, int threads);

} // namespace nqueens::detail
