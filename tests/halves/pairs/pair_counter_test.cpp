// The halves method's pair counter against plain pairwise loops: joining
// two quadrants' groups into half placements, and counting the stored half
// placements each pair fits.
#include "halves/pair_test_board.hpp"
#include "halves/pairs/buffer_limits.hpp"
#include "halves/pairs/pair_counter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

using namespace pair_test;

/// The row sets of the quadrants of an n x n board that a half reads: 4
/// north rows and 4 south rows.
struct RowSets {
  RowSetPlacements north{Quadrant{n, 0, 0, n / 2}, 0b11011000};
  RowSetPlacements south{Quadrant{n, n / 2, 0, n / 2}, 0b10100101};
};

const RowSets& row_sets() {
  static const RowSets built;
  return built;
}

/// A half's two groups: the north rows on 4 of the columns, the south rows
/// on the other 4, by default chosen for many placements (16 and 14).
struct Groups {
  QuadrantGroup north{row_sets().north, 0b11000011};
  QuadrantGroup south{row_sets().south, 0b00111100};
};

/// The other way round (north on 0b00111100), where the north group is the
/// smaller one: count_fitting_pairs loops over the smaller group outside.
Groups swapped_columns() { return {{row_sets().north, 0b00111100}, {row_sets().south, 0b11000011}}; }

/// A queen outside the quadrants standing in for odd n's middle ones: on
/// (8, 12), it clashes with some of the groups' placements, not all.
constexpr Diagonals middle_queen{std::uint64_t{1} << 20, std::uint64_t{1} << (8 - 12 + n - 1)};
/// A queen standing in for the middle row's, which odd n's stored half
/// holds: on (8, 2), sharing no diagonal with middle_queen.
constexpr Diagonals placed_queen{std::uint64_t{1} << 10, std::uint64_t{1} << (8 - 2 + n - 1)};

std::vector<Diagonals> diagonals_of(const QuadrantGroup& group) {
  std::vector<Diagonals> all;
  for (const PackedDiagonals placement : group.placements()) all.push_back(group.diagonals(placement));
  return all;
}

/// `group`'s placements occupying none of `forbidden`, read as the pair
/// counter reads them (ReadGroups) into `read`.
PlacementDiagonals read_group(ReadGroups& read, const QuadrantGroup& group, const Diagonals& forbidden,
                              const PairKernels& kernels) {
  read.clear();
  read.add(group);
  read.read(forbidden, kernels);
  return read[0];
}

TEST(PairCounter, JoinMatchesAPlainPairwiseLoop) {
  const Groups groups;
  const auto north = diagonals_of(groups.north), south = diagonals_of(groups.south);
  ASSERT_GT(north.size(), 10u);
  ASSERT_GT(south.size(), 10u);
  const auto clashes_with_middle = [](const Diagonals& d) { return d.clashes_with(middle_queen); };
  ASSERT_TRUE(std::any_of(north.begin(), north.end(), clashes_with_middle) &&
              std::any_of(south.begin(), south.end(), clashes_with_middle))
      << "the middle queen filters nothing";
  const auto clashes_with_placed = [](const Diagonals& d) { return d.clashes_with(placed_queen); };
  ASSERT_TRUE(std::any_of(north.begin(), north.end(), clashes_with_placed) &&
              std::any_of(south.begin(), south.end(), clashes_with_placed))
      << "the placed queen filters nothing";
  // Even n's main-diagonal rule; odd n's middle queens; and with them a
  // queen the half holds, which each joined placement carries.
  for (const HalfRules& rules : {HalfRules{{}, main_diagonal, {}}, HalfRules{middle_queen, 0, {}},
                                 HalfRules{middle_queen | placed_queen, 0, placed_queen}}) {
    std::vector<Diagonals> expected{Diagonals{}}; // one entry kept before the join
    for (const Diagonals& a : north)
      for (const Diagonals& b : south)
        if (!a.clashes_with(rules.fixed) && !b.clashes_with(rules.fixed) && !a.clashes_with(b) &&
            (rules.main_diagonal == 0 || (!on_main_diagonal(a) && !on_main_diagonal(b))))
          expected.push_back(a | b | rules.placed);
    for (const InstructionSet isa : supported_instruction_sets()) {
      JoinedPlacements joined{std::vector<Diagonals>(1), 1};
      PairBuffers buffers;
      const PairKernels& kernels = pair_kernels_for(isa);
      // The join's precondition: the placements are clear of the middle
      // queens and, with the rule, off the main diagonals.
      const Diagonals forbidden = rules.fixed | Diagonals{rules.main_diagonal, rules.main_diagonal};
      ReadGroups north_read, south_read;
      const PlacementDiagonals north_group = read_group(north_read, groups.north, forbidden, kernels);
      const PlacementDiagonals south_group = read_group(south_read, groups.south, forbidden, kernels);
      EXPECT_EQ(join_placements(north_group, south_group, rules, joined, buffers, kernels, BufferLimits::unlimited),
                north_group.count);
      const std::size_t count = joined.count;
      ASSERT_EQ(count, expected.size()) << instruction_set_name(isa);
      ASSERT_GT(count, 1u) << "the case tests nothing";
      for (std::size_t i = 1; i < count; ++i) {
        EXPECT_EQ(joined.placements[i].rising, expected[i].rising) << instruction_set_name(isa) << ", " << i;
        EXPECT_EQ(joined.placements[i].falling, expected[i].falling) << instruction_set_name(isa) << ", " << i;
      }
      // Within a slice of `most`, the join stops before the north placement
      // that might pass it; emptied and resumed there, the slices make the
      // same placements in the same order, none holding more than `most`.
      for (const std::size_t most : {south_group.count, south_group.count + 5, 3 * south_group.count}) {
        JoinedPlacements slice;
        std::vector<Diagonals> slices;
        for (std::size_t north_joined = 0; north_joined < north_group.count;) {
          north_joined += join_placements({north_group.rising + north_joined, north_group.falling + north_joined,
                                           north_group.count - north_joined},
                                          south_group, rules, slice, buffers, kernels, most);
          ASSERT_LE(slice.count, most);
          ASSERT_LE(slice.placements.capacity(), most + join_slack);
          slices.insert(slices.end(), slice.placements.begin(), slice.placements.begin() + slice.count);
          slice.count = 0;
        }
        ASSERT_EQ(slices.size(), count - 1) << instruction_set_name(isa) << ", slices of " << most;
        for (std::size_t i = 0; i < slices.size(); ++i)
          ASSERT_TRUE(slices[i].rising == expected[i + 1].rising && slices[i].falling == expected[i + 1].falling)
              << instruction_set_name(isa) << ", slices of " << most << ", " << i;
      }
      // A south group larger than the slice joins nothing.
      JoinedPlacements small;
      EXPECT_EQ(join_placements(north_group, south_group, rules, small, buffers, kernels, south_group.count - 1), 0u);
    }
  }
}

/// count_fitting_pairs against a plain loop over the pairs and the stored
/// placements.
void expect_count_matches_a_plain_loop(const Groups& groups) {
  std::mt19937_64 random(5);
  const auto north = diagonals_of(groups.north), south = diagonals_of(groups.south);
  PairBuffers buffers; // reused, as a worker does
  ReadGroups north_read, south_read;
  // Slices read directly (up to 511), through clash tables (from 512) and
  // through the sieve (from 15,873: 256 words), up to about the largest
  // store a row choice keeps whole (262,143: BufferLimits::pieces). 9,000
  // (144 words) runs the AVX2 pair loop over more vectors than its byte
  // sums hold.
  for (const std::size_t stored_count :
       {0, 1, 100, 250, 400, 900, 1500, 2000, 3000, 4000, 9000, 16000, 33000, 262000}) {
    // Odd n (no main-diagonal rule); even n with each weight of the pairs
    // off both main diagonals.
    for (const int off_main_weight : {-1, 0, 1, 2}) {
      const bool odd_middle = off_main_weight < 0;
      const Diagonals fixed = odd_middle ? middle_queen : Diagonals{};
      const std::uint64_t diagonal = odd_middle ? 0 : main_diagonal;
      const HalfRules rules{fixed, diagonal, {}, odd_middle ? 1 : off_main_weight};
      const auto stored = random_placements(random, stored_count, 2);
      std::uint64_t expected = 0;
      for (const Diagonals& a : north)
        for (const Diagonals& b : south) {
          if (a.clashes_with(fixed) || b.clashes_with(fixed) || a.clashes_with(b)) continue;
          const Diagonals half = a | b;
          std::uint64_t fits = 0;
          for (const Diagonals& p : stored)
            fits += !p.mirrored().clashes_with(half); // the store reads queries mirrored
          const int doubled = ((half.rising & diagonal) != 0) + ((half.falling & diagonal) != 0);
          expected += doubled == 0 ? fits * rules.off_main_weight : fits << doubled;
        }
      StoredHalf sliced;
      for (const InstructionSet isa : supported_instruction_sets()) {
        const PairKernels& kernels = pair_kernels_for(isa);
        // Each group's placements have a queen on each of its 4 rows.
        sliced.assign(stored, Quadrant{n, 0, 0, n / 2}, Quadrant{n, n / 2, 0, n / 2},
                      {{groups.north.placements().size(), 4}, {groups.south.placements().size(), 4}},
                      QueryShares::uniform(), kernels);
        const PlacementDiagonals north_group = read_group(north_read, groups.north, rules.fixed, kernels);
        const PlacementDiagonals south_group = read_group(south_read, groups.south, rules.fixed, kernels);
        // The inner group whole and in blocks, some splitting the placements
        // on a main diagonal from the others.
        for (const std::size_t inner_block : {BufferLimits::unlimited, std::size_t{1}, std::size_t{7}}) {
          const u128 counted =
              count_fitting_pairs(sliced, north_group, south_group, rules, buffers, kernels, inner_block);
          EXPECT_EQ(static_cast<std::uint64_t>(counted), expected)
              << instruction_set_name(isa) << ", stored " << stored_count << ", weight " << off_main_weight
              << ", inner block " << inner_block;
        }
      }
      EXPECT_GT(expected + (stored_count <= 1), 0u)
          << "the case tests nothing: stored " << stored_count << ", weight " << off_main_weight;
    }
  }
}

TEST(PairCounter, CountMatchesAPlainPairwiseLoop) {
  const Groups groups;
  ASSERT_GT(groups.north.placements().size(), groups.south.placements().size());
  expect_count_matches_a_plain_loop(groups);
}

TEST(PairCounter, CountMatchesAPlainPairwiseLoopWithTheNorthGroupOutside) {
  const Groups groups = swapped_columns();
  ASSERT_LT(groups.north.placements().size(), groups.south.placements().size());
  expect_count_matches_a_plain_loop(groups);
}

} // namespace
} // namespace nqueens::detail
