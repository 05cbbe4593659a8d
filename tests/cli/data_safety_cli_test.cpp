// nqueens never loses a file: what is not a regular file is written through,
// never replaced; every write is checked; nothing half-written stays behind;
// output paths are checked before the count starts.
#include "command_runner.hpp"
#include "scratch_directory.hpp"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <thread>

namespace nqueens::test {
namespace {

namespace fs = std::filesystem;
using namespace std::chrono_literals;

/// Runs nqueens with `args` and its standard output sent to `target` by the
/// shell, as `nqueens ARGS > TARGET` would.
CommandOutput run_nqueens_into(const std::string& target, const std::vector<std::string>& args,
                               const std::string& input = "") {
  std::vector<std::string> shell_args{"-c", "exec \"$0\" \"$@\" > " + target, NQUEENS_BINARY};
  shell_args.insert(shell_args.end(), args.begin(), args.end());
  return run_program("/bin/sh", shell_args, input);
}

TEST(DataSafety, EveryOutputToAFullDiskFailsInOneLine) {
  const std::vector<std::vector<std::string>> commands{
      {"8"}, {"8", "--json"}, {"--help"}, {"--version"}, {"help"}, {"8", "-t", "1:2", "--repeat", "1"},
      {"reproduce", "--max", "6"}, {"verify"}, {"list", "6"}, {"construct", "8"}};
  for (const std::vector<std::string>& args : commands) {
    const CommandOutput run = run_nqueens_into("/dev/full", args, "2 4 1 3\n");
    EXPECT_EQ(run.status, 1) << args.front();
    EXPECT_EQ(lines_of(run.err).size(), 1u) << run.err;
    EXPECT_TRUE(contains(run.err, "No space left on device")) << args.front() << ": " << run.err;
  }
}

TEST(DataSafety, ACsvFifoIsWrittenThroughNotReplaced) {
  const ScratchDirectory dir;
  const fs::path fifo = dir / "table.csv";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  // Opened for reading first, without waiting: the writer's open then
  // succeeds, and the short table fits in the pipe's buffer.
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
  ASSERT_GE(reader, 0);
  const CommandOutput run = run_nqueens({"8", "-t", "1:2", "--repeat", "1", "--csv", fifo.string()});
  EXPECT_EQ(run.status, 0) << run.err;
  char buffer[4096];
  const ssize_t got = ::read(reader, buffer, sizeof buffer);
  ::close(reader);
  ASSERT_GT(got, 0);
  EXPECT_EQ(std::string(buffer, static_cast<std::size_t>(got)).rfind("n,method,threads,", 0), 0u);
  EXPECT_TRUE(fs::is_fifo(fs::symlink_status(fifo)));
}

TEST(DataSafety, ACsvLinkStaysALinkAndItsTargetIsReplaced) {
  const ScratchDirectory dir;
  std::ofstream(dir / "target.csv") << "old\n";
  fs::create_symlink(dir / "target.csv", dir / "link.csv");
  const CommandOutput run = run_nqueens({"8", "-t", "1:2", "--repeat", "1", "--csv", (dir / "link.csv").string()});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::is_symlink(dir / "link.csv"));
  EXPECT_EQ(read_whole_file(dir / "target.csv").rfind("n,method,threads,", 0), 0u);
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 2);
}

TEST(DataSafety, ACsvDeviceIsWrittenThroughAndItsErrorReported) {
  // As root, a regression would replace the device node itself; the FIFO
  // test above covers the same class harmlessly.
  if (::geteuid() == 0) GTEST_SKIP() << "not run as root: a regression would destroy /dev/full";
  const CommandOutput run = run_nqueens({"8", "-t", "1:2", "--repeat", "1", "--csv", "/dev/full"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "nqueens: cannot write '/dev/full': No space left on device\n");
  EXPECT_TRUE(fs::is_character_file("/dev/full"));
}

TEST(DataSafety, ACsvNamingTheRedirectedStandardOutputKeepsTheTable) {
  const ScratchDirectory dir;
  const std::string out = (dir / "so.txt").string();
  // Each name of the file stdout goes to: the CSV follows the table in it.
  for (const std::string& csv : {std::string("/dev/stdout"), std::string("/dev/fd/1"), std::string("/proc/self/fd/1"), out}) {
    const CommandOutput run = run_nqueens_into(out, {"8", "-t", "1:2", "--repeat", "1", "--csv", csv});
    EXPECT_EQ(run.status, 0) << csv << ": " << run.err;
    const std::string written = read_whole_file(out);
    EXPECT_EQ(written.rfind("Thread scaling: n = 8", 0), 0u) << csv << ": " << written;
    EXPECT_TRUE(contains(written, "\nn,method,threads,")) << csv << ": " << written;
    EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 1) << csv;
  }
}

TEST(DataSafety, AReplacedCsvKeepsItsModeAndALinkedOneIsRefused) {
  const ScratchDirectory dir;
  const fs::path csv = dir / "table.csv";
  std::ofstream(csv) << "old\n";
  fs::permissions(csv, fs::perms::owner_read | fs::perms::owner_write);
  const CommandOutput replaced = run_nqueens({"8", "-t", "1:2", "--repeat", "1", "--csv", csv.string()});
  EXPECT_EQ(replaced.status, 0) << replaced.err;
  EXPECT_EQ(read_whole_file(csv).rfind("n,method,threads,", 0), 0u);
  EXPECT_EQ(fs::status(csv).permissions(), fs::perms::owner_read | fs::perms::owner_write);

  fs::create_hard_link(csv, dir / "other-name.csv");
  const CommandOutput linked = run_nqueens({"8", "-t", "1:2", "--repeat", "1", "--csv", csv.string()});
  EXPECT_EQ(linked.status, 1);
  EXPECT_EQ(linked.err, "nqueens: cannot write '" + csv.string() +
                            "': it has 2 hard links, which replacing it would split (name a file with one link)\n");
  EXPECT_EQ(linked.out, "");
  EXPECT_EQ(fs::hard_link_count(csv), 2u);
}

TEST(DataSafety, OutputGoesWholeToItsFileAndItsErrorsAreReported) {
  const ScratchDirectory dir;
  const fs::path file = dir / "n10.json";
  const CommandOutput run = run_nqueens({"10", "--json", "--output", file.string()});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_TRUE(contains(read_whole_file(file), "\"total\": 724")) << read_whole_file(file);
  const CommandOutput full = run_nqueens({"10", "--output", "/dev/full"});
  EXPECT_EQ(full.status, 1);
  EXPECT_EQ(full.err, "nqueens: cannot write '/dev/full': No space left on device\n");
  // Checked before the count: n = 32 never finishes.
  const CommandOutput missing = run_nqueens({"32", "-m", "bitmask", "--output", (dir / "no/such.txt").string()}, "", 20);
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err, "nqueens: cannot write '" + (dir / "no/such.txt").string() + "': No such file or directory\n");
  const CommandOutput same = run_nqueens({"10", "--output", file.string(), "--checkpoint", file.string()});
  EXPECT_EQ(same.status, 1);
  EXPECT_EQ(same.err, "nqueens: --output and --checkpoint name the same file\nTry 'nqueens --help'\n");
}

TEST(DataSafety, BadCsvPathsFailBeforeCounting) {
  const ScratchDirectory dir;
  // n = 32 never finishes: only a check before counting returns.
  const CommandOutput directory = run_nqueens({"32", "-t", "1:2", "-m", "bitmask", "--csv", dir.path().string()}, "", 20);
  EXPECT_EQ(directory.status, 1);
  EXPECT_EQ(directory.err, "nqueens: cannot write '" + dir.path().string() + "': it is a directory\n");
  const CommandOutput empty = run_nqueens({"32", "-t", "1:2", "-m", "bitmask", "--csv", ""}, "", 20);
  EXPECT_EQ(empty.status, 1);
  EXPECT_EQ(empty.err, "nqueens: --csv needs a file name\nTry 'nqueens --help'\n");
}

TEST(DataSafety, AnInterruptedScalingRunSaysSoAndLeavesNoFile) {
  const ScratchDirectory dir;
  const RunningCommand run =
      start_nqueens({"17", "-t", "1:2", "-m", "mirror", "--csv", (dir / "scaling.csv").string()}, "", 30);
  std::this_thread::sleep_for(500ms);
  ::kill(run.pid, SIGINT);
  const CommandOutput stopped = finish(run);
  EXPECT_EQ(stopped.status, 130);
  EXPECT_TRUE(contains(stopped.err, "nqueens: interrupted; the thread-scaling table is not printed and the CSV "
                                    "file not written\n"))
      << stopped.err;
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

TEST(DataSafety, ACheckpointThatCannotBeWrittenLeavesNothing) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n10.ckpt").string();
  // A file size limit of 0 for nqueens alone: the header's write fails, and
  // the message reaches the test through a pipe, which the limit spares.
  const CommandOutput run = run_program(
      "/bin/sh", {"-c", "(ulimit -f 0; \"$0\" 10 --checkpoint \"$1\"; echo \"status $?\") 2>&1 | cat", NQUEENS_BINARY,
                  file});
  EXPECT_EQ(run.out, "nqueens: checkpoint file '" + file + ".partial': cannot write: File too large\nstatus 1\n");
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

} // namespace
} // namespace nqueens::test
