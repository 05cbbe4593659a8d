// Arguments no parser should see: too long for the option parser's regular
// expressions, or not text. Each is refused in one line, in every command,
// before anything else reads it.
#include "command_runner.hpp"

#include <gtest/gtest.h>

#include <string>

namespace nqueens::test {
namespace {

const std::string long_option = "--" + std::string(40000, 'x');
const std::string long_value = "--method=" + std::string(100000, 'm');
const std::string long_short_flags = "-" + std::string(40000, 'u');
const std::string too_long_message = " bytes long, more than the 4096 an argument may have";

INSTANTIATE_TEST_SUITE_P(
    HostileInput, CliBadInput,
    ::testing::Values(BadInput{{"8", long_option}, "argument 2 is 40002" + too_long_message},
                      BadInput{{"8", long_value}, "argument 2 is 100009" + too_long_message},
                      BadInput{{"8", long_short_flags}, "argument 2 is 40001" + too_long_message},
                      BadInput{{long_option}, "argument 1 is 40002" + too_long_message},
                      BadInput{{"list", "8", long_option}, "argument 3 is 40002" + too_long_message},
                      BadInput{{"verify", long_option}, "argument 2 is 40002" + too_long_message},
                      BadInput{{"construct", long_value}, "argument 2 is 100009" + too_long_message},
                      BadInput{{"reproduce", long_short_flags}, "argument 2 is 40001" + too_long_message},
                      BadInput{{"8", "--checkpoint", "caf\xe9.ckpt"}, "argument 3 is not valid UTF-8"},
                      BadInput{{"8", "\xed\xa0\x80"}, "argument 2 is not valid UTF-8"},
                      BadInput{{"8", "\xc0\xaf"}, "argument 2 is not valid UTF-8"}));

TEST(HostileInput, AnArgumentOfTheLongestPathIsParsed) {
  // 4096 bytes, the cap itself: read, and refused only for what it says.
  const std::string method(4096 - 9, 'm');
  const CommandOutput run = run_nqueens({"8", "--method=" + method});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err.rfind("nqueens: unknown method '" + method + "'", 0), 0u) << run.err.substr(0, 200);
  EXPECT_EQ(run.out, "");
}

TEST(HostileInput, TextInOtherScriptsIsValid) {
  const CommandOutput run = run_nqueens({"8", "--checkpoint", "/nonexistent-dir/\xc3\xa9\xe2\x82\xac\xf0\x9f\x91\x91"});
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("/nonexistent-dir/\xc3\xa9\xe2\x82\xac\xf0\x9f\x91\x91"), std::string::npos) << run.err;
}

} // namespace
} // namespace nqueens::test
