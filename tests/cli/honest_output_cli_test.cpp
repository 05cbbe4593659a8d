// What nqueens prints is what it did: the threads asked for, flags as given
// (--flag=false too), no option silently ignored, a wrong total never
// printed as a result, halves' rate in what it counts; and a count stops
// within a second of SIGTERM, however long its tasks.
#include "command_runner.hpp"
#include "scratch_directory.hpp"

#include <nqueens/checkpoint.hpp>
#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <signal.h>

#include <chrono>
#include <thread>

namespace nqueens::test {
namespace {

using namespace std::chrono_literals;

TEST(HonestOutput, SigtermStopsATaskThatWouldNeverEnd) {
  const RunningCommand run = start_nqueens({"32", "--method", "bitmask", "-q", "-t", "2"}, "", 30);
  std::this_thread::sleep_for(500ms);
  ::kill(run.pid, SIGTERM);
  const auto signalled = std::chrono::steady_clock::now();
  const CommandOutput stopped = finish(run);
  EXPECT_LT(std::chrono::steady_clock::now() - signalled, 1s);
  EXPECT_EQ(stopped.status, 143);
  EXPECT_EQ(stopped.out, "");
  EXPECT_TRUE(contains(stopped.err, "nqueens: interrupted;")) << stopped.err;
}

TEST(HonestOutput, MoreThreadsThanCoresRunWithoutALibraryWarning) {
  const int threads = default_thread_count() + 1;
  const CommandOutput run = run_nqueens({"12", "-t", std::to_string(threads)});
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.err, "");
  EXPECT_TRUE(contains(run.out, "Threads: " + std::to_string(threads) + "\n")) << run.out;
}

TEST(HonestOutput, FlagsHonourFalse) {
  const CommandOutput plain = run_nqueens({"8", "-t", "1"});
  ASSERT_EQ(plain.status, 0);
  for (const std::string flag : {"--unique=false", "--json=false", "--quiet=0", "--all-counts=false"}) {
    const CommandOutput run = run_nqueens({"8", "-t", "1", flag});
    EXPECT_EQ(run.status, 0) << flag << ": " << run.err;
    EXPECT_EQ(run.out.substr(0, run.out.find("Seconds:")), plain.out.substr(0, plain.out.find("Seconds:"))) << flag;
  }
  const CommandOutput on = run_nqueens({"8", "--quiet=true"});
  EXPECT_EQ(on.out, "92\n");
  const CommandOutput bad = run_nqueens({"8", "--quiet=yes"});
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err, "nqueens: flag value 'yes' is neither true nor false (a flag takes no value, or =true or "
                     "=false)\nTry 'nqueens --help'\n");
}

/// Counts n = 12 with `method` into a checkpoint, forges the first record
/// that `change` changes (it returns whether it did; the checksum is
/// recomputed, as a bug in an earlier run would) and resumes: the count must
/// fail as an internal error that says `what` and names the checkpoint. The
/// counts are lowered: a total above the published one is refused with the
/// checkpoint, before the count.
template <class Change>
void expect_internal_error_after_forging(const std::string& method, Change change, const std::string& what) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n12.ckpt").string();
  ASSERT_EQ(run_nqueens({"12", "-m", method, "--checkpoint", file}).status, 0);
  CheckpointContents contents = read_checkpoint(file);
  for (CheckpointRecord& record : contents.records)
    if (change(record.counts)) break;
  std::string forged = format_checkpoint_header(contents.header);
  for (const CheckpointRecord& record : contents.records) forged += format_checkpoint_record(record);
  std::ofstream(file, std::ios::binary | std::ios::trunc) << forged;

  const CommandOutput run = run_nqueens({"12", "-m", method, "--checkpoint", file});
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(run.err, what)) << run.err;
  EXPECT_TRUE(contains(run.err, "the count resumed from the checkpoint '" + file + "'")) << run.err;
}

TEST(HonestOutput, ATotalThatContradictsThePublishedValueIsAnInternalError) {
  expect_internal_error_after_forging(
      "mirror", [](TaskCounts& counts) { return counts.solutions >= 2 && (counts.solutions -= 2, true); },
      "nqueens: INTERNAL ERROR: method mirror counted 14198 solutions, where OEIS A000170 has 14200 for n = 12");
}

TEST(HonestOutput, TheSymmetryConsistencyCheckIsAnInternalError) {
  expect_internal_error_after_forging(
      "symmetry", [](TaskCounts& counts) { return counts.unique >= 1 && (counts.unique -= 1, true); },
      "nqueens: INTERNAL ERROR: the symmetry counts of n = 12 are inconsistent; the result is wrong");
}

TEST(HonestOutput, HalvesChecksItsSymmetryCountsByBurnside) {
  expect_internal_error_after_forging(
      "halves",
      [](TaskCounts& counts) { return counts.half_turn_symmetric >= 1 && (counts.half_turn_symmetric -= 1, true); },
      "the symmetry counts of n = 12 are inconsistent");
}

TEST(HonestOutput, HalvesShowsTasksPerSecondAndNoNodes) {
  const CommandOutput json = run_nqueens({"14", "-m", "halves", "--json"});
  ASSERT_EQ(json.status, 0);
  EXPECT_FALSE(contains(json.out, "\"nodes\"")) << json.out;
  EXPECT_TRUE(contains(json.out, "\"total\": 365596")) << json.out;
  // Long enough for a status line (one every 100 ms), which n = 16 on two
  // threads can finish before.
  const CommandOutput progress = run_nqueens({"17", "-m", "halves", "-t", "2", "--status", "-q"});
  ASSERT_EQ(progress.status, 0);
  EXPECT_EQ(progress.out, "95815104\n");
  EXPECT_TRUE(contains(progress.err, " tasks/s")) << progress.err;
  EXPECT_FALSE(contains(progress.err, "nodes/s")) << progress.err;
  const CommandOutput table = run_nqueens({"14", "-m", "halves", "-t", "1:2", "--repeat", "1"});
  ASSERT_EQ(table.status, 0);
  EXPECT_TRUE(contains(table.out, "tasks/s\n")) << table.out;
  EXPECT_FALSE(contains(table.out, "nodes/s")) << table.out;
  const CommandOutput scaling = run_nqueens({"14", "-m", "halves", "-t", "1:2", "--repeat", "1", "--json"});
  ASSERT_EQ(scaling.status, 0);
  EXPECT_FALSE(contains(scaling.out, "nodes")) << scaling.out;
  EXPECT_TRUE(contains(scaling.out, "\"tasks_per_second\": ")) << scaling.out;
}

class HonestBadInput : public CliBadInput {};

TEST_P(HonestBadInput, OneLineErrorAndStatusOne) {
  const BadInput& bad = GetParam();
  const CommandOutput run = run_nqueens(bad.args, "", 10);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "nqueens: " + bad.message + "\nTry 'nqueens --help'\n");
}

// Options that would do nothing are refused, not ignored.
INSTANTIATE_TEST_SUITE_P(
    DoingNothing, HonestBadInput,
    ::testing::Values(BadInput{{"8", "-t", "1:2", "--unique"}, "--unique does not apply to a thread range"},
                      BadInput{{"8", "-t", "1:2", "--checkpoint", "x"}, "--checkpoint does not apply to a thread range"},
                      BadInput{{"8", "-t", "1:2", "--double-check"}, "--double-check does not apply to a thread range"},
                      BadInput{{"8", "-t", "1:2", "--time"}, "--time needs --quiet: the full output shows the seconds"},
                      BadInput{{"8", "--json", "--time"}, "--time needs --quiet: the JSON object has the seconds already"},
                      BadInput{{"8", "--time"}, "--time needs --quiet: the full output shows the seconds"},
                      BadInput{{"--test", "--fix", "1:1"}, "--fix does not apply to --test"}));

} // namespace
} // namespace nqueens::test
