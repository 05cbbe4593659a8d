// Task work estimates: unbiased for one board, and close enough over a whole
// split that a progress percentage weighted by them tracks the real nodes.
#include "bitmask/task_prefix.hpp"
#include "bitmask/prefix_work.hpp"
#include "core/task_sample.hpp"

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace nqueens::detail {
namespace {

TEST(WorkEstimate, ManyProbesApproachTheExactNodeCount) {
  const Completions exact = count_completions(10, 0, Board{});
  const double estimate = estimate_completion_nodes(10, 0, Board{}, 1, 20000);
  EXPECT_NEAR(estimate / static_cast<double>(exact.nodes), 1.0, 0.05) << estimate << " vs " << exact.nodes;
}

TEST(WorkEstimate, BoardWithNoFreeSquareHasNoWork) {
  const Board blocked{.columns = full_row(6)};
  EXPECT_EQ(estimate_completion_nodes(6, 3, blocked, 7, 8), 0.0);
}

TEST(WorkEstimate, OnlyTheTasksAskedForAreEstimated) {
  // A part's estimate asks for its own few tasks of millions: those get what
  // the whole split's estimate gives them, the others nothing.
  const int n = 12;
  const PrefixSplit split = split_into_prefixes(n, 3, /*mirror_halving=*/true);
  const std::vector<double> all = estimate_task_work(n, split, every_task(split.tasks.size()));
  const std::vector<std::uint64_t> some{2, 7, split.tasks.size() - 1};
  const std::vector<double> work = estimate_task_work(n, split, some);
  ASSERT_EQ(work.size(), split.tasks.size());
  for (std::size_t task = 0; task < work.size(); ++task) {
    const bool asked = std::find(some.begin(), some.end(), task) != some.end();
    EXPECT_EQ(work[task], asked ? all[task] : 0.0) << task;
    if (asked) {
      EXPECT_GT(work[task], 0.0) << task;
    }
  }
}

TEST(WorkEstimate, WeightedProgressTracksTheRealNodes) {
  // The fraction of work done after each task, by estimate and in fact, for
  // tasks finishing in index order: a progress bar's view of the count.
  const int n = 13;
  const PrefixSplit split = split_into_prefixes(n, 3, /*mirror_halving=*/true);
  const std::vector<double> work = estimate_task_work(n, split, every_task(split.tasks.size()));
  ASSERT_EQ(work.size(), split.tasks.size());
  std::vector<double> real;
  double real_total = 0, estimated_total = 0;
  for (std::size_t i = 0; i < split.tasks.size(); ++i) {
    real.push_back(static_cast<double>(count_completions(n, split.depth, split.tasks[i].board).nodes));
    real_total += real.back();
    estimated_total += work[i];
  }
  EXPECT_NEAR(estimated_total / real_total, 1.0, 0.05);
  double real_done = 0, estimated_done = 0, worst = 0;
  for (std::size_t i = 0; i < work.size(); ++i) {
    real_done += real[i];
    estimated_done += work[i];
    worst = std::max(worst, std::abs(estimated_done / estimated_total - real_done / real_total));
  }
  EXPECT_LT(worst, 0.03) << "progress off by " << worst * 100 << " points";
}

class PlanRecorder : public TaskObserver {
public:
  void begin(const TaskPlan& plan) override {
    work.assign(plan.task_work.begin(), plan.task_work.end());
    nodes.assign(plan.task_count, 0.0);
  }
  void finished(std::uint64_t task, const TaskCounts& counts) override {
    nodes[task] = static_cast<double>(counts.nodes); // each task has its own slot
  }
  std::vector<double> work;
  std::vector<double> nodes;
};

TEST(WorkEstimate, ObservedCountOfEveryFastMethodHandsEachTaskAnEstimate) {
  // The reference methods split into one task per first-row column, and
  // halves into row choices of similar cost: they give no estimates, and
  // progress weighs their tasks the same.
  for (const Method method : all_methods()) {
    if (max_board_size_of(method) < max_board_size || method == Method::halves) continue;
    PlanRecorder recorder;
    const CountResult result = count(13, {.threads = 2, .prefix_depth = 4, .method = method, .observer = &recorder});
    ASSERT_EQ(recorder.work.size(), result.tasks) << method_name(method);
    double estimated_total = 0, real_total = 0;
    for (std::size_t task = 0; task < recorder.work.size(); ++task) {
      EXPECT_GE(recorder.work[task], 0.0);
      // A task whose first row has no free square has no work and is
      // estimated so; a task with work is never estimated at zero.
      if (recorder.nodes[task] > 0) {
        EXPECT_GT(recorder.work[task], 0.0) << method_name(method) << " task " << task;
      }
      estimated_total += recorder.work[task];
      real_total += recorder.nodes[task];
    }
    EXPECT_NEAR(estimated_total / real_total, 1.0, 0.1) << method_name(method);
  }
}

} // namespace
} // namespace nqueens::detail
