// nqueens --status: progress on a terminal, never in a pipe or a file.
#include "command_runner.hpp"
#include "terminal_runner.hpp"

#include <gtest/gtest.h>

namespace nqueens::test {
namespace {

// n = 15 by mirror on one thread runs for several redraw intervals (100 ms
// each); the default method, halves, would finish in about one.
const std::vector<std::string> long_enough_count{"15", "--threads", "1", "--method", "mirror"};
constexpr const char* erase_line = "\r\033[K";

std::vector<std::string> with(std::vector<std::string> args, const std::string& option) {
  args.push_back(option);
  return args;
}

TEST(ProgressCli, ShownOnATerminalByDefaultAndErasedAtTheEnd) {
  const TerminalOutput run = run_nqueens_on_terminal(long_enough_count);
  ASSERT_EQ(run.status, 0) << run.terminal;
  EXPECT_NE(run.terminal.find(erase_line), std::string::npos) << run.terminal;
  EXPECT_NE(run.terminal.find("% done, "), std::string::npos) << run.terminal;
  EXPECT_NE(run.terminal.find(" elapsed, ETA "), std::string::npos) << run.terminal;
  EXPECT_NE(run.terminal.find(" nodes/s"), std::string::npos) << run.terminal;
  const std::size_t last_erase = run.terminal.rfind(erase_line);
  EXPECT_EQ(last_erase + std::string(erase_line).size(), run.terminal.size()) << "the line is left erased";
  EXPECT_NE(run.out.find("Solutions: 2279184\n"), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find('\033'), std::string::npos) << "stdout stays clean";
}

TEST(ProgressCli, NoStatusKeepsTheTerminalQuiet) {
  const TerminalOutput run = run_nqueens_on_terminal(with(long_enough_count, "--no-status"));
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.terminal, "");
}

TEST(ProgressCli, OffByDefaultWhenStderrIsNotATerminal) {
  const CommandOutput run = run_nqueens(long_enough_count);
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.err, "");
}

TEST(ProgressCli, StatusForcesItOnAnywhere) {
  const CommandOutput run = run_nqueens(with(long_enough_count, "-s"));
  ASSERT_EQ(run.status, 0);
  EXPECT_NE(run.err.find("% done, "), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("Solutions: 2279184\n"), std::string::npos);
}

} // namespace
} // namespace nqueens::test
