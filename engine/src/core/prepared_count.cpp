// nqueens::PreparedCount: checks the request, picks the split's depth,
// prepares the method's tasks and runs any list of them on an arena.
#include "nqueens/prepared_count.hpp"

#include "methods.hpp"
#include "scheduler.hpp"
#include "symmetry/border_split.hpp"
#include "bitmask/task_prefix.hpp"

#include <string>

namespace nqueens {
namespace {

/// The method's tasks; a depth of 0 is chosen for `sharing` threads the way
/// the method balances best.
std::unique_ptr<detail::MethodTasks> prepare_method(int n, const CountOptions& options, int sharing) {
  if (!options.fixed_queens.empty())
    return detail::prepare_fixed_queens(n, options.method, options.prefix_depth, sharing, options.fixed_queens);
  const int depth = options.prefix_depth;
  switch (options.method) {
  case Method::symmetry: return detail::prepare_symmetry(n, depth != 0 ? depth : detail::choose_border_depth(n, sharing));
  case Method::mirror:
    return detail::prepare_mirror(n, depth != 0 ? depth : detail::choose_prefix_depth(n, sharing, /*mirror_halving=*/true));
  case Method::halves:
    // Its split is fixed by n: quadrants of n / 2 rows, which it reports as
    // its depth, so a repeated request with that depth is accepted.
    if (depth != 0 && depth != n / 2)
      throw Error("the halves method splits the board into quadrants of n / 2 = " + std::to_string(n / 2) +
                  " rows; it takes no other prefix depth");
    return detail::prepare_halves(n, options.memory_limit_bytes != 0 ? options.memory_limit_bytes
                                                                     : default_memory_limit());
  case Method::bitmask:
    return detail::prepare_bitmask(n, depth != 0 ? depth : detail::choose_prefix_depth(n, sharing, /*mirror_halving=*/false));
  // The reference methods split by the first row only, whatever the depth.
  case Method::brute: return detail::prepare_brute(n);
  case Method::permutation: return detail::prepare_permutation(n);
  case Method::backtrack: return detail::prepare_backtrack(n);
  case Method::arrays: return detail::prepare_arrays(n);
  }
  throw Error("unknown method");
}

} // namespace

PreparedCount::PreparedCount(int n, const CountOptions& options, int threads_sharing_tasks) {
  detail::check_count_request(n, options);
  if (threads_sharing_tasks < 0)
    throw Error("threads sharing the tasks " + std::to_string(threads_sharing_tasks) + " is negative");
  method_ = options.method;
  threads_ = options.threads == 0 ? default_thread_count() : options.threads;
  tasks_ = prepare_method(n, options, threads_sharing_tasks == 0 ? threads_ : threads_sharing_tasks);
  // Only an observer reads the estimates: a plain count does not pay for them.
  if (options.observer != nullptr) task_work_ = tasks_->estimate_task_work();
  plan_ = {n, method_name(method_), tasks_->prefix_depth(), tasks_->task_count(), task_work_};
}

PreparedCount::~PreparedCount() = default;
PreparedCount::PreparedCount(PreparedCount&&) noexcept = default;
PreparedCount& PreparedCount::operator=(PreparedCount&&) noexcept = default;

TaskCounts PreparedCount::base_counts() const { return tasks_->base_counts(); }

TaskCounts PreparedCount::run(std::span<const std::uint64_t> task_ids, TaskObserver* observer) const {
  for (const std::uint64_t task : task_ids)
    if (task >= plan_.task_count)
      throw Error("task " + std::to_string(task) + " is out of range (the plan has " +
                  std::to_string(plan_.task_count) + " tasks)");
  const detail::MethodTasks& tasks = *tasks_;
  return detail::run_tasks(task_ids, threads_, observer,
                           [&tasks](std::uint64_t task) { return tasks.count_task(task); });
}

CountResult PreparedCount::result(const TaskCounts& total, double seconds) const {
  tasks_->check_total(total);
  CountResult result;
  result.n = plan_.n;
  result.method = method_;
  result.solutions = total.solutions;
  if (tasks_->classifies_symmetry()) {
    result.unique = total.unique;
    result.quarter_turn_symmetric = total.quarter_turn_symmetric;
    result.half_turn_symmetric = total.half_turn_symmetric;
  }
  result.nodes = total.nodes;
  result.tasks = plan_.task_count;
  result.prefix_depth = plan_.prefix_depth;
  result.threads = threads_;
  result.peak_memory_bytes = tasks_->peak_memory_bytes();
  result.seconds = seconds;
  return result;
}

} // namespace nqueens
