// The counting methods behind nqueens::count and nqueens::PreparedCount, one
// folder per family. prepared_count.cpp checks the request and runs the
// tasks; a method only splits the count (choosing its depth) and counts a task.
//
// Adding a method: a Method value (nqueens.hpp), a folder with a class derived
// from MethodTasks and a prepare_<name>() function declared here, and one
// entry in the method table (method_table.cpp). The split happens in the
// prepare function; count_task() is then called concurrently, for any task in
// any order, possibly in several processes that prepared the same split: it
// must depend on nothing but the task's number.
#pragma once

#include "nqueens/nqueens.hpp"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace nqueens::detail {

/// What a method's tasks share and the count reports on: the tables it
/// builds, up front or on demand, and the kernels it dispatched (the halves
/// method's quadrant table; turns/ forwards its total's).
class SharedResources {
public:
  virtual ~SharedResources() = default;

  /// The instruction set of the dispatched kernels
  /// (CountResult::instruction_set).
  virtual InstructionSet instruction_set() const = 0;
  /// The most memory held at once, tables and per-worker buffers
  /// (CountResult::peak_memory_bytes). Read after the tasks have run.
  virtual std::uint64_t peak_memory_bytes() const = 0;
  /// Seconds the calling thread spent, since its last call, building what
  /// the tasks share on demand (a table that does not fit the memory limit
  /// whole, or a part's): a timed sample of tasks charges them to no task,
  /// and projected_use() counts them for the tasks it plans.
  virtual double take_build_seconds() const = 0;
  /// What running `tasks` (task numbers, in the order run: a whole count's,
  /// or a part's) on `threads` threads will spend building on demand and
  /// hold at most, read after a sample of them.
  struct ProjectedUse {
    /// At the pace of the builds so far; 0 where everything was built when
    /// the count was prepared (and timed with the preparation).
    double build_seconds = 0;
    /// As peak_memory_bytes() counts it: the tables as those tasks will
    /// hold them, and every worker's buffers as large as the sample grew
    /// any one's.
    std::uint64_t peak_memory_bytes = 0;
  };
  virtual ProjectedUse projected_use(std::span<const std::uint64_t> tasks, int threads) const = 0;
};

/// A sampled subtask's counts (MethodTasks::count_subtask).
struct SubtaskCounts {
  /// Its share of its task's counts: exactly what it holds, or where it
  /// counted one random branch below it, an unbiased estimate of that.
  TaskCounts counts;
  /// The times over its own time that share stands for: 1 where it counted
  /// all it holds; for a random branch, the product of the choices met on
  /// the way down, as Knuth's estimator weighs a path.
  double time_weight = 1;
};

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
  /// The subtasks a task's count is the sum of, which an estimate samples
  /// where whole tasks would outlast its time (halves: blocks of the
  /// column shares of the task's row choices, share_blocks_per_row_choice
  /// to a choice; symmetry from n = 21 on: the boards some more interior
  /// queens below the task make, from n = 26 on with a random branch some
  /// more below each). One by default: the task itself.
  virtual std::uint64_t subtask_count(std::uint64_t task) const {
    (void)task;
    return 1;
  }
  /// Subtask `subtask` (< subtask_count(task)) of task `task`'s counts: the
  /// subtasks add up to count_task(task), in solutions always, in the other
  /// counts where the method says so (symmetry: not for a symmetric
  /// border's task); where a subtask counts a random branch below it
  /// (symmetry from n = 26 on), they add up to it on average. Thread-safe.
  virtual SubtaskCounts count_subtask(std::uint64_t task, std::uint64_t subtask) const {
    (void)subtask;
    return {count_task(task)};
  }
  /// Seconds the calling thread spent, since its last call, on what only a
  /// subtask costs and the count does not: finding it (symmetry), or
  /// redoing what its task does once (halves: a row choice's stored half,
  /// stored again for each block of its shares, all but a block's share of
  /// it). A timed sample charges them to no piece. 0 by default.
  virtual double take_subtask_overhead_seconds() const { return 0; }
  /// The expected work of `tasks` (task numbers), by task number
  /// (task_count() entries, 0 for the tasks not asked for), for progress
  /// reports (TaskPlan::task_work) and an estimate's strata; empty where
  /// the method gives none. Costs microseconds a task (about 1% of the
  /// count), so it is only asked for when an observer will read it, and for
  /// the tasks an estimate samples from.
  virtual std::vector<double> estimate_task_work(std::span<const std::uint64_t> tasks) const {
    (void)tasks;
    return {};
  }
  /// The whole count's `total` (base counts included) as the result reports
  /// it: checked against what the method knows must hold (throws
  /// InconsistentCount: a guard against a wrong total, never expected to
  /// fire), and completed with what follows from the sum rather than adds up
  /// task by task (the unique count, where Burnside's lemma gives it). By
  /// default the total as it is.
  virtual TaskCounts final_total(const TaskCounts& total) const { return total; }
  /// What the method holds beside its tasks and reports on; null for the
  /// methods that hold nothing of note. Valid while this object lives.
  virtual const SharedResources* shared_resources() const { return nullptr; }
  /// Builds now, at once, what the tasks share and every task will read
  /// (halves: its quadrant table, whole where it fits the memory limit), for
  /// a count of all of them; else each piece of it is built when a task
  /// first reads it (PreparedCount's TaskRuns). Called at most once, before
  /// any task runs. By default nothing.
  virtual void build_for_all_tasks() {}
};

/// The common part of the methods whose split is a list of tasks enumerated
/// up front (mirror, bitmask, fixed queens, symmetry): `Split` has the
/// `depth` it placed, its `tasks` in a fixed order and the `nodes` it visited.
template <class Split>
class EnumeratedTasks : public MethodTasks {
public:
  explicit EnumeratedTasks(Split split) : split_(std::move(split)) {}

  std::uint64_t task_count() const override { return split_.tasks.size(); }
  int prefix_depth() const override { return split_.depth; }
  TaskCounts base_counts() const override { return {.nodes = split_.nodes}; }

protected:
  const Split& split() const { return split_; }

private:
  Split split_;
};

/// The memory a count may use: CountOptions::memory_limit_bytes, or where
/// that is 0 default_memory_limit().
inline std::uint64_t memory_limit_of(const CountOptions& options) {
  return options.memory_limit_bytes != 0 ? options.memory_limit_bytes : default_memory_limit();
}

/// A method's preparation: the split of count(n, options) into tasks, done
/// once; a prefix depth of 0 is chosen for `threads_sharing_tasks` threads
/// where the method chooses one. Preconditions: check_count_request passed.
/// Each method's entry in the method table (method_table.cpp) names its own.
using PrepareTasks = std::unique_ptr<MethodTasks> (*)(int n, const CountOptions& options, int threads_sharing_tasks);

/// Mirror halving (bitmask/mirror.cpp): prefixes of the depth's rows with the
/// first queen in the left half, doubled; with fixed queens the masked
/// search (bitmask/fixed_queens.cpp), halved when the masks allow it.
std::unique_ptr<MethodTasks> prepare_mirror(int n, const CountOptions& options, int threads_sharing_tasks);
/// The whole tree, no halving (bitmask/mirror.cpp); fixed queens as mirror.
std::unique_ptr<MethodTasks> prepare_bitmask(int n, const CountOptions& options, int threads_sharing_tasks);

/// Full 8-fold symmetry (symmetry/): canonical border placements, their
/// free rows above board row `prefix_depth` (1..n) placed.
std::unique_ptr<MethodTasks> prepare_symmetry(int n, const CountOptions& options, int threads_sharing_tasks);

/// Meet in the middle over half boards (halves/): one task per run of choices
/// of the rows whose queen stands in the west half; no search tree, so no
/// nodes. Throws Error for a prefix depth other than n / 2, and when its
/// tables would not fit in the memory limit.
std::unique_ptr<MethodTasks> prepare_halves(int n, const CountOptions& options, int threads_sharing_tasks);
/// The tasks of `total`, a method that counts only the total, followed by
/// those of the solutions the half and quarter turns fix (turns/), whose
/// counts give the unique count by Burnside's lemma.
std::unique_ptr<MethodTasks> with_turn_classes(int n, std::unique_ptr<MethodTasks> total);
/// Why the halves method would not count `request` (the method table's
/// RequestRefusal): a prefix depth asked for, which it does not choose, or
/// its task list and tables over the memory limit, with the limit that
/// would do; its quadrant placements counted on request.threads threads
/// (halves/plan/memory_budget.hpp).
std::string halves_refusal(int n, const CountOptions& request);
/// The largest board the halves method plans, and the default method up
/// to: n = 28's 14 x 14 quadrant has 6.7 x 10^10 placements, counted in
/// about 30 s on two threads, and its estimate takes under two minutes on
/// two cores, where n = 29's takes more (docs/algorithms.md, "The largest
/// boards").
inline constexpr int max_planned_board = 28;

/// The reference methods (reference/), one task per first-row column
/// (prefix depth 1, whatever was asked).
std::unique_ptr<MethodTasks> prepare_brute(int n, const CountOptions& options, int threads_sharing_tasks);
std::unique_ptr<MethodTasks> prepare_permutation(int n, const CountOptions& options, int threads_sharing_tasks);
std::unique_ptr<MethodTasks> prepare_backtrack(int n, const CountOptions& options, int threads_sharing_tasks);
std::unique_ptr<MethodTasks> prepare_arrays(int n, const CountOptions& options, int threads_sharing_tasks);

} // namespace nqueens::detail
