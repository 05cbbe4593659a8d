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

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

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

TEST(CheckpointCli, DoubleCheckAgrees) {
  const CommandOutput run = run_nqueens({"12", "--double-check", "-t", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Solutions: 14200\n"));
  // n = 12 counts with symmetry; the second count is by another method.
  EXPECT_TRUE(contains(run.out, "Method: symmetry\n")) << run.out;
  EXPECT_TRUE(contains(run.out, "Double-check: agrees (halves, prefix depth ")) << run.out;
}

TEST(CheckpointCli, DoubleCheckCatchesAWrongCountWithAValidChecksum) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n12.ckpt").string();
  // Mirror: the symmetry method would already refuse the forged count below,
  // whose classes no longer add up.
  ASSERT_EQ(run_nqueens({"12", "-m", "mirror", "--checkpoint", file}).status, 0);
  // A wrong count that every checksum vouches for: a bug in an earlier run.
  CheckpointContents contents = read_checkpoint(file);
  contents.records[3].counts.solutions += 2;
  std::string forged = format_checkpoint_header(contents.header);
  for (const CheckpointRecord& record : contents.records) forged += format_checkpoint_record(record);
  std::ofstream(file, std::ios::binary | std::ios::trunc) << forged;

  const CommandOutput run = run_nqueens({"12", "-m", "mirror", "--checkpoint", file, "--double-check"});
  EXPECT_EQ(run.status, 3);
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(run.err, "nqueens: DOUBLE-CHECK FAILED")) << run.err;
  EXPECT_TRUE(contains(run.err, "solutions: 14202 against 14200")) << run.err;
}

} // namespace
} // namespace nqueens::test
