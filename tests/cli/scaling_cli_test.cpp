// nqueens N --threads LO:HI: one row per thread count, each with the same
// total, as a table, JSON or CSV.
#include "command_runner.hpp"
#include "oeis_values.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <sstream>

namespace nqueens::test {
namespace {

TEST(ScalingCli, TableHasOneRowPerThreadCountWithTheSameTotal) {
  const CommandOutput run = run_nqueens({"11", "--threads", "1:3", "--repeat", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> lines = lines_of(run.out);
  ASSERT_EQ(lines.size(), 2u + 3u) << run.out; // title, header, threads 1, 2, 3
  EXPECT_EQ(lines[0], "Thread scaling: n = 11, method symmetry, median of 2 runs");
  for (int threads = 1; threads <= 3; ++threads) {
    std::istringstream row(lines[1 + threads]);
    int shown_threads = 0;
    std::uint64_t total = 0;
    row >> shown_threads >> total;
    EXPECT_EQ(shown_threads, threads) << lines[1 + threads];
    EXPECT_EQ(total, total_solutions[11]) << lines[1 + threads];
  }
  EXPECT_NE(lines[2].find("1.00      100.0%"), std::string::npos) << "the first row is the baseline: " << lines[2];
}

TEST(ScalingCli, LadderIsBothEndsAndThePowersOfTwoBetween) {
  const CommandOutput run = run_nqueens({"8", "--threads", "3:9", "--repeat", "1", "--json"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json report = nlohmann::json::parse(run.out);
  std::vector<int> threads;
  for (const auto& row : report["scaling"]) {
    threads.push_back(row["threads"]);
    EXPECT_EQ(row["total"], 92);
  }
  for (const int expected : {3, 4, 8, 9})
    EXPECT_NE(std::find(threads.begin(), threads.end(), expected), threads.end()) << expected;
  EXPECT_TRUE(std::is_sorted(threads.begin(), threads.end()));
  EXPECT_EQ(report["total"], 92);
  EXPECT_EQ(report["repeats"], 1);
}

TEST(ScalingCli, CsvFileCarriesTheSameRows) {
  const std::filesystem::path csv = std::filesystem::temp_directory_path() / "nqueens-scaling-test.csv";
  std::filesystem::remove(csv);
  const CommandOutput run = run_nqueens({"10", "-t", "1:2", "--repeat", "1", "--csv", csv.string()});
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::string> lines = lines_of(read_whole_file(csv));
  std::filesystem::remove(csv);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[0], "n,method,threads,repeats,seconds,speedup,efficiency,nodes_per_second,solutions,nodes");
  EXPECT_EQ(lines[1].rfind("10,symmetry,1,1,", 0), 0u) << lines[1];
  EXPECT_EQ(lines[2].rfind("10,symmetry,2,1,", 0), 0u) << lines[2];
  for (const std::string& row : {lines[1], lines[2]})
    EXPECT_NE(row.find(",724,"), std::string::npos) << row;
}

TEST(ScalingCli, UnwritableCsvFailsBeforeCounting) {
  const CommandOutput run = run_nqueens({"10", "-t", "1:2", "--csv", "/nonexistent-dir/scaling.csv"});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "nqueens: cannot write '/nonexistent-dir/scaling.csv': No such file or directory\n");
}

} // namespace
} // namespace nqueens::test
