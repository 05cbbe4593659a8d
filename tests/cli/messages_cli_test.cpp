// Messages in the program's own words: unknown commands, the option
// parser's errors, no contradictions, notes for empty listings, help hints
// that name the subcommand, and one table of exit statuses everywhere.
#include "command_runner.hpp"

#include <gtest/gtest.h>

namespace nqueens::test {
namespace {

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

INSTANTIATE_TEST_SUITE_P(
    OwnWords, CliBadInput,
    ::testing::Values(BadInput{{"lsit", "8"}, "unknown command 'lsit' (commands: list, verify, construct, reproduce; "
                                              "or a board size N to count)"},
                      BadInput{{"8", "-t"}, "option '-t' needs a value"},
                      BadInput{{"8", "-x"}, "unknown option '-x'"},
                      BadInput{{"8", "--fix", "1:1,"}, "--fix '1:1,' has an empty entry: give ROW:COL,ROW:COL,..."},
                      BadInput{{"8", "--fix", ",1:1"}, "--fix ',1:1' has an empty entry: give ROW:COL,ROW:COL,..."},
                      BadInput{{"8", "--fix", "1:1,1:1"}, "fixed queen 1:1 is given twice"},
                      BadInput{{"8", "--fix", "2:3", "--fix", "2:3"}, "fixed queen 2:3 is given twice"},
                      BadInput{{"construct", "0"}, "board size 0 is out of range (1 to 1000000000)"},
                      BadInput{{"list", "8", "--bogus"}, "unknown option '--bogus'"},
                      BadInput{{"reproduce", "--max"}, "option '--max' needs a value"}));

TEST(Messages, DepthZeroLetsTheEngineChooseAsItsMessageOffers) {
  const CommandOutput run = run_nqueens({"8", "--depth", "0", "-q"});
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "92\n");
}

TEST(Messages, HelpIsACommand) {
  const CommandOutput word = run_nqueens({"help"});
  const CommandOutput option = run_nqueens({"--help"});
  EXPECT_EQ(word.status, 0);
  EXPECT_EQ(word.out, option.out);
}

TEST(Messages, EmptyListingsSaySo) {
  for (const std::string n : {"2", "3"}) {
    const CommandOutput run = run_nqueens({"list", n});
    EXPECT_EQ(run.status, 0);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err, "nqueens: note: the " + n + "-queens problem has no solution\n");
  }
}

/// The exit status table as --help prints it.
std::string exit_table(const std::string& help) {
  const auto start = help.find("Exit status:\n");
  return start == std::string::npos ? std::string() : help.substr(start);
}

TEST(Messages, OneExitStatusTableEverywhere) {
  const std::string table = exit_table(run_nqueens({"--help"}).out);
  for (const char* status : {"  0 ", "  1 ", "  2 ", "  3 ", "  130 ", "143"})
    EXPECT_TRUE(contains(table, status)) << status << " missing from:\n" << table;
  for (const std::string subcommand : {"list", "verify", "construct", "reproduce"})
    EXPECT_EQ(exit_table(run_nqueens({subcommand, "--help"}).out), table) << subcommand;
  EXPECT_TRUE(contains(read_whole_file(NQUEENS_SOURCE_DIR "/docs/command-reference.md"), table))
      << "docs/command-reference.md lacks the table of --help:\n" << table;
}

} // namespace
} // namespace nqueens::test
