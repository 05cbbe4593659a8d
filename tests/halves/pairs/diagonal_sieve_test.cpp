// The diagonal sieve against its promise: outside the words a query's key
// gives, every stored placement clashes with the query.
#include "halves/pairs/diagonal_sieve.hpp"
#include "halves/pairs/sliced_placements.hpp"
#include "halves/table/quadrant.hpp"
#include "random_placements.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

constexpr int sieve_n = 18;

/// `count` placements of `queens` queens on random squares of rows
/// first_row..first_row + rows - 1 of the sieve_n x sieve_n board.
std::vector<Diagonals> random_row_placements(std::mt19937_64& random, std::size_t count, int first_row, int rows,
                                             int queens) {
  return test::random_placements(random, {sieve_n, first_row, rows, 0, sieve_n}, count, queens);
}

TEST(DiagonalSieve, EveryPlacementOutsideAQuerysWordsClashesWithIt) {
  std::mt19937_64 random(13);
  const Quadrant north{sieve_n, 0, 0, sieve_n / 2}, south{sieve_n, sieve_n - sieve_n / 2, 0, sieve_n / 2};
  const Diagonals span = north.span() | south.span();
  DiagonalSieve sieve; // reused, as a worker does
  // The placements the queries read, and those they would read without the
  // sieve.
  std::uint64_t placements_read = 0, placements_queried = 0;
  // Below and from 256 words (15,873 placements), up to the largest store
  // a row choice keeps whole (BufferLimits::pieces).
  // Key diagonals weighed by the stored placements alone, and by queries
  // that crowd one end of the rising diagonals: the promise holds whichever
  // diagonals the weights choose.
  QueryShares skewed;
  for (int d = 0; d < 64; ++d) {
    skewed.rising[d] = d < sieve_n ? 1.0 : 0.05;
    skewed.falling[d] = 0.2;
  }
  for (const std::size_t count : {100, 15872, 15873, 40000, 262143}) {
    for (const bool mirrored : {false, true}) {
      const auto stored = random_row_placements(random, count, 0, sieve_n, 5);
      const auto view = sieve.sort(stored, mirrored, span, mirrored ? skewed : QueryShares::uniform());
      const std::vector<Diagonals> sorted(view.begin(), view.end());
      ASSERT_TRUE(test::same_placements(sorted, stored)) << "count " << count;
      const std::size_t words = SlicedPlacements::padded_words(count);
      ASSERT_EQ(sieve.active(), words >= DiagonalSieve::min_words) << "count " << count;
      ASSERT_EQ(DiagonalSieve::key_bits(words), sieve.active() ? 8 : 0) << "count " << count;
      // Queries in either quadrant, and pairs of one of each, whose key is
      // the OR of theirs; fewer of each for the largest stores.
      const std::size_t each = count > 100000 ? 20 : 100;
      auto queries = random_row_placements(random, each, 0, sieve_n / 2, 4);
      const auto souths = random_row_placements(random, each, sieve_n - sieve_n / 2, sieve_n / 2, 4);
      for (std::size_t i = 0; i < each; ++i) {
        ASSERT_EQ(sieve.key(queries[i] | souths[i]), sieve.key(queries[i]) | sieve.key(souths[i]));
        queries.push_back(queries[i] | souths[i]);
      }
      queries.insert(queries.end(), souths.begin(), souths.end());
      for (const Diagonals& query : queries) {
        const WordRanges& ranges = sieve.ranges(sieve.key(query));
        ASSERT_LE(ranges.count, max_word_ranges);
        std::vector<bool> read(words * 64, false);
        std::uint64_t held = 0;
        for (std::uint32_t r = 0; r < ranges.count; ++r) {
          ASSERT_LT(ranges.begin[r], ranges.end[r]);
          ASSERT_LE(ranges.end[r], words);
          if (r > 0) {
            ASSERT_LT(ranges.end[r - 1], ranges.begin[r]) << "ranges not ascending and apart";
          }
          for (std::size_t i = ranges.begin[r] * 64; i < ranges.end[r] * 64; ++i) {
            read[i] = true;
            held += i < count;
          }
        }
        ASSERT_EQ(ranges.placements, held);
        for (std::size_t i = 0; i < count; ++i) {
          if (read[i]) continue;
          const Diagonals seen = sorted[i].mirrored(mirrored);
          ASSERT_TRUE(seen.clashes_with(query)) << "count " << count << ", mirrored " << mirrored << ", placement "
                                                << i << " is outside the query's words but fits it";
        }
        if (sieve.active()) {
          placements_read += held;
          placements_queried += count;
        }
      }
    }
  }
  // The sieve leaves out many placements, else this tests nothing.
  EXPECT_LT(placements_read * 10, placements_queried * 9);
}

TEST(DiagonalSieve, KeyDiagonalsAreThoseTheQueriesStandOn) {
  // Queries on one direction's diagonals only: every key bit is one of
  // those, so placements alike in that direction share a key.
  std::mt19937_64 random(17);
  const Quadrant north{sieve_n, 0, 0, sieve_n / 2}, south{sieve_n, sieve_n - sieve_n / 2, 0, sieve_n / 2};
  const Diagonals span = north.span() | south.span();
  const auto stored = random_row_placements(random, 40000, 0, sieve_n, 5);
  for (const bool rising_only : {true, false}) {
    QueryShares queries;
    (rising_only ? queries.rising : queries.falling).fill(0.5);
    DiagonalSieve sieve;
    sieve.sort(stored, false, span, queries);
    ASSERT_TRUE(sieve.active());
    bool some_key = false;
    for (std::size_t i = 0; i < 1000; ++i) {
      const Diagonals d = stored[i];
      const Diagonals alike = rising_only ? Diagonals{d.rising, 0} : Diagonals{0, d.falling};
      ASSERT_EQ(sieve.key(d), sieve.key(alike)) << "placement " << i << ", rising only " << rising_only;
      some_key = some_key || sieve.key(d) != 0;
    }
    EXPECT_TRUE(some_key);
  }
}

} // namespace
} // namespace nqueens::detail
