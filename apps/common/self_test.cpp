#include "self_test.hpp"

#include <nqueens/published.hpp>

#include <chrono>
#include <cstdio>
#include <string>

namespace nqueens::cli {

int run_self_test(const std::function<CountResult(int n)>& count_board, bool print) {
  constexpr int largest_checked = 15;
  const auto start = std::chrono::steady_clock::now();
  int failures = 0;
  for (int n = 1; n <= largest_checked; ++n) {
    const CountResult result = count_board(n);
    const PublishedCounts published = *published_counts(n);
    bool ok = result.solutions == published.total;
    // A002562 too, when the method computes it.
    if (result.unique) ok = ok && *result.unique == published.unique;
    failures += ok ? 0 : 1;
    if (!print) continue;
    std::printf("n = %2d  solutions = %-9s", n, to_string(result.solutions).c_str());
    if (result.unique) std::printf(" unique = %-7s", to_string(*result.unique).c_str());
    std::printf(" %s", ok ? "OK" : "FAIL");
    if (!ok) {
      std::printf(" (published: %s", to_string(published.total).c_str());
      if (result.unique) std::printf(", unique %s", to_string(published.unique).c_str());
      std::printf(")");
    }
    std::printf("\n");
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!print) return failures == 0 ? 0 : 1;
  if (failures == 0)
    std::printf("All %d tests passed.\n", largest_checked);
  else
    std::printf("%d of %d tests FAILED.\n", failures, largest_checked);
  std::printf("Seconds: %.3f\n", seconds);
  return failures == 0 ? 0 : 1;
}

} // namespace nqueens::cli
