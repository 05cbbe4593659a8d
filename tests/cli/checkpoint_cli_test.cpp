// nqueens --checkpoint and --double-check as a user meets them: killed runs
// resume to the published total, Ctrl-C and SIGTERM stop cleanly, and every
// bad checkpoint file is refused in one line without being changed.
#include "command_runner.hpp"
#include "oeis_values.hpp"
#include "scratch_directory.hpp"

#include <nqueens/checkpoint.hpp>

#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <functional>
#include <random>
#include <thread>

namespace nqueens::test {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

/// Waits until `ready` holds, for at most `limit`.
bool wait_until(const std::function<bool()>& ready, std::chrono::milliseconds limit = 20s) {
  for (const auto end = std::chrono::steady_clock::now() + limit; std::chrono::steady_clock::now() < end;) {
    if (ready()) return true;
    std::this_thread::sleep_for(5ms);
  }
  return false;
}

std::size_t saved_tasks(const fs::path& checkpoint) {
  return fs::exists(checkpoint) ? read_checkpoint(checkpoint).records.size() : 0;
}

/// Whether `signal`, sent to the whole process `pid`, still waits to be
/// taken by one of its threads (the ShdPnd mask of /proc/PID/status).
bool signal_pending(pid_t pid, int signal) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);)
    if (line.starts_with("ShdPnd:")) return ((std::stoull(line.substr(7), nullptr, 16) >> (signal - 1)) & 1) != 0;
  return false;
}

TEST(CheckpointCli, KilledAtRandomMomentsResumesToTheExactTotal) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n16.ckpt").string();
  // Mirror: a count of over a second, so that the kills land inside it (the
  // default method, halves, takes a tenth of that).
  const std::vector<std::string> args{"16", "--threads", "2", "-m", "mirror", "--checkpoint", file};
  std::random_device seed_source;
  const unsigned seed = seed_source();
  std::mt19937 random(seed);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::size_t saved = 0;
  for (int kill = 0; kill < 5; ++kill) {
    const RunningCommand run = start_nqueens(args);
    std::this_thread::sleep_for(std::chrono::milliseconds(std::uniform_int_distribution(20, 300)(random)));
    ::kill(run.pid, SIGKILL);
    const CommandOutput killed = finish(run);
    if (killed.status == 0) break; // finished before the kill: nothing left to resume
    EXPECT_EQ(killed.status, 128 + SIGKILL);
    const std::size_t now = saved_tasks(file);
    EXPECT_GE(now, saved) << "a kill lost recorded tasks";
    saved = now;
  }
  const CommandOutput resumed = run_nqueens(args);
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(contains(resumed.out, "Solutions: " + std::to_string(total_solutions[16]) + "\n")) << resumed.out;
  if (saved > 0) {
    EXPECT_TRUE(contains(resumed.err, "Resuming from '" + file + "': ")) << resumed.err;
  }
}

TEST(CheckpointCli, CtrlCSavesAndResumesWithAnotherThreadCount) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n16.ckpt").string();
  const RunningCommand run = start_nqueens({"16", "-t", "1", "-m", "mirror", "--checkpoint", file});
  ASSERT_TRUE(wait_until([&] { return saved_tasks(file) > 0; }));
  ::kill(run.pid, SIGINT);
  const auto signalled = std::chrono::steady_clock::now();
  const CommandOutput stopped = finish(run);
  EXPECT_LT(std::chrono::steady_clock::now() - signalled, 5s) << "slow to stop";
  ASSERT_EQ(stopped.status, 130) << stopped.err;
  EXPECT_EQ(stopped.out, "");
  EXPECT_TRUE(contains(stopped.err, "nqueens: interrupted; ")) << stopped.err;
  EXPECT_TRUE(contains(stopped.err, "nqueens: to resume, run the same command again: " + std::string(NQUEENS_BINARY) +
                                        " 16 -t 1 -m mirror --checkpoint " + file + "\n"))
      << stopped.err;
  const CheckpointContents contents = read_checkpoint(file);
  EXPECT_FALSE(contents.torn_tail_dropped);
  EXPECT_LT(contents.records.size(), contents.header.task_count);

  const CommandOutput resumed = run_nqueens({"16", "-t", "2", "-m", "mirror", "--checkpoint", file});
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(contains(resumed.err, "Resuming from '" + file + "': " + std::to_string(contents.records.size()) +
                                        " of " + std::to_string(contents.header.task_count) + " tasks restored, "))
      << resumed.err;
  EXPECT_TRUE(contains(resumed.out, "Solutions: " + std::to_string(total_solutions[16]) + "\n")) << resumed.out;
  EXPECT_TRUE(contains(resumed.out, "Threads: 2\n")) << resumed.out;
}

TEST(CheckpointCli, SigtermExits143AndASecondCtrlCQuitsAtOnce) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n17.ckpt").string();
  // Mirror at depth 1 makes tasks of seconds, which ask whether to stop
  // every few million nodes (about 20 ms apart): the first signal waits for
  // the next question and the checkpoint's sync, the second must not. It is
  // sent as soon as the first has been taken, or the two would merge.
  const RunningCommand run = start_nqueens({"17", "-t", "1", "-m", "mirror", "--depth", "1", "--checkpoint", file});
  ASSERT_TRUE(wait_until([&] { return fs::exists(file); }));
  std::this_thread::sleep_for(300ms); // into the first task
  ::kill(run.pid, SIGINT);
  for (const auto end = std::chrono::steady_clock::now() + 1s;
       signal_pending(run.pid, SIGINT) && std::chrono::steady_clock::now() < end;)
    std::this_thread::sleep_for(50us);
  ::kill(run.pid, SIGINT);
  const auto signalled = std::chrono::steady_clock::now();
  const CommandOutput quit = finish(run);
  EXPECT_LT(std::chrono::steady_clock::now() - signalled, 1s);
  EXPECT_EQ(quit.status, 130);
  EXPECT_TRUE(contains(quit.err, "nqueens: stopped at once\n")) << quit.err;
  EXPECT_NO_THROW(read_checkpoint(file));

  const std::string default_split = (dir / "n17-default.ckpt").string();
  const RunningCommand second = start_nqueens({"17", "-t", "2", "-m", "mirror", "--checkpoint", default_split});
  ASSERT_TRUE(wait_until([&] { return saved_tasks(default_split) > 0; }));
  ::kill(second.pid, SIGTERM);
  const CommandOutput terminated = finish(second);
  EXPECT_EQ(terminated.status, 143) << terminated.err;
  EXPECT_TRUE(contains(terminated.err, "nqueens: to resume, run the same command again: ")) << terminated.err;
  EXPECT_GT(saved_tasks(default_split), 0u);
}

TEST(CheckpointCli, HalvesStopsWithinASecondInItsRowChoicesAndItsTable) {
  const ScratchDirectory dir;
  // n = 22: a row choice takes up to seconds on a busy machine, and the
  // table a second or two. Each stop is timed from the signal to the exit.
  const std::string file = (dir / "n22.ckpt").string();
  const RunningCommand counting = start_nqueens({"22", "-t", "2", "-m", "halves", "--checkpoint", file});
  ASSERT_TRUE(wait_until([&] { return saved_tasks(file) > 0; }, 60s));
  ::kill(counting.pid, SIGTERM);
  auto signalled = std::chrono::steady_clock::now();
  const CommandOutput stopped = finish(counting);
  EXPECT_LT(std::chrono::steady_clock::now() - signalled, 1500ms);
  EXPECT_EQ(stopped.status, 143) << stopped.err;
  EXPECT_EQ(stopped.err.rfind("nqueens: stopping (a second signal quits at once)\n", 0), 0u) << stopped.err;
  const CheckpointContents saved = read_checkpoint(file);
  EXPECT_GT(saved.records.size(), 0u);
  EXPECT_LT(saved.records.size(), saved.header.task_count);

  // Resumed exactly: a task stopped inside a row choice was not recorded.
  const std::string small = (dir / "n17.ckpt").string();
  const std::vector<std::string> count17{"17", "-t", "2", "-m", "halves", "--checkpoint", small};
  const RunningCommand first = start_nqueens(count17);
  ASSERT_TRUE(wait_until([&] { return saved_tasks(small) > 0; }, 60s));
  ::kill(first.pid, SIGTERM);
  ASSERT_EQ(finish(first).status, 143);
  const CommandOutput resumed = run_nqueens(count17);
  EXPECT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(contains(resumed.out, "Solutions: " + std::to_string(total_solutions[17]) + "\n")) << resumed.out;

  const std::string preparing = (dir / "n22-preparing.ckpt").string();
  const RunningCommand building = start_nqueens({"22", "-t", "2", "-m", "halves", "--checkpoint", preparing});
  std::this_thread::sleep_for(300ms);
  ::kill(building.pid, SIGTERM);
  signalled = std::chrono::steady_clock::now();
  const CommandOutput interrupted = finish(building);
  EXPECT_LT(std::chrono::steady_clock::now() - signalled, 1500ms);
  EXPECT_EQ(interrupted.status, 143) << interrupted.err;
}

TEST(CheckpointCli, DoubleCheckAgrees) {
  const CommandOutput run = run_nqueens({"12", "--double-check", "-t", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Solutions: 14200\n"));
  // n = 12 counts with symmetry; the second count is by another method.
  EXPECT_TRUE(contains(run.out, "Method: symmetry\n")) << run.out;
  EXPECT_TRUE(contains(run.out, "Double-check: agrees (halves, row choices, ")) << run.out;
}

/// Rewrites the checkpoint `file` with `change` applied to its records,
/// every checksum made anew: what a bug in an earlier run, or a forger,
/// would leave.
void forge_records(const std::string& file, const std::function<void(std::vector<CheckpointRecord>&)>& change) {
  CheckpointContents contents = read_checkpoint(file);
  change(contents.records);
  std::string forged = format_checkpoint_header(contents.header);
  for (const CheckpointRecord& record : contents.records) forged += format_checkpoint_record(record);
  std::ofstream(file, std::ios::binary | std::ios::trunc) << forged;
}

TEST(CheckpointCli, DoubleCheckCatchesAWrongCountWithAValidChecksum) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n12-fixed.ckpt").string();
  // Fixed queens: no published count to hold the total against, and 505
  // is within every bound a record can be checked against.
  const std::vector<std::string> fixed_count{"12", "-m", "mirror", "--fix", "1:1", "--checkpoint", file};
  ASSERT_EQ(run_nqueens(fixed_count).status, 0);
  forge_records(file, [](std::vector<CheckpointRecord>& records) { records.back().counts.solutions += 5; });
  const CommandOutput trusted = run_nqueens(fixed_count);
  EXPECT_EQ(trusted.status, 0) << trusted.err;
  EXPECT_TRUE(contains(trusted.out, "Solutions: 505\n")) << trusted.out;

  std::vector<std::string> checked = fixed_count;
  checked.push_back("--double-check");
  const CommandOutput run = run_nqueens(checked);
  EXPECT_EQ(run.status, 3);
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(run.err, "nqueens: DOUBLE-CHECK FAILED")) << run.err;
  EXPECT_TRUE(contains(run.err, "solutions: 505 against 500")) << run.err;
}

TEST(CheckpointCli, RecordsThatCannotBeRightAreRefused) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n12.ckpt").string();
  const std::vector<std::string> count{"12", "-m", "mirror", "--checkpoint", file};
  ASSERT_EQ(run_nqueens(count).status, 0);
  const std::string original = read_whole_file(file);
  const std::string refused = "nqueens: checkpoint file '" + file + "': ";

  forge_records(file, [](std::vector<CheckpointRecord>& records) { records[3].counts.unique = 1; });
  CommandOutput run = run_nqueens(count);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, refused + "the record of task " + std::to_string(read_checkpoint(file).records[3].task) +
                         " has unique or symmetric solutions, which method mirror does not count: the file was "
                         "altered\n");

  std::ofstream(file, std::ios::binary | std::ios::trunc) << original;
  forge_records(file, [](std::vector<CheckpointRecord>& records) { records[3].counts.solutions += 2; });
  run = run_nqueens(count);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, refused + "its records count more solutions than n = 12 has (OEIS A000170 and A002562): the "
                               "file was altered\n");
  EXPECT_EQ(run.out, "");
}

} // namespace
} // namespace nqueens::test
