// nqueens reproduce: counts against the published tables, row by row.
#include "command_runner.hpp"
#include "oeis_values.hpp"

#include <gtest/gtest.h>

#include <sstream>

namespace nqueens::test {
namespace {

TEST(ReproduceCli, MatchesThePublishedValuesUpToTwelve) {
  const CommandOutput run = run_nqueens({"reproduce", "--max", "12"});
  ASSERT_EQ(run.status, 0) << run.out << run.err;
  std::istringstream out(run.out);
  std::string line;
  std::getline(out, line); // header
  EXPECT_NE(line.find("A000170"), std::string::npos) << line;
  for (int n = 1; n <= 12; ++n) {
    ASSERT_TRUE(std::getline(out, line));
    std::istringstream row(line);
    int shown_n = 0;
    std::uint64_t total = 0, published = 0;
    row >> shown_n >> total >> published;
    EXPECT_EQ(shown_n, n);
    EXPECT_EQ(total, total_solutions[n]) << line;
    EXPECT_EQ(published, total_solutions[n]) << line;
    EXPECT_NE(line.find(" OK "), std::string::npos) << line;
  }
  std::getline(out, line);
  EXPECT_EQ(line, "All 12 board sizes match the published values.");
}

TEST(ReproduceCli, BadOptionsAreUsageErrors) {
  const CommandOutput too_large = run_nqueens({"reproduce", "--max", "28"});
  EXPECT_EQ(too_large.status, 1);
  EXPECT_EQ(too_large.err,
            "nqueens: --max 28 is out of range (1 to 27, where the published values end)\nTry 'nqueens reproduce --help'\n");
  const CommandOutput positional = run_nqueens({"reproduce", "12"});
  EXPECT_EQ(positional.status, 1);
  EXPECT_EQ(positional.err, "nqueens: reproduce takes no board size: use --max N\nTry 'nqueens reproduce --help'\n");
}

} // namespace
} // namespace nqueens::test
