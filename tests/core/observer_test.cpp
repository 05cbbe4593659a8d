// The task observer: every task reported once, restored tasks used as given,
// and a stop request ending the count with Cancelled.
#include "oeis_values.hpp"
#include "task_records.hpp"

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <mutex>

namespace nqueens {
namespace {

class Recorder : public TaskObserver {
public:
  void begin(const TaskPlan& plan) override { this->plan = plan; }
  void finished(std::uint64_t task, const TaskCounts& counts) override {
    std::lock_guard lock(mutex);
    records.add(task, counts);
  }

  TaskPlan plan;
  std::mutex mutex;
  test::TaskRecords records;
};

TEST(Observer, EveryTaskFinishesOnceAndSumsToTheResult) {
  // n = 8: small enough for brute force, the slowest method.
  for (const Method method : all_methods()) {
    Recorder recorder;
    const CountResult result = count(8, {.threads = 3, .method = method, .observer = &recorder});
    EXPECT_EQ(recorder.plan.n, 8);
    EXPECT_EQ(recorder.plan.method, method_name(method));
    EXPECT_EQ(recorder.plan.prefix_depth, result.prefix_depth);
    EXPECT_EQ(recorder.plan.task_count, result.tasks);
    const TaskCounts sum = recorder.records.expect_each_task_once(result);
    EXPECT_EQ(sum.solutions, result.solutions);
    // halves derives its unique count from the others (Burnside's lemma).
    EXPECT_EQ(sum.unique, method == Method::halves ? 0 : result.unique.value_or(0));
    EXPECT_EQ(sum.quarter_turn_symmetric, result.quarter_turn_symmetric.value_or(0));
    EXPECT_EQ(sum.half_turn_symmetric, result.half_turn_symmetric.value_or(0));
    // The split's own nodes come on top; halves searches no tree.
    if (method != Method::halves) {
      EXPECT_LT(sum.nodes, result.nodes) << method_name(method);
    }
  }
}

class Restorer : public TaskObserver {
public:
  explicit Restorer(std::map<std::uint64_t, TaskCounts> known) : known(std::move(known)) {}
  std::optional<TaskCounts> restored(std::uint64_t task) override {
    const auto found = known.find(task);
    if (found == known.end()) return std::nullopt;
    return found->second;
  }
  void finished(std::uint64_t, const TaskCounts&) override { ++runs; }

  std::map<std::uint64_t, TaskCounts> known;
  std::atomic<int> runs{0};
};

TEST(Observer, RestoredTasksAreNotRunAndTheirCountsAreUsed) {
  Recorder recorder;
  const CountOptions options{.threads = 2, .prefix_depth = 2, .observer = &recorder};
  const CountResult full = count(10, options);

  std::map<std::uint64_t, TaskCounts> even_tasks;
  for (const auto& [task, counts] : recorder.records.finished_counts)
    if (task % 2 == 0) even_tasks[task] = counts;
  Restorer restorer(even_tasks);
  const CountResult resumed = count(10, {.threads = 2, .prefix_depth = 2, .observer = &restorer});
  EXPECT_EQ(resumed.solutions, full.solutions);
  EXPECT_EQ(resumed.nodes, full.nodes);
  EXPECT_EQ(static_cast<std::size_t>(restorer.runs), full.tasks - even_tasks.size());

  // Proof that the restored counts are taken as given, not recomputed (the
  // unique count raised to match: 8 * 125 = 1000).
  restorer.known[0].solutions += 1000;
  restorer.known[0].unique += 125;
  EXPECT_EQ(count(10, {.threads = 2, .prefix_depth = 2, .observer = &restorer}).solutions, full.solutions + 1000);

  // Counts that break unique = (total + half-turn + 2 quarter-turn) / 8 are
  // refused rather than reported.
  restorer.known[0].unique += 1;
  EXPECT_THROW(count(10, {.threads = 2, .prefix_depth = 2, .method = Method::symmetry, .observer = &restorer}),
               Error);
}

class Stopper : public TaskObserver {
public:
  explicit Stopper(int after) : after(after) {}
  void finished(std::uint64_t, const TaskCounts&) override { ++done; }
  bool stop_requested() override { return done >= after; }

  int after;
  std::atomic<int> done{0};
};

TEST(Observer, StopRequestCancelsTheRemainingTasks) {
  Stopper stopper(5);
  EXPECT_THROW(count(14, {.threads = 2, .prefix_depth = 3, .observer = &stopper}), Cancelled);
  const CountResult full = count(14, {.threads = 2, .prefix_depth = 3});
  EXPECT_GE(stopper.done, 5);
  EXPECT_LT(static_cast<std::uint64_t>(stopper.done), full.tasks);
}

TEST(Observer, UnstoppedCountIsComplete) {
  Stopper never(1 << 30);
  EXPECT_EQ(count(12, {.threads = 2, .observer = &never}).solutions, test::total_solutions[12]);
}

} // namespace
} // namespace nqueens
