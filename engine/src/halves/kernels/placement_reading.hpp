// How a quadrant table's packed placement is read as the board's diagonals:
// the one definition that QuadrantGroup and the kernels' placement loop
// (shared_loops.hpp) both compile. Every function here is static, so each
// file compiles its own copy for its own instruction set.
#pragma once

#include <cstdint>

namespace nqueens::detail {

/// The parameters of a reading: a placement is reversed and shifted right
/// by flip_shift when that is not negative (a quadrant read upside down),
/// then its low 32 bits shifted left by rising_shift are its rising
/// diagonals and its high 32 bits shifted left by falling_shift its
/// falling ones.
struct PlacementReading {
  int flip_shift = -1;
  int rising_shift = 0;
  int falling_shift = 0;
};

/// The 64 bits of `word` in reverse order, in about fifteen instructions.
static inline std::uint64_t reversed_word(std::uint64_t word) {
  word = __builtin_bswap64(word);
  word = ((word >> 4) & 0x0f0f0f0f0f0f0f0fu) | ((word & 0x0f0f0f0f0f0f0f0fu) << 4);
  word = ((word >> 2) & 0x3333333333333333u) | ((word & 0x3333333333333333u) << 2);
  return ((word >> 1) & 0x5555555555555555u) | ((word & 0x5555555555555555u) << 1);
}

/// `placement` read by `reading`: its rising diagonals, and its falling
/// ones into `falling`.
static inline std::uint64_t read_placement(std::uint64_t placement, const PlacementReading& reading,
                                           std::uint64_t& falling) {
  // The same branch for every placement of a group: predicted.
  if (reading.flip_shift >= 0) placement = reversed_word(placement) >> reading.flip_shift;
  falling = (placement >> 32) << reading.falling_shift;
  return (placement & 0xffffffffu) << reading.rising_shift;
}

} // namespace nqueens::detail
