// The pair kernels of every instruction set this CPU runs against plain
// loops: the sums over a batch of pairs, the fit lists, the clash sets from
// a clash table, the reading, joining and clearing of placements and the
// bit-matrix transposition.
#include "halves/kernels/pair_kernels.hpp"
#include "halves/pair_test_board.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace nqueens::detail {
namespace {

using namespace pair_test;

TEST(PairKernels, EachInstructionSetMatchesAPlainLoop) {
  std::mt19937_64 random(3);
  // Up to 4 words, whole 512-bit blocks held in registers (8..32 words),
  // and longer ones: 264 words pass AVX2's 31-vector byte-sum limit.
  // From 8 words on, also with word ranges per pair and 5 padding bits in
  // the last word.
  for (const std::size_t words : {1, 2, 3, 4, 8, 16, 24, 32, 40, 264}) {
    const std::size_t south_count = 30;
    const std::uint64_t stored = words * 64 - (words >= 8 ? 5 : 0);
    std::vector<std::uint64_t> north(words), south(south_count * words);
    for (std::uint64_t& w : north) w = random() & random(); // sparse, as clash sets are
    for (std::uint64_t& w : south) w = random() & random();
    // The padding bits are 0 in every clash set.
    const std::uint64_t last_word = ~std::uint64_t{0} >> (words * 64 - stored);
    north[words - 1] &= last_word;
    for (std::size_t j = 0; j < south_count; ++j) south[j * words + words - 1] &= last_word;
    // Ranges of every length from 0 to 19 words (a block and more, and a
    // masked rest), and one range of all the words.
    std::vector<WordRanges> ranges(3);
    ranges[0] = {.placements = 0, .count = 1, .begin = {0}, .end = {static_cast<std::uint32_t>(words)}};
    for (std::size_t r = 1; r < ranges.size(); ++r) {
      WordRanges& pick = ranges[r];
      pick.count = 0;
      for (std::uint32_t at = static_cast<std::uint32_t>(random() % 3); pick.count < max_word_ranges;) {
        const std::uint32_t length = static_cast<std::uint32_t>(random() % 20);
        if (at + length > words) break;
        pick.begin[pick.count] = at;
        pick.end[pick.count] = at + length;
        ++pick.count;
        at += length + 1 + static_cast<std::uint32_t>(random() % 4);
      }
    }
    for (WordRanges& pick : ranges) {
      pick.placements = 0;
      for (std::uint32_t r = 0; r < pick.count; ++r)
        pick.placements += std::min<std::uint64_t>(pick.end[r] * std::uint64_t{64}, stored) - pick.begin[r] * std::uint64_t{64};
    }
    std::vector<std::uint32_t> fitting;
    std::vector<std::uint8_t> doubling;
    std::vector<const WordRanges*> pair_ranges;
    for (std::uint32_t j = 0; j < south_count; j += 1 + j % 3) {
      fitting.push_back(j);
      doubling.push_back(static_cast<std::uint8_t>(j % 3));
      pair_ranges.push_back(&ranges[j % ranges.size()]);
    }
    for (const bool ranged : {false, true}) {
      if (ranged && words < 8) continue;
      std::uint64_t expected = 0;
      for (std::size_t f = 0; f < fitting.size(); ++f) {
        const WordRanges& read = ranged ? *pair_ranges[f] : ranges[0];
        std::uint64_t inside = 0;
        for (std::uint32_t r = 0; r < read.count; ++r)
          for (std::size_t w = read.begin[r]; w < read.end[r]; ++w)
            inside += static_cast<std::uint64_t>(std::popcount(north[w] | south[fitting[f] * words + w]));
        expected += (read.placements - inside) << doubling[f];
      }
      const FitBatch batch{.outer_clashes = north.data(),
                           .inner_clashes = south.data(),
                           .fitting = fitting.data(),
                           .doubling = doubling.data(),
                           .fit_count = fitting.size(),
                           .words = words,
                           .pair_ranges = ranged ? pair_ranges.data() : nullptr,
                           .stored = stored};
      for (const InstructionSet isa : supported_instruction_sets())
        EXPECT_EQ(pair_kernels_for(isa).sum_fits(batch), expected)
            << instruction_set_name(isa) << ", " << words << " words, ranged " << ranged;
    }
  }
}

TEST(PairKernels, EachInstructionSetCountsFewFitsAtEveryEndOfTheStore) {
  // Clash sets as the engine's are: almost full, so that a pair has a few
  // fits, which the AVX2 kernel counts once in the AND of its vectors. The
  // stored placements end at every place around the lanes of the last
  // vector, and some pairs have two fits 256 bits apart (counted again).
  std::mt19937_64 random(13);
  std::size_t pairs_with_fits = 0, pairs_with_fits_256_apart = 0;
  for (const std::size_t words : {8, 16, 40, 192}) {
    for (const std::size_t short_of_words : {0, 1, 5, 63, 64, 65, 127, 128, 129, 191, 192, 193, 255}) {
      const std::uint64_t stored = words * 64 - short_of_words;
      const std::size_t inner_count = 9;
      // A clash set: every stored bit set but about `holes` random ones.
      const auto clash_set = [&](std::uint64_t* set, std::size_t holes) {
        for (std::size_t w = 0; w < words; ++w)
          set[w] = w * 64 + 64 <= stored ? ~std::uint64_t{0} : w * 64 >= stored ? 0 : ~std::uint64_t{0} >> (w * 64 + 64 - stored);
        for (std::size_t h = 0; h < holes; ++h) {
          const std::uint64_t bit = random() % stored;
          set[bit / 64] &= ~(std::uint64_t{1} << (bit % 64));
        }
      };
      std::vector<std::uint64_t> outer(words), inner(inner_count * words);
      clash_set(outer.data(), stored / 4);
      for (std::size_t j = 0; j < inner_count; ++j) clash_set(inner.data() + j * words, j == 0 ? 0 : stored / 16);
      // Inner 1: a fit where the outer has one, and another 256 bits on.
      if (stored > 256 + 3) {
        const std::uint64_t bit = random() % (stored - 256);
        for (const std::uint64_t at : {bit, bit + 256}) {
          outer[at / 64] &= ~(std::uint64_t{1} << (at % 64));
          inner[words + at / 64] &= ~(std::uint64_t{1} << (at % 64));
        }
      }
      std::vector<std::uint32_t> fitting;
      std::vector<std::uint8_t> doubling;
      for (std::uint32_t j = 0; j < inner_count; ++j) {
        fitting.push_back(j);
        doubling.push_back(static_cast<std::uint8_t>(j % 3));
      }
      // Each count of pairs: every mix of the kernel's steps of 4, 2 and 1.
      for (std::size_t fit_count = 1; fit_count <= inner_count; ++fit_count) {
        std::uint64_t expected = 0;
        for (std::size_t f = 0; f < fit_count; ++f) {
          std::uint64_t fits = 0;
          for (std::size_t bit = 0; bit < stored; ++bit) {
            const std::uint64_t mask = std::uint64_t{1} << (bit % 64);
            fits += ((outer[bit / 64] | inner[fitting[f] * words + bit / 64]) & mask) == 0;
          }
          if (fit_count == inner_count) {
            pairs_with_fits += fits > 0;
            std::uint64_t across = 0;
            for (std::size_t bit = 0; bit + 256 < stored; ++bit) {
              const auto fits_at = [&](std::size_t at) {
                return ((outer[at / 64] | inner[fitting[f] * words + at / 64]) >> (at % 64) & 1) == 0;
              };
              across += fits_at(bit) && fits_at(bit + 256);
            }
            pairs_with_fits_256_apart += across > 0;
          }
          expected += fits << doubling[f];
        }
        const FitBatch batch{.outer_clashes = outer.data(),
                             .inner_clashes = inner.data(),
                             .fitting = fitting.data(),
                             .doubling = doubling.data(),
                             .fit_count = fit_count,
                             .words = words,
                             .pair_ranges = nullptr,
                             .stored = stored};
        for (const InstructionSet isa : supported_instruction_sets())
          EXPECT_EQ(pair_kernels_for(isa).sum_fits(batch), expected)
              << instruction_set_name(isa) << ", " << words << " words, " << stored << " stored, " << fit_count
              << " pairs";
      }
    }
  }
  // Both ways of counting ran.
  EXPECT_GT(pairs_with_fits, 200u);
  EXPECT_GT(pairs_with_fits_256_apart, 40u);
  EXPECT_GT(pairs_with_fits - pairs_with_fits_256_apart, 100u);
}

/// A fit list: the fitting south placements and each pair's doubling.
struct FitList {
  std::vector<std::uint32_t> fitting;
  std::vector<std::uint8_t> doubling;
};

FitList plain_fit_list(const std::vector<Diagonals>& south, const Diagonals& north, std::uint64_t diagonal) {
  FitList list;
  for (std::uint32_t j = 0; j < south.size(); ++j) {
    if (north.clashes_with(south[j])) continue;
    const Diagonals half = north | south[j];
    list.fitting.push_back(j);
    list.doubling.push_back(static_cast<std::uint8_t>(((half.rising & diagonal) != 0) + ((half.falling & diagonal) != 0)));
  }
  return list;
}

TEST(PairKernels, EachInstructionSetListsTheFitsOfAPlainLoop) {
  std::mt19937_64 random(11);
  constexpr std::size_t guard = 16;
  constexpr std::uint32_t untouched = 0xdeadbeef;
  std::size_t listed_total = 0, unfitting_total = 0, doubling_seen[3] = {};
  // Every tail of the 8- and 4-wide steps; one main diagonal bit (even n),
  // none (odd n), and a random mask of several bits.
  for (std::size_t count = 0; count <= 70; ++count) {
    const auto south = random_placements(random, count, 3);
    std::vector<std::uint64_t> rising, falling;
    for (const Diagonals& d : south) {
      rising.push_back(d.rising);
      falling.push_back(d.falling);
    }
    for (const std::uint64_t diagonal : {std::uint64_t{0}, main_diagonal, random() & random()}) {
      // Random north placements, and one on each direction of the diagonal.
      auto norths = random_placements(random, 3, 3);
      norths.push_back({norths[0].rising | diagonal, norths[0].falling});
      norths.push_back({norths[1].rising, norths[1].falling | diagonal});
      for (const Diagonals& north : norths) {
        const FitList expected = plain_fit_list(south, north, diagonal);
        listed_total += expected.fitting.size();
        unfitting_total += count - expected.fitting.size();
        for (const std::uint8_t d : expected.doubling) ++doubling_seen[d];
        for (const InstructionSet isa : supported_instruction_sets()) {
          // Room for count + fit_list_slack entries, then a guard that must
          // stay untouched.
          const std::size_t room = count + fit_list_slack;
          std::vector<std::uint32_t> fitting(room + guard, untouched);
          std::vector<std::uint8_t> doubling(room + guard, 0xee);
          const std::size_t listed = pair_kernels_for(isa).list_fits({.inner_rising = rising.data(),
                                                                      .inner_falling = falling.data(),
                                                                      .count = count,
                                                                      .outer_rising = north.rising,
                                                                      .outer_falling = north.falling,
                                                                      .main_diagonal = diagonal,
                                                                      .fitting = fitting.data(),
                                                                      .doubling = doubling.data()});
          const std::string where = std::string(instruction_set_name(isa)) + ", count " + std::to_string(count) +
                                    ", diagonal " + std::to_string(diagonal);
          ASSERT_EQ(listed, expected.fitting.size()) << where;
          EXPECT_EQ(std::vector(fitting.begin(), fitting.begin() + listed), expected.fitting) << where;
          EXPECT_EQ(std::vector(doubling.begin(), doubling.begin() + listed), expected.doubling) << where;
          EXPECT_EQ(std::vector(fitting.begin() + room, fitting.end()), std::vector<std::uint32_t>(guard, untouched))
              << where << ": written past the slack";
          EXPECT_EQ(std::vector(doubling.begin() + room, doubling.end()), std::vector<std::uint8_t>(guard, 0xee))
              << where << ": written past the slack";
        }
      }
    }
  }
  // The cases list placements and skip some, with every doubling.
  EXPECT_GT(listed_total, 1000u);
  EXPECT_GT(unfitting_total, 1000u);
  for (const std::size_t seen : doubling_seen) EXPECT_GT(seen, 10u);
}

TEST(PairKernels, EachInstructionSetReadsPlacementsAsOnePlacementIsRead) {
  std::mt19937_64 random(13);
  // Every tail of the vector steps; unflipped and flipped readings (the
  // flip shift of quadrants of 8 and 16 rows); no forbidden diagonals and
  // some; the placements in one group, and cut into groups of 0 to 11
  // (empty ones too), read in one call.
  for (std::size_t count = 0; count <= 40; ++count) {
    std::vector<std::uint64_t> packed(count);
    for (std::uint64_t& placement : packed) placement = random() & 0x7fffffff7fffffffu;
    for (const bool one_group : {true, false}) {
      std::vector<PackedGroup> groups;
      for (std::size_t begin = 0; begin < count || groups.empty();) {
        const std::size_t size = one_group ? count : std::min<std::size_t>(random() % 12, count - begin);
        groups.push_back({packed.data() + begin, size});
        begin += size;
      }
      for (const PlacementReading reading : {PlacementReading{-1, 3, 9}, PlacementReading{17, 0, 8},
                                             PlacementReading{1, 15, 0}}) {
        for (const std::uint64_t forbidden : {std::uint64_t{0}, random() & random() & random()}) {
          std::vector<std::uint64_t> expected_rising, expected_falling;
          std::vector<std::uint32_t> expected_ends;
          for (const PackedGroup& group : groups) {
            for (std::size_t i = 0; i < group.count; ++i) {
              std::uint64_t falling = 0;
              const std::uint64_t rising = read_placement(group.packed[i], reading, falling);
              if (((rising & forbidden) | (falling & (forbidden >> 1))) != 0) continue;
              expected_rising.push_back(rising);
              expected_falling.push_back(falling);
            }
            expected_ends.push_back(static_cast<std::uint32_t>(expected_rising.size()));
          }
          for (const InstructionSet isa : supported_instruction_sets()) {
            // Room for count + placement_read_slack entries, then a guard
            // that must stay untouched.
            constexpr std::size_t guard = 8;
            constexpr std::uint64_t untouched = 0xeeeeeeeeeeeeeeeeu;
            const std::size_t room = count + placement_read_slack;
            std::vector<std::uint64_t> rising(room + guard, untouched), falling(room + guard, untouched);
            std::vector<std::uint32_t> kept_ends(groups.size());
            const std::size_t kept = pair_kernels_for(isa).read_placements({.groups = groups.data(),
                                                                            .group_count = groups.size(),
                                                                            .reading = reading,
                                                                            .forbidden_rising = forbidden,
                                                                            .forbidden_falling = forbidden >> 1,
                                                                            .rising = rising.data(),
                                                                            .falling = falling.data(),
                                                                            .kept_ends = kept_ends.data()});
            const std::string where = std::string(instruction_set_name(isa)) + ", count " + std::to_string(count) +
                                      ", groups " + std::to_string(groups.size()) + ", flip " +
                                      std::to_string(reading.flip_shift);
            ASSERT_EQ(kept, expected_rising.size()) << where;
            EXPECT_EQ(kept_ends, expected_ends) << where;
            EXPECT_EQ(std::vector(rising.begin(), rising.begin() + kept), expected_rising) << where;
            EXPECT_EQ(std::vector(falling.begin(), falling.begin() + kept), expected_falling) << where;
            EXPECT_EQ(std::vector(rising.begin() + room, rising.end()), std::vector<std::uint64_t>(guard, untouched))
                << where << ": written past the slack";
            EXPECT_EQ(std::vector(falling.begin() + room, falling.end()), std::vector<std::uint64_t>(guard, untouched))
                << where << ": written past the slack";
          }
        }
      }
    }
  }
}

TEST(PairKernels, EachInstructionSetJoinsAsOnePairIsJoined) {
  std::mt19937_64 random(17);
  const auto sparse = [&] { return Diagonals{random() & random() & random(), random() & random() & random()}; };
  std::size_t joined_total = 0, clashing_total = 0, stopped_early = 0;
  // Every tail of the vector steps; sparse masks, so that some pairs fit
  // and some clash in one direction only; rooms for every north placement
  // and for a few.
  for (std::size_t south_count = 0; south_count <= 24; ++south_count) {
    std::vector<Diagonals> south(south_count);
    for (Diagonals& placement : south) placement = sparse();
    for (const std::size_t north_count : {0, 1, 2, 5}) {
      std::vector<std::uint64_t> north_rising, north_falling;
      for (std::size_t k = 0; k < north_count; ++k) {
        const Diagonals placement = sparse();
        north_rising.push_back(placement.rising);
        north_falling.push_back(placement.falling);
      }
      const Diagonals placed{std::uint64_t{1} << (random() % 64), std::uint64_t{1} << (random() % 64)};
      // Per north placement, the pairs it joins.
      std::vector<std::vector<Diagonals>> expected(north_count);
      for (std::size_t k = 0; k < north_count; ++k) {
        const Diagonals north = Diagonals{north_rising[k], north_falling[k]} | placed;
        for (const Diagonals& placement : south)
          if (!placement.clashes_with(north)) expected[k].push_back(north | placement);
        joined_total += expected[k].size();
        clashing_total += south_count - expected[k].size();
      }
      for (const std::size_t room : {north_count * (south_count + join_slack), south_count + join_slack})
        for (const InstructionSet isa : supported_instruction_sets()) {
          // The room, then a guard that must stay untouched.
          constexpr std::size_t guard = 4;
          constexpr Diagonals untouched{0xeeeeeeeeeeeeeeeeu, 0xddddddddddddddddu};
          std::vector<Diagonals> joined(room + guard, untouched);
          const JoinProgress progress = pair_kernels_for(isa).join({.north_rising = north_rising.data(),
                                                                    .north_falling = north_falling.data(),
                                                                    .north_count = north_count,
                                                                    .south = south.data(),
                                                                    .south_count = south_count,
                                                                    .placed = placed,
                                                                    .joined = joined.data(),
                                                                    .room = room});
          const std::string where = std::string(instruction_set_name(isa)) + ", south " + std::to_string(south_count) +
                                    ", north " + std::to_string(north_count) + ", room " + std::to_string(room);
          // As many north placements as the room holds, each needing its
          // south placements and the slack.
          std::size_t fitting_norths = 0, expected_joined = 0;
          while (fitting_norths < north_count && expected_joined + south_count + join_slack <= room)
            expected_joined += expected[fitting_norths++].size();
          ASSERT_EQ(progress.north_joined, fitting_norths) << where;
          ASSERT_EQ(progress.joined, expected_joined) << where;
          stopped_early += fitting_norths < north_count;
          std::size_t at = 0;
          for (std::size_t k = 0; k < fitting_norths; ++k)
            for (const Diagonals& pair : expected[k]) {
              EXPECT_TRUE(joined[at].rising == pair.rising && joined[at].falling == pair.falling)
                  << where << ", placement " << at;
              ++at;
            }
          for (std::size_t j = room; j < joined.size(); ++j)
            EXPECT_TRUE(joined[j].rising == untouched.rising && joined[j].falling == untouched.falling)
                << where << ": written past the room";
        }
    }
  }
  EXPECT_GT(joined_total, 200u);
  EXPECT_GT(clashing_total, 200u);
  EXPECT_GT(stopped_early, 20u);
}

TEST(PairKernels, EachInstructionSetKeepsThePlacementsClearOfTheForbiddenDiagonals) {
  std::mt19937_64 random(19);
  const auto sparse = [&] { return Diagonals{random() & random() & random(), random() & random() & random()}; };
  std::size_t kept_total = 0, dropped_total = 0;
  // Every tail of the vector steps; sparse masks, so that some placements
  // are kept and some clash in one direction only.
  for (std::size_t count = 0; count <= 24; ++count)
    for (int draw = 0; draw < 4; ++draw) {
      std::vector<Diagonals> placements(count);
      for (Diagonals& placement : placements) placement = sparse();
      // Sparser than a placement, as a middle queen's two diagonals are.
      const Diagonals forbidden{random() & random() & random() & random(), random() & random() & random() & random()};
      std::vector<Diagonals> expected;
      for (const Diagonals& placement : placements)
        if (!placement.clashes_with(forbidden)) expected.push_back(placement);
      kept_total += expected.size();
      dropped_total += count - expected.size();
      for (const InstructionSet isa : supported_instruction_sets()) {
        // The room, then a guard that must stay untouched.
        constexpr std::size_t guard = 4;
        constexpr Diagonals untouched{0xeeeeeeeeeeeeeeeeu, 0xddddddddddddddddu};
        std::vector<Diagonals> kept(count + join_slack + guard, untouched);
        const std::size_t kept_count = pair_kernels_for(isa).keep_clear(
            {.placements = placements.data(), .count = count, .forbidden = forbidden, .kept = kept.data()});
        const std::string where =
            std::string(instruction_set_name(isa)) + ", " + std::to_string(count) + " placements, draw " +
            std::to_string(draw);
        ASSERT_EQ(kept_count, expected.size()) << where;
        for (std::size_t j = 0; j < expected.size(); ++j)
          EXPECT_TRUE(kept[j].rising == expected[j].rising && kept[j].falling == expected[j].falling)
              << where << ", placement " << j;
        for (std::size_t j = count + join_slack; j < kept.size(); ++j)
          EXPECT_TRUE(kept[j].rising == untouched.rising && kept[j].falling == untouched.falling)
              << where << ": written past the room";
      }
    }
  EXPECT_GT(kept_total, 200u);
  EXPECT_GT(dropped_total, 200u);
}

TEST(PairKernels, EachInstructionSetTransposesABitMatrix) {
  std::mt19937_64 random(31);
  for (int round = 0; round < 20; ++round) {
    std::array<std::uint64_t, 64> matrix;
    // Dense, sparse and one-bit rows.
    for (std::uint64_t& row : matrix)
      row = round % 3 == 0 ? random() : round % 3 == 1 ? random() & random() & random() : std::uint64_t{1} << (random() % 64);
    std::array<std::uint64_t, 64> expected{};
    for (int i = 0; i < 64; ++i)
      for (int j = 0; j < 64; ++j) expected[j] |= ((matrix[i] >> j) & 1) << i;
    for (const InstructionSet isa : supported_instruction_sets()) {
      std::array<std::uint64_t, 64> transposed = matrix;
      pair_kernels_for(isa).transpose_bits(transposed.data());
      EXPECT_EQ(transposed, expected) << instruction_set_name(isa) << ", round " << round;
    }
  }
}

TEST(PairKernels, EachInstructionSetORsAClashTablesRowsAsEachChunkIsLookedUp) {
  // A query's clash set from a clash table is the OR of one entry per chunk,
  // the subset of the chunk's diagonals it occupies (entry 0, zeros, where
  // it occupies none): tables of 0 to 7 chunks, as the kernels read tables
  // of some chunk counts with those counts unrolled and others in a loop.
  std::mt19937_64 random(41);
  for (const std::size_t words : {8, 24, 40, 72})
    for (std::size_t chunk_count = 0; chunk_count <= 7; ++chunk_count) {
      std::vector<EntryChunk> chunks;
      std::size_t entry_count = 0;
      for (std::size_t c = 0; c < chunk_count; ++c) {
        const int size = 3 + static_cast<int>(random() % 5);
        chunks.push_back({.falling = c % 2 == 1,
                          .first_diagonal = static_cast<int>(random() % (64 - size)),
                          .mask = (std::uint64_t{1} << size) - 1,
                          .first_entry = entry_count});
        entry_count += std::size_t{1} << size;
      }
      std::vector<std::uint64_t> entries(entry_count * words);
      for (std::uint64_t& word : entries) word = random() & random() & random();
      for (const EntryChunk& chunk : chunks)
        std::fill_n(entries.begin() + static_cast<std::ptrdiff_t>(chunk.first_entry * words), words, 0);
      std::vector<std::uint64_t> rising, falling;
      for (int j = 0; j < 37; ++j) {
        rising.push_back(random() & random());
        falling.push_back(random() & random());
      }
      const EntryTable table{chunks.data(), chunks.size(), entries.data(), words};
      for (const InstructionSet isa : supported_instruction_sets()) {
        std::vector<std::uint64_t> out(rising.size() * words, ~std::uint64_t{0});
        pair_kernels_for(isa).table_clashing({table, rising.data(), falling.data(), rising.size()}, out.data());
        for (std::size_t j = 0; j < rising.size(); ++j)
          for (std::size_t w = 0; w < words; ++w) {
            std::uint64_t expected = 0;
            for (const EntryChunk& chunk : chunks) {
              const std::uint64_t diagonals = chunk.falling ? falling[j] : rising[j];
              expected |= entries[(chunk.first_entry + ((diagonals >> chunk.first_diagonal) & chunk.mask)) * words + w];
            }
            ASSERT_EQ(out[j * words + w], expected) << instruction_set_name(isa) << ", " << words << " words, "
                                                    << chunk_count << " chunks, query " << j << ", word " << w;
          }
      }
    }
}

TEST(PairKernels, EachInstructionSetMakesAChunksEntries) {
  // Entry s of a chunk is the OR of the slices of the diagonals in s; a
  // diagonal with no slice reads a row of zeros (the chunk's entry 0).
  // Those of more diagonals than asked for are left as they were.
  std::mt19937_64 random(37);
  constexpr std::uint64_t untouched = 0xeeeeeeeeeeeeeeeeu;
  for (const std::size_t words : {8, 16, 24, 40})
    for (const int size : {1, 3, 7, 10})
      for (const int most_diagonals : {size, 2, 4}) {
        std::vector<std::vector<std::uint64_t>> slice_words(size, std::vector<std::uint64_t>(words));
        for (auto& slice : slice_words)
          for (std::uint64_t& word : slice) word = random() & random();
        const int empty = size / 2; // the middle diagonal has no slice
        for (const InstructionSet isa : supported_instruction_sets()) {
          std::vector<std::uint64_t> entries((std::size_t{1} << size) * words, untouched);
          std::fill(entries.begin(), entries.begin() + static_cast<std::ptrdiff_t>(words), 0);
          std::vector<const std::uint64_t*> slices;
          for (int i = 0; i < size; ++i)
            slices.push_back(i == empty && size > 1 ? entries.data() : slice_words[i].data());
          pair_kernels_for(isa).make_entries({entries.data(), slices.data(), size, most_diagonals, words});
          for (std::uint64_t subset = 0; subset < (std::uint64_t{1} << size); ++subset)
            for (std::size_t w = 0; w < words; ++w) {
              std::uint64_t expected = 0;
              for (int i = 0; i < size; ++i)
                if ((subset >> i) & 1 && !(i == empty && size > 1)) expected |= slice_words[i][w];
              if (std::popcount(subset) > most_diagonals) expected = untouched;
              ASSERT_EQ(entries[subset * words + w], expected)
                  << instruction_set_name(isa) << ", " << words << " words, size " << size << ", most "
                  << most_diagonals << ", entry " << subset;
            }
        }
      }
}

} // namespace
} // namespace nqueens::detail
