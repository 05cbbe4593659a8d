// estimate_count: the plan of the count it stands for (its tasks, depth,
// method, instruction set and memory, as the count reports them), whatever
// the share of tasks the sample timed. Times are checked only against one
// another: how long anything takes depends on the machine's load.
#include <nqueens/estimate.hpp>
#include <nqueens/parts.hpp>
#include <nqueens/prepared_count.hpp>

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

namespace nqueens {
namespace {

/// A budget every task fits in: the sample is the whole count.
constexpr EstimateOptions whole_count{.sample_seconds = 600, .most_sample_seconds = 600};
/// No budget: the sample is a pilot task per worker, then a task from each
/// of two strata.
constexpr EstimateOptions one_round{.sample_seconds = 0, .most_sample_seconds = 0};

void expect_plan_of(const CountEstimate& estimate, const CountResult& result) {
  EXPECT_EQ(estimate.n, result.n);
  EXPECT_EQ(estimate.method, result.method);
  EXPECT_EQ(estimate.tasks, result.tasks);
  EXPECT_EQ(estimate.prefix_depth, result.prefix_depth);
  EXPECT_EQ(estimate.threads, result.threads);
  EXPECT_EQ(estimate.instruction_set, result.instruction_set);
}

TEST(Estimate, AWholeSampleHasTheCountsPlanAndPeakMemoryAndNoError) {
  for (const Method method : {Method::halves, Method::symmetry, Method::mirror}) {
    const CountOptions options{.threads = 1, .method = method};
    const CountEstimate estimate = estimate_count(14, options, whole_count);
    const CountResult result = count(14, options);
    expect_plan_of(estimate, result);
    // One worker ran every task in both: the same tables, and buffers grown
    // to the same sizes. Their capacities, grown in another order, differ
    // by what a vector adds when it grows: about 1% of the peak here.
    EXPECT_NEAR(estimate.peak_memory_bytes, result.peak_memory_bytes, 0.02 * result.peak_memory_bytes)
        << method_name(method);
    EXPECT_EQ(estimate.sampled_tasks, result.tasks);
    EXPECT_EQ(estimate.sampled_subtasks, 0u);
    EXPECT_EQ(estimate.seconds_error, 0);
    EXPECT_EQ(estimate.solutions, static_cast<double>(result.solutions));
    EXPECT_EQ(estimate.solutions_error, 0);
    EXPECT_EQ(estimate.nodes, static_cast<double>(result.nodes));
    EXPECT_EQ(estimate.nodes_error, 0);
    EXPECT_GT(estimate.seconds, 0);
    EXPECT_GE(estimate.seconds, estimate.setup_seconds);
    // Nothing built on demand: the whole setup was measured.
    EXPECT_EQ(estimate.measured_setup_seconds, estimate.setup_seconds);
  }
}

TEST(Estimate, APartialSampleHasTheCountsPlanAndAnErrorBar) {
  for (const Method method : {Method::halves, Method::symmetry}) {
    const CountOptions options{.threads = 2, .method = method};
    const CountEstimate estimate = estimate_count(15, options, one_round);
    const CountResult result = count(15, options);
    expect_plan_of(estimate, result);
    EXPECT_LT(estimate.sampled_tasks, estimate.tasks);
    EXPECT_GT(estimate.seconds_error, 0);
    EXPECT_TRUE(std::isfinite(estimate.seconds) && std::isfinite(estimate.seconds_error));
    EXPECT_GT(estimate.solutions_error, 0);
    EXPECT_TRUE(std::isfinite(estimate.solutions) && std::isfinite(estimate.solutions_error));
    // A symmetry task is one piece of work at n = 15; a halves task of odd
    // n holds the row choices of a set of west rows, and with no time for
    // whole tasks, two of each sampled task's are counted.
    if (method == Method::symmetry) {
      EXPECT_EQ(estimate.sampled_subtasks, 0u);
    } else {
      EXPECT_GT(estimate.sampled_subtasks, 0u);
      EXPECT_LE(estimate.sampled_subtasks, 2 * estimate.sampled_tasks);
    }
    // halves: the tables exactly, and the buffers the sample grew, most of
    // the peak at n = 15; odd n's row choices store from one to
    // (mid - 1) mid / 2 pairs of middle queens, so a sample of a few tasks
    // may grow them far less than the count: no more than it, though (whose
    // own peak varies by a sixth with the threads' share of tasks). The next
    // test holds the projection to the count's peak where row choices are
    // alike.
    if (method == Method::halves) {
      EXPECT_GT(estimate.peak_memory_bytes, 0u);
      EXPECT_LE(estimate.peak_memory_bytes, 1.3 * result.peak_memory_bytes);
    } else {
      EXPECT_EQ(estimate.peak_memory_bytes, 0u);
    }
  }
}

TEST(Estimate, APartialSampleOfHalvesProjectsTheCountsPeakMemory) {
  // Even n: every row choice stores one half of n / 2 queens, so the buffers
  // a few sampled tasks grew are within 30% of those the count grows.
  const CountOptions options{.threads = 2, .method = Method::halves};
  const CountEstimate estimate = estimate_count(16, options, one_round);
  const CountResult result = count(16, options);
  EXPECT_NEAR(estimate.peak_memory_bytes, result.peak_memory_bytes, 0.3 * result.peak_memory_bytes);
}

TEST(Estimate, ASampleOverItsTimeHasTwoStrataOfItsTasks) {
  // Hundreds of tasks, whose round of one task per stratum outlasts no time
  // at all: the strata are merged into two, one task each, after the
  // pilot's two.
  const CountOptions options{.threads = 2, .prefix_depth = 4, .method = Method::mirror};
  const CountEstimate estimate = estimate_count(14, options, one_round);
  ASSERT_GT(estimate.tasks, 100u);
  EXPECT_EQ(estimate.sampled_tasks, 2u);
  EXPECT_GT(estimate.seconds_error, 0);
  EXPECT_GT(estimate.seconds, estimate.setup_seconds);
}

TEST(Estimate, ASamplePastItsTimeGoesOnUntilItsErrorMeetsTheTarget) {
  // One round of two strata leaves the projected time's error at a third of
  // it, give or take much: with time to go on, the sample takes rounds
  // until the error is within a twentieth of the tasks' projected time (or
  // every task ran).
  const CountOptions options{.threads = 2, .prefix_depth = 4, .method = Method::mirror};
  const double target = 0.05;
  const CountEstimate estimate =
      estimate_count(15, options, {.sample_seconds = 0, .target_error = target, .most_sample_seconds = 600});
  if (estimate.sampled_tasks < estimate.tasks) {
    EXPECT_LE(estimate.seconds_error, target * (estimate.seconds - estimate.setup_seconds));
  }
}

TEST(Estimate, ASampleWithNoTargetTakesTheMostTimeItIsGiven) {
  // A target of 0 is never met: the sample goes on while rounds fit the
  // most time, past the pilot's and the first round's tasks, and stops there
  // (n = 16's thousands of tasks take seconds).
  const CountOptions options{.threads = 2, .prefix_depth = 4, .method = Method::mirror};
  const CountEstimate estimate =
      estimate_count(16, options, {.sample_seconds = 0, .target_error = 0, .most_sample_seconds = 0.5});
  EXPECT_GT(estimate.sampled_tasks, 4u);
  EXPECT_LT(estimate.sampled_tasks, estimate.tasks);
}

TEST(Estimate, SymmetryTasksFromN21OnAreSampledByTheBoardsBelowThem) {
  // n = 21 is the first size whose symmetry tasks have subtasks: with no
  // time allowed, each sampled task is counted on two of the boards one
  // more queen below it makes (a symmetric border's task may have one).
  const CountOptions options{.threads = 2, .method = Method::symmetry};
  const CountEstimate estimate = estimate_count(21, options, one_round);
  EXPECT_GT(estimate.sampled_subtasks, 0u);
  EXPECT_LE(estimate.sampled_subtasks, 2 * estimate.sampled_tasks);
  EXPECT_GT(estimate.solutions, 0);
  EXPECT_TRUE(std::isfinite(estimate.solutions_error));
}

TEST(Estimate, HalvesTasksOfSeveralRowChoicesAreSampledInParts) {
  // n = 18 groups its 24,310 row choices into tasks of two: with no time
  // allowed, each sampled task is counted on those two apart.
  const CountOptions options{.threads = 2, .method = Method::halves};
  const CountEstimate estimate = estimate_count(18, options, one_round);
  EXPECT_GT(estimate.sampled_subtasks, 0u);
  EXPECT_LT(estimate.sampled_subtasks, 3 * estimate.sampled_tasks);
  EXPECT_GT(estimate.solutions_error, 0);
  EXPECT_TRUE(std::isfinite(estimate.solutions));
}

TEST(Estimate, RowSetsBuiltOnDemandAreProjectedApartFromTheMeasuredSetup) {
  // n = 17 within 1 MiB: the table in parts, its row sets built as tasks
  // need them. The setup the sample waited for is measured, within the
  // call's own time; the count's builds are projected on top.
  const CountOptions options{.threads = 2, .method = Method::halves, .memory_limit_bytes = 1 << 20};
  const auto start = std::chrono::steady_clock::now();
  const CountEstimate estimate = estimate_count(17, options, one_round);
  const std::chrono::duration<double> call = std::chrono::steady_clock::now() - start;
  EXPECT_GT(estimate.measured_setup_seconds, 0);
  EXPECT_LE(estimate.measured_setup_seconds, call.count());
  EXPECT_GT(estimate.setup_seconds, estimate.measured_setup_seconds);
  EXPECT_GT(estimate.seconds, estimate.setup_seconds);
}

TEST(Estimate, TheSplitIsTheOneTheCountWouldRunWithItsOptions) {
  const CountOptions fixed{.threads = 3, .method = Method::mirror, .fixed_queens = {{0, 1}}};
  EXPECT_EQ(estimate_count(13, fixed, one_round).tasks, PreparedCount(13, fixed).plan().task_count);
  const CountOptions deep{.threads = 1, .prefix_depth = 5, .method = Method::bitmask};
  const CountEstimate estimate = estimate_count(13, deep, one_round);
  EXPECT_EQ(estimate.prefix_depth, 5);
  EXPECT_EQ(estimate.tasks, PreparedCount(13, deep).plan().task_count);
}

TEST(Estimate, APartsEstimateHasThePartsCountsAndPeakMemory) {
  // n = 18 by halves in 1,024 parts: part 7 holds a few row choices and
  // reads a few of the table's row sets, which its estimate builds as the
  // part does; the whole sample is the part.
  const CountOptions options{.threads = 1, .method = Method::halves};
  const CountPart part{.index = 7, .count = 1024};
  const PartEstimate planned = estimate_part(18, options, part, whole_count);
  const PartResult counted = count_part(18, options, part);
  EXPECT_EQ(planned.part, part);
  EXPECT_EQ(planned.part_tasks, counted.part_tasks);
  const CountEstimate& estimate = planned.estimate;
  EXPECT_EQ(estimate.tasks, counted.task_count);
  EXPECT_EQ(estimate.prefix_depth, counted.prefix_depth);
  EXPECT_EQ(estimate.sampled_tasks, counted.part_tasks);
  EXPECT_EQ(estimate.solutions, static_cast<double>(counted.counts.solutions));
  EXPECT_EQ(estimate.solutions_error, 0);
  EXPECT_NEAR(estimate.peak_memory_bytes, counted.peak_memory_bytes, 0.02 * counted.peak_memory_bytes);
  // The part's row sets, not the whole table's (about 8 MiB).
  EXPECT_LT(estimate.peak_memory_bytes, estimate_count(18, options, one_round).peak_memory_bytes / 2);
  EXPECT_GT(estimate.setup_seconds, estimate.measured_setup_seconds);
}

TEST(Estimate, OfSomeTasksRefusesATaskOutOfRange) {
  const PreparedCount prepared(12, {.threads = 1, .method = Method::mirror});
  const std::uint64_t past = prepared.plan().task_count;
  EXPECT_THROW(prepared.estimate(0, one_round, std::vector<std::uint64_t>{0, past}), Error);
  EXPECT_THROW(estimate_part(12, {}, {.index = 2, .count = 1}), Error);
}

TEST(Estimate, RefusesWhatTheCountRefuses) {
  EXPECT_THROW(estimate_count(0, {}), Error);
  EXPECT_THROW(estimate_count(12, {.threads = -1}), Error);
  EXPECT_THROW(estimate_count(14, {.method = Method::halves, .memory_limit_bytes = 1024}), Error);
  EXPECT_THROW(estimate_count(12, {.prefix_depth = 3, .method = Method::halves}), Error);
  EXPECT_THROW(estimate_count(11, {.method = Method::brute}), Error);
}

} // namespace
} // namespace nqueens
