// Half placements stored bit-sliced, and the buffers the kernels read them
// from, against plain loops on random placements.
#include "halves/pair_test_board.hpp"
#include "halves/pairs/aligned_words.hpp"
#include "halves/pairs/sliced_placements.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

using namespace pair_test;

TEST(SlicedPlacements, ClashingSetsMatchAPlainLoop) {
  std::mt19937_64 random(7);
  // 1 to 4 words: larger stores are read through clash tables
  // (clash_table_test.cpp).
  for (const std::size_t count : {1, 63, 64, 130, 200, 256}) {
    const auto stored = random_placements(random, count, 4);
    const auto queries = random_placements(random, 20, 4);
    for (const InstructionSet isa : supported_instruction_sets()) {
      SlicedPlacements sliced;
      sliced.assign(stored, pair_kernels_for(isa).transpose_bits);
      ASSERT_EQ(sliced.count(), count);
      ASSERT_EQ(sliced.words(), SlicedPlacements::padded_words(count));
      std::vector<std::uint64_t> clashes(sliced.words());
      for (const Diagonals& query : queries) {
        sliced.clashing(query, clashes.data(), pair_kernels_for(isa).clashing);
        for (std::size_t i = 0; i < sliced.words() * 64; ++i) {
          const bool expected = i < count && stored[i].clashes_with(query);
          EXPECT_EQ(((clashes[i / 64] >> (i % 64)) & 1) != 0, expected)
              << instruction_set_name(isa) << ", count " << count << ", placement " << i;
        }
      }
    }
  }
}

TEST(SlicedPlacements, SliceDiagonalsSpreadWiderThan32AsWellAsNarrower) {
  // Occupied diagonals within 32 of each other per direction share one bit
  // matrix; a half of n = 30 (its 15 columns, every row) spreads wider and
  // takes one per direction. Every slice against the placements, 40 to 200
  // of them: bit matrices from 32 placements a word on.
  std::mt19937_64 random(11);
  for (const test::BoardBlock block : {test::BoardBlock{30, 0, 30, 0, 15}, test::BoardBlock{30, 10, 12, 15, 8}})
    for (const std::size_t count : {40, 64, 200}) {
      const auto stored = test::random_placements(random, block, count, 6);
      for (const InstructionSet isa : supported_instruction_sets()) {
        SlicedPlacements sliced;
        sliced.assign(stored, pair_kernels_for(isa).transpose_bits);
        for (const bool falling : {false, true})
          for (std::uint64_t left = falling ? sliced.occupied().falling : sliced.occupied().rising; left != 0;
               left &= left - 1) {
            const int diagonal = std::countr_zero(left);
            const std::uint64_t* slice = sliced.slice(falling, diagonal);
            for (std::size_t i = 0; i < count; ++i) {
              const std::uint64_t occupies = ((falling ? stored[i].falling : stored[i].rising) >> diagonal) & 1;
              EXPECT_EQ((slice[i / 64] >> (i % 64)) & 1, occupies)
                  << instruction_set_name(isa) << ", columns " << block.columns << ", count " << count << ", diagonal "
                  << diagonal;
            }
          }
      }
    }
}

TEST(SlicedPlacements, MirroredReadsQueriesWithTheirDiagonalsSwapped) {
  std::mt19937_64 random(9);
  const auto stored = random_placements(random, 250, 4);
  SlicedPlacements sliced, mirrored;
  const TransposeBits transpose = pair_kernels_for(InstructionSet::portable).transpose_bits;
  sliced.assign(stored, transpose);
  mirrored.assign(stored, transpose);
  mirrored.mirror();
  std::vector<std::uint64_t> expected(sliced.words()), clashes(sliced.words());
  for (const Diagonals& query : random_placements(random, 20, 4)) {
    const Clashing kernel = pair_kernels_for(InstructionSet::portable).clashing;
    sliced.clashing(query, expected.data(), kernel);
    mirrored.clashing({query.falling, query.rising}, clashes.data(), kernel);
    EXPECT_EQ(clashes, expected);
  }
}

TEST(AlignedWords, StartOnACacheLine) {
  // The kernels' vector loads stay within cache lines only if every buffer
  // of clash sets starts on one, whatever its size and however it grew.
  for (const std::size_t words : {1, 3, 8, 100, 4096, 100000}) {
    AlignedWords buffer(words);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(buffer.data()) % words_alignment, 0u) << words;
    buffer.resize(3 * words + 5);
    EXPECT_EQ(reinterpret_cast<std::uintptr_t>(buffer.data()) % words_alignment, 0u) << words;
  }
}

} // namespace
} // namespace nqueens::detail
