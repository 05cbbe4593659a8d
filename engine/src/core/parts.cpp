// nqueens::count_part and the dealing of tasks to parts: a PreparedCount
// whose split ignores the threads, run (or planned) on one part's tasks.
#include "nqueens/parts.hpp"

#include <chrono>
#include <vector>

namespace nqueens {

std::string part_text(CountPart part) {
  return "part " + std::to_string(part.index) + " of " + std::to_string(part.count);
}

void check_part(CountPart part) {
  if (part.count < 1 || part.count > max_parts)
    throw Error("a count is cut into 1 to " + std::to_string(max_parts) + " parts, not " + std::to_string(part.count));
  if (part.index < 1 || part.index > part.count)
    throw Error("part " + std::to_string(part.index) + " does not exist: the parts of " +
                std::to_string(part.count) + " are numbered 1 to " + std::to_string(part.count));
}

bool in_part(std::uint64_t task, CountPart part) { return task % part.count == part.index - 1; }

std::uint64_t part_task_count(std::uint64_t task_count, CountPart part) {
  return task_count / part.count + (part.index <= task_count % part.count ? 1 : 0);
}

PreparedCount prepare_part_split(int n, const CountOptions& options, std::uint64_t parts) {
  check_part({.index = 1, .count = parts});
  return PreparedCount(n, options, static_cast<int>(parts) * part_split_threads, TaskRuns::some);
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

/// The tasks of `part` of a split of `task_count` tasks, in the order run.
std::vector<std::uint64_t> part_tasks(std::uint64_t task_count, CountPart part) {
  std::vector<std::uint64_t> tasks;
  tasks.reserve(part_task_count(task_count, part));
  for (std::uint64_t task = part.index - 1; task < task_count; task += part.count) tasks.push_back(task);
  return tasks;
}

} // namespace

PartEstimate estimate_part(int n, const CountOptions& options, CountPart part, const EstimateOptions& estimate) {
  check_part(part);
  CountOptions plain = options;
  plain.observer = nullptr;
  const auto start = std::chrono::steady_clock::now();
  const PreparedCount prepared = prepare_part_split(n, plain, part.count);
  const double setup_seconds = seconds_since(start);
  const std::vector<std::uint64_t> tasks = part_tasks(prepared.plan().task_count, part);
  return {.part = part, .part_tasks = tasks.size(), .estimate = prepared.estimate(setup_seconds, estimate, tasks)};
}

PartResult count_part(int n, const CountOptions& options, CountPart part) {
  check_part(part);
  const auto start = std::chrono::steady_clock::now();
  const PreparedCount prepared = prepare_part_split(n, options, part.count);
  const TaskPlan& plan = prepared.plan();
  const std::vector<std::uint64_t> tasks = part_tasks(plan.task_count, part);

  if (options.observer != nullptr) {
    // Progress is of this part: the other parts' tasks weigh nothing.
    std::vector<double> work;
    if (options.observer->reads_task_work()) {
      work = prepared.task_work(tasks);
      if (work.empty()) {
        work.assign(plan.task_count, 0.0);
        for (const std::uint64_t task : tasks) work[task] = 1.0;
      }
    }
    TaskPlan part_plan = plan;
    part_plan.task_work = work;
    options.observer->begin(part_plan);
  }
  PartResult result;
  result.n = n;
  result.method = options.method;
  result.part = part;
  result.prefix_depth = plan.prefix_depth;
  result.task_count = plan.task_count;
  result.part_tasks = tasks.size();
  result.counts = prepared.run(tasks, options.observer);
  result.threads = resolved_thread_count(options.threads);
  result.peak_memory_bytes = prepared.peak_memory_bytes();
  result.seconds = seconds_since(start);
  return result;
}

} // namespace nqueens
