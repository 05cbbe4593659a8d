// nqueens-mpi under mpirun on this machine (loopback only): the same totals
// as nqueens and the published tables, the same output keys plus the ranks,
// one clean error for bad input, and a job that loses a rank fails loudly.
#include "command_runner.hpp"
#include "oeis_values.hpp"

#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <fstream>
#include <regex>
#include <sstream>
#include <thread>

namespace nqueens::test {
namespace {

// --timeout: mpirun ends a hung job itself, ranks included, where SIGALRM
// would only kill mpirun. Root (CI containers) needs --allow-run-as-root;
// --bind-to none leaves each rank's threads free to use every core.
std::vector<std::string> mpirun_args(int ranks, const std::vector<std::string>& args) {
  std::vector<std::string> all{"--allow-run-as-root", "--oversubscribe", "--bind-to", "none", "--timeout", "60",
                               "-np", std::to_string(ranks), NQUEENS_MPI_BINARY};
  all.insert(all.end(), args.begin(), args.end());
  return all;
}

CommandOutput run_mpi(int ranks, const std::vector<std::string>& args) {
  return run_program(MPIEXEC, mpirun_args(ranks, args), "", 90);
}

/// The value of `Key: value` in a count's output, or "" when missing.
std::string value_of(const std::string& output, const std::string& key) {
  std::smatch match;
  if (!std::regex_search(output, match, std::regex("(^|\n)" + key + ": ([^\n]*)"))) return "";
  return match[2];
}

std::vector<std::string> keys_of(const std::string& output) {
  std::vector<std::string> keys;
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);) keys.push_back(line.substr(0, line.find(':')));
  return keys;
}

struct Job {
  int ranks;
  int n;

  friend void PrintTo(const Job& job, std::ostream* out) { *out << "-np " << job.ranks << " n = " << job.n; }
};

class MpiTotals : public ::testing::TestWithParam<Job> {};

TEST_P(MpiTotals, SameAsNqueensAndPublished) {
  const auto [ranks, n] = GetParam();
  // Two threads a rank with 2 ranks, one with 3: both shapes of a job.
  const std::string threads = ranks == 2 ? "2" : "1";
  const CommandOutput single = run_program(NQUEENS_BINARY, {std::to_string(n), "--threads", "1"});
  ASSERT_EQ(single.status, 0) << single.err;
  for (const std::string& method : {std::string("mirror")}) {
    const CommandOutput job = run_mpi(ranks, {std::to_string(n), "--threads", threads, "--method", method});
    ASSERT_EQ(job.status, 0) << job.err;
    EXPECT_EQ(value_of(job.out, "Solutions"), std::to_string(total_solutions[n])) << job.out;
    EXPECT_EQ(value_of(job.out, "Solutions"), value_of(single.out, "Solutions"));
    EXPECT_EQ(value_of(job.out, "Nodes"), value_of(single.out, "Nodes")) << "the same tree, split otherwise";
    EXPECT_EQ(value_of(job.out, "Ranks"), std::to_string(ranks));
    EXPECT_EQ(value_of(job.out, "Threads"), std::to_string(ranks * std::stoi(threads))) << "all ranks' threads";
  }
}

std::vector<Job> all_jobs() {
  std::vector<Job> jobs;
  for (const int ranks : {2, 3})
    for (int n = 8; n <= 13; ++n) jobs.push_back({ranks, n});
  return jobs;
}

INSTANTIATE_TEST_SUITE_P(Loopback, MpiTotals, ::testing::ValuesIn(all_jobs()),
                         [](const ::testing::TestParamInfo<Job>& info) {
                           return "np" + std::to_string(info.param.ranks) + "_n" + std::to_string(info.param.n);
                         });

TEST(MpiCli, OutputHasTheKeysOfNqueensPlusRanks) {
  const CommandOutput job = run_mpi(2, {"10", "--threads", "1"});
  ASSERT_EQ(job.status, 0) << job.err;
  std::vector<std::string> expected = keys_of(run_program(NQUEENS_BINARY, {"10", "--threads", "1"}).out);
  expected.insert(std::find(expected.begin(), expected.end(), "Seconds"), "Ranks");
  EXPECT_EQ(keys_of(job.out), expected) << job.out;
}

TEST(MpiCli, QuietPrintsTheBareNumberOnce) {
  const CommandOutput job = run_mpi(3, {"11", "-q"});
  ASSERT_EQ(job.status, 0) << job.err;
  EXPECT_EQ(job.out, "2680\n");
}

TEST(MpiCli, SelfTestRunsDistributed) {
  const CommandOutput job = run_mpi(2, {"--test", "--threads", "1"});
  ASSERT_EQ(job.status, 0) << job.out << job.err;
  EXPECT_NE(job.out.find("All 15 tests passed."), std::string::npos) << job.out;
}

TEST(MpiCli, BadInputIsReportedOnceByRankZero) {
  const CommandOutput job = run_mpi(2, {"33"});
  EXPECT_NE(job.status, 0);
  EXPECT_EQ(job.out, "");
  const std::string message = "nqueens-mpi: board size 33 is out of range (1 to 32)\nTry 'nqueens-mpi --help'\n";
  // mpirun adds its own note that the job failed; ours comes once.
  const std::size_t first = job.err.find(message);
  EXPECT_NE(first, std::string::npos) << job.err;
  EXPECT_EQ(job.err.find(message, first + 1), std::string::npos) << "printed by one rank only:\n" << job.err;
}

/// The pids of mpirun's child processes that are rank `rank` of its job.
std::vector<pid_t> ranks_of(pid_t mpirun, int rank) {
  std::vector<pid_t> found;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::istringstream stat(read_whole_file(entry.path() / "stat"));
    std::string pid, command, state;
    pid_t parent = 0;
    // "pid (comm) state ppid": nqueens-mpi has no spaces in its name.
    if (!(stat >> pid >> command >> state >> parent) || parent != mpirun) continue;
    std::string environment = read_whole_file(entry.path() / "environ");
    std::replace(environment.begin(), environment.end(), '\0', '\n');
    if (environment.find("\nOMPI_COMM_WORLD_RANK=" + std::to_string(rank) + "\n") != std::string::npos)
      found.push_back(static_cast<pid_t>(std::stoi(pid)));
  }
  return found;
}

TEST(MpiCli, JobThatLosesARankFailsWithoutATotal) {
  const auto kill_rank_one = [](pid_t mpirun) {
    // Wait for rank 1 to start counting, then kill it as a crash would.
    std::vector<pid_t> victims;
    for (int tries = 0; tries < 100 && victims.empty(); ++tries) {
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
      victims = ranks_of(mpirun, 1);
    }
    ASSERT_EQ(victims.size(), 1u) << "rank 1 of mpirun " << mpirun << " not found";
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    ::kill(victims.front(), SIGKILL);
  };
  const CommandOutput job = run_program(MPIEXEC, mpirun_args(2, {"17", "--threads", "1"}), "", 90, kill_rank_one);
  EXPECT_NE(job.status, 0);
  EXPECT_EQ(job.out.find("Solutions"), std::string::npos) << "no total from a broken job:\n" << job.out;
  EXPECT_NE(job.err.find("rank 1"), std::string::npos) << "mpirun names the lost rank:\n" << job.err;
}

} // namespace
} // namespace nqueens::test
