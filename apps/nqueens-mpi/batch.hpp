// One batch of tasks run on this rank's arena, task by task.
#pragma once

#include "messages.hpp"

#include <nqueens/prepared_count.hpp>

#include <mutex>
#include <span>
#include <vector>

namespace nqueens::mpi {

/// Runs `tasks` on the rank's arena (PreparedCount::run: --threads workers)
/// and returns each task's counts, in the order the tasks finished.
inline std::vector<TaskResult> run_batch(const PreparedCount& prepared, std::span<const std::uint64_t> tasks) {
  // Locked once per task: tasks take milliseconds, the lock nanoseconds.
  class Collector : public TaskObserver {
  public:
    void finished(std::uint64_t task, const TaskCounts& counts) override {
      std::lock_guard lock(mutex_);
      results.push_back({task, counts});
    }
    std::vector<TaskResult> results;

  private:
    std::mutex mutex_;
  };
  Collector collector;
  collector.results.reserve(tasks.size());
  prepared.run(tasks, &collector);
  return std::move(collector.results);
}

} // namespace nqueens::mpi
