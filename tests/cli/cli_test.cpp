// The nqueens command: output, self-check and the bad-input table.
#include "command_runner.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace nqueens::test {
namespace {

TEST(Cli, DefaultOutputSaysWhatWasComputed) {
  const CommandOutput run = run_nqueens({"10", "--threads", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Board size: 10\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Solutions: 724\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Threads: 2\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Seconds: "), std::string::npos) << run.out;
  EXPECT_EQ(run.err, "");
}

TEST(Cli, QuietPrintsTheBareNumber) {
  const CommandOutput run = run_nqueens({"12", "-q"});
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out, "14200\n");
}

TEST(Cli, QuietWithTimeAddsSeconds) {
  const CommandOutput run = run_nqueens({"-q", "--time", "8", "-t", "1"});
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.out.rfind("92\nSeconds: ", 0), 0u) << run.out;
}

TEST(Cli, UniquePrintsAllFourCounts) {
  const CommandOutput run = run_nqueens({"12", "--unique"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Method: symmetry\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Solutions: 14200\nUnique solutions: 1787\nQuarter-turn symmetric: 8\n"
                         "Half-turn symmetric: 80\n"),
            std::string::npos)
      << run.out;
  const CommandOutput quiet = run_nqueens({"13", "--all-counts", "-q"});
  ASSERT_EQ(quiet.status, 0) << quiet.err;
  EXPECT_EQ(quiet.out, "73712\n9233\n8\n136\n");
}

TEST(Cli, MethodsAgree) {
  for (const char* method : {"mirror", "symmetry"}) {
    const CommandOutput run = run_nqueens({"11", "-q", "--method", method});
    ASSERT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(run.out, "2680\n") << method;
  }
}

TEST(Cli, DefaultMethodIsTheFastestForTheRequest) {
  const auto method_of = [](const std::vector<std::string>& args) {
    const CommandOutput run = run_nqueens(args);
    EXPECT_EQ(run.status, 0) << run.err;
    const std::size_t at = run.out.find("Method: ");
    return at == std::string::npos ? run.out : run.out.substr(at + 8, run.out.find('\n', at) - at - 8);
  };
  EXPECT_EQ(method_of({"12"}), "symmetry");
  EXPECT_EQ(method_of({"14"}), "halves");
  EXPECT_EQ(method_of({"13", "--unique"}), "symmetry");
  EXPECT_EQ(method_of({"14", "--unique"}), "halves");
  EXPECT_EQ(method_of({"14", "--depth", "3"}), "symmetry") << "halves takes no depth";
  EXPECT_EQ(method_of({"14", "--fix", "1:1"}), "mirror");
  EXPECT_EQ(method_of({"14", "--method", "bitmask"}), "bitmask");
  EXPECT_EQ(method_of({"16", "--memory", "64K", "-t", "1"}), "symmetry") << "halves needs 209 KiB";
}

TEST(Cli, AFallBackFromTheDefaultMethodIsSaidInOneLine) {
  const CommandOutput run = run_nqueens({"16", "--memory", "64K", "-t", "1", "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "14772512\n");
  EXPECT_EQ(run.err.rfind("nqueens: note: the halves method needs at least 209 KiB for n = 16", 0), 0u) << run.err;
  EXPECT_NE(run.err.find("; counting with symmetry, which is slower at this size\n"), std::string::npos) << run.err;
  EXPECT_EQ(std::count(run.err.begin(), run.err.end(), '\n'), 1) << run.err;
  const CommandOutput depth = run_nqueens({"14", "--depth", "3", "-q"});
  EXPECT_NE(depth.err.find("nqueens: note: the halves method splits the board at n / 2 = 7 rows"), std::string::npos)
      << depth.err;
  EXPECT_EQ(run_nqueens({"14", "-q"}).err, "") << "no note where the fastest method counts";
  EXPECT_EQ(run_nqueens({"12", "--depth", "3", "-q"}).err, "") << "symmetry is the fastest at n = 12";
}

TEST(Cli, HalvesPrintsItsPeakMemory) {
  const CommandOutput run = run_nqueens({"14", "--method", "halves", "--memory", "64M", "-t", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Method: halves\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Solutions: 365596\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Peak memory: "), std::string::npos) << run.out;
  EXPECT_EQ(run.out.find("Nodes: "), std::string::npos) << "halves searches no tree: " << run.out;
  EXPECT_NE(run.out.find(" (row choices)\nThreads: "), std::string::npos) << "its split is no prefix: " << run.out;
}

TEST(Cli, TheMemoryLimitAHalvesRefusalNamesIsEnough) {
  // The smallest limit holds the task list and the quadrant table's rows
  // that one row choice reads: the table is built and dropped on demand.
  const CommandOutput refused = run_nqueens({"16", "--method", "halves", "--memory", "16K"});
  ASSERT_NE(refused.status, 0);
  const std::string named = "give a limit of ";
  const std::size_t at = refused.err.find(named);
  ASSERT_NE(at, std::string::npos) << refused.err;
  const std::size_t from = at + named.size();
  const std::size_t space = refused.err.find(' ', from);
  const std::string amount = refused.err.substr(from, space - from);
  const std::string unit = refused.err.substr(space + 1, 1); // "KiB" or "MiB"
  const CommandOutput run = run_nqueens({"16", "--method", "halves", "--memory", amount + unit, "-q"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.out, "14772512\n");
  const std::string less_memory = std::to_string(std::stoi(amount) - 1) + unit;
  const CommandOutput less = run_nqueens({"16", "--method", "halves", "--memory", less_memory, "-q"});
  EXPECT_NE(less.status, 0) << "the named limit is the smallest";
}

TEST(Cli, SelfTestPasses) {
  const CommandOutput run = run_nqueens({"--test"});
  ASSERT_EQ(run.status, 0) << run.out;
  EXPECT_NE(run.out.find("n = 15  solutions = 2279184   unique = 285053  OK"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("All 15 tests passed."), std::string::npos);
  EXPECT_EQ(run.out.find("FAIL"), std::string::npos);
}

TEST(Cli, HelpAndVersion) {
  const CommandOutput help = run_nqueens({"--help"});
  EXPECT_EQ(help.status, 0);
  EXPECT_NE(help.out.find("--threads"), std::string::npos);
  const CommandOutput version = run_nqueens({"-v"});
  EXPECT_EQ(version.status, 0);
  EXPECT_EQ(version.out.rfind("nqueens ", 0), 0u);
}

TEST_P(CliBadInput, OneLineErrorAndStatusOne) {
  const BadInput& bad = GetParam();
  const CommandOutput run = run_nqueens(bad.args, "", 10);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  // A subcommand's mistake points to the subcommand's help.
  const bool subcommand = !bad.args.empty() && (bad.args[0] == "list" || bad.args[0] == "verify" ||
                                                bad.args[0] == "construct" || bad.args[0] == "reproduce" ||
                                                bad.args[0] == "merge");
  const std::string help = subcommand ? "nqueens " + bad.args[0] : "nqueens";
  EXPECT_EQ(run.err, "nqueens: " + bad.message + "\nTry '" + help + " --help'\n");
}

INSTANTIATE_TEST_SUITE_P(
    Table, CliBadInput,
    ::testing::Values(BadInput{{}, "missing board size N"},
                      BadInput{{"abc"}, "unknown command 'abc' (commands: list, verify, construct, reproduce, merge; "
                                        "or a board size N to count)"},
                      BadInput{{"-1"}, "board size '-1' is not a positive integer"},
                      BadInput{{"0"}, "board size 0 is out of range (1 to 32)"},
                      BadInput{{"33"}, "board size 33 is out of range (1 to 32)"},
                      BadInput{{"12abc"}, "board size '12abc' is not a positive integer"},
                      BadInput{{"1e3"}, "board size '1e3' is not a positive integer"},
                      BadInput{{"99999999999999999999"}, "board size '99999999999999999999' is too large"},
                      BadInput{{"12", "13"}, "expected one board size, got 2"},
                      BadInput{{"8", "--threads", "0"}, "thread count 0 is out of range (1 to 1024)"},
                      BadInput{{"8", "--threads", "-2"}, "thread count '-2' is not a positive integer"},
                      BadInput{{"8", "--threads", "abc"}, "thread count 'abc' is not a positive integer"},
                      BadInput{{"8", "--threads", "100000"}, "thread count 100000 is out of range (1 to 1024)"},
                      BadInput{{"8", "--threads"}, "option '--threads' needs a value"},
                      BadInput{{"8", "--bogus"}, "unknown option '--bogus'"},
                      BadInput{{"8", "--method", "magic"},
                               "unknown method 'magic' (choose from: symmetry, halves, mirror, bitmask, brute, "
                               "permutation, backtrack, arrays)"},
                      BadInput{{"8", "--unique", "--fix", "1:1"}, "--unique cannot be combined with --fix"},
                      BadInput{{"8", "--unique", "--method", "mirror"},
                               "--unique needs --method symmetry or halves: method mirror counts only the total"},
                      BadInput{{"8", "--depth", "9"}, "prefix depth 9 is out of range (1 to n = 8, or 0 to choose)"},
                      BadInput{{"--test", "5"}, "--test takes no board size"},
                      BadInput{{"8", "--threads", "1:0"}, "thread count 0 is out of range (1 to 1024)"},
                      BadInput{{"8", "--threads", "3:2"}, "thread range '3:2' is empty (LO > HI)"},
                      BadInput{{"8", "--threads", "a:b"}, "thread count 'a' is not a positive integer"},
                      BadInput{{"8", "--threads", "1:2000"}, "thread count 2000 is out of range (1 to 1024)"},
                      BadInput{{"8", "--threads", ":4"}, "thread range ':4' is not of the form LO:HI"},
                      BadInput{{"8", "--threads", "1:2:3"}, "thread range '1:2:3' is not of the form LO:HI"},
                      BadInput{{"8", "-t", "1:2", "--repeat", "0"}, "repeat count must be at least 1"},
                      BadInput{{"8", "--repeat", "2"}, "--repeat needs a thread range (--threads LO:HI)"},
                      BadInput{{"8", "--csv", "out.csv"}, "--csv needs a thread range (--threads LO:HI)"},
                      BadInput{{"8", "--json", "-q"}, "--json and --quiet cannot be used together"},
                      BadInput{{"8", "-s", "--no-status"}, "--status and --no-status cannot be used together"},
                      BadInput{{"8", "--checkpoint"}, "option '--checkpoint' needs a value"},
                      BadInput{{"8", "--checkpoint", ""}, "checkpoint file name is empty"},
                      BadInput{{"--test", "--checkpoint", "x.ckpt"}, "--test takes no checkpoint"},
                      BadInput{{"--test", "--double-check"},
                               "--test checks against the published counts; drop --double-check"},
                      BadInput{{"8", "--memory", "0"},
                               "memory size '0' is not a whole positive number of bytes, or of KiB, MiB or GiB with K, M or G"},
                      BadInput{{"8", "--memory", "1.5G"},
                               "memory size '1.5G' is not a whole positive number of bytes, or of KiB, MiB or GiB with K, M or G "
                               "(1536M, say, for 1.5G)"},
                      BadInput{{"8", "--memory", "12X"},
                               "memory size '12X' is not a whole positive number of bytes, or of KiB, MiB or GiB with K, M or G"},
                      BadInput{{"8", "--memory", "99999999999999999999"}, "memory size '99999999999999999999' is too large"},
                      BadInput{{"8", "--memory", "99999999999G"}, "memory size '99999999999G' is too large"},
                      BadInput{{"18", "--method", "halves", "--memory", "16K", "-t", "2"},
                               "the halves method needs at least 2 MiB for n = 18 (task list, the quadrant "
                               "table's rows that one row choice reads and each worker's least buffers), over the "
                               "memory limit of 16 KiB; give a limit of 2 MiB (--memory), or use the symmetry "
                               "method, which builds no tables"},
                      BadInput{{"14", "--method", "halves", "--memory", "1K", "-t", "1"},
                               "the halves method needs at least 90 KiB for n = 14 (task list, the quadrant "
                               "table's rows that one row choice reads and each worker's least buffers), over the "
                               "memory limit of 1 KiB; give a limit of 90 KiB (--memory), or use the symmetry "
                               "method, which builds no tables"}));

} // namespace
} // namespace nqueens::test
