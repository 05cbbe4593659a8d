// The eight symmetries of the square board (the dihedral group D4): four
// rotations, each with or without a reflection. The one description of them:
// the symmetry method's canonical border placements and its classification of
// solutions, the images of listed and verified solutions and the searches of
// turn-fixed solutions all use transform(); the symmetry method and the turn counts both turn
// their counts into classes by classes_by_burnside().
#pragma once

#include "nqueens/nqueens.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace nqueens::detail {

enum class Symmetry : std::uint8_t {
  identity,
  quarter_turn,       // 90 degrees clockwise
  half_turn,          // 180 degrees
  three_quarter_turn, // 270 degrees
  mirror_columns,     // left-right reflection
  transpose,          // reflection in the main diagonal
  mirror_rows,        // top-bottom reflection
  anti_transpose,     // reflection in the other diagonal
};

inline constexpr std::array<Symmetry, 8> all_symmetries{
    Symmetry::identity,       Symmetry::quarter_turn, Symmetry::half_turn,   Symmetry::three_quarter_turn,
    Symmetry::mirror_columns, Symmetry::transpose,    Symmetry::mirror_rows, Symmetry::anti_transpose};

/// One bit per Symmetry, bit i for the symmetry with value i.
using SymmetrySet = std::uint8_t;

constexpr SymmetrySet bit(Symmetry symmetry) { return static_cast<SymmetrySet>(1u << static_cast<unsigned>(symmetry)); }

/// Where `symmetry` moves `square` on an n x n board.
constexpr Square transform(Symmetry symmetry, int n, Square square) {
  const int r = square.row;
  const int c = square.column;
  const int last = n - 1;
  switch (symmetry) {
  case Symmetry::identity: return {r, c};
  case Symmetry::quarter_turn: return {c, last - r};
  case Symmetry::half_turn: return {last - r, last - c};
  case Symmetry::three_quarter_turn: return {last - c, r};
  case Symmetry::mirror_columns: return {r, last - c};
  case Symmetry::transpose: return {c, r};
  case Symmetry::mirror_rows: return {last - r, c};
  case Symmetry::anti_transpose: return {last - c, last - r};
  }
  return square;
}

/// The error of counts that contradict Burnside's lemma.
inline InconsistentCount inconsistent_symmetry_counts(int n) {
  return InconsistentCount("the symmetry counts of n = " + std::to_string(n) + " are inconsistent");
}

/// Burnside's lemma for the solutions of an n x n board: the number of classes
/// the eight symmetries sort them into (OEIS A002562) is the average number
/// of solutions a symmetry maps onto themselves. The identity fixes all of
/// them, the half turn `half_turn_symmetric` (the quarter-turn ones among
/// them), each quarter turn `quarter_turn_symmetric`, and the four
/// reflections none for n >= 2 (docs/algorithms.md says why); on the one
/// square of n = 1 every symmetry fixes the lone queen. Throws
/// InconsistentCount when the counts cannot be a board's (an average that is
/// no whole number, more quarter-turn than half-turn symmetric solutions, or
/// more of those than solutions): a guard against a wrong count, never
/// expected to fire. Constant time.
inline u128 classes_by_burnside(int n, const TaskCounts& counts) {
  const u128 reflections_fixed = n == 1 ? 4 * counts.solutions : 0;
  const u128 fixed_sum =
      counts.solutions + counts.half_turn_symmetric + 2 * counts.quarter_turn_symmetric + reflections_fixed;
  if (fixed_sum % 8 != 0 || counts.quarter_turn_symmetric > counts.half_turn_symmetric ||
      counts.half_turn_symmetric > counts.solutions)
    throw inconsistent_symmetry_counts(n);
  return fixed_sum / 8;
}

} // namespace nqueens::detail
