// Fixed queens (the completion problem) as per-row masks, and the count that
// honours them.
#pragma once

#include "masked_search.hpp"
#include "methods.hpp"

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

/// Counts the solutions allowed by the fixed queens with the bitmask search
/// (masked_search.hpp), split into prefixes of `prefix_depth` rows (0: chosen
/// from the thread count) and run in parallel like every other count. For
/// Method::mirror, halves the tree when the masks are mirror-symmetric.
MethodResult count_with_fixed_queens(int n, Method method, int threads, int prefix_depth, TaskObserver* observer,
                                     std::span<const Square> fixed);

} // namespace nqueens::detail
