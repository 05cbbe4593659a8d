// The block a whole quadrant table lives in: its size and alignment, parts
// handed out once each to threads at once, and the allocator that takes
// from it until it is used up.
#include "halves/table/huge_page_block.hpp"

#include <gtest/gtest.h>

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

constexpr std::size_t mib = std::size_t{1} << 20;

std::uintptr_t address(const void* pointer) { return reinterpret_cast<std::uintptr_t>(pointer); }

TEST(HugePageBlock, IsHugePagesFromAHugePageBoundaryWithASmallTailInSmallPages) {
  EXPECT_EQ(HugePageBlock::mapped_bytes(0), 0u);
  EXPECT_EQ(HugePageBlock::mapped_bytes(1), 4096u);
  EXPECT_EQ(HugePageBlock::mapped_bytes(mib - 1), mib);
  EXPECT_EQ(HugePageBlock::mapped_bytes(mib), 2 * mib);
  EXPECT_EQ(HugePageBlock::mapped_bytes(2 * mib), 2 * mib);
  EXPECT_EQ(HugePageBlock::mapped_bytes(2 * mib + 1), 2 * mib + 4096);
  EXPECT_EQ(HugePageBlock::mapped_bytes(3 * mib - 4097), 3 * mib - 4096);
  EXPECT_EQ(HugePageBlock::mapped_bytes(3 * mib), 4 * mib);

  HugePageBlock block(3 * mib);
  EXPECT_EQ(block.size(), 4 * mib);
  void* first = block.take(1);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(address(first) % HugePageBlock::huge_page_bytes, 0u) << "the block starts on a huge page";
  // Zeroed and writable to its last byte.
  auto* const bytes = static_cast<unsigned char*>(first);
  EXPECT_EQ(bytes[4 * mib - 1], 0);
  bytes[4 * mib - 1] = 1;
  EXPECT_TRUE(block.holds(bytes + 4 * mib - 1));
  EXPECT_FALSE(block.holds(bytes + 4 * mib));
  EXPECT_FALSE(block.holds(bytes - 1));
}

TEST(HugePageBlock, HandsOutEachPartOnceAlignedUntilFull) {
  HugePageBlock block(2 * mib - 100);
  ASSERT_EQ(block.size(), 2 * mib);
  std::vector<std::pair<std::uintptr_t, std::size_t>> parts;
  for (std::size_t bytes = 1; void* part = block.take(bytes); bytes = bytes * 3 + 1) {
    EXPECT_EQ(address(part) % HugePageBlock::part_alignment, 0u);
    parts.emplace_back(address(part), bytes);
  }
  // 1, 4, 13, ..., 797,161 bytes fit, the last from byte 398,976 on;
  // 2,391,484 do not.
  ASSERT_EQ(parts.size(), 13u);
  for (std::size_t i = 1; i < parts.size(); ++i)
    EXPECT_GE(parts[i].first, parts[i - 1].first + parts[i - 1].second) << "parts overlap";
  EXPECT_EQ(parts.back().first - parts.front().first, 398'976u);
  // The rest, from the next part boundary (1,196,160) to the end.
  EXPECT_EQ(block.take(900'993), nullptr);
  EXPECT_EQ(address(block.take(900'992)) - parts.front().first, 1'196'160u);
  EXPECT_EQ(block.take(1), nullptr);
}

TEST(HugePageBlock, ThreadsTakingAtOnceGetDisjointParts) {
  HugePageBlock block(4 * mib);
  constexpr std::size_t takers = 64 * 1024, bytes = 40;
  std::vector<std::uintptr_t> parts(takers);
  oneapi::tbb::task_arena arena(4);
  arena.execute([&] {
    oneapi::tbb::parallel_for(std::size_t{0}, takers, [&](std::size_t i) { parts[i] = address(block.take(bytes)); });
  });
  ASSERT_EQ(std::count(parts.begin(), parts.end(), 0u), 0) << "a 4 MiB block holds 64 Ki parts of 64 bytes";
  std::sort(parts.begin(), parts.end());
  for (std::size_t i = 1; i < takers; ++i) ASSERT_GE(parts[i] - parts[i - 1], HugePageBlock::part_alignment);
  EXPECT_EQ(block.take(1), nullptr) << "every part of 64 bytes is taken";
}

TEST(BlockAllocator, TakesFromTheBlockThenFromTheHeap) {
  HugePageBlock block(mib);
  std::vector<std::uint64_t, BlockAllocator<std::uint64_t>> in_block(200'000, 7,
                                                                      BlockAllocator<std::uint64_t>(&block));
  EXPECT_TRUE(block.holds(in_block.data()));
  // 1,600,000 bytes taken, 497,152 left: 100,000 more words do not fit.
  std::vector<std::uint64_t, BlockAllocator<std::uint64_t>> on_heap(100'000, 9,
                                                                     BlockAllocator<std::uint64_t>(&block));
  EXPECT_FALSE(block.holds(on_heap.data()));
  std::vector<std::uint64_t, BlockAllocator<std::uint64_t>> unblocked(10, 1);
  EXPECT_EQ(unblocked.get_allocator().block(), nullptr);
  EXPECT_EQ(in_block[199'999] + on_heap[99'999] + unblocked[9], 17u);
}

} // namespace
} // namespace nqueens::detail
