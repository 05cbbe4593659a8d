// Reading solution lines: valid ones in both forms, a table of broken ones
// with the problem named, junk that must never crash, and the tally.
#include <nqueens/solutions.hpp>

#include <gtest/gtest.h>

#include <random>

namespace nqueens {
namespace {

TEST(SolutionLine, ReadsBothFormsOfList) {
  const std::vector<std::uint32_t> expected{1, 3, 0, 2};
  for (const char* text : {"2 4 1 3", "[2,4,1,3]", "  2\t4 1 3  ", "[ 2, 4 ,1,3 ]", "2 4 1 3\r", "1"}) {
    const SolutionLine line = read_solution_line(text);
    EXPECT_TRUE(line.valid()) << text << ": " << line.problem;
    if (std::string_view(text) != "1") {
      EXPECT_EQ(line.columns, expected) << text;
    }
  }
}

struct BrokenLine {
  std::string text;
  std::string problem;
};

TEST(SolutionLine, NamesTheFirstProblem) {
  const std::vector<BrokenLine> table{
      {"", "empty line"},
      {"   ", "empty line"},
      {"[]", "no columns"},
      {"1 2", "rows 1 and 2 share a diagonal"},
      {"2 4 1 1", "rows 3 and 4 share a column"},
      {"2 4 3 1", "rows 2 and 3 share a diagonal"},
      {"2 4 1 5", "column 5 in row 4 is out of range (1 to 4)"},
      {"0 4 1 3", "column 0 in row 1 is out of range (1 to 4)"},
      {"2 4 x 3", "unexpected 'x' at byte 5"},
      {"2 4 1 3a", "unexpected 'a' at byte 8"},
      {"2,4,1,3", "unexpected ',' at byte 2"},
      {"-2 4 1 3", "unexpected '-' at byte 1"},
      {"[2,4,1,3", "missing ']' at the end of the line"},
      {"[2,4,,1,3]", "unexpected ',' at byte 6"},
      {"[2,4,1,3,]", "unexpected ']' at byte 10"},
      {"[2,4,1,3] 5", "unexpected '5' at byte 11"},
      {"[2 4 1 3]", "unexpected '4' at byte 4"},
      {"2 4 1 3 \x01", "unexpected byte 0x01 at byte 9"},
      {std::string("2 4\0 1 3", 8), "unexpected byte 0x00 at byte 4"},
      {"99999999999999999999999999999999 1", "number 999999999999999999999999... at byte 1 is too large"},
      {"100000001", "number 100000001 at byte 1 is too large"},
  };
  for (const BrokenLine& broken : table) {
    const SolutionLine line = read_solution_line(broken.text);
    EXPECT_FALSE(line.valid()) << broken.text;
    EXPECT_EQ(line.problem, broken.problem) << broken.text;
    EXPECT_TRUE(line.columns.empty());
  }
}

TEST(SolutionLine, SurvivesRandomBytesAndLongLines) {
  std::mt19937 random(7);
  std::uniform_int_distribution<int> byte(0, 255);
  for (int trial = 0; trial < 2000; ++trial) {
    std::string junk(static_cast<std::size_t>(trial % 64), '\0');
    for (char& c : junk) c = static_cast<char>(byte(random));
    if (trial % 2 == 0) junk = "[" + junk;
    const SolutionLine line = read_solution_line(junk);
    // Columns come only with a valid line.
    EXPECT_EQ(line.columns.empty(), !line.valid()) << line.problem;
  }
  EXPECT_FALSE(read_solution_line(std::string(10'000'000, '7')).valid());
  std::string spaces_then_junk(1'000'000, ' ');
  spaces_then_junk += 'x';
  EXPECT_FALSE(read_solution_line(spaces_then_junk).valid());
}

TEST(CanonicalForm, IsTheSmallestImage) {
  // 2 4 1 3 and its mirror image 3 1 4 2 form one class.
  EXPECT_EQ(canonical_form(std::vector<std::uint32_t>{2, 0, 3, 1}), (std::vector<std::uint32_t>{1, 3, 0, 2}));
  EXPECT_EQ(canonical_form(std::vector<std::uint32_t>{1, 3, 0, 2}), (std::vector<std::uint32_t>{1, 3, 0, 2}));
  EXPECT_EQ(canonical_form(std::vector<std::uint32_t>{0}), (std::vector<std::uint32_t>{0}));
}

TEST(SolutionTally, CountsClassesAndFindsRepeatsWithLineNumbers) {
  SolutionTally tally(2);
  for (const char* text : {"2 4 1 3", "3 1 4 2", "nonsense", "2 4 1 3", "1", "1 2"}) tally.add_line(text);
  EXPECT_EQ(tally.lines(), 6u);
  EXPECT_EQ(tally.valid(), 3u);
  EXPECT_EQ(tally.classes(), 2u); // n = 4's one class and n = 1's
  EXPECT_EQ(tally.problems(), 3u);
  ASSERT_EQ(tally.first_problems().size(), 2u);
  EXPECT_EQ(tally.first_problems()[0].line, 3u);
  EXPECT_EQ(tally.first_problems()[0].problem, "unexpected 'n' at byte 1");
  EXPECT_EQ(tally.first_problems()[1].line, 4u);
  EXPECT_EQ(tally.first_problems()[1].problem, "repeats line 1");
  EXPECT_FALSE(tally.all_valid());
}

TEST(SolutionTally, TellsLargeBoardsApart) {
  // n = 40 is past the exact keys: two different solutions of it (a solution
  // and its mirror image) are two valid lines of one class.
  std::string text, mirrored;
  const std::vector<int> columns{2,  4,  6,  8,  10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40,
                                 1,  3,  5,  7,  9,  11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31, 33, 35, 37, 39};
  for (const int column : columns) {
    text += std::to_string(column) + " ";
    mirrored += std::to_string(41 - column) + " ";
  }
  SolutionTally tally;
  tally.add_line(text);
  tally.add_line(mirrored);
  tally.add_line(text);
  EXPECT_EQ(tally.valid(), 2u);
  EXPECT_EQ(tally.classes(), 1u);
  EXPECT_EQ(tally.problems(), 1u);
}

} // namespace
} // namespace nqueens
