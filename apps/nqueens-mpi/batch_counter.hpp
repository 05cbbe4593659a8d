// A rank's counting thread: runs the batches of tasks it is handed on the
// rank's arena while the rank's main thread talks to the others, so that
// talking never waits for counting nor counting for talking. Only the main
// thread calls MPI (MPI_THREAD_FUNNELED).
#pragma once

#include "messages.hpp"

#include <nqueens/prepared_count.hpp>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace nqueens::mpi {

class BatchCounter {
public:
  explicit BatchCounter(const PreparedCount& prepared) : prepared_(prepared), thread_([this] { work(); }) {}

  /// Ends the thread once the batch it runs, if any, is done.
  ~BatchCounter() {
    hand({});
    thread_.join();
  }

  BatchCounter(const BatchCounter&) = delete;
  BatchCounter& operator=(const BatchCounter&) = delete;

  /// Gives the thread its next batch, once it has delivered the last one's
  /// results; an empty batch ends the thread.
  void hand(std::vector<std::uint64_t> batch) {
    std::lock_guard lock(mutex_);
    batch_ = std::move(batch);
    changed_.notify_all();
  }

  /// Each task's counts of the batch handed last, in the order they finished,
  /// waiting at most `timeout` for them; rethrows what the counting threw.
  std::optional<std::vector<TaskResult>> results(std::chrono::microseconds timeout) {
    std::unique_lock lock(mutex_);
    changed_.wait_for(lock, timeout, [this] { return results_.has_value() || error_; });
    if (error_) std::rethrow_exception(error_);
    return std::exchange(results_, std::nullopt);
  }

  /// The same, waiting as long as it takes.
  std::vector<TaskResult> results() {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [this] { return results_.has_value() || error_; });
    if (error_) std::rethrow_exception(error_);
    return *std::exchange(results_, std::nullopt);
  }

private:
  /// Collects the tasks' counts as the arena's workers finish them. Locked
  /// once per task: tasks take milliseconds, the lock nanoseconds.
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

  void work() {
    for (;;) {
      std::vector<std::uint64_t> batch;
      {
        std::unique_lock lock(mutex_);
        changed_.wait(lock, [this] { return batch_.has_value(); });
        batch = *std::exchange(batch_, std::nullopt);
      }
      if (batch.empty()) return;
      Collector collector;
      collector.results.reserve(batch.size());
      std::exception_ptr error;
      try {
        prepared_.run(batch, &collector);
      } catch (...) {
        error = std::current_exception();
      }
      std::lock_guard lock(mutex_);
      error_ = error;
      results_ = std::move(collector.results);
      changed_.notify_all();
    }
  }

  const PreparedCount& prepared_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::optional<std::vector<std::uint64_t>> batch_;
  std::optional<std::vector<TaskResult>> results_;
  std::exception_ptr error_;
  std::thread thread_; // last: starts once the rest is built
};

} // namespace nqueens::mpi
