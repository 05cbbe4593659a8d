// Fixed queens (the completion problem) as per-row masks; the count that
// honours them is prepare_fixed_queens (methods.hpp).
#pragma once

#include "masked_search.hpp"
#include "core/methods.hpp"

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

} // namespace nqueens::detail
