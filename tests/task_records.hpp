// What a test observer saw of a count's tasks, and the check that it saw
// each task exactly once: shared by the single-process and MPI observer tests.
#pragma once

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <map>

namespace nqueens::test {

struct TaskRecords {
  std::map<std::uint64_t, int> times_finished;
  std::map<std::uint64_t, TaskCounts> finished_counts;

  void add(std::uint64_t task, const TaskCounts& counts) {
    ++times_finished[task];
    finished_counts[task] = counts;
  }

  /// Expects every task of `result` finished once; returns their sum.
  TaskCounts expect_each_task_once(const CountResult& result) const {
    EXPECT_EQ(times_finished.size(), result.tasks);
    TaskCounts sum;
    for (const auto& [task, times] : times_finished) {
      EXPECT_EQ(times, 1) << "task " << task;
      sum += finished_counts.at(task);
    }
    return sum;
  }
};

} // namespace nqueens::test
