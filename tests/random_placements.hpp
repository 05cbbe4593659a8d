// Random placements for the halves tests: queens on random squares of a
// block of the board, clashes allowed. The tests feed the same placements to
// a method and to a plain loop, so they need no valid ones; and whether two
// lists hold the same placements.
#pragma once

#include "halves/table/diagonals.hpp"

#include <algorithm>
#include <cstddef>
#include <random>
#include <vector>

namespace nqueens::test {

/// Rows first_row..first_row + rows - 1 and columns first_column..
/// first_column + columns - 1 of an n x n board.
struct BoardBlock {
  int n;
  int first_row;
  int rows;
  int first_column;
  int columns;
};

/// `count` placements of `queens` queens each (fewer where two land on one
/// square) on random squares of `block`.
inline std::vector<detail::Diagonals> random_placements(std::mt19937_64& random, const BoardBlock& block,
                                                        std::size_t count, int queens) {
  std::uniform_int_distribution<int> row(block.first_row, block.first_row + block.rows - 1);
  std::uniform_int_distribution<int> column(block.first_column, block.first_column + block.columns - 1);
  std::vector<detail::Diagonals> placements(count);
  for (detail::Diagonals& d : placements)
    for (int q = 0; q < queens; ++q) {
      const int r = row(random), c = column(random);
      d.rising |= std::uint64_t{1} << (r + c);
      d.falling |= std::uint64_t{1} << (r - c + block.n - 1);
    }
  return placements;
}

/// Whether `a` and `b` hold the same placements, in any order.
inline bool same_placements(std::vector<detail::Diagonals> a, std::vector<detail::Diagonals> b) {
  const auto before = [](const detail::Diagonals& x, const detail::Diagonals& y) {
    return x.rising != y.rising ? x.rising < y.rising : x.falling < y.falling;
  };
  std::sort(a.begin(), a.end(), before);
  std::sort(b.begin(), b.end(), before);
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const detail::Diagonals& x, const detail::Diagonals& y) {
    return x.rising == y.rising && x.falling == y.falling;
  });
}

} // namespace nqueens::test
