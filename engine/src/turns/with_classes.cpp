// A method that counts only the total, made to count the symmetry classes
// too: its tasks come first, numbered as its own, and the turn-fixed searches
// (turn_fixed.hpp) follow as tasks of the same count, so they share its
// arena, checkpoint, progress and ranks. Burnside's lemma then gives the
// unique count from the total and the two symmetric counts, at the price of
// the small searches (n = 18: a quarter of a million nodes, milliseconds).
#include "turn_fixed.hpp"

#include "core/methods.hpp"

#include <span>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

class TotalWithClasses : public MethodTasks {
public:
  TotalWithClasses(int n, std::unique_ptr<MethodTasks> total)
      : n_(n), total_(std::move(total)), total_tasks_(total_->task_count()), turn_tasks_(split_turn_fixed(n)) {}

  std::uint64_t task_count() const override { return total_tasks_ + turn_tasks_.size(); }
  int prefix_depth() const override { return total_->prefix_depth(); }
  TaskCounts base_counts() const override { return total_->base_counts(); }

  /// A turn task's nodes are left out: CountResult::nodes stays the size of
  /// the total's own search (none for halves).
  TaskCounts count_task(std::uint64_t task) const override {
    if (task < total_tasks_) return total_->count_task(task);
    const TurnTask& turn_task = turn_tasks_[task - total_tasks_];
    const u128 fixed = count_turn_fixed(n_, turn_task);
    if (turn_task.turn == Symmetry::quarter_turn) return {.quarter_turn_symmetric = fixed};
    return {.half_turn_symmetric = fixed};
  }

  /// A turn task is a single subtask: a search of milliseconds.
  std::uint64_t subtask_count(std::uint64_t task) const override {
    return task < total_tasks_ ? total_->subtask_count(task) : 1;
  }
  SubtaskCounts count_subtask(std::uint64_t task, std::uint64_t subtask) const override {
    return task < total_tasks_ ? total_->count_subtask(task, subtask) : SubtaskCounts{count_task(task)};
  }
  double take_subtask_overhead_seconds() const override { return total_->take_subtask_overhead_seconds(); }

  /// The turn tasks weigh nothing next to the total's.
  std::vector<double> estimate_task_work(std::span<const std::uint64_t> tasks) const override {
    std::vector<std::uint64_t> totals;
    for (const std::uint64_t task : tasks)
      if (task < total_tasks_) totals.push_back(task);
    std::vector<double> work = total_->estimate_task_work(totals);
    if (!work.empty()) work.resize(task_count(), 0.0);
    return work;
  }

  /// The total's tasks count no classes: a unique count in the sum came from
  /// a corrupted record.
  TaskCounts final_total(const TaskCounts& sum) const override {
    TaskCounts total = total_->final_total(sum);
    if (total.unique != 0) throw inconsistent_symmetry_counts(n_);
    total.unique = classes_by_burnside(n_, total);
    return total;
  }

  const SharedResources* shared_resources() const override { return total_->shared_resources(); }
  void build_for_all_tasks() override { total_->build_for_all_tasks(); }

private:
  int n_;
  std::unique_ptr<MethodTasks> total_;
  std::uint64_t total_tasks_;
  std::vector<TurnTask> turn_tasks_;
};

} // namespace

std::unique_ptr<MethodTasks> with_turn_classes(int n, std::unique_ptr<MethodTasks> total) {
  return std::make_unique<TotalWithClasses>(n, std::move(total));
}

} // namespace nqueens::detail
