// The quadrant table's store of row sets: all held, or built on demand and
// dropped within a capacity, read concurrently, against row sets built
// directly.
#include "halves/table/quadrant_table.hpp"

#include "core/scheduler.hpp"
#include "core/task_sample.hpp"

#include <gtest/gtest.h>

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <numeric>
#include <random>
#include <vector>

namespace nqueens::detail {
namespace {

constexpr int table_n = 14;
constexpr int size = table_n / 2;
const Quadrant quadrant{table_n, 0, 0, size};

std::vector<std::uint64_t> counts() { return *placements_per_row_set(quadrant, 1u << 24, 0); }

/// Whether `found` holds the same placements, group by group, as a row set
/// of `in` built directly.
bool same_as_built(const RowSetPlacements& found, std::uint32_t rows, const Quadrant& in = quadrant) {
  const RowSetPlacements built(in, rows);
  for (std::uint32_t columns = 0; columns < (1u << in.size); ++columns) {
    const auto a = found.with(columns), b = built.with(columns);
    if (!std::equal(a.begin(), a.end(), b.begin(), b.end())) return false;
  }
  return true;
}

TEST(RowSetPlacements, AllAreThoseBuiltOneByOne) {
  // Each thread count splits the walks among its threads differently; the
  // placements and their order are the same, in a block or on the heap.
  std::uint64_t block_bytes = 0;
  for (const std::uint64_t placements : counts()) block_bytes += RowSetPlacements::block_bytes_for(size, placements);
  for (const int threads : {1, 3}) {
    HugePageBlock block(block_bytes);
    for (HugePageBlock* const in : {static_cast<HugePageBlock*>(nullptr), &block}) {
      const auto all = RowSetPlacements::all(quadrant, threads, in);
      ASSERT_EQ(all.size(), std::size_t{1} << size);
      std::size_t outside = 0;
      for (std::uint32_t rows = 0; rows < (1u << size); ++rows) {
        EXPECT_TRUE(same_as_built(*all[rows], rows)) << rows << " on " << threads << " threads";
        for (std::uint32_t columns = 0; columns < (1u << size); ++columns) {
          const auto placements = all[rows]->with(columns);
          outside += in != nullptr && !placements.empty() && !block.holds(placements.data());
        }
      }
      EXPECT_EQ(outside, 0u) << "groups whose placements are not in the block";
    }
    // The row sets took block_bytes_for() each: what is left is the rest of
    // the block's last page.
    EXPECT_NE(block.take(block.size() - block_bytes), nullptr);
    EXPECT_EQ(block.take(1), nullptr);
  }
}

TEST(QuadrantTable, HoldsEveryRowSetWhenTheyFit) {
  // n = 14's table is under 1 MiB, on the heap; n = 16's in a huge-page block.
  for (const int board : {14, 16}) {
    const Quadrant q{board, 0, 0, board / 2};
    const std::vector<std::uint64_t> per_row_set = *placements_per_row_set(q, 1u << 24, 0);
    QuadrantTable all(q, per_row_set, ~std::uint64_t{0});
    all.build_whole(2);
    ASSERT_TRUE(all.holds_all());
    std::uint64_t bytes = 0;
    for (std::uint32_t rows = 0; rows < (1u << q.size); ++rows) {
      const std::uint32_t lease_rows[] = {rows};
      const QuadrantTable::Lease lease = all.lease(lease_rows);
      EXPECT_TRUE(same_as_built(lease[rows], rows, q)) << rows << " at n = " << board;
      bytes += RowSetPlacements::bytes_for(q.size, per_row_set[rows]);
    }
    EXPECT_EQ(all.bytes_for_all(), bytes);
    const std::uint64_t whole = QuadrantTable::whole_bytes(q.size, per_row_set);
    if (board == 14) {
      EXPECT_EQ(whole, bytes);
    } else {
      // Each array from a part boundary, the block (1.3 MB) one huge page.
      EXPECT_GT(whole, bytes);
      EXPECT_LT(whole, bytes + 2 * HugePageBlock::part_alignment * (1u << q.size) + HugePageBlock::huge_page_bytes / 2);
      EXPECT_EQ(whole, (1u << q.size) * sizeof(RowSetPlacements) + HugePageBlock::huge_page_bytes);
    }
    EXPECT_EQ(all.peak_bytes(), QuadrantTable::fixed_bytes(q.size) + whole) << board;
    EXPECT_EQ(all.demand_built_bytes(), 0u);
  }
}

TEST(QuadrantTable, BuildsOnDemandWithinItsCapacityWhileThreadsRead) {
  const std::vector<std::uint64_t> per_row_set = counts();
  // Random leases of 4 row sets (repeats allowed) from 8 threads, with room
  // for about 6 leases: rows built, dropped and built again.
  std::mt19937 random(7);
  std::vector<std::array<std::uint32_t, 4>> leases(4000);
  std::uint64_t largest = 0;
  const std::vector<std::uint64_t> row_set_bytes = QuadrantTable::row_set_bytes(size, per_row_set);
  for (auto& lease : leases) {
    for (auto& rows : lease) rows = random() % (1u << size);
    if (random() % 4 == 0) lease[1] = lease[0];
    largest = std::max(largest, QuadrantTable::lease_bytes(lease, row_set_bytes));
  }
  const std::uint64_t capacity = 6 * largest;
  QuadrantTable store(quadrant, per_row_set, capacity);
  store.build_whole(2); // too large for the capacity: nothing is built
  ASSERT_FALSE(store.holds_all());
  std::atomic<int> wrong{0};
  allow_threads(8);
  oneapi::tbb::task_arena arena(8);
  arena.execute([&] {
    oneapi::tbb::parallel_for(std::size_t{0}, leases.size(), [&](std::size_t i) {
      const QuadrantTable::Lease lease = store.lease(leases[i]);
      // Spot checks: every group of one row set, the sizes of all.
      if (i % 50 == 0 && !same_as_built(lease[leases[i][2]], leases[i][2])) ++wrong;
      for (const std::uint32_t rows : leases[i])
        if (lease[rows].bytes() != RowSetPlacements::bytes_for(size, per_row_set[rows])) ++wrong;
    });
  });
  EXPECT_EQ(wrong, 0);
  EXPECT_LE(store.peak_bytes(), QuadrantTable::fixed_bytes(size) + capacity);
  EXPECT_GT(store.demand_built_bytes(), store.bytes_for_all()) << "some row sets were built twice";
  EXPECT_GT(store.demand_build_seconds(), 0.0);

  // In order, one lease at a time or two tasks at once: every distinct
  // row set once with room for all, and more with room for one step.
  const QuadrantTable roomy(quadrant, per_row_set, store.bytes_for_all());
  const auto distinct_bytes_of = [&](const std::vector<std::size_t>& lease_numbers) {
    std::uint64_t bytes = 0;
    std::vector<bool> seen(1u << size);
    for (const std::size_t i : lease_numbers)
      for (const std::uint32_t rows : leases[i])
        if (!seen[rows]) {
          seen[rows] = true;
          bytes += RowSetPlacements::bytes_for(size, per_row_set[rows]);
        }
    return bytes;
  };
  std::vector<std::size_t> all_leases(leases.size());
  std::iota(all_leases.begin(), all_leases.end(), std::size_t{0});
  const std::uint64_t distinct_bytes = distinct_bytes_of(all_leases);
  // Tasks of one lease, and of 3 (the last shorter) or 1 to 4 leases.
  const auto tasks_of = [&](const std::vector<std::size_t>& lengths) {
    std::vector<std::size_t> starts{0};
    for (std::size_t t = 0; starts.back() < leases.size(); ++t)
      starts.push_back(std::min(starts.back() + lengths[t % lengths.size()], leases.size()));
    return starts;
  };
  const std::vector<std::size_t> single = tasks_of({1}), threes = tasks_of({3}), mixed = tasks_of({1, 4, 2, 3});
  const auto lease_rows = [&](std::size_t i) {
    QuadrantTable::LeaseRowSets rows{.count = leases[i].size()};
    std::copy(leases[i].begin(), leases[i].end(), rows.rows.begin());
    return rows;
  };
  const auto every = [](const std::vector<std::size_t>& starts) { return every_task(starts.size() - 1); };
  for (const auto& [starts, readers] : {std::pair{single, 1}, std::pair{threes, 2}, std::pair{mixed, 2}}) {
    const QuadrantTable::DemandBuilds room = roomy.builds_in_order(lease_rows, starts, every(starts), readers);
    EXPECT_EQ(room.built_bytes, distinct_bytes);
    EXPECT_EQ(room.peak_held_bytes, distinct_bytes);
    const QuadrantTable tight(quadrant, per_row_set, 2 * largest);
    const QuadrantTable::DemandBuilds cramped = tight.builds_in_order(lease_rows, starts, every(starts), readers);
    EXPECT_GT(cramped.built_bytes, distinct_bytes);
    EXPECT_LE(cramped.peak_held_bytes, 2 * largest);
  }
  // A part's tasks, every 97th of the mixed ones: only the row sets their
  // leases read, fewer than all.
  std::vector<std::uint64_t> part;
  std::vector<std::size_t> part_leases;
  for (std::uint64_t t = 2; t + 1 < mixed.size(); t += 97) {
    part.push_back(t);
    for (std::size_t i = mixed[t]; i < mixed[t + 1]; ++i) part_leases.push_back(i);
  }
  const QuadrantTable::DemandBuilds share = roomy.builds_in_order(lease_rows, mixed, part, 2);
  EXPECT_EQ(share.built_bytes, distinct_bytes_of(part_leases));
  EXPECT_EQ(share.peak_held_bytes, share.built_bytes);
  EXPECT_LT(share.built_bytes, distinct_bytes);
}

} // namespace
} // namespace nqueens::detail
