// PreparedCount: a count run piece by piece, as the distributed runner deals
// it out, adds up to count()'s result and the published totals.
#include "oeis_values.hpp"

#include <nqueens/prepared_count.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace nqueens {
namespace {

/// Runs `prepared` in two scattered pieces, odd tasks first, then even ones
/// backwards, as a dealer's batches might come.
TaskCounts run_in_pieces(const PreparedCount& prepared) {
  std::vector<std::uint64_t> odd, even;
  for (std::uint64_t task = 0; task < prepared.plan().task_count; ++task) (task % 2 ? odd : even).push_back(task);
  std::reverse(even.begin(), even.end());
  TaskCounts total = prepared.base_counts();
  total += prepared.run(odd);
  total += prepared.run(even);
  return total;
}

TEST(PreparedCount, PiecesInAnyOrderSumToThePublishedTotal) {
  for (const Method method : all_methods()) {
    // The reference methods (limited in n) take seconds beyond n = 8.
    const int largest = max_board_size_of(method) < max_board_size ? 8 : 10;
    for (int n = 4; n <= largest; ++n) {
      // halves splits at n / 2 rows, and takes no other depth.
      const int depth = method == Method::halves ? n / 2 : std::min(n, 3);
      const PreparedCount prepared(n, {.threads = 2, .prefix_depth = depth, .method = method});
      const CountResult result = prepared.result(run_in_pieces(prepared), 0.5);
      const std::string where = std::string(method_name(method)) + ", n = " + std::to_string(n);
      EXPECT_EQ(result.solutions, test::total_solutions[n]) << where;
      const CountResult whole = count(n, {.threads = 1, .method = method});
      EXPECT_EQ(result.nodes, whole.nodes) << where;
      EXPECT_EQ(result.seconds, 0.5);
      EXPECT_EQ(result.threads, 2);
      EXPECT_EQ(result.unique.has_value(), describe(method).counts_symmetry_classes) << where;
      if (result.unique) {
        EXPECT_EQ(*result.unique, test::unique_solutions[n]) << where;
      }
    }
  }
}

TEST(PreparedCount, SomeTasksBuildOnlyTheTableTheyRead) {
  // halves at n = 18 (a table of about 8 MiB): a thousandth of the tasks
  // run where only they run, the others where the table was built whole.
  const CountOptions options{.threads = 2, .method = Method::halves};
  const PreparedCount whole(18, options);
  const PreparedCount some(18, options, 0, TaskRuns::some);
  std::vector<std::uint64_t> few, others;
  for (std::uint64_t task = 0; task < whole.plan().task_count; ++task)
    (task % 1000 == 3 ? few : others).push_back(task);
  const TaskCounts counted = some.run(few);
  EXPECT_GT(counted.solutions, 0u);
  EXPECT_EQ(counted.solutions, whole.run(few).solutions);
  TaskCounts total = whole.base_counts();
  total += counted;
  total += whole.run(others);
  const CountResult with_some = some.result(total, 0);
  EXPECT_EQ(with_some.solutions, test::total_solutions_18);
  const std::uint64_t whole_peak = whole.result(total, 0).peak_memory_bytes;
  EXPECT_LT(with_some.peak_memory_bytes, whole_peak / 2) << with_some.peak_memory_bytes << " of " << whole_peak;
}

TEST(PreparedCount, FixedQueensInPiecesSumToTheWholeCount) {
  const CountOptions options{.threads = 2, .method = Method::mirror, .fixed_queens = {{0, 1}, {5, 4}}};
  const PreparedCount prepared(11, options, 16);
  const CountResult whole = count(11, options);
  EXPECT_EQ(prepared.result(run_in_pieces(prepared), 0).solutions, whole.solutions);
  EXPECT_GT(whole.solutions, 0u);
}

TEST(PreparedCount, SymmetryRefusesATotalThatContradictsBurnside) {
  const PreparedCount prepared(9, {.threads = 1});
  TaskCounts total = run_in_pieces(prepared);
  EXPECT_EQ(prepared.result(total, 0).unique, test::unique_solutions[9]);
  total.solutions += 8; // one class too many, without its unique count
  EXPECT_THROW(prepared.result(total, 0), Error);
}

TEST(PreparedCount, WorkEstimatesOnlyWhenObserved) {
  TaskObserver observer;
  for (const Method method : {Method::symmetry, Method::mirror, Method::bitmask}) {
    EXPECT_TRUE(PreparedCount(12, {.threads = 1, .method = method}).plan().task_work.empty());
    const PreparedCount watched(12, {.threads = 1, .method = method, .observer = &observer});
    EXPECT_EQ(watched.plan().task_work.size(), watched.plan().task_count) << method_name(method);
  }
}

TEST(PreparedCount, NoWorkEstimatesForAnObserverThatDoesNotReadThem) {
  class StopButton : public TaskObserver {
  public:
    bool reads_task_work() const override { return false; }
  } stop_button;
  for (const Method method : {Method::symmetry, Method::mirror, Method::bitmask}) {
    const PreparedCount watched(12, {.threads = 1, .method = method, .observer = &stop_button});
    EXPECT_TRUE(watched.plan().task_work.empty()) << method_name(method);
    EXPECT_GT(watched.plan().task_count, 0u);
  }
}

TEST(PreparedCount, SomeTasksHaveTheirWorkEstimatedWhenAsked) {
  // Prepared for some tasks (a part), the plan carries no estimates even
  // for an observer that reads them: task_work() gives those of the tasks
  // that will run, the same as a whole count's plan carries.
  TaskObserver observer;
  for (const Method method : {Method::symmetry, Method::mirror}) {
    const PreparedCount whole(12, {.threads = 1, .method = method, .observer = &observer});
    const PreparedCount some(12, {.threads = 1, .method = method, .observer = &observer}, 0, TaskRuns::some);
    EXPECT_TRUE(some.plan().task_work.empty()) << method_name(method);
    const std::vector<std::uint64_t> tasks{1, 4};
    const std::vector<double> work = some.task_work(tasks);
    ASSERT_EQ(work.size(), whole.plan().task_count) << method_name(method);
    for (std::uint64_t task = 0; task < work.size(); ++task)
      EXPECT_EQ(work[task], task == 1 || task == 4 ? whole.plan().task_work[task] : 0.0) << task;
    const std::vector<std::uint64_t> beyond{some.plan().task_count};
    EXPECT_THROW(some.task_work(beyond), Error);
  }
  const PreparedCount halves(16, {.threads = 1, .method = Method::halves});
  EXPECT_TRUE(halves.task_work(std::vector<std::uint64_t>{0}).empty());
}

TEST(PreparedCount, EqualRequestsGiveEqualPlansAndTasks) {
  for (const Method method : {Method::symmetry, Method::mirror}) {
    const PreparedCount one(13, {.threads = 1, .method = method}, 8);
    const PreparedCount other(13, {.threads = 4, .method = method}, 8);
    EXPECT_EQ(one.plan().task_count, other.plan().task_count);
    EXPECT_EQ(one.plan().prefix_depth, other.plan().prefix_depth);
    EXPECT_EQ(one.plan().method, method_name(method));
    const std::vector<std::uint64_t> some{0, 7, one.plan().task_count - 1};
    EXPECT_EQ(one.run(some), other.run(some));
  }
}

TEST(PreparedCount, MoreSharingThreadsSplitFiner) {
  for (const Method method : {Method::symmetry, Method::mirror, Method::bitmask}) {
    const PreparedCount alone(14, {.threads = 1, .method = method});
    const PreparedCount shared(14, {.threads = 1, .method = method}, 64);
    EXPECT_GT(shared.plan().prefix_depth, alone.plan().prefix_depth) << method_name(method);
    EXPECT_EQ(alone.plan().prefix_depth, count(14, {.threads = 1, .method = method}).prefix_depth)
        << "count() chooses the same";
  }
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
