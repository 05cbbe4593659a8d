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
#include <span>
#include <vector>

namespace nqueens::detail {

/// Throws Error unless min_board_size <= n <= max_board_size and
/// 0 <= threads <= max_thread_count (0: all cores): count.cpp.
void check_board_and_threads(int n, int threads);

/// Throws Error unless count(n, options) can be carried out: n, threads and
/// depth in range, n within the method's limit, valid fixed queens and a
/// method that honours them (count.cpp, which holds the method table).
void check_count_request(int n, const CountOptions& options);

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
  /// Each task's expected work, for progress reports (TaskPlan::task_work);
  /// empty where the method gives none. Costs about 1% of the count, so it
  /// is only asked for when an observer will read it.
  virtual std::vector<double> estimate_task_work() const { return {}; }
  /// Throws Error when the whole count's `total` (base counts included)
  /// contradicts what the method knows must hold: a guard against a wrong
  /// total, never expected to fire.
  virtual void check_total(const TaskCounts& total) const { (void)total; }
  /// The most memory the method held at once, tables and per-worker buffers
  /// (CountResult::peak_memory_bytes); 0 where negligible. Read after the
  /// tasks have run.
  virtual std::uint64_t peak_memory_bytes() const { return 0; }
};

/// Mirror halving (mirror.cpp): prefixes of `prefix_depth` rows (1..n) with
/// the first queen in the left half, doubled.
std::unique_ptr<MethodTasks> prepare_mirror(int n, int prefix_depth);
/// The whole tree, no halving (mirror.cpp): prefixes of `prefix_depth` rows.
std::unique_ptr<MethodTasks> prepare_bitmask(int n, int prefix_depth);

/// Full 8-fold symmetry (symmetry.cpp): canonical border placements, their
/// free rows above board row `prefix_depth` (1..n) placed.
std::unique_ptr<MethodTasks> prepare_symmetry(int n, int prefix_depth);

/// The reference methods, one task per first-row column (prefix depth 1):
/// brute.cpp, permutation.cpp, backtrack.cpp, arrays.cpp.
std::unique_ptr<MethodTasks> prepare_brute(int n);
std::unique_ptr<MethodTasks> prepare_permutation(int n);
std::unique_ptr<MethodTasks> prepare_backtrack(int n);
std::unique_ptr<MethodTasks> prepare_arrays(int n);

/// Meet in the middle over half boards (halves/): one task per run of choices of
/// the rows whose queen stands in the west half; no search tree, so no nodes.
/// Throws Error when its tables would not fit in `memory_limit` bytes.
std::unique_ptr<MethodTasks> prepare_halves(int n, std::uint64_t memory_limit);

/// The solutions containing every queen of `fixed` (fixed_queens.cpp), with
/// the masked bitmask search; for Method::mirror halved when the masks are
/// mirror-symmetric. Prefixes of `prefix_depth` rows, or with 0 the smallest
/// depth giving tasks_per_thread tasks to each of `threads_sharing_tasks`.
/// Preconditions: check_count_request passed.
std::unique_ptr<MethodTasks> prepare_fixed_queens(int n, Method method, int prefix_depth, int threads_sharing_tasks,
                                                  std::span<const Square> fixed);

} // namespace nqueens::detail
