// nqueens::PreparedCount: checks the request, prepares the method's tasks (as
// its entry in the method table says) and runs any list of them on an arena.
#include "nqueens/prepared_count.hpp"

#include "method_table.hpp"
#include "request_checks.hpp"
#include "scheduler.hpp"
#include "task_sample.hpp"

#include <string>

namespace nqueens {

PreparedCount::PreparedCount(int n, const CountOptions& options, int threads_sharing_tasks, TaskRuns runs) {
  detail::check_count_request(n, options);
  if (threads_sharing_tasks < 0)
    throw Error("threads sharing the tasks " + std::to_string(threads_sharing_tasks) + " is negative");
  // A bad NQUEENS_ISA is refused whatever the method, not only where it
  // would pick a kernel.
  chosen_instruction_set();
  method_ = options.method;
  threads_ = resolved_thread_count(options.threads);
  try {
    // The long steps of a preparation (halves' table) ask the count's
    // observer whether to stop, as the tasks do: nothing is done yet.
    const detail::RunningTaskObserver preparing(options.observer);
    tasks_ = detail::method_entry(method_).prepare(n, options,
                                                   threads_sharing_tasks == 0 ? threads_ : threads_sharing_tasks);
    if (runs == TaskRuns::all) tasks_->build_for_all_tasks();
  } catch (const detail::TaskStopped&) {
    throw Cancelled();
  }
  // Only an observer that reads the estimates makes the count pay for them.
  if (runs == TaskRuns::all && options.observer != nullptr && options.observer->reads_task_work())
    task_work_ = tasks_->estimate_task_work(detail::every_task(tasks_->task_count()));
  plan_ = {n, method_name(method_), tasks_->prefix_depth(), tasks_->task_count(), task_work_};
}

PreparedCount::~PreparedCount() = default;
PreparedCount::PreparedCount(PreparedCount&&) noexcept = default;
PreparedCount& PreparedCount::operator=(PreparedCount&&) noexcept = default;

TaskCounts PreparedCount::base_counts() const { return tasks_->base_counts(); }

std::vector<double> PreparedCount::task_work(std::span<const std::uint64_t> task_ids) const {
  check_task_ids(task_ids);
  return tasks_->estimate_task_work(task_ids);
}

void PreparedCount::check_task_ids(std::span<const std::uint64_t> task_ids) const {
  for (const std::uint64_t task : task_ids)
    if (task >= plan_.task_count)
      throw Error("task " + std::to_string(task) + " is out of range (the plan has " +
                  std::to_string(plan_.task_count) + " tasks)");
}

TaskCounts PreparedCount::run(std::span<const std::uint64_t> task_ids, TaskObserver* observer) const {
  check_task_ids(task_ids);
  const detail::MethodTasks& tasks = *tasks_;
  return detail::run_tasks(task_ids, threads_, observer,
                           [&tasks](std::uint64_t task) { return tasks.count_task(task); });
}

std::uint64_t PreparedCount::peak_memory_bytes() const {
  const detail::SharedResources* shared = tasks_->shared_resources();
  return shared != nullptr ? shared->peak_memory_bytes() : 0;
}

CountResult PreparedCount::result(const TaskCounts& sum, double seconds) const {
  const TaskCounts total = tasks_->final_total(sum);
  CountResult result;
  result.n = plan_.n;
  result.method = method_;
  result.solutions = total.solutions;
  if (describe(method_).counts_symmetry_classes) {
    result.unique = total.unique;
    result.quarter_turn_symmetric = total.quarter_turn_symmetric;
    result.half_turn_symmetric = total.half_turn_symmetric;
  }
  result.nodes = total.nodes;
  result.tasks = plan_.task_count;
  result.prefix_depth = plan_.prefix_depth;
  result.threads = threads_;
  result.peak_memory_bytes = peak_memory_bytes();
  if (const detail::SharedResources* shared = tasks_->shared_resources())
    result.instruction_set = shared->instruction_set();
  result.seconds = seconds;
  return result;
}

} // namespace nqueens
