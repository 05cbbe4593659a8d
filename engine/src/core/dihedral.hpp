// The eight symmetries of the square board (the dihedral group D4): four
// rotations, each with or without a reflection. The one description of them:
// the symmetry method's canonical border placements and its classification of
// solutions, the images of listed and verified solutions, and the halves
// method's classes of middle queens all use transform().
#pragma once

#include "nqueens/nqueens.hpp"

#include <array>
#include <cstdint>

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

} // namespace nqueens::detail
