#include "self_test.hpp"

#include <nqueens/prepared_count.hpp>
#include <nqueens/published.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>

namespace nqueens::cli {

void note_method_limit(Method method, int largest, int asked) {
  if (largest < asked)
    std::printf("Method %s stops at n = %d, its limit (beyond, it would run for hours): n = %d..%d not checked.\n",
                std::string(method_name(method)).c_str(), largest, largest + 1, asked);
}

int run_self_test(const CountOptions& options, const std::function<CountResult(int n)>& count_board, bool print) {
  const Method method = options.method;
  const int largest_checked = std::min(15, max_board_size_of(method));
  for (int n = 1; n <= largest_checked; ++n) {
    const PreparedCount prepared(n, options); // throws where the engine refuses n
  }
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
  note_method_limit(method, largest_checked, 15);
  if (failures == 0)
    std::printf("All %d tests passed.\n", largest_checked);
  else
    std::printf("%d of %d tests FAILED.\n", failures, largest_checked);
  std::printf("Seconds: %.3f\n", seconds);
  return failures == 0 ? 0 : 1;
}

} // namespace nqueens::cli
