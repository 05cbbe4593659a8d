// A quadrant's placements per row set, and their groups, against a brute
// enumeration of one quadrant: every way to give each of its rows no queen or
// one of its columns.
#include "halves/table/quadrant_group.hpp"
#include "halves/table/row_set_placements.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

void sort_placements(std::vector<Diagonals>& placements) {
  std::sort(placements.begin(), placements.end(), [](const Diagonals& a, const Diagonals& b) {
    return std::pair{a.rising, a.falling} < std::pair{b.rising, b.falling};
  });
}

using Groups = std::map<std::pair<std::uint32_t, std::uint32_t>, std::vector<Diagonals>>;

/// Every row of the quadrant gets a digit 0..size: 0 for no queen, c + 1 for
/// a queen in local column c; the placements with distinct columns and no
/// shared diagonal, grouped by (rows, columns), each group sorted.
Groups brute_placements(const Quadrant& q) {
  Groups groups;
  int digits = 1;
  for (int row = 0; row < q.size; ++row) digits *= q.size + 1;
  for (int code = 0; code < digits; ++code) {
    std::vector<std::pair<int, int>> queens; // board row, board column
    std::uint32_t rows = 0, columns = 0;
    bool repeated_column = false;
    for (int row = 0, rest = code; row < q.size; ++row, rest /= q.size + 1) {
      const int digit = rest % (q.size + 1);
      if (digit == 0) continue;
      const int column = digit - 1;
      repeated_column = repeated_column || ((columns >> column) & 1) != 0;
      rows |= 1u << row;
      columns |= 1u << column;
      queens.push_back({q.first_row + row, q.first_column + column});
    }
    if (repeated_column) continue;
    bool attack = false;
    for (std::size_t i = 0; i < queens.size(); ++i)
      for (std::size_t j = i + 1; j < queens.size(); ++j)
        attack = attack || queens[i].first - queens[j].first == queens[i].second - queens[j].second ||
                 queens[i].first - queens[j].first == queens[j].second - queens[i].second;
    if (attack) continue;
    Diagonals diagonals;
    for (const auto& [r, c] : queens) {
      diagonals.rising |= std::uint64_t{1} << (r + c);
      diagonals.falling |= std::uint64_t{1} << (r - c + q.n - 1);
    }
    groups[{rows, columns}].push_back(diagonals);
  }
  for (auto& [key, placements] : groups) sort_placements(placements);
  return groups;
}

/// Whether `group`'s placements on a main diagonal of the n x n board (bit
/// n - 1 of either direction) all come before those off both, as the pair
/// counter needs them.
bool main_diagonal_first(const QuadrantGroup& group, int n) {
  const std::uint64_t main_diagonal = std::uint64_t{1} << (n - 1);
  bool off_seen = false;
  for (const PackedDiagonals placement : group.placements()) {
    const Diagonals d = group.diagonals(placement);
    const bool on = ((d.rising | d.falling) & main_diagonal) != 0;
    if (on && off_seen) return false;
    off_seen = off_seen || !on;
  }
  return true;
}

TEST(RowSetPlacements, HoldExactlyTheBruteEnumerationsPlacementsPerRowsAndColumns) {
  for (int n = 2; n <= 11; ++n) {
    const int size = n / 2, far = n - size;
    for (const Quadrant& quadrant : {Quadrant{n, 0, 0, size}, Quadrant{n, 0, far, size}, Quadrant{n, far, 0, size},
                                     Quadrant{n, far, far, size}}) {
      const Groups expected = brute_placements(quadrant);
      std::uint64_t brute_total = 0;
      for (const auto& [key, placements] : expected) brute_total += placements.size();
      // Refused one short of the total, counted in parallel (the counts
      // kept are another quadrant's), then counted on 3 threads, which keeps
      // the counts, and read back.
      EXPECT_FALSE(placements_per_row_set(quadrant, brute_total - 1, 2).has_value()) << "n = " << n;
      const std::optional<std::vector<std::uint64_t>> per_row_set = placements_per_row_set(quadrant, 1u << 20, 3);
      ASSERT_TRUE(per_row_set.has_value());
      std::uint64_t total = 0;
      for (std::uint32_t rows = 0; rows < (1u << size); ++rows) {
        const RowSetPlacements row_set(quadrant, rows);
        std::uint64_t in_row_set = 0;
        for (std::uint32_t columns = 0; columns < (1u << size); ++columns) {
          const QuadrantGroup found(row_set, columns);
          EXPECT_TRUE(main_diagonal_first(found, n)) << "n = " << n << ", rows " << rows << ", columns " << columns;
          std::vector<Diagonals> placements;
          for (const PackedDiagonals placement : found.placements()) placements.push_back(found.diagonals(placement));
          sort_placements(placements);
          const auto group = expected.find({rows, columns});
          const std::vector<Diagonals> none;
          const std::vector<Diagonals>& wanted = group == expected.end() ? none : group->second;
          ASSERT_EQ(placements.size(), wanted.size()) << "n = " << n << ", rows " << rows << ", columns " << columns;
          for (std::size_t i = 0; i < wanted.size(); ++i) {
            EXPECT_EQ(placements[i].rising, wanted[i].rising);
            EXPECT_EQ(placements[i].falling, wanted[i].falling);
          }
          in_row_set += wanted.size();
        }
        EXPECT_EQ((*per_row_set)[rows], in_row_set) << "n = " << n << ", rows " << rows;
        EXPECT_EQ(row_set.bytes(), RowSetPlacements::bytes_for(size, in_row_set));
        total += in_row_set;
      }
      EXPECT_TRUE(placements_per_row_set(quadrant, total, 1).has_value()) << "n = " << n;
      EXPECT_FALSE(placements_per_row_set(quadrant, total - 1, 1).has_value()) << "n = " << n;
    }
  }
}

TEST(RowSetPlacements, CountedPerRowSetAsTheTableBuildsThemAtLargerQuadrants) {
  // The plan's bulk count against the table's own walk over every
  // placement, for quadrants past the brute enumeration's reach: refused one
  // short of the total, then counted.
  for (const int n : {16, 19, 21}) {
    const Quadrant quadrant = north_west_quadrant(n);
    const std::vector<std::unique_ptr<const RowSetPlacements>> table = RowSetPlacements::all(quadrant, 2);
    std::vector<std::uint64_t> built(table.size(), 0);
    std::uint64_t total = 0;
    for (std::uint32_t rows = 0; rows < table.size(); ++rows) {
      for (std::uint32_t columns = 0; columns < (1u << quadrant.size); ++columns)
        built[rows] += table[rows]->with(columns).size();
      total += built[rows];
    }
    EXPECT_FALSE(placements_per_row_set(quadrant, total - 1, 2).has_value()) << "n = " << n;
    const std::optional<std::vector<std::uint64_t>> counts = placements_per_row_set(quadrant, total, 2);
    ASSERT_TRUE(counts.has_value()) << "n = " << n;
    EXPECT_EQ(*counts, built) << "n = " << n;
  }
}

TEST(QuadrantGroup, FlippedReadsTheQuadrantBelowFromTheTableAbove) {
  // The south quadrants read upside down from the north ones' row sets, as
  // the engine reads the south-west one, hold the same placements as their
  // own row sets, the placements on a main diagonal still first: every
  // group of n = 2..13.
  for (int n = 2; n <= 13; ++n) {
    const int size = n / 2, far = n - size;
    for (const int column : {0, far}) {
      const Quadrant north_quadrant{n, 0, column, size};
      const Quadrant south_quadrant{n, far, column, size};
      std::uint64_t total = 0;
      for (std::uint32_t rows = 0; rows < (1u << size); ++rows) {
        const RowSetPlacements south(south_quadrant, rows);
        const RowSetPlacements north(north_quadrant, reversed_rows(rows, size));
        for (std::uint32_t columns = 0; columns < (1u << size); ++columns) {
          const QuadrantGroup own(south, columns);
          const QuadrantGroup flipped = QuadrantGroup::flipped(north, south_quadrant, columns);
          EXPECT_TRUE(main_diagonal_first(flipped, n)) << "n = " << n << ", rows " << rows << ", columns " << columns;
          std::vector<Diagonals> expected, found;
          for (const PackedDiagonals placement : own.placements()) expected.push_back(own.diagonals(placement));
          for (const PackedDiagonals placement : flipped.placements()) found.push_back(flipped.diagonals(placement));
          sort_placements(expected);
          sort_placements(found);
          ASSERT_EQ(found.size(), expected.size()) << "n = " << n << ", rows " << rows << ", columns " << columns;
          for (std::size_t i = 0; i < expected.size(); ++i) {
            EXPECT_EQ(found[i].rising, expected[i].rising) << "n = " << n;
            EXPECT_EQ(found[i].falling, expected[i].falling) << "n = " << n;
          }
          total += expected.size();
        }
      }
      EXPECT_GT(total, 0u);
    }
  }
}

} // namespace
} // namespace nqueens::detail
