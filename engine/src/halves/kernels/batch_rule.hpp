// How the main-diagonal rule shapes one outer placement's batch of pairs:
// the one definition that the pair counter's batch loop (pairs/
// pair_counter.cpp) and the kernels' share loop (shared_loops.hpp) both
// compile. Every function here is static, so each file compiles its own copy
// for its own instruction set.
#pragma once

#include <cstddef>
#include <cstdint>

namespace nqueens::detail {

/// One outer placement's batch under the main-diagonal rule.
struct BatchRule {
  /// The inner placements listed: the first `listed`.
  std::size_t listed;
  /// The main diagonals' mask by which a listed pair is doubled (0: none).
  std::uint64_t pair_main_diagonal;
  /// The batch's sum is shifted left by this.
  int batch_doubling;
};

/// The batch of the outer placement {outer_rising, outer_falling} against
/// `inner_count` inner placements, those on a main diagonal the first
/// `inner_on_main`, where pairs off both main diagonals count
/// `off_main_weight` times (1 without the rule, `main_diagonal` 0). An
/// outer placement off both makes its pairs off them with the inner
/// placements off them: where such pairs do not count, only the inner ones
/// on a diagonal are listed; where they count twice, so does every other
/// pair of the batch (its inner placement's diagonal doubles it), and the
/// batch is doubled instead of its pairs.
[[gnu::always_inline]] static inline BatchRule batch_rule(std::uint64_t outer_rising, std::uint64_t outer_falling,
                                                          std::size_t inner_count, std::size_t inner_on_main,
                                                          std::uint64_t main_diagonal, int off_main_weight) {
  if (off_main_weight == 1 || ((outer_rising | outer_falling) & main_diagonal) != 0)
    return {inner_count, main_diagonal, 0};
  if (off_main_weight == 0) return {inner_on_main, main_diagonal, 0};
  return {inner_count, 0, 1};
}

} // namespace nqueens::detail
