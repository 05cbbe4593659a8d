// The estimate's statistics (core/task_sample.hpp) on made-up task times:
// strata that partition the tasks, a projection that is exact where it must
// be, and an error bar that covers the truth as often as it claims to.
#include "core/task_sample.hpp"
#include "core/work_estimate.hpp"
#include "sample_coverage.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>
#include <vector>

namespace nqueens::detail {
namespace {

/// Skewed made-up task times, as a search's are: a heavy tail over 1000x.
std::vector<double> skewed_times(std::size_t tasks, std::uint64_t seed) {
  std::vector<double> times;
  for (std::size_t task = 0; task < tasks; ++task) {
    const double uniform = static_cast<double>(next_random(seed) % 1000000) / 1e6;
    times.push_back(std::exp(7 * uniform) / 100);
  }
  return times;
}

/// Each stratum's tasks no larger than the next one's.
void expect_in_order_of_work(const std::vector<Stratum>& strata, const std::vector<double>& work) {
  for (std::size_t s = 0; s + 1 < strata.size(); ++s) {
    double most = 0, least = 1e300;
    for (const std::uint64_t task : strata[s].tasks) most = std::max(most, work[task]);
    for (const std::uint64_t task : strata[s + 1].tasks) least = std::min(least, work[task]);
    EXPECT_LE(most, least) << s;
  }
}

TEST(TaskSample, StrataPartitionTheTasksInEqualShares) {
  for (const std::uint64_t tasks : {1u, 2u, 7u, 128u, 1000u, 16384u}) {
    // Fewer strata where fewer are asked for: the estimate's sample when a
    // round of one task per stratum would take too long.
    const std::size_t most = tasks == 1000 ? 5 : max_strata;
    const std::vector<Stratum> strata = make_strata(every_task(tasks), {}, 1, most);
    EXPECT_EQ(strata.size(), std::clamp<std::size_t>(static_cast<std::size_t>(std::sqrt(tasks)), 1, most));
    std::multiset<std::uint64_t> seen;
    std::size_t smallest = tasks, largest = 0;
    for (const Stratum& stratum : strata) {
      seen.insert(stratum.tasks.begin(), stratum.tasks.end());
      smallest = std::min(smallest, stratum.tasks.size());
      largest = std::max(largest, stratum.tasks.size());
    }
    EXPECT_LE(largest - smallest, 1u) << tasks;
    std::multiset<std::uint64_t> all;
    for (std::uint64_t task = 0; task < tasks; ++task) all.insert(task);
    EXPECT_EQ(seen, all) << tasks;
    EXPECT_EQ(rounds_to_draw_all(strata), largest);
    EXPECT_EQ(drawn_tasks(strata, 0, rounds_to_draw_all(strata)).size(), tasks);
    EXPECT_EQ(drawn_tasks(strata, 0, 1).size(), strata.size());
  }
}

// A part's estimate samples its own tasks: every third of 1000, by work.
TEST(TaskSample, StrataOfSomeTasksHoldThoseTasksAlone) {
  const std::vector<double> work = skewed_times(1000, 3);
  std::vector<std::uint64_t> part;
  for (std::uint64_t task = 1; task < work.size(); task += 3) part.push_back(task);
  const std::vector<Stratum> strata = make_strata(part, work, 6);
  EXPECT_EQ(strata.size(), static_cast<std::size_t>(std::sqrt(part.size())));
  std::vector<std::uint64_t> drawn = drawn_tasks(strata, 0, rounds_to_draw_all(strata));
  std::sort(drawn.begin(), drawn.end());
  EXPECT_EQ(drawn, part);
  expect_in_order_of_work(strata, work);
}

TEST(TaskSample, StrataByWorkHoldTasksOfSimilarSize) {
  const std::vector<double> work = skewed_times(1000, 5);
  const std::vector<Stratum> strata = make_strata(every_task(work.size()), work, 2);
  expect_in_order_of_work(strata, work);
}

TEST(TaskSample, AWholeSampleIsExact) {
  const std::vector<double> times = skewed_times(300, 3);
  const std::vector<Stratum> strata = make_strata(every_task(times.size()), {}, 4);
  const WorkProjection whole = project_work(strata, rounds_to_draw_all(strata), {}, times);
  EXPECT_DOUBLE_EQ(whole.total_seconds, std::accumulate(times.begin(), times.end(), 0.0));
  EXPECT_EQ(whole.variance, 0.0);
  EXPECT_EQ(whole.task_seconds, times);
}

TEST(TaskSample, TimesProportionalToTheWorkEstimateAreProjectedExactly) {
  const std::vector<double> work = skewed_times(500, 6);
  std::vector<double> times;
  for (const double w : work) times.push_back(3e-6 * (w + 1));
  for (std::size_t rounds = 1; rounds <= 3; ++rounds) {
    const WorkProjection partial = project_work(make_strata(every_task(work.size()), work, 7), rounds, work, times);
    EXPECT_NEAR(partial.total_seconds, std::accumulate(times.begin(), times.end(), 0.0), 1e-12) << rounds;
    EXPECT_NEAR(partial.variance, 0.0, 1e-20) << rounds;
  }
}

// Over many samples of one skewed population, the projection is unbiased
// and two standard errors cover the true total about 95% of the time.
TEST(TaskSample, TheErrorBarCoversTheTruthAsOftenAsItClaims) {
  const std::vector<double> times = skewed_times(4000, 8);
  expect_unbiased(std::accumulate(times.begin(), times.end(), 0.0), 400, 0.02, 0.88, 0.99, [&](std::uint64_t seed) {
    return project_work(make_strata(every_task(times.size()), {}, seed), 3, {}, times);
  });
}

TEST(TaskSample, DrawnPartsAreDistinctAndAllWhenAskedForMore) {
  std::uint64_t seed = 12;
  for (const std::uint64_t subtasks : {1u, 2u, 5u, 300u}) {
    const std::vector<std::uint64_t> two = drawn_subtasks(subtasks, 2, seed);
    EXPECT_EQ(two.size(), std::min<std::uint64_t>(subtasks, 2));
    EXPECT_EQ(std::set<std::uint64_t>(two.begin(), two.end()).size(), two.size());
    for (const std::uint64_t subtask : two) EXPECT_LT(subtask, subtasks);
    const std::vector<std::uint64_t> all = drawn_subtasks(subtasks, subtasks + 3, seed);
    EXPECT_EQ(std::set<std::uint64_t>(all.begin(), all.end()).size(), subtasks);
  }
}

TEST(TaskSample, DrawingFromBillionsOfSubtasksTakesNoListOfThem) {
  // A symmetry task at n = 28 has billions of subtasks: drawing two keeps
  // only what the draw moved, and each draw of one is uniform (its
  // first place ranges over the whole span).
  std::uint64_t seed = 7;
  const std::uint64_t subtasks = std::uint64_t{1} << 40;
  std::uint64_t in_upper_half = 0;
  for (int i = 0; i < 200; ++i) {
    const std::vector<std::uint64_t> two = drawn_subtasks(subtasks, 2, seed);
    ASSERT_EQ(two.size(), 2u);
    EXPECT_NE(two[0], two[1]);
    for (const std::uint64_t subtask : two) EXPECT_LT(subtask, subtasks);
    in_upper_half += two[0] >= subtasks / 2 ? 1 : 0;
  }
  EXPECT_GT(in_upper_half, 60u);
  EXPECT_LT(in_upper_half, 140u);
}

TEST(TaskSample, AllPartsAreExactAndSomeAreScaledUp) {
  const std::vector<double> values{1, 2, 3, 6};
  const SubtaskProjection all = project_subtasks(values, 4);
  EXPECT_DOUBLE_EQ(all.total, 12);
  EXPECT_EQ(all.variance, 0);
  // Two of ten subtasks, 1 and 3: mean 2, s^2 = 2, 10^2 (1 - 2/10) 2 / 2.
  const SubtaskProjection two = project_subtasks(std::vector<double>{1, 3}, 10);
  EXPECT_DOUBLE_EQ(two.total, 20);
  EXPECT_DOUBLE_EQ(two.variance, 80);
}

/// Tasks of `subtasks_per_task` consecutive values of `subtasks` (the last one
/// shorter): the sum of each, and its subtasks.
struct TasksOfParts {
  std::vector<std::vector<double>> subtasks;
  double total = 0;
};
TasksOfParts tasks_of(const std::vector<double>& subtasks, std::size_t subtasks_per_task) {
  TasksOfParts tasks;
  for (std::size_t first = 0; first < subtasks.size(); first += subtasks_per_task)
    tasks.subtasks.emplace_back(subtasks.begin() + static_cast<std::ptrdiff_t>(first),
                             subtasks.begin() + static_cast<std::ptrdiff_t>(std::min(first + subtasks_per_task, subtasks.size())));
  tasks.total = std::accumulate(subtasks.begin(), subtasks.end(), 0.0);
  return tasks;
}

/// The whole from `rounds` rounds of strata of `tasks`, each sampled task
/// counted on two of its subtasks, as the estimate samples halves' row choices.
WorkProjection two_stage_sample(const TasksOfParts& tasks, std::size_t rounds, std::uint64_t seed) {
  const std::vector<Stratum> strata = make_strata(every_task(tasks.subtasks.size()), {}, seed);
  std::vector<double> value(tasks.subtasks.size(), 0.0), variance(tasks.subtasks.size(), 0.0);
  for (const std::uint64_t task : drawn_tasks(strata, 0, rounds)) {
    const std::vector<double>& subtasks = tasks.subtasks[task];
    std::vector<double> drawn;
    for (const std::uint64_t subtask : drawn_subtasks(subtasks.size(), 2, seed)) drawn.push_back(subtasks[subtask]);
    const SubtaskProjection projection = project_subtasks(drawn, subtasks.size());
    value[task] = projection.total;
    variance[task] = projection.variance;
  }
  return project_work(strata, rounds, {}, value, variance);
}

// Sampling inside tasks: the second stage's error adds to the first's.
TEST(TaskSample, TwoStageSamplesAreUnbiasedAndCoverTheTruthAsOftenAsTheyClaim) {
  const TasksOfParts tasks = tasks_of(skewed_times(12000, 13), 6);
  expect_unbiased(tasks.total, 400, 0.02, 0.88, 0.99,
                  [&](std::uint64_t seed) { return two_stage_sample(tasks, 3, seed); });
}

TEST(TaskSample, TheIntervalWidensForFewDegreesOfFreedom) {
  EXPECT_DOUBLE_EQ(student_t_95(1), 12.706);
  EXPECT_DOUBLE_EQ(student_t_95(2), 4.303);
  EXPECT_DOUBLE_EQ(student_t_95(10), 2.228);
  EXPECT_DOUBLE_EQ(student_t_95(30), 2.042);
  EXPECT_DOUBLE_EQ(student_t_95(1000), 1.96);
  for (int dof = 1; dof < 40; ++dof) EXPECT_GT(student_t_95(dof), student_t_95(dof + 1) - 1e-12) << dof;
}

TEST(TaskSample, EachPoolGivesItsSampledTasksLessOneDegreesOfFreedom) {
  const std::vector<double> times = skewed_times(1000, 14);
  const std::vector<Stratum> strata = make_strata(every_task(times.size()), {}, 15);
  EXPECT_EQ(project_work(strata, 3, {}, times).degrees_of_freedom, static_cast<int>(2 * strata.size()));
  // One task a stratum: pools of two (an odd one left joins the last),
  // the tasks less one per pool.
  ASSERT_EQ(strata.size() % 2, 1u);
  EXPECT_EQ(project_work(strata, 1, {}, times).degrees_of_freedom,
            static_cast<int>(strata.size() - strata.size() / 2));
  EXPECT_EQ(project_work(strata, rounds_to_draw_all(strata), {}, times).degrees_of_freedom, 0);
}

TEST(TaskSample, OneTaskPerStratumStillGivesAVariance) {
  const std::vector<double> times = skewed_times(1000, 9);
  const WorkProjection partial = project_work(make_strata(every_task(times.size()), {}, 10), 1, {}, times);
  EXPECT_GT(partial.variance, 0);
  EXPECT_GT(partial.total_seconds, 0);
}

TEST(TaskSample, ACountWithoutTasksTakesNoTime) {
  const std::vector<Stratum> strata = make_strata(every_task(0), {}, 11);
  EXPECT_EQ(rounds_to_draw_all(strata), 0u);
  const WorkProjection none = project_work(strata, 0, {}, {});
  EXPECT_EQ(none.total_seconds, 0);
  EXPECT_EQ(none.variance, 0);
  EXPECT_TRUE(none.task_seconds.empty());
}

TEST(TaskSample, ScheduledSecondsGiveEachTaskToTheFirstFreeWorker) {
  EXPECT_DOUBLE_EQ(scheduled_seconds(std::vector<double>{1, 1, 1, 1}, 2), 2);
  EXPECT_DOUBLE_EQ(scheduled_seconds(std::vector<double>{1, 1, 4}, 2), 5);
  EXPECT_DOUBLE_EQ(scheduled_seconds(std::vector<double>{4, 1, 1}, 2), 4);
  EXPECT_DOUBLE_EQ(scheduled_seconds(std::vector<double>{1, 2, 3}, 1), 6);
  EXPECT_DOUBLE_EQ(scheduled_seconds(std::vector<double>{1, 2, 3}, 8), 3);
  EXPECT_DOUBLE_EQ(scheduled_seconds(std::vector<double>{}, 2), 0);
}

} // namespace
} // namespace nqueens::detail
