// The halves method's subtasks as an estimate times them: what a sampled
// block's time leaves out (its first run, its row choice's stored half
// stored again, the table's row sets built on demand) is part of the time it
// took, never more, with the table whole or built within a memory limit.
#include "core/methods.hpp"
#include "core/task_sample.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <vector>

namespace nqueens::detail {
namespace {

TEST(SampledBlocks, LeaveOutOfTheirTimeNoMoreThanTheyTook) {
  // n = 18's table takes about 8 MiB whole: under 4 MiB its row sets are
  // built as the row choices lease them, and a block builds its choice's
  // in its first run, which takes longer than the block's count.
  for (const std::uint64_t limit : {std::uint64_t{0}, std::uint64_t{4} << 20}) {
    const std::unique_ptr<MethodTasks> tasks =
        prepare_halves(18, {.threads = 1, .method = Method::halves, .memory_limit_bytes = limit}, 1);
    const SharedResources& shared = *tasks->shared_resources();
    const auto left_out = [&] { return shared.take_build_seconds() + tasks->take_subtask_overhead_seconds(); };
    for (const std::uint64_t task : {std::uint64_t{0}, tasks->task_count() / 3, tasks->task_count() - 1}) {
      for (const std::uint64_t subtask : {std::uint64_t{0}, tasks->subtask_count(task) - 1}) {
        left_out();
        const auto start = std::chrono::steady_clock::now();
        tasks->count_subtask(task, subtask);
        const double took = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        EXPECT_LE(left_out(), took) << "limit " << limit << ", task " << task << ", block " << subtask;
      }
    }
    if (limit != 0) {
      const std::vector<std::uint64_t> all = every_task(tasks->task_count());
      EXPECT_GT(shared.projected_use(all, 1).build_seconds, 0) << "no row set was built on demand";
    }
  }
}

} // namespace
} // namespace nqueens::detail
