// nqueens::list_solutions: every solution once, valid, in lexicographic
// order whatever the thread count; one per class with unique.
#include "oeis_values.hpp"

#include "solution_lists.hpp"

#include <nqueens/listing.hpp>
#include <nqueens/solutions.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

namespace nqueens {
namespace {

using test::list_all;
using test::Solutions;

/// An O(n^2) check written independently of the engine's.
bool no_two_attack(const std::vector<std::uint32_t>& columns) {
  for (std::size_t a = 0; a < columns.size(); ++a)
    for (std::size_t b = a + 1; b < columns.size(); ++b) {
      const auto apart = static_cast<std::size_t>(std::abs(static_cast<int>(columns[a]) - static_cast<int>(columns[b])));
      if (apart == 0 || apart == b - a) return false;
    }
  return true;
}

TEST(Listing, EverySolutionOnceValidAndInLexicographicOrder) {
  for (int n = 1; n <= 11; ++n) {
    const Solutions all = list_all(n, {.threads = 2});
    EXPECT_EQ(all.size(), test::total_solutions[n]) << "n = " << n;
    EXPECT_TRUE(std::is_sorted(all.begin(), all.end())) << "n = " << n;
    EXPECT_EQ(std::adjacent_find(all.begin(), all.end()), all.end()) << "n = " << n;
    for (const auto& columns : all) ASSERT_TRUE(no_two_attack(columns)) << "n = " << n;
  }
}

TEST(Listing, OrderDoesNotDependOnTheThreadCount) {
  // n = 13 splits into many batches (prefix depth 3).
  EXPECT_EQ(list_all(13, {.threads = 1}), list_all(13, {.threads = 2}));
}

TEST(Listing, UniqueGivesOneSmallestImagePerClass) {
  for (int n = 1; n <= 12; ++n) {
    const Solutions unique = list_all(n, {.unique = true});
    EXPECT_EQ(unique.size(), test::unique_solutions[n]) << "n = " << n;
    for (const auto& columns : unique) EXPECT_EQ(canonical_form(columns), columns);
  }
}

TEST(Listing, TheEightImagesOfTheTwelveCoverTheNinetyTwo) {
  const Solutions unique = list_all(8, {.unique = true});
  ASSERT_EQ(unique.size(), 12u);
  const Solutions all = list_all(8);
  const std::set<std::vector<std::uint32_t>> all_set(all.begin(), all.end());
  std::set<std::vector<std::uint32_t>> images;
  for (const auto& columns : unique) {
    // Rotate a quarter turn and mirror, independently of the engine.
    std::vector<std::uint32_t> image = columns;
    for (int turn = 0; turn < 4; ++turn) {
      std::vector<std::uint32_t> rotated(8), mirrored(8);
      for (std::uint32_t row = 0; row < 8; ++row) {
        rotated[image[row]] = 7 - row;
        mirrored[row] = 7 - image[row];
      }
      images.insert(image);
      images.insert(mirrored);
      image = rotated;
    }
  }
  EXPECT_EQ(images, all_set);
}

TEST(Listing, LimitStopsEarlyAndKeepsTheOrder) {
  const Solutions first = list_all(12, {.threads = 2, .limit = 100});
  const Solutions all = list_all(12, {.threads = 2});
  ASSERT_EQ(first.size(), 100u);
  EXPECT_TRUE(std::equal(first.begin(), first.end(), all.begin()));
  // The first solution of the largest board comes at once.
  EXPECT_EQ(list_all(32, {.limit = 1}).size(), 1u);
}

TEST(Listing, RefusesBadRequests) {
  EXPECT_THROW(list_all(0), Error);
  EXPECT_THROW(list_all(33), Error);
  EXPECT_THROW(list_all(8, {.fixed_queens = {{0, 8}}}), Error);
  EXPECT_THROW(list_all(8, {.fixed_queens = {{0, 1}}, .unique = true}), Error);
}

TEST(Listing, AnExceptionFromTheSinkStopsTheListing) {
  int calls = 0;
  EXPECT_THROW(list_solutions(14, {.threads = 2},
                              [&](const SolutionBatch&) {
                                ++calls;
                                throw std::runtime_error("disk full");
                              }),
               std::runtime_error);
  EXPECT_EQ(calls, 1);
}

} // namespace
} // namespace nqueens
