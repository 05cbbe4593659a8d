// The classic reference methods against the published totals, against each
// other, and their node counts: the oracle that proves the fast methods right.
#include "oeis_values.hpp"

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

namespace nqueens {
namespace {

TEST(ReferenceMethods, AllMethodsAgreeWithThePublishedTotals) {
  for (const Method method : all_methods()) {
    const int largest = method == Method::brute ? 8 : 9;
    for (int n = 1; n <= largest; ++n) {
      const CountResult result = count(n, {.threads = 2, .method = method});
      EXPECT_EQ(result.solutions, test::total_solutions[n]) << method_name(method) << ", n = " << n;
      EXPECT_EQ(result.method, method);
    }
  }
}

TEST(ReferenceMethods, NodesCountTheEmptyBoardAndEveryPartialPlacement) {
  EXPECT_EQ(count(4, {.method = Method::backtrack}).nodes, 17u);
  EXPECT_EQ(count(8, {.method = Method::backtrack}).nodes, 2057u);
  EXPECT_EQ(count(4, {.method = Method::arrays}).nodes, 17u);
  EXPECT_EQ(count(8, {.method = Method::arrays}).nodes, 2057u);
  // Brute force visits every placement with one queen per row: 1+4+...+4^4.
  EXPECT_EQ(count(4, {.method = Method::brute}).nodes, 341u);
  EXPECT_EQ(count(6, {.method = Method::brute}).nodes, 55987u); // (6^7 - 1) / 5
}

TEST(ReferenceMethods, TheNonAttackingTreeIsTheSameForEveryFullSearch) {
  for (int n = 1; n <= 10; ++n) {
    const u128 nodes = count(n, {.threads = 2, .method = Method::arrays}).nodes;
    for (const Method method : {Method::backtrack, Method::permutation, Method::bitmask})
      EXPECT_EQ(count(n, {.threads = 2, .method = method}).nodes, nodes) << method_name(method) << ", n = " << n;
  }
}

TEST(ReferenceMethods, NodesDoNotDependOnTheThreadCount) {
  for (const Method method : {Method::brute, Method::permutation, Method::backtrack, Method::arrays})
    EXPECT_EQ(count(7, {.threads = 1, .method = method}).nodes, count(7, {.threads = 2, .method = method}).nodes)
        << method_name(method);
}

TEST(ReferenceMethods, RefuseHopelessSizesNamingAFasterMethod) {
  for (const Method method : {Method::brute, Method::permutation, Method::backtrack, Method::arrays}) {
    const int n = max_board_size_of(method) + 1;
    try {
      count(n, {.method = method});
      ADD_FAILURE() << method_name(method) << " accepted n = " << n;
    } catch (const Error& error) {
      EXPECT_NE(std::string(error.what()).find("use mirror"), std::string::npos) << error.what();
    }
  }
  EXPECT_EQ(max_board_size_of(Method::mirror), max_board_size);
  EXPECT_EQ(max_board_size_of(Method::bitmask), max_board_size);
}

TEST(ReferenceMethods, RefuseFixedQueensNamingAMethodThatCan) {
  for (const Method method : all_methods()) {
    if (supports_fixed_queens(method)) continue;
    try {
      count(6, {.method = method, .fixed_queens = {{0, 1}}});
      ADD_FAILURE() << method_name(method) << " accepted fixed queens";
    } catch (const Error& error) {
      EXPECT_NE(std::string(error.what()).find("cannot count with fixed queens; use mirror"), std::string::npos)
          << error.what();
    }
  }
}

TEST(ReferenceMethods, MethodNamesRoundTrip) {
  for (const Method method : all_methods()) EXPECT_EQ(parse_method(method_name(method)), method);
}

} // namespace
} // namespace nqueens
