// PreparedCount: a count run piece by piece, as the distributed runner deals
// it out, adds up to count()'s result and the published totals.
#include "oeis_values.hpp"

#include <nqueens/prepared_count.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>
#include <set>
#include <vector>

namespace nqueens {
namespace {

TEST(PreparedCount, PiecesInAnyOrderSumToThePublishedTotal) {
  for (int n = 4; n <= 12; ++n) {
    const PreparedCount prepared(n, {.threads = 2, .prefix_depth = std::min(n, 3)});
    // Odd tasks first, then even ones backwards, as scattered as a dealer's batches.
    std::vector<std::uint64_t> odd, even;
    for (std::uint64_t task = 0; task < prepared.plan().task_count; ++task) (task % 2 ? odd : even).push_back(task);
    std::reverse(even.begin(), even.end());
    TaskCounts total = prepared.base_counts();
    total += prepared.run(odd);
    total += prepared.run(even);
    const CountResult result = prepared.result(total, 0.5);
    EXPECT_EQ(result.solutions, test::total_solutions[n]) << "n = " << n;
    const CountResult whole = count(n, {.threads = 1});
    EXPECT_EQ(result.nodes, whole.nodes) << "n = " << n;
    EXPECT_EQ(result.seconds, 0.5);
    EXPECT_EQ(result.threads, 2);
    EXPECT_FALSE(result.unique.has_value()) << "mirror does not classify symmetry";
  }
}

TEST(PreparedCount, EqualRequestsGiveEqualPlansAndTasks) {
  const PreparedCount one(13, {.threads = 1}, 8);
  const PreparedCount other(13, {.threads = 4}, 8);
  EXPECT_EQ(one.plan().task_count, other.plan().task_count);
  EXPECT_EQ(one.plan().prefix_depth, other.plan().prefix_depth);
  EXPECT_EQ(one.plan().method, "mirror");
  const std::vector<std::uint64_t> some{0, 7, one.plan().task_count - 1};
  EXPECT_EQ(one.run(some), other.run(some));
}

TEST(PreparedCount, MoreSharingThreadsSplitFiner) {
  const PreparedCount alone(14, {.threads = 1});
  const PreparedCount shared(14, {.threads = 1}, 64);
  EXPECT_GT(shared.plan().prefix_depth, alone.plan().prefix_depth);
  EXPECT_EQ(alone.plan().prefix_depth, count(14, {.threads = 1}).prefix_depth) << "count() chooses the same";
}

class Collector : public TaskObserver {
public:
  void finished(std::uint64_t task, const TaskCounts&) override {
    std::lock_guard lock(mutex);
    seen.insert(task);
  }
  std::mutex mutex;
  std::multiset<std::uint64_t> seen;
};

TEST(PreparedCount, RunReportsEachListedTaskToItsObserver) {
  const PreparedCount prepared(10, {.threads = 2, .prefix_depth = 2});
  Collector collector;
  const std::vector<std::uint64_t> tasks{3, 1, 4};
  prepared.run(tasks, &collector);
  EXPECT_EQ(collector.seen, (std::multiset<std::uint64_t>{1, 3, 4}));
}

TEST(PreparedCount, RejectsBadRequestsAndTaskIds) {
  EXPECT_THROW(PreparedCount(0, {}), Error);
  EXPECT_THROW(PreparedCount(8, {.prefix_depth = 9}), Error);
  EXPECT_THROW(PreparedCount(8, {}, -1), Error);
  const PreparedCount prepared(8, {.threads = 1, .prefix_depth = 1});
  const std::vector<std::uint64_t> beyond{prepared.plan().task_count};
  EXPECT_THROW(prepared.run(beyond), Error);
  EXPECT_EQ(prepared.run({}), TaskCounts{});
}

} // namespace
} // namespace nqueens
