// The diagonals a set of queens occupies: what every clash test of the
// halves method reads.
#pragma once

#include <cstdint>

namespace nqueens::detail {

/// The diagonals a set of queens occupies, in absolute board coordinates: a
/// queen on row r, column c sets bit r + c of `rising` and bit r - c + n - 1
/// of `falling`. Both lie in 0..2n-2, so they fit 64 bits for n <= 32.
struct Diagonals {
  std::uint64_t rising = 0;
  std::uint64_t falling = 0;

  bool clashes_with(const Diagonals& other) const {
    return ((rising & other.rising) | (falling & other.falling)) != 0;
  }
  Diagonals operator|(const Diagonals& other) const { return {rising | other.rising, falling | other.falling}; }
  /// The same queens seen in the board's mirror image (column c -> n - 1 -
  /// c), which turns each rising diagonal into the falling one of the same
  /// number and the other way round; `mirror` false leaves them as they are.
  Diagonals mirrored(bool mirror = true) const { return mirror ? Diagonals{falling, rising} : *this; }
};

} // namespace nqueens::detail
