// The method descriptions against what the methods do, and against the
// tables of docs/algorithms.md that repeat them.
#include <nqueens/nqueens.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace nqueens {
namespace {

TEST(MethodTable, DescriptionsMatchWhatTheMethodsDo) {
  for (const Method method : all_methods()) {
    const MethodDescription& about = describe(method);
    EXPECT_EQ(about.method, method);
    EXPECT_EQ(parse_method(about.name), method);
    const CountResult result = count(6, {.threads = 1, .method = method});
    EXPECT_EQ(result.solutions, 4u) << about.name;
    EXPECT_EQ(result.unique.has_value(), about.counts_symmetry_classes) << about.name;
    const CountOptions fixed{.threads = 1, .method = method, .fixed_queens = {{0, 1}}};
    if (about.fixed_queens) {
      EXPECT_EQ(count(6, fixed).solutions, 1u) << about.name;
    } else {
      EXPECT_THROW(count(6, fixed), Error) << about.name;
    }
    if (about.max_n < max_board_size) {
      EXPECT_THROW(count(about.max_n + 1, {.method = method}), Error) << about.name;
    }
  }
}

TEST(MethodTable, FastestMethodFollowsTheDescriptions) {
  EXPECT_EQ(fastest_method(13, false), Method::symmetry);
  EXPECT_EQ(fastest_method(14, false), Method::halves);
  EXPECT_EQ(fastest_method(28, false), Method::halves);
  EXPECT_EQ(fastest_method(29, false), Method::symmetry);
  EXPECT_EQ(fastest_method(13, true), Method::symmetry);
  EXPECT_EQ(fastest_method(14, true), Method::halves);
  EXPECT_EQ(fastest_method(28, true), Method::halves);
  EXPECT_EQ(fastest_method(29, true), Method::symmetry);
  EXPECT_EQ(fastest_method(16, false, true), Method::mirror);
  for (int n = min_board_size; n <= max_board_size; ++n) {
    const MethodDescription& about = describe(fastest_method(n, false));
    EXPECT_LE(n, about.max_n);
    EXPECT_TRUE(describe(fastest_method(n, true)).counts_symmetry_classes);
    EXPECT_TRUE(describe(fastest_method(n, false, true)).fixed_queens);
  }
}

TEST(MethodTable, TheChoiceFallsBackFromHalvesWithTheReason) {
  const auto choice = [](int n, CountOptions request, bool symmetry_counts = false) {
    return choose_method(n, request, symmetry_counts);
  };
  // n = 16 on one thread: 209 KiB for the task list, the table's rows one
  // row choice reads (built on demand) and the worker's least buffers
  // (tests/cli's refusal says so).
  EXPECT_EQ(choice(16, {}).method, Method::halves) << "the default limit, half of the RAM";
  EXPECT_EQ(choice(16, {}).fallback, "");
  EXPECT_EQ(choice(16, {.threads = 1, .memory_limit_bytes = std::uint64_t{256} << 10}).method, Method::halves);
  const MethodChoice small = choice(16, {.threads = 1, .memory_limit_bytes = std::uint64_t{16} << 10}, true);
  EXPECT_EQ(small.method, Method::symmetry);
  EXPECT_NE(small.fallback.find("needs at least 209 KiB"), std::string::npos) << small.fallback;
  EXPECT_NE(small.fallback.find("counting with symmetry"), std::string::npos) << small.fallback;
  const MethodChoice depth = choice(16, {.prefix_depth = 3});
  EXPECT_EQ(depth.method, Method::symmetry);
  EXPECT_NE(depth.fallback.find("--depth"), std::string::npos) << depth.fallback;
  const MethodChoice fixed = choice(16, {.fixed_queens = {{0, 0}}});
  EXPECT_EQ(fixed.method, Method::mirror);
  EXPECT_NE(fixed.fallback.find("--fix"), std::string::npos) << fixed.fallback;
  // Below halves' range the rules themselves pick: nothing was passed over.
  EXPECT_EQ(choice(12, {.fixed_queens = {{0, 0}}}).method, Method::mirror);
  EXPECT_EQ(choice(12, {.fixed_queens = {{0, 0}}}).fallback, "");
  EXPECT_EQ(choice(12, {.prefix_depth = 3}).method, Method::symmetry);
  EXPECT_EQ(choice(12, {.prefix_depth = 3}).fallback, "");
  EXPECT_EQ(choice(12, {.memory_limit_bytes = 1}).method, Method::symmetry) << "no method but halves needs tables";
}

/// The cells of docs/algorithms.md's table rows that start with `method`
/// (in backquotes), one vector per table.
std::vector<std::vector<std::string>> documented_rows(const std::string& method) {
  std::ifstream file(std::string(NQUEENS_SOURCE_DIR) + "/docs/algorithms.md");
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(file, line);) {
    if (line.rfind("| `" + method + "` |", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream cut(line.substr(1));
    for (std::string cell; std::getline(cut, cell, '|');) {
      const std::size_t first = cell.find_first_not_of(' ');
      cells.push_back(cell.substr(first, cell.find_last_not_of(' ') + 1 - first));
    }
    rows.push_back(cells);
  }
  return rows;
}

TEST(MethodTable, TheDocsTablesRepeatTheDescriptions) {
  for (const Method method : all_methods()) {
    const MethodDescription& about = describe(method);
    const std::string name(about.name);
    std::map<std::size_t, std::vector<std::string>> by_width;
    for (const auto& row : documented_rows(name)) by_width[row.size()] = row;
    ASSERT_TRUE(by_width.contains(5)) << name << ": no row in the methods table";
    EXPECT_EQ(by_width[5][4], std::to_string(about.max_n)) << name;
    ASSERT_TRUE(by_width.contains(4)) << name << ": no row in the descriptions table";
    EXPECT_EQ(by_width[4][1], about.counts_symmetry_classes ? "total, unique, symmetric" : "total") << name;
    EXPECT_EQ(by_width[4][2], about.fixed_queens ? "yes" : "no") << name;
    EXPECT_EQ(by_width[4][3], about.split) << name;
  }
}

} // namespace
} // namespace nqueens
