// The halves method against the published totals and against mirror, its
// tasks under the observer, and its memory limit.
#include "oeis_values.hpp"

#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <algorithm>

#include <cstdlib>
#include <map>
#include <mutex>

namespace nqueens {
namespace {

CountOptions halves(int threads) { return {.threads = threads, .method = Method::halves}; }

TEST(Halves, MatchesPublishedTotalsAtOneTwoAndThreeThreads) {
  for (int threads = 1; threads <= 3; ++threads) {
    for (int n = 4; n <= 16; ++n) {
      const CountResult result = count(n, halves(threads));
      EXPECT_EQ(result.solutions, test::total_solutions[n]) << "n = " << n << ", threads = " << threads;
      EXPECT_EQ(result.method, Method::halves);
      EXPECT_EQ(result.threads, threads);
      EXPECT_GT(result.peak_memory_bytes, 0u);
    }
  }
}

/// Sets NQUEENS_ISA for its lifetime, then removes it again.
class ForcedInstructionSet {
public:
  explicit ForcedInstructionSet(std::string_view name) { setenv("NQUEENS_ISA", std::string(name).c_str(), 1); }
  ~ForcedInstructionSet() { unsetenv("NQUEENS_ISA"); }
  ForcedInstructionSet(const ForcedInstructionSet&) = delete;
  ForcedInstructionSet& operator=(const ForcedInstructionSet&) = delete;
};

TEST(Halves, EveryInstructionSetThisCpuHasMatchesThePublishedTotals) {
  int paths = 0;
  for (const InstructionSet isa : {InstructionSet::portable, InstructionSet::avx2, InstructionSet::avx512}) {
    if (!instruction_set_supported(isa)) continue;
    ++paths;
    const ForcedInstructionSet forced(instruction_set_name(isa));
    // n = 13 and 15: odd, few stored placements; 16: even, whole 512-bit blocks.
    for (const int n : {13, 15, 16}) {
      const CountResult result = count(n, halves(2));
      EXPECT_EQ(result.solutions, test::total_solutions[n]) << instruction_set_name(isa) << ", n = " << n;
      EXPECT_EQ(result.instruction_set, isa);
    }
  }
  EXPECT_GE(paths, 1);
}

TEST(Halves, ForcingAnUnknownOrMissingInstructionSetIsRefused) {
  {
    const ForcedInstructionSet forced("sse9");
    EXPECT_THROW(count(8, halves(1)), InstructionSetError);
  }
  for (const InstructionSet isa : {InstructionSet::avx2, InstructionSet::avx512}) {
    if (instruction_set_supported(isa)) continue;
    const ForcedInstructionSet forced(instruction_set_name(isa));
    EXPECT_THROW(count(8, halves(1)), InstructionSetError) << instruction_set_name(isa);
  }
  EXPECT_EQ(count(8, halves(1)).instruction_set, chosen_instruction_set()) << "unset again: the CPU's best";
}

TEST(Halves, AgreesWithMirrorOnEverySmallBoard) {
  for (int n = 1; n <= 15; ++n)
    EXPECT_EQ(count(n, halves(2)).solutions, count(n, {.threads = 2}).solutions) << "n = " << n;
}

class TaskRecorder : public TaskObserver {
public:
  void begin(const TaskPlan& plan) override { this->plan = plan; }
  void finished(std::uint64_t task, const TaskCounts& counts) override {
    std::lock_guard lock(mutex);
    solutions[task] += counts.solutions;
    ++runs[task];
  }
  TaskPlan plan;
  std::mutex mutex;
  std::map<std::uint64_t, u128> solutions;
  std::map<std::uint64_t, int> runs;
};

TEST(Halves, TasksAreTheSameForEveryThreadCountAndSumToTheTotal) {
  for (int n : {12, 13}) {
    TaskRecorder one, three;
    CountOptions options = halves(1);
    options.observer = &one;
    count(n, options);
    options = halves(3);
    options.observer = &three;
    const CountResult result = count(n, options);
    EXPECT_EQ(three.plan.method, "halves");
    EXPECT_EQ(three.plan.task_count, result.tasks);
    EXPECT_EQ(three.plan.prefix_depth, n / 2);
    ASSERT_EQ(three.runs.size(), result.tasks) << "n = " << n;
    EXPECT_EQ(one.solutions, three.solutions) << "task " << n << ": same ids, same counts";
    u128 sum = 0;
    for (const auto& [task, runs] : three.runs) {
      EXPECT_EQ(runs, 1) << "task " << task;
      sum += three.solutions[task];
    }
    EXPECT_EQ(sum, result.solutions);
  }
}

TEST(Halves, RefusesATinyMemoryLimitWithAClearMessage) {
  CountOptions options = halves(2);
  options.memory_limit_bytes = 1000;
  try {
    count(12, options);
    FAIL() << "count(12) fitted in 1000 bytes";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("memory limit"), std::string::npos) << error.what();
  }
  options.memory_limit_bytes = 64 << 20;
  EXPECT_EQ(count(12, options).solutions, test::total_solutions[12]);
}

TEST(Halves, CountsExactlyWithTheTableBuiltOnDemandWithinTheLimit) {
  // Limits from the smallest that works for the threads (the refusal names
  // it) to one that holds most of the table: rows built, dropped and built
  // again, stored halves counted in slices, on 1 and 3 threads, odd and
  // even n; the peak, each worker's buffers included, within the limit
  // (n = 16 reads row sets of unequal sizes in its two halves).
  for (int n = 12; n <= 16; ++n)
    for (const int threads : {1, 3}) {
      CountOptions options = halves(threads);
      options.memory_limit_bytes = 1024;
      std::uint64_t smallest = 0;
      try {
        count(n, options);
        FAIL() << "n = " << n << " fitted in 1 KiB";
      } catch (const Error& error) {
        const std::string message = error.what();
        const std::size_t at = message.find("give a limit of ");
        ASSERT_NE(at, std::string::npos) << message;
        const std::string amount = message.substr(at + 16);
        smallest = std::stoull(amount) << (amount.find("KiB") < amount.find("MiB") ? 10 : 20);
      }
      const std::uint64_t full = count(n, halves(threads)).peak_memory_bytes;
      for (const std::uint64_t limit : {smallest, std::max(smallest, (smallest + full) / 2)}) {
        options.memory_limit_bytes = limit;
        const CountResult result = count(n, options);
        EXPECT_EQ(result.solutions, test::total_solutions[n]) << "n = " << n << ", limit " << limit;
        EXPECT_LE(result.peak_memory_bytes, limit) << "n = " << n << ", " << threads << " threads";
      }
    }
}

TEST(Halves, TakesOnlyItsOwnDepth) {
  EXPECT_THROW(count(12, {.prefix_depth = 3, .method = Method::halves}), Error);
  EXPECT_EQ(count(12, {.prefix_depth = 6, .method = Method::halves}).solutions, test::total_solutions[12]);
}

} // namespace
} // namespace nqueens
