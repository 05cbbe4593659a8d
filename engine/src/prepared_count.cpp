// nqueens::PreparedCount: checks the request, picks the split's depth,
// prepares the method's tasks and runs any list of them on an arena.
#include "nqueens/prepared_count.hpp"

#include "methods.hpp"
#include "scheduler.hpp"
#include "task_prefix.hpp"

#include <string>

namespace nqueens {
namespace {

void check_request(int n, const CountOptions& options, int threads_sharing_tasks) {
  if (n < min_board_size || n > max_board_size)
    throw Error("board size " + std::to_string(n) + " is out of range (" + std::to_string(min_board_size) +
                " to " + std::to_string(max_board_size) + ")");
  if (options.threads < 0 || options.threads > max_thread_count)
    throw Error("thread count " + std::to_string(options.threads) + " is out of range (1 to " +
                std::to_string(max_thread_count) + ", or 0 for all cores)");
  if (options.prefix_depth < 0 || options.prefix_depth > n)
    throw Error("prefix depth " + std::to_string(options.prefix_depth) + " is out of range (1 to n = " +
                std::to_string(n) + ", or 0 to choose)");
  if (threads_sharing_tasks < 0)
    throw Error("threads sharing the tasks " + std::to_string(threads_sharing_tasks) + " is negative");
}

std::unique_ptr<detail::MethodTasks> prepare_method(Method method, int n, int prefix_depth) {
  switch (method) {
  case Method::mirror: return detail::prepare_mirror(n, prefix_depth);
  }
  throw Error("unknown method");
}

} // namespace

PreparedCount::PreparedCount(int n, const CountOptions& options, int threads_sharing_tasks) {
  check_request(n, options, threads_sharing_tasks);
  method_ = options.method;
  threads_ = options.threads == 0 ? default_thread_count() : options.threads;
  const int sharing = threads_sharing_tasks == 0 ? threads_ : threads_sharing_tasks;
  const int depth = options.prefix_depth != 0
                        ? options.prefix_depth
                        : detail::choose_prefix_depth(n, sharing, /*mirror_halving=*/true);
  tasks_ = prepare_method(method_, n, depth);
  plan_ = {n, method_name(method_), tasks_->prefix_depth(), tasks_->task_count()};
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
  result.seconds = seconds;
  return result;
}

} // namespace nqueens
