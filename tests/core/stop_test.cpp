// A count stops within a second of a stop request, also in the middle of
// tasks that would run for minutes, and never reports a stopped task; and it
// runs on as many threads as asked, also beyond the cores.
#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <set>
#include <thread>

namespace nqueens {
namespace {

using namespace std::chrono_literals;
using Clock = std::chrono::steady_clock;

/// Asks to stop once `delay` has passed since begin(); counts finished tasks.
class StopAfter : public TaskObserver {
public:
  explicit StopAfter(Clock::duration delay) : delay_(delay) {}
  void begin(const TaskPlan& plan) override {
    task_count = plan.task_count;
    stop_at = Clock::now() + delay_;
  }
  void finished(std::uint64_t, const TaskCounts&) override { ++finished_tasks; }
  bool stop_requested() override { return Clock::now() >= stop_at; }

  std::uint64_t task_count = 0;
  std::atomic<std::uint64_t> finished_tasks{0};
  Clock::time_point stop_at = Clock::time_point::max();

private:
  Clock::duration delay_;
};

struct LongCount {
  const char* name;
  int n;
  CountOptions options;
};

void PrintTo(const LongCount& count, std::ostream* out) { *out << count.name; }

class StopInsideTasks : public ::testing::TestWithParam<LongCount> {};

// Each kernel, on tasks of seconds to hours on one core: without a poll
// inside the tasks, none of these stops within a second.
INSTANTIATE_TEST_SUITE_P(
    EveryKernel, StopInsideTasks,
    ::testing::Values(LongCount{"bitmask", 32, {.threads = 2, .prefix_depth = 1, .method = Method::bitmask}},
                      LongCount{"mirror", 32, {.threads = 2, .prefix_depth = 2, .method = Method::mirror}},
                      LongCount{"symmetry", 32, {.threads = 2, .prefix_depth = 1, .method = Method::symmetry}},
                      LongCount{"fixed_queens",
                                32,
                                {.threads = 2, .prefix_depth = 1, .method = Method::mirror, .fixed_queens = {{0, 0}}}},
                      LongCount{"brute", 10, {.threads = 2, .method = Method::brute}},
                      LongCount{"permutation", 17, {.threads = 2, .method = Method::permutation}},
                      LongCount{"backtrack", 17, {.threads = 2, .method = Method::backtrack}},
                      LongCount{"arrays", 18, {.threads = 2, .method = Method::arrays}}),
    [](const ::testing::TestParamInfo<LongCount>& info) { return std::string(info.param.name); });

TEST_P(StopInsideTasks, WithinASecondReportingNoUnfinishedTask) {
  StopAfter observer(200ms);
  CountOptions options = GetParam().options;
  options.observer = &observer;
  EXPECT_THROW(count(GetParam().n, options), Cancelled);
  EXPECT_LT(Clock::now() - observer.stop_at, 1s);
  // The tasks running at the stop were dropped, not reported.
  EXPECT_LT(observer.finished_tasks.load(), observer.task_count);
}

/// Lets no task finish until `threads` distinct threads have each run one,
/// or a timeout passes: only a count that really runs that many threads at
/// once gets through in time.
class ThreadBarrier : public TaskObserver {
public:
  explicit ThreadBarrier(std::size_t threads) : threads_(threads) {}
  void finished(std::uint64_t, const TaskCounts&) override {
    std::unique_lock lock(mutex_);
    seen_.insert(std::this_thread::get_id());
    all_seen_.notify_all();
    if (!gave_up_) gave_up_ = !all_seen_.wait_for(lock, 3s, [&] { return seen_.size() >= threads_; });
  }
  std::size_t threads_seen() {
    std::lock_guard lock(mutex_);
    return seen_.size();
  }

private:
  std::size_t threads_;
  std::mutex mutex_;
  std::condition_variable all_seen_;
  std::set<std::thread::id> seen_;
  bool gave_up_ = false;
};

TEST(Threads, MoreThanTheCoresAllRun) {
  const int threads = default_thread_count() + 2;
  ThreadBarrier barrier(static_cast<std::size_t>(threads));
  const auto start = Clock::now();
  const CountResult result = count(12, {.threads = threads, .method = Method::mirror, .observer = &barrier});
  EXPECT_EQ(result.solutions, 14200u);
  EXPECT_EQ(result.threads, threads);
  EXPECT_EQ(barrier.threads_seen(), static_cast<std::size_t>(threads));
  EXPECT_LT(Clock::now() - start, 3s);
}

} // namespace
} // namespace nqueens
