// The embedded OEIS table against the tests' own copy and its own identities.
#include "oeis_values.hpp"

#include <nqueens/published.hpp>

#include <gtest/gtest.h>

namespace nqueens {
namespace {

TEST(Published, TotalsMatchTheTestsCopy) {
  for (int n = 1; n < static_cast<int>(test::total_solutions.size()); ++n)
    EXPECT_EQ(published_counts(n)->total, test::total_solutions[n]) << "n = " << n;
}

TEST(Published, UniqueCountsFollowFromTheSymmetricOnes) {
  // Burnside's lemma over the eight symmetries of the square, for n >= 2.
  for (int n = 2; n <= max_published_board_size; ++n) {
    const PublishedCounts p = *published_counts(n);
    EXPECT_EQ(8 * p.unique, p.total + p.half_turn_symmetric + 2 * p.quarter_turn_symmetric) << "n = " << n;
  }
}

TEST(Published, OutsideTheTableIsEmpty) {
  EXPECT_FALSE(published_counts(0).has_value());
  EXPECT_FALSE(published_counts(max_published_board_size + 1).has_value());
  EXPECT_EQ(published_counts(27)->total, 234907967154122528ULL);
}

} // namespace
} // namespace nqueens
