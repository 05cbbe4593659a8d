#include "middle_queens.hpp"

namespace nqueens::detail {

std::vector<MiddleQueens> middle_placements(int n, bool main_diagonal_rule, bool middle_column_stored) {
  const int quadrant = n / 2;
  const std::uint32_t all_rows = low_bits(n);
  const std::uint32_t all_columns = low_bits(quadrant);
  if (n % 2 == 0)
    return {MiddleQueens{.diagonals = {},
                         .free_rows = all_rows,
                         .west_columns = all_columns,
                         .east_columns = all_columns,
                         .north_south_symmetric = true,
                         .east_west_symmetric = !main_diagonal_rule,
                         .main_diagonal_rule = main_diagonal_rule}};
  const int mid = n / 2;
  std::vector<MiddleQueens> result;
  // The centre: its own class, and its own image in every symmetry.
  result.push_back({.diagonals = queen_diagonals(n, mid, mid),
                    .free_rows = all_rows & ~(1u << mid),
                    .west_columns = all_columns,
                    .east_columns = all_columns,
                    .north_south_symmetric = true,
                    .east_west_symmetric = true,
                    .weight = 1});
  // Off the centre both queens stand apart (x, y != 0, |x| != |y|), so the
  // eight symmetries take (x, y) to eight distinct (+-x, +-y) and (+-y, +-x),
  // one of them with 0 < -x < y: all of them in the west half of one
  // placement, its groups (stored_middle_queens) ...
  if (middle_column_stored) {
    if (mid < 2) return result;
    MiddleQueens stored;
    stored.free_rows = all_rows & ~(1u << mid);
    stored.west_columns = all_columns;
    stored.east_columns = all_columns;
    stored.middle_column_rows = all_rows & ~low_bits(mid + 2);
    stored.weight = 8;
    result.push_back(stored);
    return result;
  }
  // ... or one placement per y: those sharing y share the middle column's
  // queen and the rows, so one row choice counts them all.
  for (int y = 2; y <= mid; ++y) {
    MiddleQueens middle;
    middle.diagonals = queen_diagonals(n, mid + y, mid);
    middle.free_rows = all_rows & ~(1u << mid) & ~(1u << (mid + y));
    middle.west_columns = all_columns;
    middle.east_columns = all_columns;
    for (int x = 1 - y; x < 0; ++x) middle.middle_row_columns |= 1u << (mid + x);
    middle.weight = 8;
    result.push_back(middle);
  }
  return result;
}

StoredMiddleQueens stored_middle_queens(int n, int group) {
  const int mid = n / 2;
  int y = 2;
  while (group >= y - 1) group -= y++ - 1;
  return {mid + y, mid + 1 - y + group};
}

std::uint64_t stored_middle_groups(int n, std::uint32_t rows) {
  const int mid = n / 2;
  std::uint64_t groups = 0;
  for (int y = 2, first = 0; y <= mid; first += y - 1, ++y)
    if ((rows >> (mid + y)) & 1) groups |= std::uint64_t{low_bits(y - 1)} << first;
  return groups;
}

} // namespace nqueens::detail
