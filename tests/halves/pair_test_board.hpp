// The 16 x 16 board the pair counter's and the kernels' tests place random
// queens on, and the instruction sets they run.
#pragma once

#include "halves/kernels/pair_kernels.hpp"
#include "halves/table/quadrant.hpp"
#include "random_placements.hpp"

#include <cstdint>
#include <random>
#include <vector>

namespace nqueens::detail::pair_test {

inline constexpr int n = 16;
/// The main diagonals' bit, the same in both directions.
inline constexpr std::uint64_t main_diagonal = std::uint64_t{1} << (n - 1);

/// Whether `d` occupies a main diagonal.
inline bool on_main_diagonal(const Diagonals& d) { return ((d.rising | d.falling) & main_diagonal) != 0; }

/// `count` placements of `queens` queens on random squares of the board.
inline std::vector<Diagonals> random_placements(std::mt19937_64& random, std::size_t count, int queens) {
  return test::random_placements(random, {n, 0, n, 0, n}, count, queens);
}

/// `count` placements of up to `queens` queens on random squares of `quadrant`.
inline std::vector<Diagonals> random_placements_in(std::mt19937_64& random, const Quadrant& quadrant,
                                                   std::size_t count, int queens) {
  return test::random_placements(
      random, {n, quadrant.first_row, quadrant.size, quadrant.first_column, quadrant.size}, count, queens);
}

/// The instruction sets this CPU runs: every one is tested where it can be.
inline std::vector<InstructionSet> supported_instruction_sets() {
  std::vector<InstructionSet> sets;
  for (const InstructionSet isa : {InstructionSet::portable, InstructionSet::avx2, InstructionSet::avx512})
    if (instruction_set_supported(isa)) sets.push_back(isa);
  return sets;
}

} // namespace nqueens::detail::pair_test
