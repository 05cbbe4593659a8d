// The solutions that a half turn or a quarter turn of the board maps onto
// themselves (OEIS A032522 and A033148), each counted by its own search: the
// queens are placed a whole orbit of the turn at a time, so a search fills
// two rows per queen it chooses (four for the quarter turn), and its tree is
// exponentially smaller than the full count's (the half turn's, mirror-halved:
// n = 18, a quarter of a million nodes, milliseconds on one core; n = 20,
// 2.4 million, tens of milliseconds).
#pragma once

#include "core/dihedral.hpp"

#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// Queens on the whole board, as occupancy masks: bit r of `rows` and bit c
/// of `columns` for a queen at (r, c), bit r + c of `rising` and bit
/// c - r + n - 1 of `falling`; 2n - 1 <= 63 diagonals fit one word each.
struct TurnBoard {
  std::uint32_t rows = 0;
  std::uint32_t columns = 0;
  std::uint64_t rising = 0;
  std::uint64_t falling = 0;
};

/// One task of the counts fixed by a turn: its board after the first row's
/// queen (and that queen's orbit), and how many solutions each completion
/// stands for.
struct TurnTask {
  /// Symmetry::half_turn or Symmetry::quarter_turn.
  Symmetry turn = Symmetry::half_turn;
  TurnBoard board;
  /// 2: the first-row queen stands in the left half, and the mirror images,
  /// with it in the right half, are not searched; 1 for n = 1, whose one
  /// task is the finished board.
  std::uint32_t weight = 1;
};

/// The tasks of both counts on an n x n board, half turn first, one per
/// free first-row column in the left half (none for n = 2 and 3): at most n
/// in all. Depends on n alone. Run time: O(n).
std::vector<TurnTask> split_turn_fixed(int n);

/// The solutions `task.turn` maps onto themselves that complete
/// `task.board`, times its weight. The half-turn count includes the
/// solutions the quarter turn fixes too (a quarter turn done twice is the
/// half turn), as A032522 does; summed over split_turn_fixed(n), the counts
/// are A032522(n) and A033148(n). Throws TaskStopped when the running
/// task's observer asks to stop (core/task_stop.hpp). Run time: proportional
/// to the nodes of its search, about 7x per two rows of n for the half turn
/// (n = 24: a quarter of a billion nodes in all); memory: a few dozen bytes
/// of stack per queen placed.
std::uint64_t count_turn_fixed(int n, const TurnTask& task);

} // namespace nqueens::detail
