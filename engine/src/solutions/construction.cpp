// The construction, for an even board m (an odd n is the solution for
// m = n - 1 plus a queen in the corner n:n, which both even cases leave free,
// their main diagonal being empty). With rows and columns 1-based and
// i = 1..m/2:
//   m mod 6 != 2:  queens (i, 2i) and (m/2 + i, 2i - 1)
//   m mod 6 == 2:  queens (i, 1 + (2(i-1) + m/2 - 1) mod m)
//                  and (m + 1 - i, m - (2(i-1) + m/2 - 1) mod m)
#include "nqueens/construction.hpp"

#include "nqueens/nqueens.hpp"

#include <string>

namespace nqueens {

bool has_solution(std::uint64_t n) { return n >= 1 && n != 2 && n != 3; }

std::uint64_t constructed_column(std::uint64_t n, std::uint64_t row) {
  if (!has_solution(n)) throw Error("the " + std::to_string(n) + "-queens problem has no solution");
  if (n > max_constructed_board_size)
    throw Error("board size " + std::to_string(n) + " is too large to construct (at most " +
                std::to_string(max_constructed_board_size) + ")");
  if (row >= n) throw Error("row " + std::to_string(row) + " is off the board");

  const std::uint64_t m = n - n % 2;
  const std::uint64_t r = row + 1; // 1-based from here on
  if (r > m) return n - 1;         // the corner of an odd board
  const std::uint64_t half = m / 2;
  std::uint64_t column = 0;
  if (m % 6 != 2) {
    column = r <= half ? 2 * r : 2 * (r - half) - 1;
  } else if (r <= half) {
    column = 1 + (2 * (r - 1) + half - 1) % m;
  } else {
    const std::uint64_t i = m + 1 - r;
    column = m - (2 * (i - 1) + half - 1) % m;
  }
  return column - 1;
}

} // namespace nqueens
