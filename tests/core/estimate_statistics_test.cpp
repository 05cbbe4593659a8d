// The estimate's statistics on real counts: every task's (and every subtask's)
// solutions counted exactly, then sampled as PreparedCount::estimate samples
// them, over many seeds. The projections centre on the published totals and
// their error bars cover them as often as they claim. No clock: the times
// the estimate projects go through the same projection as these counts.
#include "core/methods.hpp"
#include "symmetry/border_split.hpp"
#include "core/task_sample.hpp"
#include "oeis_values.hpp"
#include "sample_coverage.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <vector>

namespace nqueens::detail {
namespace {

double solutions_of(const TaskCounts& counts) { return static_cast<double>(counts.solutions); }

/// Each task's solutions, counted whole.
std::vector<double> task_solutions(const MethodTasks& tasks) {
  std::vector<double> solutions;
  for (std::uint64_t task = 0; task < tasks.task_count(); ++task) solutions.push_back(solutions_of(tasks.count_task(task)));
  return solutions;
}

// The searching methods: whole tasks, strata by Knuth's estimate (symmetry
// at n = 14..16) or by task number (mirror, slower, at n = 14 and 15), three
// rounds drawn.
TEST(EstimateStatistics, SampledTasksProjectThePublishedSolutions) {
  for (int n = 14; n <= 16; ++n) {
    for (const auto prepare : {prepare_mirror, prepare_symmetry}) {
      if (n == 16 && prepare == prepare_mirror) continue;
      const std::unique_ptr<MethodTasks> tasks = prepare(n, {.threads = 2}, 2);
      const std::vector<double> solutions = task_solutions(*tasks);
      const double base = solutions_of(tasks->base_counts());
      const double truth = static_cast<double>(test::total_solutions[static_cast<std::size_t>(n)]);
      ASSERT_EQ(base + std::accumulate(solutions.begin(), solutions.end(), 0.0), truth) << n;
      const std::vector<double> work = tasks->estimate_task_work(every_task(tasks->task_count()));
      expect_unbiased(truth - base, 200, 0.03, 0.85, 0.995, [&](std::uint64_t seed) {
        return project_work(make_strata(every_task(solutions.size()), work, seed), 3, work, solutions);
      });
    }
  }
}

// halves: each sampled task counted on two of its subtasks, as the estimate
// does where whole tasks outlast its time. n = 18 is the smallest board whose
// tasks hold several subtasks (two row choices of two blocks each; that they
// add up to their task is the next test's); every subtask counted once.
TEST(EstimateStatistics, TasksSampledBySubtasksProjectThePublishedSolutions) {
  const int n = 18;
  const std::unique_ptr<MethodTasks> tasks = prepare_halves(n, {.threads = 2}, 2);
  std::vector<std::vector<double>> subtasks(tasks->task_count());
  double sum = 0;
  for (std::uint64_t task = 0; task < tasks->task_count(); ++task)
    for (std::uint64_t subtask = 0; subtask < tasks->subtask_count(task); ++subtask) {
      subtasks[task].push_back(solutions_of(tasks->count_subtask(task, subtask).counts));
      sum += subtasks[task].back();
    }
  ASSERT_GT(tasks->subtask_count(0), 1u);
  const double truth = static_cast<double>(test::total_solutions_18);
  ASSERT_EQ(sum, truth);
  expect_unbiased(truth, 200, 0.03, 0.85, 0.995, [&](std::uint64_t seed) {
    const std::vector<Stratum> strata = make_strata(every_task(subtasks.size()), {}, seed);
    std::vector<double> value(subtasks.size(), 0.0), variance(subtasks.size(), 0.0);
    for (const std::uint64_t task : drawn_tasks(strata, 0, 3)) {
      std::vector<double> drawn;
      for (const std::uint64_t subtask : drawn_subtasks(subtasks[task].size(), 2, seed)) drawn.push_back(subtasks[task][subtask]);
      const SubtaskProjection projection = project_subtasks(drawn, subtasks[task].size());
      value[task] = projection.total;
      variance[task] = projection.variance;
    }
    return project_work(strata, 3, {}, value, variance);
  });
}

// From n = 18 on a halves subtask is a block of one row choice's column
// shares (two at n = 18, in tasks of two row choices): a task's blocks add up
// to it, the first, a middle and the last (shorter) task.
TEST(EstimateStatistics, HalvesSubtasksAreBlocksOfRowChoicesThatAddUpToTheirTask) {
  const std::unique_ptr<MethodTasks> tasks = prepare_halves(18, {.threads = 2}, 2);
  for (const std::uint64_t task : {std::uint64_t{0}, tasks->task_count() / 2, tasks->task_count() - 1}) {
    ASSERT_EQ(tasks->subtask_count(task) % 2, 0u) << task;
    double sum = 0;
    for (std::uint64_t subtask = 0; subtask < tasks->subtask_count(task); ++subtask)
      sum += solutions_of(tasks->count_subtask(task, subtask).counts);
    EXPECT_EQ(sum, solutions_of(tasks->count_task(task))) << task;
  }
  EXPECT_EQ(tasks->subtask_count(0), 4u);
}

// From n = 21 to 26 a symmetry subtask is a board n - 20 more queens below its
// task (two at n = 22, the first size where they are found below one of the
// task's first queens): a task's subtasks add up to it, solutions, unique
// count and nodes, where no symmetry maps its border onto itself.
TEST(EstimateStatistics, SymmetrySubtasksAreTheBoardsBelowATaskAndAddUpToIt) {
  // Split two queens deep, so that whole tasks take milliseconds; a
  // symmetric border's task is its whole search (seconds), so tasks of
  // borders no symmetry maps onto themselves are taken, from the start, a
  // third of the way and the end of the same split.
  const int n = 22;
  const SymmetrySplit split = split_by_border(n, 3);
  const std::unique_ptr<MethodTasks> tasks = prepare_symmetry(n, {.threads = 2, .prefix_depth = 3}, 2);
  ASSERT_EQ(tasks->task_count(), split.tasks.size());
  const auto asymmetric_from = [&](std::uint64_t task) {
    while (split.borders[split.tasks[task].border].stabilizer != bit(Symmetry::identity)) ++task;
    return task;
  };
  std::uint64_t cut = 0;
  for (const std::uint64_t task : {asymmetric_from(0), asymmetric_from(split.tasks.size() / 3),
                                   asymmetric_from(split.tasks.size() * 9 / 10)}) {
    TaskCounts sum;
    for (std::uint64_t subtask = 0; subtask < tasks->subtask_count(task); ++subtask) {
      const SubtaskCounts counted = tasks->count_subtask(task, subtask);
      EXPECT_EQ(counted.time_weight, 1.0);
      const TaskCounts& counts = counted.counts;
      sum.solutions += counts.solutions;
      sum.unique += counts.unique;
      sum.nodes += counts.nodes;
    }
    const TaskCounts whole = tasks->count_task(task);
    EXPECT_EQ(solutions_of(sum), solutions_of(whole)) << task;
    EXPECT_EQ(static_cast<double>(sum.nodes), static_cast<double>(whole.nodes)) << task;
    EXPECT_EQ(static_cast<double>(sum.unique), static_cast<double>(whole.unique)) << task;
    cut += tasks->subtask_count(task) > 1 ? 1 : 0;
  }
  EXPECT_GT(cut, 0u);
}

// From n = 26 on a symmetry subtask counts a random branch below its board,
// its counts weighted by the choices met on the way. n = 27, the largest
// published count: four rounds of tasks drawn from 16 strata as the estimate
// draws them, two subtasks each, project A000170 within three standard
// errors, where unweighted counts would fall short hundreds of times. No
// clock: the sample is the same every run.
TEST(EstimateStatistics, SymmetrySubtasksWithRandomBranchesProjectThePublishedSolutions) {
  const std::unique_ptr<MethodTasks> tasks = prepare_symmetry(27, {.threads = 2}, 2);
  const std::vector<std::uint64_t> all = every_task(tasks->task_count());
  const std::vector<double> work = tasks->estimate_task_work(all);
  std::uint64_t seed = 27;
  const std::vector<Stratum> strata = make_strata(all, work, seed, 16);
  const std::size_t rounds = 4;
  std::vector<double> value(all.size(), 0.0), variance(all.size(), 0.0);
  for (const std::uint64_t task : drawn_tasks(strata, 0, rounds)) {
    std::vector<double> drawn;
    for (const std::uint64_t subtask : drawn_subtasks(tasks->subtask_count(task), 2, seed)) {
      const SubtaskCounts counted = tasks->count_subtask(task, subtask);
      drawn.push_back(solutions_of(counted.counts));
    }
    const SubtaskProjection projection = project_subtasks(drawn, tasks->subtask_count(task));
    value[task] = projection.total;
    variance[task] = projection.variance;
  }
  const WorkProjection projection = project_work(strata, rounds, work, value, variance);
  const double truth = static_cast<double>(test::total_solutions_27);
  EXPECT_NEAR(projection.total_seconds, truth, 3 * std::sqrt(projection.variance));
  EXPECT_LT(std::sqrt(projection.variance), truth / 3);
}

} // namespace
} // namespace nqueens::detail
