// nqueens-mpi under mpirun on this machine (loopback only): the same totals
// as nqueens and the published tables, the same output keys plus the ranks,
// one clean error for bad input, and a job that loses a rank fails loudly.
#include "command_runner.hpp"
#include "oeis_values.hpp"
#include "scratch_directory.hpp"

#include <nqueens/checkpoint.hpp>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <optional>
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
  std::istringstream lines(output);
  for (std::string line; std::getline(lines, line);)
    if (line.starts_with(key + ": ")) return line.substr(key.size() + 2);
  return "";
}

/// `output` without its last line when that is `Seconds: S.SSS`, else
/// nothing: what a count with --time prints apart from the time.
std::optional<std::string> without_seconds_line(const std::string& output) {
  const std::size_t start = output.rfind('\n', output.size() < 2 ? 0 : output.size() - 2);
  const std::string last = output.substr(start == std::string::npos ? 0 : start + 1);
  const std::string prefix = "Seconds: ";
  if (!last.starts_with(prefix) || !last.ends_with("\n")) return std::nullopt;
  const std::string seconds = last.substr(prefix.size(), last.size() - prefix.size() - 1);
  const std::size_t point = seconds.find('.');
  if (point == 0 || point == std::string::npos || seconds.size() - point != 4 ||
      seconds.find_first_not_of("0123456789.") != std::string::npos || seconds.find('.', point + 1) != std::string::npos)
    return std::nullopt;
  return output.substr(0, output.size() - last.size());
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
  for (const std::string method : {"symmetry", "mirror", "halves"}) {
    SCOPED_TRACE(method);
    std::vector<std::string> args{std::to_string(n), "--method", method};
    // Both methods that count the classes, halves by its turn tasks.
    const bool classes = method != "mirror";
    if (classes) args.push_back("--unique");
    std::vector<std::string> single_args = args, job_args = args;
    single_args.insert(single_args.end(), {"--threads", "1"});
    job_args.insert(job_args.end(), {"--threads", threads});
    const CommandOutput single = run_program(NQUEENS_BINARY, single_args);
    ASSERT_EQ(single.status, 0) << single.err;
    const CommandOutput job = run_mpi(ranks, job_args);
    ASSERT_EQ(job.status, 0) << job.err;
    EXPECT_EQ(value_of(job.out, "Solutions"), std::to_string(total_solutions[n])) << job.out;
    EXPECT_EQ(value_of(job.out, "Solutions"), value_of(single.out, "Solutions"));
    EXPECT_EQ(value_of(job.out, "Nodes"), value_of(single.out, "Nodes")) << "the same tree, split otherwise";
    EXPECT_EQ(value_of(job.out, "Ranks"), std::to_string(ranks));
    EXPECT_EQ(value_of(job.out, "Threads"), std::to_string(ranks * std::stoi(threads))) << "all ranks' threads";
    if (classes) {
      EXPECT_EQ(value_of(job.out, "Unique solutions"), std::to_string(unique_solutions[n])) << job.out;
      for (const std::string key : {"Unique solutions", "Quarter-turn symmetric", "Half-turn symmetric"})
        EXPECT_EQ(value_of(job.out, key), value_of(single.out, key)) << key;
    }
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

TEST(MpiCli, NotesNameNqueensMpi) {
  const CommandOutput job = run_mpi(2, {"8", "-q", "--fix", "1:1,2:2", "--threads", "1"});
  ASSERT_EQ(job.status, 0) << job.err;
  EXPECT_EQ(job.out, "0\n");
  EXPECT_NE(job.err.find("nqueens-mpi: note: fixed queens 1:1 and 2:2 attack each other"), std::string::npos)
      << job.err;
}

TEST(MpiCli, AFallBackFromTheDefaultMethodIsSaidOnce) {
  const CommandOutput job = run_mpi(2, {"16", "--memory", "64K", "-q", "--threads", "1"});
  ASSERT_EQ(job.status, 0) << job.err;
  EXPECT_EQ(job.out, "14772512\n");
  const std::string note = "nqueens-mpi: note: the halves method needs at least 209 KiB for n = 16";
  const std::size_t at = job.err.find(note);
  ASSERT_NE(at, std::string::npos) << job.err;
  EXPECT_EQ(job.err.find(note, at + 1), std::string::npos) << "rank 0 alone speaks: " << job.err;
}

TEST(MpiCli, QuietPrintsTheBareNumberOnce) {
  const CommandOutput job = run_mpi(3, {"11", "-q"});
  ASSERT_EQ(job.status, 0) << job.err;
  EXPECT_EQ(job.out, "2680\n");
}

TEST(MpiCli, QuietUniqueAndTimeAsNqueensPrintsThem) {
  const CommandOutput job = run_mpi(2, {"10", "-q", "--unique", "--time", "--threads", "1"});
  ASSERT_EQ(job.status, 0) << job.err;
  const CommandOutput single = run_program(NQUEENS_BINARY, {"10", "-q", "--unique", "--time", "--threads", "1"});
  const std::optional<std::string> job_counts = without_seconds_line(job.out);
  ASSERT_TRUE(job_counts) << job.out;
  EXPECT_EQ(job_counts, without_seconds_line(single.out));
  EXPECT_EQ(*job_counts, "724\n92\n0\n12\n");
}

TEST(MpiCli, JsonHasTheKeysOfNqueensThenRanks) {
  const CommandOutput job = run_mpi(3, {"9", "--json", "--threads", "1"});
  ASSERT_EQ(job.status, 0) << job.err;
  const CommandOutput single = run_program(NQUEENS_BINARY, {"9", "--json", "--threads", "1"});
  const auto job_json = nlohmann::ordered_json::parse(job.out);
  EXPECT_EQ(job_json["total"], 352);
  EXPECT_EQ(job_json["unique"], 46);
  EXPECT_EQ(job_json["threads"], 3) << "all ranks' threads";
  EXPECT_EQ(job_json["ranks"], 3);
  std::vector<std::string> job_keys, single_keys;
  for (const auto& item : job_json.items()) job_keys.push_back(item.key());
  const auto single_json = nlohmann::ordered_json::parse(single.out);
  for (const auto& item : single_json.items()) single_keys.push_back(item.key());
  single_keys.push_back("ranks");
  EXPECT_EQ(job_keys, single_keys) << job.out;
}

TEST(MpiCli, EstimateGivesTheJobAndEachRank) {
  const std::vector<std::string> args{"14", "--threads", "1", "--method", "halves", "--json"};
  std::vector<std::string> estimate_args = args;
  estimate_args.push_back("--estimate");
  const CommandOutput job = run_mpi(2, estimate_args);
  ASSERT_EQ(job.status, 0) << job.err;
  const nlohmann::ordered_json estimate = nlohmann::ordered_json::parse(job.out);
  const nlohmann::json count = nlohmann::json::parse(run_mpi(2, args).out);
  std::vector<std::string> keys;
  for (const auto& [key, value] : estimate.items()) keys.push_back(key);
  EXPECT_EQ(keys, (std::vector<std::string>{"method", "tasks", "estimated_seconds", "estimated_seconds_error",
                                            "estimated_peak_memory_bytes", "estimated_solutions",
                                            "estimated_solutions_error", "threads", "isa", "ranks", "per_rank"}));
  EXPECT_EQ(estimate["tasks"].get<std::uint64_t>(), count["tasks"].get<std::uint64_t>());
  EXPECT_EQ(estimate["threads"], 2) << "all ranks' threads";
  EXPECT_EQ(estimate["ranks"], 2);
  ASSERT_EQ(estimate["per_rank"].size(), 2u);
  std::uint64_t memory = 0;
  for (const nlohmann::ordered_json& rank : estimate["per_rank"]) {
    EXPECT_EQ(rank["threads"], 1);
    EXPECT_EQ(rank["tasks"].get<std::uint64_t>(), count["tasks"].get<std::uint64_t>());
    EXPECT_EQ(rank["isa"].get<std::string>(), count["isa"].get<std::string>());
    // Each rank holds the tables, as the count's peak (rank 0's) does.
    EXPECT_NEAR(rank["estimated_peak_memory_bytes"].get<double>(), count["peak_memory_bytes"].get<double>(),
                0.1 * count["peak_memory_bytes"].get<double>());
    memory += rank["estimated_peak_memory_bytes"].get<std::uint64_t>();
  }
  EXPECT_EQ(estimate["estimated_peak_memory_bytes"].get<std::uint64_t>(), memory);

  const CommandOutput text = run_mpi(2, {"14", "--threads", "1", "--estimate"});
  ASSERT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(value_of(text.out, "Threads"), "2");
  EXPECT_EQ(value_of(text.out, "Ranks"), "2");
  EXPECT_NE(value_of(text.out, "Rank 0"), "");
  EXPECT_NE(value_of(text.out, "Rank 1"), "");
  EXPECT_NE(value_of(text.out, "Estimated seconds"), "");
}

TEST(MpiCli, EstimateRefusesWhatMakesNoSenseForIt) {
  const CommandOutput job = run_mpi(2, {"12", "--estimate", "--double-check"});
  EXPECT_NE(job.status, 0);
  EXPECT_EQ(job.out, "");
  EXPECT_NE(job.err.find("nqueens-mpi: --double-check does not apply to --estimate\n"), std::string::npos) << job.err;
}

TEST(MpiCli, ThreadRangeIsRefused) {
  const CommandOutput job = run_mpi(2, {"9", "--threads", "1:2"});
  EXPECT_NE(job.status, 0);
  EXPECT_NE(job.err.find("nqueens-mpi: a thread range measures thread scaling on one machine"), std::string::npos)
      << job.err;
}

// A part under mpirun once counted the whole and kept it under the part
// file's name: the parts are nqueens' alone.
TEST(MpiCli, PartsAreRefusedAndNotInTheHelp) {
  for (const std::string option : {"--part", "--part-file"}) {
    const CommandOutput job = run_mpi(2, {"12", option, option == "--part" ? "1/2" : "p", "--threads", "1"});
    EXPECT_NE(job.status, 0);
    EXPECT_EQ(job.out, "");
    EXPECT_NE(job.err.find("nqueens-mpi: " + option + " belongs to a count cut into jobs of their own ('nqueens N "
                           "--part K/M'), not to nqueens-mpi, whose ranks share one count\n"),
              std::string::npos)
        << job.err;
  }
  EXPECT_EQ(run_mpi(1, {"--help"}).out.find("--part"), std::string::npos);
}

TEST(MpiCli, MessagesSpeakOfNqueensMpi) {
  const CommandOutput word = run_mpi(2, {"lst", "8"});
  EXPECT_NE(word.status, 0);
  EXPECT_NE(word.err.find("nqueens-mpi: unknown command 'lst': nqueens-mpi only counts (a board size N); list, "
                          "verify, construct and reproduce are nqueens commands\n"),
            std::string::npos)
      << word.err;
  const CommandOutput csv = run_mpi(2, {"12", "--csv", "x.csv"});
  EXPECT_NE(csv.status, 0);
  EXPECT_NE(csv.err.find("nqueens-mpi: --csv belongs to thread scaling on one machine: use nqueens for that\n"),
            std::string::npos)
      << csv.err;
  const CommandOutput help = run_mpi(1, {"--help"});
  EXPECT_EQ(help.out.find("--csv"), std::string::npos) << help.out;
  const CommandOutput estimate = run_mpi(2, {"12", "--threads", "1", "--estimate"});
  ASSERT_EQ(estimate.status, 0) << estimate.err;
  const std::string tasks = value_of(estimate.out, "Tasks");
  const std::string sample = value_of(estimate.out, "Sample");
  // Each rank samples the same tasks: never more of them than there are.
  EXPECT_LE(std::stoull(sample.substr(sample.find_first_of("0123456789"))), std::stoull(tasks)) << estimate.out;
}

TEST(MpiCli, OutputFileHoldsTheResultAndItsWriteErrorFailsTheJob) {
  const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("nqueens-mpi-output-" + std::to_string(::getpid()) + ".txt");
  const CommandOutput job = run_mpi(2, {"12", "--threads", "1", "--quiet", "--output", file.string()});
  EXPECT_EQ(job.status, 0) << job.err;
  EXPECT_EQ(job.out, "");
  EXPECT_EQ(read_whole_file(file), "14200\n");
  std::filesystem::remove(file);

  const CommandOutput full = run_mpi(2, {"12", "--threads", "1", "--output", "/dev/full"});
  EXPECT_NE(full.status, 0);
  EXPECT_EQ(full.out, "");
  EXPECT_NE(full.err.find("nqueens-mpi: cannot write '/dev/full': No space left on device\n"), std::string::npos)
      << full.err;
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
  // Mirror: seconds of counting on each rank, time to find and kill one.
  const RunningCommand running =
      start_program(MPIEXEC, mpirun_args(2, {"17", "-m", "mirror", "--threads", "1"}), "", 90);
  // Wait for rank 1 to start counting, then kill it as a crash would.
  std::vector<pid_t> victims;
  for (int tries = 0; tries < 100 && victims.empty(); ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    victims = ranks_of(running.pid, 1);
  }
  EXPECT_EQ(victims.size(), 1u) << "rank 1 of mpirun " << running.pid << " not found";
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  ::kill(victims.empty() ? running.pid : victims.front(), SIGKILL);
  const CommandOutput job = finish(running);
  EXPECT_NE(job.status, 0);
  EXPECT_EQ(job.out.find("Solutions"), std::string::npos) << "no total from a broken job:\n" << job.out;
  EXPECT_NE(job.err.find("rank 1"), std::string::npos) << "mpirun names the lost rank:\n" << job.err;
}

std::size_t saved_tasks(const std::filesystem::path& checkpoint) {
  return std::filesystem::exists(checkpoint) ? read_checkpoint(checkpoint).records.size() : 0;
}

TEST(MpiCli, CheckpointKilledAndResumedOnOtherRanksGivesTheExactTotal) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n16.ckpt").string();
  // 2 ranks of 1 thread choose depth 3 (1,118 tasks); 3 ranks of 8 would
  // choose depth 4, but a resumed job keeps the file's split.
  const RunningCommand running =
      start_program(MPIEXEC, mpirun_args(2, {"16", "-m", "mirror", "--threads", "1", "--checkpoint", file}), "", 90);
  std::vector<pid_t> rank_zero;
  for (int tries = 0; tries < 2000 && (rank_zero.empty() || saved_tasks(file) < 50); ++tries) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    if (rank_zero.empty()) rank_zero = ranks_of(running.pid, 0);
  }
  ASSERT_EQ(rank_zero.size(), 1u) << "rank 0 of mpirun " << running.pid << " not found";
  // Rank 0 writes the checkpoint: killing it is the hardest case.
  ::kill(rank_zero.front(), SIGKILL);
  const CommandOutput killed = finish(running);
  ASSERT_NE(killed.status, 0) << "finished before the kill:\n" << killed.out;
  const std::size_t saved = saved_tasks(file);
  EXPECT_GE(saved, 50u);
  EXPECT_LT(saved, 1118u);

  const CommandOutput resumed =
      run_mpi(3, {"16", "-m", "mirror", "--threads", "8", "--checkpoint", file});
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_EQ(value_of(resumed.out, "Solutions"), std::to_string(total_solutions[16])) << resumed.out;
  EXPECT_EQ(value_of(resumed.out, "Tasks"), "1118 (prefix depth 3)");
  EXPECT_EQ(value_of(resumed.out, "Ranks"), "3");
  EXPECT_NE(resumed.err.find("Resuming from '" + file + "': " + std::to_string(saved) + " of 1118 tasks restored"),
            std::string::npos)
      << resumed.err;
  EXPECT_EQ(saved_tasks(file), 1118u) << "every task recorded once the job is done";
}

TEST(MpiCli, CheckpointOfAnotherCountIsRefusedWithoutATotal) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n9.ckpt").string();
  ASSERT_EQ(run_mpi(2, {"9", "--threads", "1", "--checkpoint", file}).status, 0);
  const CommandOutput other = run_mpi(2, {"10", "--threads", "1", "--checkpoint", file});
  EXPECT_NE(other.status, 0);
  EXPECT_EQ(other.out.find("Solutions"), std::string::npos) << other.out;
  EXPECT_NE(other.err.find("nqueens-mpi: checkpoint file '" + file + "': is for board size 9, not 10\n"),
            std::string::npos)
      << other.err;
  EXPECT_EQ(other.err.find("MPI_ABORT"), std::string::npos) << "every rank stops by itself:\n" << other.err;
}

} // namespace
} // namespace nqueens::test
