// The halves method's first step: for odd n the queens of the middle row and
// the middle column, which stand outside the four equal quadrants the rest of
// the board splits into. One middle placement per symmetry class, weighted by
// its size; away from the centre the middle row's queen is left to the west
// half, which joins it with its quadrants' queens, and up to n = 17 the
// middle column's queen too. For even n, which of the board's symmetries
// pair the row choices.
#pragma once

#include "halves/table/diagonals.hpp"
#include "halves/table/quadrant.hpp"

#include <bit>
#include <cstdint>
#include <vector>

namespace nqueens::detail {

/// What the middle row and column hold before the quadrants are filled: for
/// even n nothing; for odd n the queen at the centre, or the middle column's
/// queen off the centre with the middle row's queen in one of the west
/// columns `middle_row_columns`, each a placement of its own.
struct MiddleQueens {
  /// The queens placed: the centre's or the middle column's.
  Diagonals diagonals;
  /// Board rows still to fill (bit r = row r), the middle row's excluded.
  std::uint32_t free_rows = 0;
  /// Columns still to fill in the west and east halves (local masks); the
  /// middle row's queen takes one of the west ones.
  std::uint32_t west_columns = 0;
  std::uint32_t east_columns = 0;
  /// The west columns where the middle row's queen may stand; 0 when it is
  /// placed (even n, the centre) or stands with the middle column's.
  std::uint32_t middle_row_columns = 0;
  /// Odd n off the centre, where the west half stores both middle queens
  /// (middle_column_stored_pays): the board rows mid + y, y = 2..mid, where
  /// the middle column's queen may stand, the middle row's then in a west
  /// column mid + x with 0 < -x < y (stored_middle_queens); 0 otherwise.
  /// The west half's rows then include the middle column queen's.
  std::uint32_t middle_column_rows = 0;
  /// Whether the board's north-south mirror maps the placement onto itself
  /// (even n, the centre), so that a row choice and its upside-down image
  /// count the same.
  bool north_south_symmetric = false;
  /// Whether the east-west mirror, which exchanges the halves, does so and a
  /// row choice and its complement count the same: the centre, and even n
  /// without the main-diagonal rule (which tells the halves apart).
  bool east_west_symmetric = false;
  /// Placements of the middle queens that each one here (each column of the
  /// middle row's queen) stands for under the board's eight symmetries, which
  /// permute the middle placements among themselves.
  std::uint32_t weight = 1;
  /// Even n: whether the row choices count by the main-diagonal rule, the
  /// east half off both main diagonals (docs/algorithms.md, "Symmetry"),
  /// rather than as the east-west mirror's pairs.
  bool main_diagonal_rule = false;

  /// The free rows a row choice gives the west half: one per queen of its
  /// quadrants (its columns less the middle row's queen, where that stands
  /// apart), and the middle column queen's where the half stores it.
  int west_rows() const { return std::popcount(west_columns) - (middle_row_columns != 0 ? 1 : 0); }
};

/// The diagonals of a queen on `row` and `column` of the n x n board.
inline Diagonals queen_diagonals(int n, int row, int column) {
  return {std::uint64_t{1} << (row + column), std::uint64_t{1} << (row - column + n - 1)};
}

/// Even n: whether the main-diagonal rule counts faster than the east-west
/// mirror. The rule stores about a quarter of the east half's placements,
/// the mirror half as many row choices: from n = 18 on a row choice's time
/// is mostly words of stored placements, below it the per-share work of its
/// column shares, which the row choices repeat.
constexpr bool main_diagonal_rule_pays(int n) { return n % 2 == 0 && n >= 18; }

/// Odd n: whether the west half stores the middle column's queen with the
/// middle row's, one row choice serving every row of it, rather than a row
/// choice per row of it. Each such row choice once counts the queried half's
/// placements against the stored ones of every row, where per row it counts
/// them again against a few: up to n = 17, where a row choice's time is
/// mostly the per-share work of its queried half, that pays; from n = 19 on
/// its stores are large enough that the queried placements left unfiltered
/// by the middle column's queen cost more (docs/lab/2026-12-06-odd-stores.md).
constexpr bool middle_column_stored_pays(int n) { return n % 2 == 1 && n <= 17; }

/// The middle placements, in a fixed order (the task numbers depend on it):
/// for even n the single empty one, counted by the main-diagonal rule where
/// `main_diagonal_rule` holds and otherwise with the east-west mirror; for
/// odd n, with the middle row's queen in column mid + x and the middle
/// column's in row mid + y, the centre (x = y = 0), then the class
/// representatives with 0 < -x < y (the middle row's queen west and nearer
/// the centre than the middle column's), all of whose classes have 8
/// placements: one placement for all of them where `middle_column_stored`
/// (MiddleQueens::middle_column_rows), else one per y = 2..mid.
/// Precondition: n <= 17 where `middle_column_stored`, whose
/// (mid - 1) mid / 2 groups a worker holds apart (JoinedColumns: at most
/// 32). Run time and memory: O(n).
std::vector<MiddleQueens> middle_placements(int n, bool main_diagonal_rule, bool middle_column_stored);
inline std::vector<MiddleQueens> middle_placements(int n) {
  return middle_placements(n, main_diagonal_rule_pays(n), middle_column_stored_pays(n));
}

/// The two middle queens of odd n that a stored half's group `group` holds
/// (MiddleQueens::middle_column_rows): the middle column's on board row
/// mid + y and the middle row's in west column mid + x, the groups numbered
/// by y from 2, then by x from 1 - y: group (y - 1) (y - 2) / 2 + x + y - 1.
/// Precondition: group < mid (mid - 1) / 2.
struct StoredMiddleQueens {
  int row;
  int column;
};
StoredMiddleQueens stored_middle_queens(int n, int group);

/// The groups (stored_middle_queens) of a stored half on board rows `rows`:
/// bit g for each whose middle column queen's row is one of them.
std::uint64_t stored_middle_groups(int n, std::uint32_t rows);

} // namespace nqueens::detail
