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
    const u128 published = published_counts(n)->total;
    const bool ok = result.solutions == published;
    failures += ok ? 0 : 1;
    if (!print) continue;
    std::printf("n = %2d  solutions = %-9s %s", n, to_string(result.solutions).c_str(), ok ? "OK" : "FAIL");
    if (!ok) std::printf(" (published: %s)", to_string(published).c_str());
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
