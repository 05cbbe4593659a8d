// The distributed count's job observer, run under mpirun with several ranks
// (see tests/CMakeLists.txt): rank 0 hears of every task once, restored
// tasks are not dealt and count as given, and a stop request ends the job
// with Cancelled on every rank. Every rank runs every test, in step. Also
// the messages' encoding, on its own.
#include "distributed_count.hpp"
#include "messages.hpp"
#include "oeis_values.hpp"
#include "task_records.hpp"

#include <gtest/gtest.h>
#include <mpi.h>

#include <map>

namespace nqueens {
namespace {

bool is_rank_zero() {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank == 0;
}

/// Records what rank 0 reports; restores `known` tasks; asks to stop once
/// `stop_after` tasks finished. Called on one thread only (dealer.hpp).
class JobRecorder : public TaskObserver {
public:
  void begin(const TaskPlan& plan) override {
    this->plan = plan;
    ++begins;
  }
  std::optional<TaskCounts> restored(std::uint64_t task) override {
    const auto found = known.find(task);
    return found == known.end() ? std::nullopt : std::optional(found->second);
  }
  void finished(std::uint64_t task, const TaskCounts& counts) override { records.add(task, counts); }
  bool stop_requested() override { return records.times_finished.size() >= stop_after; }

  TaskPlan plan;
  int begins = 0;
  std::map<std::uint64_t, TaskCounts> known;
  test::TaskRecords records;
  std::size_t stop_after = std::size_t(-1);
};

TEST(MpiMessages, CountsTravelWholeBeyond64Bits) {
  const u128 big = (u128{0x0123456789abcdefULL} << 64) | 0xfedcba9876543210ULL;
  const std::vector<mpi::TaskResult> sent{{7, {big, 1, 2, 3, big + 4}}, {0, {}}};
  const std::vector<mpi::TaskResult> received = mpi::read_results(mpi::make_request(3, sent));
  ASSERT_EQ(received.size(), 2u);
  EXPECT_EQ(received[0].task, 7u);
  EXPECT_EQ(received[0].counts, sent[0].counts);
  EXPECT_EQ(received[1].counts, TaskCounts{});
}

TEST(MpiObserver, RankZeroHearsOfEveryTaskOnce) {
  JobRecorder recorder;
  const CountResult result = mpi::distributed_count(12, {.threads = 1, .prefix_depth = 3}, &recorder);
  EXPECT_EQ(result.solutions, test::total_solutions[12]);
  if (!is_rank_zero()) {
    EXPECT_EQ(recorder.begins, 0) << "only rank 0 drives the observer";
    return;
  }
  EXPECT_EQ(recorder.begins, 1);
  EXPECT_EQ(recorder.plan.task_count, result.tasks);
  EXPECT_EQ(recorder.records.expect_each_task_once(result).solutions, result.solutions);
}

TEST(MpiObserver, RestoredTasksAreNotDealtAndCountAsGiven) {
  // Mirror: the symmetry method would refuse the forged total below, whose
  // unique count no longer fits Burnside's lemma.
  const CountOptions options{.threads = 1, .prefix_depth = 3, .method = Method::mirror};
  JobRecorder first;
  const CountResult full = mpi::distributed_count(11, options, &first);
  JobRecorder resumed;
  for (const auto& [task, counts] : first.records.finished_counts)
    if (task % 2 == 0) resumed.known[task] = counts;
  if (!resumed.known.empty()) resumed.known.begin()->second.solutions += 1000; // proof they are not recounted
  const CountResult result = mpi::distributed_count(11, options, &resumed);
  EXPECT_EQ(result.nodes, full.nodes);
  if (!is_rank_zero()) return;
  EXPECT_EQ(result.solutions, full.solutions + 1000);
  EXPECT_EQ(resumed.records.times_finished.size(), full.tasks - resumed.known.size());
  for (const auto& [task, times] : resumed.records.times_finished) EXPECT_EQ(task % 2, 1u) << "restored task dealt";
}

TEST(MpiObserver, StopRequestCancelsOnEveryRank) {
  JobRecorder stopper;
  stopper.stop_after = 5;
  EXPECT_THROW(mpi::distributed_count(14, {.threads = 1, .prefix_depth = 4}, &stopper), Cancelled);
  if (is_rank_zero()) {
    EXPECT_GE(stopper.records.times_finished.size(), 5u);
    EXPECT_LT(stopper.records.times_finished.size(), count(14, {.prefix_depth = 4}).tasks);
  }
}

} // namespace
} // namespace nqueens

int main(int argc, char** argv) {
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  ::testing::InitGoogleTest(&argc, argv);
  // One report, from rank 0; a failure elsewhere still fails the job's status.
  if (!nqueens::is_rank_zero()) delete ::testing::UnitTest::GetInstance()->listeners().Release(
      ::testing::UnitTest::GetInstance()->listeners().default_result_printer());
  const int status = RUN_ALL_TESTS();
  MPI_Finalize();
  return status;
}
