// The halves method's split: each row's queen stands in the west half of the
// board or in the east one, and a row choice fixes which, for one middle
// placement. Consecutive row choices are grouped into the method's tasks.
#pragma once

#include "halves/table/quadrant.hpp"
#include "halves/table/quadrant_table.hpp"
#include "middle_queens.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// The free board rows (MiddleQueens::free_rows) whose queen stands in the
/// west half, for the middle placement numbered `middle`; the other free
/// rows' queens stand east.
struct RowChoice {
  std::uint32_t west_rows;
  std::uint32_t middle;
};

/// A half's board rows as the quadrant table's row sets, local to the
/// north-west quadrant: its north rows, and its south rows upside down (the
/// south-west quadrant is read flipped from the table).
struct TableRows {
  std::uint32_t north;
  std::uint32_t south;
};
inline TableRows table_rows(int n, std::uint32_t board_rows) {
  const int size = n / 2;
  return {board_rows & low_bits(size), reversed_rows(board_rows >> (n - size), size)};
}

/// The board's rows (bit r = row r) less the middle row of odd n: those the
/// quadrants' queens and the middle column's stand on.
inline std::uint32_t board_rows_off_middle(int n) { return low_bits(n) & ~(n % 2 == 1 ? 1u << (n / 2) : 0u); }

/// The row sets of the quadrant table (QuadrantTable: the north-west
/// quadrant's placements) that `choice` reads, local to the quadrant: the
/// west half's north rows, the east half's (its mirror image lies on the
/// same rows), then the west half's south rows and the east half's, each
/// upside down, as the south-west quadrant is read flipped from the table.
/// Where the west half stores the middle column's queen
/// (MiddleQueens::middle_column_rows, all south rows), its south rows less
/// each of that queen's rows among them take the place of its south rows:
/// the first third, the others after the fourth.
QuadrantTable::LeaseRowSets table_row_sets(int n, const RowChoice& choice, const MiddleQueens& middle);

/// The most row sets of the table that a row choice of an n x n count reads
/// (table_row_sets): four, or with the middle column's queen stored
/// (middle_column_stored_pays) three and one per row it may take, n / 2 - 1.
constexpr std::size_t most_table_row_sets(int n) { return middle_column_stored_pays(n) ? 3 + n / 2 - 1 : 4; }

/// How many row choices of `middle` count the same as west rows `west_rows`
/// by the board's mirrors that map the middle placement onto itself: the
/// north-south one (the rows upside down; even n, the centre of odd n) and
/// the east-west one (the other free rows west; the centre, and even n
/// without the main-diagonal rule), and both. 0
/// when `west_rows` is not the smallest of them, the one listed. Run time:
/// O(n).
int row_choice_weight(int n, const MiddleQueens& middle, std::uint32_t west_rows);

/// Even n with the main-diagonal rule (MiddleQueens::main_diagonal_rule):
/// how many times the row choice with west rows `west_rows` (one listed by
/// row_choices) counts its pairs that leave both main diagonals
/// empty, 0, 1 or 2. The half turn of the board maps those solutions onto
/// themselves, taking west rows R to the complement of R upside down, so R
/// and the listed choice of its complement count them alike: the smaller
/// of the two counts them twice and the other not at all, and a choice that
/// is its own image counts them once. 1 for odd n, which has no
/// main-diagonal rule. Run time: O(n).
int off_main_diagonals_weight(int n, std::uint32_t west_rows);

/// The row sets that order the row choices (row_choices), local to the
/// north-west quadrant as table_row_sets gives them: the north rows of
/// `west_rows` or of the board's other rows (the middle row aside),
/// whichever set is smaller, and the same of the south rows. Odd n's choices
/// of one set of west rows share them whatever the middle column's queen.
TableRows order_rows(int n, std::uint32_t west_rows);

/// The row choices, in task order. Per middle placement, every set of as
/// many free rows as the west half takes (MiddleQueens::west_rows), with one
/// of the middle column queen's rows where the west half stores it, that is
/// the smallest of the row sets counting the same (row_choice_weight): the
/// others are counted in it. They are ordered so that neighbours read the
/// same row sets of the table, which a table built on demand then holds for
/// them: by the two keys of order_rows in the Morton order (bits
/// interleaved) of 16 x 16 tiles, by south key then north key within a tile;
/// then by rows and middle placement, so that odd n's choices of one set of
/// west rows follow each other, the middle column's queen further south in
/// each, and share its joined placements (HalvesScratch). Run time: O(c) for
/// c choices (a radix sort), and a look at each subset of the board's rows;
/// memory: 8 bytes per choice, and 8 more while sorting. 3,299 choices
/// at n = 16 (C(16, 8) / 4 and the choices that are their own images);
/// C(16, 8) - C(9, 8) + 3,299 = 16,160 at n = 17, the middle column's queen
/// stored west (7 C(15, 7) + 3,299 = 48,344 without); C(18, 9) / 2 = 24,310
/// at n = 18.
std::vector<RowChoice> row_choices(int n, const std::vector<MiddleQueens>& middles);

/// A lower bound on row_choices(n, middles).size(), computed without listing
/// them: each listed choice stands for at most as many as its middle
/// placement has mirrors. The memory budget checks it before the choices are
/// listed.
std::uint64_t least_row_choices(const std::vector<MiddleQueens>& middles);
/// An upper bound on row_choices(n, middles).size(), computed without listing
/// them: every choice of west rows, before the mirrors' images are left out.
std::uint64_t most_row_choices(const std::vector<MiddleQueens>& middles);

/// The most tasks an n x n count's row choices are grouped into: 16,384 up
/// to n = 25, 64 per thread up to 256 threads, since one task per choice of
/// microseconds would cost more in checkpoint records and MPI messages than
/// in counting; 2^20 from n = 26, where a row choice takes a minute of a
/// core or more, so that a task stays minutes to hours (n = 26: 5 choices,
/// n = 27: 62) and a checkpoint or a part loses little to an interruption.
/// Depends on n only, so a checkpoint's task numbers stay valid.
constexpr std::size_t max_halves_tasks(int n) { return n <= 25 ? 16384 : std::size_t{1} << 20; }

/// Row choices per task for `choices` of them on an n x n board: a task is
/// a run of at least this many consecutive choices (task_starts; the last
/// one shorter), at most max_halves_tasks(n) runs.
constexpr std::size_t row_choices_per_task(int n, std::size_t choices) {
  const std::size_t most = max_halves_tasks(n);
  return choices > most ? (choices + most - 1) / most : 1;
}

/// The tasks of `choices` (listed by row_choices for n): the first choice
/// of each, then choices.size(). A task is a run of row_choices_per_task
/// consecutive choices carried on to the end of its set of west rows (the
/// last one shorter), so that the choices of one set of west rows (odd n)
/// share a worker's joined placements (HalvesScratch); for even n, whose
/// choices all have different west rows, runs of row_choices_per_task. Run
/// time and memory: O(c) for c choices.
std::vector<std::size_t> task_starts(int n, const std::vector<RowChoice>& choices);

/// The blocks of its queried column shares (ShareBlock) each row choice is
/// cut into for an estimate, which samples them where whole tasks would
/// outlast its time: one up to n = 17, doubling with each row from there (32
/// at n = 22, 2,048 at n = 28). A row choice takes about 50 ms of a core at
/// n = 22 and hours at n = 28, where it has at most C(14, 7) = 3,432 shares,
/// so a block stays a fraction of a second to seconds. Each block stores
/// its choice's stored half again: from n = 26 on, most of a sampled
/// block's time.
constexpr std::uint32_t share_blocks_per_row_choice(int n) { return n <= 17 ? 1 : std::uint32_t{1} << (n - 17); }

} // namespace nqueens::detail
