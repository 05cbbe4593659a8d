#include "middle_queens.hpp"

namespace nqueens::detail {

std::vector<MiddleQueens> middle_placements(int n, bool main_diagonal_rule) {
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
  result.push_back({queen_diagonals(n, mid, mid), all_rows & ~(1u << mid), all_columns, all_columns, 0, true, true, 1});
  // Off the centre both queens stand apart (x, y != 0, |x| != |y|), so the
  // eight symmetries take (x, y) to eight distinct (+-x, +-y) and (+-y, +-x),
  // one of them with 0 < -x < y. Those sharing y share the middle column's
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

} // namespace nqueens::detail
