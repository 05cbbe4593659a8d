// The counting methods behind nqueens::count and nqueens::PreparedCount, one
// source file each. prepared_count.cpp validates the request, picks the prefix
// depth and runs the tasks; a method only splits the count and counts a task.
//
// Adding a method: a class derived from MethodTasks, a prepare_<name>()
// function declared here, a row in the method table (count.cpp) and a case in
// prepare_method (prepared_count.cpp). The split happens in the constructor
// (or the prepare function); count_task() is then called concurrently, for any
// task in any order, possibly in several processes that prepared the same
// split: it must depend on nothing but the task's number.
#pragma once

#include "nqueens/nqueens.hpp"

#include <cstdint>
#include <memory>

namespace nqueens::detail {

/// One count, split into tasks numbered 0..task_count()-1.
class MethodTasks {
public:
  virtual ~MethodTasks() = default;

  virtual std::uint64_t task_count() const = 0;
  /// Rows placed by the split (TaskPlan::prefix_depth).
  virtual int prefix_depth() const = 0;
  /// What the count holds outside every task, added once to the tasks' sum:
  /// the nodes the split itself visited, and any solutions it settled.
  virtual TaskCounts base_counts() const = 0;
  /// Task `task`'s counts, weights applied. Thread-safe; task < task_count().
  virtual TaskCounts count_task(std::uint64_t task) const = 0;
  /// True when the counts' unique and symmetric fields are computed, so that
  /// CountResult reports them.
  virtual bool classifies_symmetry() const { return false; }
};

/// Mirror halving (mirror.cpp): prefixes of `prefix_depth` rows (1..n) with
/// the first queen in the left half, doubled.
std::unique_ptr<MethodTasks> prepare_mirror(int n, int prefix_depth);

} // namespace nqueens::detail
