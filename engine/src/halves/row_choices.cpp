#include "row_choices.hpp"

#include <bit>

namespace nqueens::detail {
namespace {

/// n choose k, exact for the n <= 32 used here.
std::uint64_t binomial(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 1; i <= k; ++i) result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return result;
}

} // namespace

std::vector<RowChoice> row_choices(int n, const std::vector<MiddleQueens>& middles) {
  std::vector<RowChoice> choices;
  for (std::uint32_t i = 0; i < middles.size(); ++i) {
    const MiddleQueens& middle = middles[i];
    const int west_count = std::popcount(middle.west_columns);
    // Submasks of the free rows in increasing order.
    for (std::uint32_t rows = 0;; rows = (rows - middle.free_rows) & middle.free_rows) {
      if (std::popcount(rows) == west_count && (n % 2 == 1 || rows <= reversed_rows(rows, n)))
        choices.push_back({rows, i});
      if (rows == middle.free_rows) break;
    }
  }
  return choices;
}

std::uint64_t row_choice_bound(const std::vector<MiddleQueens>& middles) {
  std::uint64_t bound = 0;
  for (const MiddleQueens& middle : middles)
    bound += binomial(std::popcount(middle.free_rows), std::popcount(middle.west_columns));
  return bound;
}

} // namespace nqueens::detail
