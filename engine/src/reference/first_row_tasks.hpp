// The split the reference methods share: one task per first-row column, run
// on the scheduler like every other method. n tasks are few, but a reference
// method is for teaching and cross-checking, not for speed.
#pragma once

#include "core/methods.hpp"
#include "core/task_stop.hpp"

namespace nqueens::detail {

/// Tasks 0..n-1: task c is `count_from_column(c)` (a TaskCounts: the
/// solutions with the first queen in column c, and the positions visited
/// below and including that queen); the empty board is the base count.
template <class CountFromColumn>
class FirstRowTasks : public MethodTasks {
public:
  FirstRowTasks(int n, CountFromColumn count_from_column) : n_(n), count_from_column_(count_from_column) {}

  std::uint64_t task_count() const override { return static_cast<std::uint64_t>(n_); }
  int prefix_depth() const override { return 1; }
  TaskCounts base_counts() const override { return {.nodes = 1}; }
  TaskCounts count_task(std::uint64_t column) const override {
    return count_from_column_(static_cast<int>(column));
  }

private:
  int n_;
  CountFromColumn count_from_column_;
};

template <class CountFromColumn>
std::unique_ptr<MethodTasks> tasks_by_first_row(int n, CountFromColumn count_from_column) {
  return std::make_unique<FirstRowTasks<CountFromColumn>>(n, count_from_column);
}

} // namespace nqueens::detail
