// nqueens list, verify and construct, and --fix, run as a user would.
#include "command_runner.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>

namespace nqueens::test {
namespace {

TEST(ListCommand, NinetyTwoDistinctLinesThatVerifyAccepts) {
  const CommandOutput list = run_nqueens({"list", "8"});
  ASSERT_EQ(list.status, 0) << list.err;
  const std::vector<std::string> lines = lines_of(list.out);
  EXPECT_EQ(lines.size(), 92u);
  EXPECT_EQ(std::set<std::string>(lines.begin(), lines.end()).size(), 92u);
  EXPECT_EQ(lines.front(), "1 5 8 6 3 7 2 4");
  const CommandOutput verify = run_nqueens({"verify"}, list.out);
  EXPECT_EQ(verify.status, 0) << verify.out;
  EXPECT_EQ(verify.out, "Lines: 92\nValid: 92\nClasses: 12\nProblems: 0\n");
}

TEST(ListCommand, UniqueFormatsAndLimit) {
  const CommandOutput unique = run_nqueens({"list", "8", "--unique"});
  EXPECT_EQ(lines_of(unique.out).size(), 12u);
  const CommandOutput verify = run_nqueens({"verify", "-"}, unique.out);
  EXPECT_EQ(verify.out, "Lines: 12\nValid: 12\nClasses: 12\nProblems: 0\n");
  EXPECT_EQ(run_nqueens({"list", "4", "--format", "board"}).out, ".Q..\n...Q\nQ...\n..Q.\n\n..Q.\nQ...\n...Q\n.Q..\n");
  EXPECT_EQ(run_nqueens({"list", "4", "-f", "json"}).out, "[2,4,1,3]\n[3,1,4,2]\n");
  EXPECT_EQ(run_nqueens({"list", "10", "--limit", "2", "-t", "2"}).out, "1 3 6 8 10 5 9 2 4 7\n1 3 6 9 7 10 4 2 5 8\n");
  EXPECT_EQ(run_nqueens({"list", "3"}).out, "");
}

TEST(VerifyCommand, RejectsBrokenLinesWithTheirNumbers) {
  const std::string input = "2 4 1 3\n"
                            "\n"
                            "1 2 3 4\n"
                            "3 1 4 2\n"
                            "2 4 1 3\n"
                            "[1]\n"
                            "2 4 1 99999999999999999999999\n"
                            "\x7f\x45LF\x02\x01\n"
                            "1 3 5 2 4"; // no final newline
  const CommandOutput run = run_nqueens({"verify"}, input);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "Lines: 9\nValid: 4\nClasses: 3\nProblems: 5\n"
                     "line 2: empty line\n"
                     "line 3: rows 1 and 2 share a diagonal\n"
                     "line 5: repeats line 1\n"
                     "line 7: number 99999999999999999999999 at byte 7 is too large\n"
                     "line 8: unexpected byte 0x7f at byte 1\n");
}

TEST(VerifyCommand, ReadsAFileAndReportsAMissingOne) {
  const CommandOutput missing = run_nqueens({"verify", "/nonexistent/solutions.txt"});
  EXPECT_EQ(missing.status, 1);
  EXPECT_EQ(missing.err.rfind("nqueens: cannot open '/nonexistent/solutions.txt': ", 0), 0u) << missing.err;
  const CommandOutput empty = run_nqueens({"verify"}, "");
  EXPECT_EQ(empty.status, 0);
  EXPECT_EQ(empty.out, "Lines: 0\nValid: 0\nClasses: 0\nProblems: 0\n");
}

TEST(ConstructCommand, PrintsOneSolutionThatVerifies) {
  EXPECT_EQ(run_nqueens({"construct", "8"}).out, "4 6 8 2 7 1 3 5\n");
  EXPECT_EQ(run_nqueens({"construct", "1", "-f", "json"}).out, "[1]\n");
  EXPECT_EQ(run_nqueens({"construct", "4", "-f", "board"}).out, ".Q..\n...Q\nQ...\n..Q.\n");
  const CommandOutput big = run_nqueens({"construct", "100001"});
  ASSERT_EQ(big.status, 0);
  const CommandOutput verify = run_nqueens({"verify"}, big.out);
  EXPECT_EQ(verify.status, 0) << verify.out;
  EXPECT_EQ(verify.out, "Lines: 1\nValid: 1\nClasses: 1\nProblems: 0\n");
}

TEST(ConstructCommand, SaysWhenThereIsNoSolution) {
  for (const std::string n : {"2", "3"}) {
    const CommandOutput run = run_nqueens({"construct", n});
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, "nqueens: the " + n + "-queens problem has no solution (only n = 2 and 3 have none)\n");
  }
}

TEST(FixOption, CountsAndListsTheCompletions) {
  const CommandOutput counted = run_nqueens({"8", "--fix", "1:1,5:2", "-q"});
  const CommandOutput listed = run_nqueens({"list", "8", "--fix", "1:1", "--fix", "5:2"});
  ASSERT_EQ(counted.status, 0) << counted.err;
  EXPECT_EQ(counted.out, std::to_string(lines_of(listed.out).size()) + "\n");
  for (const std::string& line : lines_of(listed.out)) EXPECT_EQ(line.rfind("1 ", 0), 0u) << line;
  const CommandOutput full = run_nqueens({"9", "--fix", "2:3", "-m", "bitmask"});
  EXPECT_NE(full.out.find("Fixed queens: 2:3\n"), std::string::npos) << full.out;
}

TEST(FixOption, AttackingQueensGiveZeroWithANote) {
  const CommandOutput run = run_nqueens({"8", "--fix", "1:1,3:3", "-q"});
  EXPECT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "0\n");
  EXPECT_EQ(run.err, "nqueens: note: fixed queens 1:1 and 3:3 attack each other, so no solution has both\n");
}

INSTANTIATE_TEST_SUITE_P(
    Subcommands, CliBadInput,
    ::testing::Values(
        BadInput{{"list"}, "missing board size N"},
        BadInput{{"list", "33"}, "board size 33 is out of range (1 to 32)"},
        BadInput{{"list", "8", "--format", "xml"}, "unknown format 'xml' (choose from: text, board, json)"},
        BadInput{{"list", "8", "--limit", "0"}, "limit must be at least 1"},
        BadInput{{"list", "8", "-t", "0"}, "thread count 0 is out of range (1 to 1024)"},
        BadInput{{"list", "8", "--unique", "--fix", "1:1"}, "--unique cannot be combined with --fix"},
        BadInput{{"list", "8", "--fix", "9:1"}, "fixed queen 9:1 is off the board (rows and columns 1 to 8)"},
        BadInput{{"8", "--fix", "1:1,1:3"}, "fixed queens 1:1 and 1:3 share a row"},
        BadInput{{"8", "--fix", "2:4,6:4"}, "fixed queens 2:4 and 6:4 share a column"},
        BadInput{{"8", "--fix", "14"}, "fixed queen '14' is not ROW:COL"},
        BadInput{{"8", "--fix", "a:1"}, "fixed queen 'a:1': number 'a' is not a positive integer"},
        BadInput{{"8", "--fix", "1:2", "-m", "arrays"},
                 "method arrays cannot count with fixed queens; use mirror or bitmask"},
        BadInput{{"12", "-m", "brute"}, "method brute would run for hours at n = 12 (it accepts n <= 10); use mirror or bitmask"},
        BadInput{{"construct"}, "missing board size N"},
        BadInput{{"construct", "1000000001"}, "board size 1000000001 is out of range (1 to 1000000000)"},
        BadInput{{"verify", "a", "b"}, "expected at most one file, got 2"}));

} // namespace
} // namespace nqueens::test
