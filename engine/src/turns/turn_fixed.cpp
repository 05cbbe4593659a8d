// The searches for the solutions a turn fixes. A solution fixed by a turn is
// a union of the turn's orbits: placing the queen at (r, c) places its whole
// orbit, (r, c) and (n-1-r, n-1-c) for the half turn, with (c, n-1-r) and
// (n-1-c, r) too for the quarter turn. The search fills the lowest empty row
// next, so each fixed solution is found once, by the choices of its rows'
// queens in that order.
#include "turn_fixed.hpp"

#include "bitmask/kernel.hpp"
#include "core/task_stop.hpp"

#include <bit>

namespace nqueens::detail {
namespace {

/// The empty board of a search, with what every fixed solution holds. Both
/// turns fix a solution only with no queen on a main diagonal but the centre:
/// the half turn (twice the quarter turn) maps a queen (r, c) off the centre
/// to (n-1-r, n-1-c), on the same falling diagonal when r = c and on the same
/// rising one when r + c = n - 1, so the two would attack each other. And for
/// odd n the centre holds a queen: the middle row's queen (m, c) and its
/// image (m, n-1-c) share a row, so c = m. Both main diagonals are marked
/// taken from the start (the centre's, for odd n).
TurnBoard starting_board(int n) {
  const std::uint64_t main_diagonal = std::uint64_t{1} << (n - 1);
  TurnBoard board{.rising = main_diagonal, .falling = main_diagonal};
  if (n % 2 == 1) {
    board.rows = std::uint32_t{1} << (n / 2);
    board.columns = board.rows;
  }
  return board;
}

/// The columns of `row` attacked by no queen of `board`.
std::uint32_t free_columns(int n, int row, const TurnBoard& board) {
  const auto rising = static_cast<std::uint32_t>(board.rising >> row);
  const auto falling = static_cast<std::uint32_t>(board.falling >> (n - 1 - row));
  return full_row(n) & ~(board.columns | rising | falling);
}

/// `board` with the orbit of `square` under `turn`. No check is needed when
/// `square` is free: the board is a union of orbits, so the turn maps its
/// attacks onto themselves and the orbit's other squares are free too; and
/// two squares of one orbit attack each other only along a main diagonal, the
/// middle row or the middle column, which the starting board takes (the
/// centre is its own orbit).
TurnBoard with_orbit(int n, Symmetry turn, Square square, TurnBoard board) {
  Square at = square;
  do {
    board.rows |= std::uint32_t{1} << at.row;
    board.columns |= std::uint32_t{1} << at.column;
    board.rising |= std::uint64_t{1} << (at.row + at.column);
    board.falling |= std::uint64_t{1} << (at.column - at.row + n - 1);
    at = transform(turn, n, at);
  } while (at != square);
  return board;
}

/// Adds the fixed solutions completing `board` to `done`, polling `stop` on
/// the upper rows (as the bitmask kernel does).
template <Symmetry turn>
void add_fixed_completions(int n, const TurnBoard& board, Completions& done, StopPoll& stop) {
  const int rows_left = n - std::popcount(board.rows);
  if (rows_left == 0) {
    ++done.solutions;
    return;
  }
  if (rows_left > StopPoll::unpolled_rows) stop.poll(done.nodes);
  const int row = std::countr_one(board.rows);
  for (std::uint32_t free = free_columns(n, row, board); free != 0; free &= free - 1) {
    ++done.nodes;
    add_fixed_completions<turn>(n, with_orbit(n, turn, {row, std::countr_zero(free)}, board), done, stop);
  }
}

} // namespace

std::vector<TurnTask> split_turn_fixed(int n) {
  std::vector<TurnTask> tasks;
  const TurnBoard start = starting_board(n);
  for (const Symmetry turn : {Symmetry::half_turn, Symmetry::quarter_turn}) {
    if (start.rows == full_row(n)) { // n = 1: the centre is the board
      tasks.push_back({turn, start, 1});
      continue;
    }
    // Mirror halving: reflecting the columns maps a solution fixed by a turn
    // to one fixed by the same turn (it commutes with the half turn, and
    // turns the quarter turn into its inverse, which fixes the same
    // solutions), and moves the first row's queen from column c to n-1-c,
    // never the same column (for odd n the middle one is the centre's).
    for (std::uint32_t free = free_columns(n, 0, start) & full_row(n / 2); free != 0; free &= free - 1)
      tasks.push_back({turn, with_orbit(n, turn, {0, std::countr_zero(free)}, start), 2});
  }
  return tasks;
}

std::uint64_t count_turn_fixed(int n, const TurnTask& task) {
  Completions done;
  StopPoll stop;
  if (task.turn == Symmetry::quarter_turn)
    add_fixed_completions<Symmetry::quarter_turn>(n, task.board, done, stop);
  else
    add_fixed_completions<Symmetry::half_turn>(n, task.board, done, stop);
  return task.weight * done.solutions;
}

} // namespace nqueens::detail
