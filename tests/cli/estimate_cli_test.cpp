// nqueens N --estimate: the plan of the count the same options would run,
// as text (a projected setup apart from the measured one) and as JSON with
// exactly its nine keys; options that make no sense for it refused in one
// line.
#include "command_runner.hpp"
#include "json_keys.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <set>

namespace nqueens::test {
namespace {

nlohmann::json json_of(const std::vector<std::string>& args) {
  const CommandOutput run = run_nqueens(args);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(run.err, "");
  return nlohmann::json::parse(run.out);
}

TEST(EstimateCli, JsonHasExactlyTheNineKeysTypedAndTheCountsPlan) {
  for (const std::vector<std::string>& options : {std::vector<std::string>{"13", "--threads", "2"},
                                                 {"14", "--threads", "2", "--method", "halves"},
                                                 {"12", "--threads", "3", "--method", "mirror", "--fix", "1:2"}}) {
    std::vector<std::string> estimate_args = options, count_args = options;
    estimate_args.insert(estimate_args.end(), {"--estimate", "--json"});
    count_args.push_back("--json");
    const nlohmann::json estimate = json_of(estimate_args);
    const nlohmann::json count = json_of(count_args);
    SCOPED_TRACE(count.dump());
    EXPECT_EQ(keys_of(estimate), (std::set<std::string>{"method", "tasks", "estimated_seconds",
                                                        "estimated_seconds_error", "estimated_peak_memory_bytes",
                                                        "estimated_solutions", "estimated_solutions_error",
                                                        "threads", "isa"}));
    EXPECT_TRUE(estimate["method"].is_string());
    EXPECT_TRUE(estimate["tasks"].is_number_unsigned());
    EXPECT_TRUE(estimate["estimated_seconds"].is_number());
    EXPECT_TRUE(estimate["estimated_seconds_error"].is_number());
    EXPECT_TRUE(estimate["estimated_peak_memory_bytes"].is_number_unsigned());
    EXPECT_TRUE(estimate["threads"].is_number_integer());
    EXPECT_GT(estimate["estimated_seconds"].get<double>(), 0);
    EXPECT_GE(estimate["estimated_seconds_error"].get<double>(), 0);
    EXPECT_EQ(estimate["method"], count["method"]);
    EXPECT_EQ(estimate["tasks"], count["tasks"]);
    EXPECT_EQ(estimate["threads"], count["threads"]);
    // The count names an instruction set only where the method dispatches one.
    if (count.contains("isa"))
      EXPECT_EQ(estimate["isa"], count["isa"]);
    else
      EXPECT_TRUE(estimate["isa"].is_null());
    // The count leaves out a negligible peak memory; the estimate says 0.
    EXPECT_EQ(estimate["estimated_peak_memory_bytes"].get<std::uint64_t>() == 0, !count.contains("peak_memory_bytes"));
  }
}

TEST(EstimateCli, UniqueEstimatesTheMethodThatCountsTheClasses) {
  EXPECT_EQ(json_of({"15", "--unique", "--estimate", "--json"})["method"],
            json_of({"15", "--unique", "--json"})["method"]);
}

TEST(EstimateCli, TextNamesThePlanAndTheProjection) {
  const CommandOutput run = run_nqueens({"14", "--estimate", "--threads", "2", "--method", "halves"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(keys_of(run.out), (std::vector<std::string>{"Board size", "Method", "Instruction set", "Tasks",
                                                         "Threads", "Estimated peak memory", "Estimated seconds",
                                                         "Estimated solutions", "Sample"}));
  // Every task of n = 14 fits the five seconds: the projection is the count.
  EXPECT_NE(run.out.find("Estimated solutions: 365596 +- 0\n"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Method: halves\n"), std::string::npos);
  EXPECT_NE(run.out.find("Threads: 2\n"), std::string::npos);
}

TEST(EstimateCli, RowSetsBuiltOnDemandAreAnEstimatedSetupApartFromTheSamples) {
  // n = 17 within 1 MiB: halves builds its table's row sets as tasks need
  // them, a setup the count will spend, not one the sample waited for.
  const auto start = std::chrono::steady_clock::now();
  const CommandOutput run =
      run_nqueens({"17", "--estimate", "--memory", "1M", "--threads", "2", "--sample-seconds", "1"});
  const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(keys_of(run.out), (std::vector<std::string>{"Board size", "Method", "Instruction set", "Tasks",
                                                         "Threads", "Estimated peak memory", "Estimated seconds",
                                                         "Estimated setup seconds", "Estimated solutions",
                                                         "Sample"}));
  const std::string projected_key = "Estimated setup seconds: ", measured_key = ", after ";
  const std::size_t projected_at = run.out.find(projected_key);
  const std::size_t measured_at = run.out.find(measured_key);
  ASSERT_NE(projected_at, std::string::npos) << run.out;
  ASSERT_NE(measured_at, std::string::npos) << run.out;
  const double projected = std::stod(run.out.substr(projected_at + projected_key.size()));
  const double measured = std::stod(run.out.substr(measured_at + measured_key.size()));
  EXPECT_GT(projected, measured) << run.out;
  EXPECT_LE(measured, wall.count()) << run.out;
}

TEST(EstimateCli, SampleSecondsAreTakenWithTheEstimate) {
  // n = 16's tasks all fit a second's sample on two threads: the projection
  // is then the count.
  const CommandOutput run = run_nqueens({"16", "--estimate", "--sample-seconds", "1", "--threads", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.out.find("Sample: "), std::string::npos) << run.out;
}

TEST(EstimateCli, ASeedDrawsItsOwnSample) {
  // n = 16 by bitmask takes seconds on two threads: a one-second sample
  // projects it from some of its 210 tasks, which the seed draws.
  const auto solutions = [](const std::string& seed) {
    const CommandOutput run = run_nqueens({"16", "--method", "bitmask", "--threads", "2", "--estimate",
                                           "--sample-seconds", "1", "--seed", seed, "--json"});
    EXPECT_EQ(run.status, 0) << run.err;
    const nlohmann::json estimate = nlohmann::json::parse(run.out);
    EXPECT_GT(estimate["estimated_solutions_error"].get<double>(), 0) << run.out;
    return estimate["estimated_solutions"].get<double>();
  };
  EXPECT_NE(solutions("1"), solutions("18446744073709551615"));
}

TEST(EstimateCli, TheLargestBoardsArePlannedInAboutTheSampleTimeGiven) {
  // Past n = 28 (symmetry) the boards below a task once took minutes to list
  // before any was counted (n = 32: nine). Killed after a minute.
  for (const std::string n : {"29", "32"}) {
    const CommandOutput run =
        run_nqueens({n, "--estimate", "--sample-seconds", "1", "--threads", "2", "--json"}, "", 60);
    ASSERT_EQ(run.status, 0) << n << ": " << run.err;
    const nlohmann::json estimate = nlohmann::json::parse(run.out);
    EXPECT_EQ(estimate["method"], "symmetry") << run.out;
    EXPECT_LT(estimate["estimated_seconds_error"].get<double>(), estimate["estimated_seconds"].get<double>())
        << run.out;
  }
}

TEST(EstimateCli, ADepthThatSplitsPastTheMemoryLimitIsRefusedInOneLine) {
  // Each would list billions of tasks: the list stops at what 16 MiB holds.
  // (Past n = 28, where the default is symmetry, no note on halves comes first.)
  for (const std::vector<std::string>& args : {std::vector<std::string>{"29", "--estimate", "--depth", "6"},
                                              {"32", "--method", "mirror", "--depth", "12"},
                                              {"30", "--fix", "1:1", "--depth", "14"}}) {
    std::vector<std::string> limited = args;
    limited.insert(limited.end(), {"--memory", "16M"});
    const CommandOutput run = run_nqueens(limited);
    SCOPED_TRACE(limited[0] + " " + limited[1] + " " + limited[2]);
    EXPECT_EQ(run.status, 1);
    EXPECT_EQ(run.out, "");
    EXPECT_EQ(run.err.rfind("nqueens: prefix depth " + args[args.size() - 1] + " splits n = " + args[0] +
                                " into more than ",
                            0),
              0u)
        << run.err;
    EXPECT_NE(run.err.find(" tasks, more than the memory limit holds (--memory); choose a smaller depth"),
              std::string::npos)
        << run.err;
  }
}

TEST(EstimateCli, TheHelpNamesIt) { EXPECT_NE(run_nqueens({"--help"}).out.find("--estimate"), std::string::npos); }

INSTANTIATE_TEST_SUITE_P(
    Estimate, CliBadInput,
    ::testing::Values(BadInput{{"12", "--estimate", "--threads", "1:2"}, "--estimate takes one thread count, not a range"},
                      BadInput{{"12", "--estimate", "--quiet"}, "--quiet does not apply to --estimate"},
                      BadInput{{"12", "--estimate", "--checkpoint", "x.ckpt"},
                               "--checkpoint does not apply to --estimate"},
                      BadInput{{"12", "--estimate", "--double-check"}, "--double-check does not apply to --estimate"},
                      BadInput{{"12", "--estimate", "--status"}, "--status does not apply to --estimate"},
                      BadInput{{"--estimate", "--test"}, "--test does not apply to --estimate"},
                      BadInput{{"--estimate"}, "missing board size N"},
                      BadInput{{"12", "--estimate", "--sample-seconds", "0"}, "sample seconds must be at least 1"},
                      BadInput{{"12", "--estimate", "--sample-seconds", "2.5"},
                               "sample seconds '2.5' is not a positive integer"},
                      BadInput{{"12", "--sample-seconds", "3"},
                               "--sample-seconds times an estimate's sample: give it with --estimate"},
                      BadInput{{"12", "--seed", "3"}, "--seed draws an estimate's sample: give it with --estimate"},
                      BadInput{{"12", "--estimate", "--seed", "-1"},
                               "seed '-1' is not a whole number (0 to 2^64 - 1)"},
                      BadInput{{"12", "--estimate", "--seed", "0x10"},
                               "seed '0x10' is not a whole number (0 to 2^64 - 1)"},
                      BadInput{{"12", "--estimate", "--seed", "18446744073709551616"},
                               "seed '18446744073709551616' is too large"},
                      BadInput{{"8", "--estimate", "--depth", "9"},
                               "prefix depth 9 is out of range (1 to n = 8, or 0 to choose)"}));

} // namespace
} // namespace nqueens::test
