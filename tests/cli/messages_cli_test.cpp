// Messages in the program's own words: unknown commands, the option
// parser's errors, no contradictions, notes for empty listings, help hints
// that name the subcommand, and one table of exit statuses everywhere.
#include "command_runner.hpp"

#include <gtest/gtest.h>

namespace nqueens::test {
namespace {

INSTANTIATE_TEST_SUITE_P(
    OwnWords, CliBadInput,
    ::testing::Values(BadInput{{"lsit", "8"}, "unknown command 'lsit' (commands: list, verify, construct, reproduce, merge; "
                                              "or a board size N to count)"},
                      BadInput{{"8", "-t"}, "option '-t' needs a value"},
                      BadInput{{"8", "-x"}, "unknown option '-x'"},
                      BadInput{{"8", "--fix", "1:1,"}, "--fix '1:1,' has an empty entry: give ROW:COL,ROW:COL,..."},
                      BadInput{{"8", "--fix", ",1:1"}, "--fix ',1:1' has an empty entry: give ROW:COL,ROW:COL,..."},
                      BadInput{{"8", "--fix", "1:1,1:1"}, "fixed queen 1:1 is given twice"},
                      BadInput{{"8", "--fix", "2:3", "--fix", "2:3"}, "fixed queen 2:3 is given twice"},
                      BadInput{{"construct", "0"}, "board size 0 is out of range (1 to 1000000000)"},
                      BadInput{{"list", "8", "--bogus"}, "unknown option '--bogus'"},
                      BadInput{{"reproduce", "--max"}, "option '--max' needs a value"},
                      BadInput{{"help", "lsit"}, "help: unknown command 'lsit' (commands: list, verify, construct, "
                                                 "reproduce, merge)"},
                      BadInput{{"8", "-u=false"}, "'-u=false': a short option takes no '=VALUE' (a flag stands alone, "
                                                  "a value follows a space; --NAME=VALUE is the long form)"},
                      BadInput{{"--test", "--depth", "2"}, "--depth does not apply to --test"},
                      BadInput{{"1", "-m", "halves", "--depth", "1"},
                               "the halves method does not split a board of size 1; it takes no prefix depth"}));

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

TEST(Messages, ARequestIsRefusedBeforeTheFirstLineOfOutput) {
  const CommandOutput isa =
      run_program("/bin/sh", {"-c", "NQUEENS_ISA=bogus exec \"$0\" reproduce --max 5", NQUEENS_BINARY});
  EXPECT_EQ(isa.status, 1);
  EXPECT_EQ(isa.out, "");
  EXPECT_EQ(lines_of(isa.err).size(), 1u) << isa.err;
  const CommandOutput memory = run_nqueens({"--test", "--memory", "1K", "-m", "halves", "-t", "1"});
  EXPECT_EQ(memory.status, 1);
  EXPECT_EQ(memory.out, "");
  EXPECT_TRUE(contains(memory.err, "needs at least 27 KiB for n = 1")) << memory.err;
}

TEST(Messages, HelpOfACommandIsItsHelp) {
  const CommandOutput word = run_nqueens({"help", "list"});
  EXPECT_EQ(word.status, 0);
  EXPECT_EQ(word.out, run_nqueens({"list", "--help"}).out);
}

TEST(Messages, OneCountIsSingular) {
  const CommandOutput reproduce = run_nqueens({"reproduce", "--max", "1"});
  EXPECT_EQ(reproduce.status, 0) << reproduce.err;
  EXPECT_TRUE(contains(reproduce.out, "\nBoard size 1 matches the published values.\n")) << reproduce.out;
  const CommandOutput problems = run_nqueens({"verify"}, "1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n1 1\n");
  EXPECT_EQ(problems.status, 1);
  EXPECT_TRUE(contains(problems.out, "(1 more problem not shown)\n")) << problems.out;
  const CommandOutput refused = run_nqueens({"16", "-m", "halves", "--memory", "1"});
  EXPECT_TRUE(contains(refused.err, "limit of 1 byte")) << refused.err;
  const CommandOutput estimate = run_nqueens({"1", "--estimate", "-t", "1"});
  EXPECT_EQ(estimate.status, 0) << estimate.err;
  EXPECT_TRUE(contains(estimate.out, "\nSample: 1 task timed in ")) << estimate.out;
}

TEST(Messages, AnEstimateNotesAttackingFixedQueensAsTheCountDoes) {
  const CommandOutput count = run_nqueens({"12", "--fix", "1:1,3:3"});
  const CommandOutput estimate = run_nqueens({"12", "--estimate", "--fix", "1:1,3:3"});
  EXPECT_EQ(estimate.status, 0) << estimate.err;
  EXPECT_EQ(estimate.err, count.err);
  EXPECT_TRUE(contains(estimate.err, "attack each other")) << estimate.err;
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
  for (const std::string subcommand : {"list", "verify", "construct", "reproduce", "merge"})
    EXPECT_EQ(exit_table(run_nqueens({subcommand, "--help"}).out), table) << subcommand;
  EXPECT_TRUE(contains(read_whole_file(NQUEENS_SOURCE_DIR "/docs/command-reference.md"), table))
      << "docs/command-reference.md lacks the table of --help:\n" << table;
}

} // namespace
} // namespace nqueens::test
