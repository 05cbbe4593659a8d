// nqueens --test (run_self_test) stays within the method's limits: brute
// would take hours beyond n = 10.
#include "self_test.hpp"

#include <nqueens/published.hpp>

#include <gtest/gtest.h>

#include <algorithm>

namespace nqueens::cli {
namespace {

/// Published values, by n, standing in for the engine: what is checked is
/// which board sizes the self-test asks for.
CountResult published_result(int n) {
  CountResult result;
  result.n = n;
  result.solutions = published_counts(n)->total;
  return result;
}

TEST(SelfTest, StopsAtTheMethodsLimit) {
  int largest = 0;
  const int status = run_self_test(
      {.method = Method::brute}, [&](int n) { largest = std::max(largest, n); return published_result(n); }, false);
  EXPECT_EQ(status, 0);
  EXPECT_EQ(largest, max_board_size_of(Method::brute));
}

TEST(SelfTest, ChecksUpToFifteenWithinTheLimit) {
  int largest = 0;
  const int status = run_self_test(
      {.method = Method::mirror}, [&](int n) { largest = std::max(largest, n); return published_result(n); }, false);
  EXPECT_EQ(status, 0);
  EXPECT_EQ(largest, 15);
}

} // namespace
} // namespace nqueens::cli
