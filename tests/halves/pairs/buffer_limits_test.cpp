// The limits a worker's buffers are given for a budget: within it, as large
// as it allows, and the bound they are chosen by against the buffers a
// counter's worker actually grows (row_choice_counter_test.cpp).
#include "halves/pairs/buffer_limits.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>

namespace nqueens::detail {
namespace {

constexpr std::uint64_t row_set = 10000;

TEST(BufferLimits, TheLimitsFitTheBudgetAndGrowWithIt) {
  for (const int n : {14, 19, 24}) {
    const std::uint64_t least = least_buffer_bytes(n, row_set);
    EXPECT_FALSE(buffer_limits_within(n, least - 1, row_set)) << n;
    std::size_t last_slice = 0, last_block = 0;
    for (std::uint64_t budget = least; budget < (std::uint64_t{1} << 36); budget += budget / 2) {
      const std::optional<BufferLimits> limits = buffer_limits_within(n, budget, row_set);
      ASSERT_TRUE(limits) << "n = " << n << ", budget " << budget;
      EXPECT_LE(most_buffer_bytes(n, *limits, row_set), budget) << "n = " << n << ", budget " << budget;
      // Twice the stored placements would not fit, unless the slice is the
      // largest there is.
      if (limits->slice_placements < (std::size_t{1} << 31)) {
        EXPECT_GT(most_buffer_bytes(n, {2 * limits->slice_placements, limits->inner_block}, row_set), budget)
            << "n = " << n << ", budget " << budget;
      }
      EXPECT_GE(limits->slice_placements, last_slice) << "n = " << n << ", budget " << budget;
      EXPECT_GE(limits->inner_block, last_block) << "n = " << n << ", budget " << budget;
      last_slice = limits->slice_placements;
      last_block = limits->inner_block;
    }
    // A comfortable budget's slices hold 4,096 placements at least.
    const std::optional<BufferLimits> comfortable =
        buffer_limits_within(n, comfortable_buffer_bytes(n, row_set), row_set);
    ASSERT_TRUE(comfortable) << n;
    EXPECT_GE(comfortable->slice_placements, 4096u) << n;
  }
}

TEST(BufferLimits, SlicesStayWithinThirtyTwoBitsWhateverTheBudget) {
  const std::optional<BufferLimits> limits = buffer_limits_within(24, ~std::uint64_t{0} / 2, row_set);
  ASSERT_TRUE(limits);
  EXPECT_EQ(limits->slice_placements, std::size_t{1} << 31);
  EXPECT_EQ(limits->inner_block, 1024u);
}

} // namespace
} // namespace nqueens::detail
