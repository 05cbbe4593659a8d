// The order of a store cut in pieces against its promise: the same
// placements, sorted by key, and pieces whose placements share more
// diagonals than pieces cut from them unsorted.
#include "halves/pairs/piece_order.hpp"
#include "halves/table/quadrant.hpp"
#include "random_placements.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

constexpr int pieces_n = 18;

/// Over `pieces` equal pieces of `placements`, the diagonals every
/// placement of a piece occupies, counted piece by piece.
int common_diagonals(const std::vector<Diagonals>& placements, std::size_t pieces) {
  const std::size_t piece = (placements.size() + pieces - 1) / pieces;
  int common = 0;
  for (std::size_t first = 0; first < placements.size(); first += piece) {
    Diagonals shared{~std::uint64_t{0}, ~std::uint64_t{0}};
    for (std::size_t i = first; i < std::min(first + piece, placements.size()); ++i)
      shared = {shared.rising & placements[i].rising, shared.falling & placements[i].falling};
    common += std::popcount(shared.rising) + std::popcount(shared.falling);
  }
  return common;
}

TEST(PieceOrder, SortsInPlaceIntoPiecesOfPlacementsAlike) {
  std::mt19937_64 random(29);
  const Quadrant north{pieces_n, 0, 0, pieces_n / 2}, south{pieces_n, pieces_n - pieces_n / 2, 0, pieces_n / 2};
  const Diagonals span = north.span() | south.span();
  PieceOrder order; // reused, as a worker does
  // A store is cut in 4 pieces or more (BufferLimits::cut_in_pieces).
  for (const std::size_t pieces : {5, 40, 300}) {
    for (const bool mirrored : {false, true}) {
      // Placements of 9 queens anywhere on the board, where the central
      // diagonals are the busy ones, as in a stored half.
      const std::vector<Diagonals> stored =
          test::random_placements(random, {pieces_n, 0, pieces_n, 0, pieces_n}, 20 * pieces + 7, 9);
      std::vector<Diagonals> sorted = stored;
      order.sort(sorted, mirrored, span, QueryShares::uniform(), pieces);
      ASSERT_TRUE(test::same_placements(sorted, stored)) << pieces << " pieces";
      for (std::size_t i = 1; i < sorted.size(); ++i)
        ASSERT_LE(order.key(sorted[i - 1]), order.key(sorted[i])) << pieces << " pieces, placement " << i;
      ASSERT_GT(order.key(sorted.back()), 0u) << pieces << " pieces";
      EXPECT_GT(common_diagonals(sorted, pieces), common_diagonals(stored, pieces))
          << pieces << " pieces, mirrored " << mirrored;
      EXPECT_LE(order.bytes(), PieceOrder::most_bytes);
    }
  }
}

TEST(PieceOrder, KeysReadOnlyTheDiagonalsQueriesCanOccupy) {
  // Placements told apart only outside the queries' span sort as one key.
  std::mt19937_64 random(31);
  const Quadrant north{pieces_n, 0, 0, pieces_n / 2}, south{pieces_n, pieces_n - pieces_n / 2, 0, pieces_n / 2};
  const Diagonals span = north.span() | south.span();
  std::vector<Diagonals> stored = test::random_placements(random, {pieces_n, 0, pieces_n, 0, pieces_n}, 500, 9);
  for (Diagonals& d : stored) d = {d.rising & ~span.rising, d.falling & ~span.falling};
  PieceOrder order;
  order.sort(stored, false, span, QueryShares::uniform(), 8);
  for (const Diagonals& d : stored) ASSERT_EQ(order.key(d), 0u);
}

TEST(PieceOrder, KeyDiagonalsAreThoseTheQueriesStandOn) {
  // Queries on one direction's diagonals only: the key's diagonals are
  // theirs, so placements alike in that direction share a key.
  std::mt19937_64 random(37);
  const Quadrant north{pieces_n, 0, 0, pieces_n / 2}, south{pieces_n, pieces_n - pieces_n / 2, 0, pieces_n / 2};
  const Diagonals span = north.span() | south.span();
  for (const bool rising_only : {true, false}) {
    std::vector<Diagonals> stored = test::random_placements(random, {pieces_n, 0, pieces_n, 0, pieces_n}, 500, 9);
    QueryShares queries;
    (rising_only ? queries.rising : queries.falling).fill(0.5);
    PieceOrder order;
    order.sort(stored, false, span, queries, 8);
    bool some_key = false;
    for (const Diagonals& d : stored) {
      const Diagonals alike = rising_only ? Diagonals{d.rising, 0} : Diagonals{0, d.falling};
      ASSERT_EQ(order.key(d), order.key(alike)) << "rising only " << rising_only;
      some_key = some_key || order.key(d) != 0;
    }
    EXPECT_TRUE(some_key);
  }
}

} // namespace
} // namespace nqueens::detail
