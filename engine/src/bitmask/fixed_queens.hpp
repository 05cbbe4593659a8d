// Fixed queens (the completion problem) as per-row masks, and the count that
// honours them, which mirror and bitmask hand their requests with fixed
// queens to.
#pragma once

#include "masked_search.hpp"
#include "core/methods.hpp"

#include <memory>
#include <span>

namespace nqueens::detail {

/// The masks that confine each row to the squares a solution containing all
/// of `fixed` may use: a fixed queen's row holds only its square, and no
/// other queen stands where a fixed one attacks. Fixed queens that attack
/// each other leave their rows empty: no solution. Preconditions: `fixed`
/// passed check_fixed_queens(n, ...).
RowMasks fixed_queen_masks(int n, std::span<const Square> fixed);

/// Whether every row's mask equals its mirror image, so that mirror halving
/// stays exact: true for no fixed queens, and for fixed queens in the middle
/// column of an odd board.
bool mirror_symmetric(const RowMasks& masks);

/// The solutions containing every queen of `fixed`, with the masked bitmask
/// search; with `mirror_halving` halved when the masks are mirror-symmetric.
/// Prefixes of `prefix_depth` rows, as many as `memory_limit` holds
/// (TaskListLimit), or with 0 those choose_split picks for
/// `threads_sharing_tasks`. Preconditions: check_count_request passed.
std::unique_ptr<MethodTasks> prepare_fixed_queens(int n, bool mirror_halving, int prefix_depth,
                                                  int threads_sharing_tasks, std::span<const Square> fixed,
                                                  std::uint64_t memory_limit);

} // namespace nqueens::detail
