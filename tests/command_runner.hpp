// Runs the nqueens binary as a child process, as a user or a script would,
// and captures what it prints. Header-only: shared by the command-line tests.
#pragma once

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace nqueens::test {

struct CommandOutput {
  /// The exit status, or 128 + the signal that ended the process.
  int status = -1;
  std::string out;
  std::string err;
};

inline std::string read_whole_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The lines of `text`, without their line ends.
inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

/// Runs NQUEENS_BINARY with `args`, feeding `input` on stdin. A child that
/// hangs is killed after `seconds` (SIGALRM survives exec), so a hang fails
/// the test instead of stalling the suite.
inline CommandOutput run_nqueens(const std::vector<std::string>& args, const std::string& input = "",
                                 unsigned seconds = 120) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string tag = std::to_string(::getpid()) + "-" + std::to_string(reinterpret_cast<std::uintptr_t>(&args));
  const std::filesystem::path in_path = dir / ("nqueens-in-" + tag);
  const std::filesystem::path out_path = dir / ("nqueens-out-" + tag);
  const std::filesystem::path err_path = dir / ("nqueens-err-" + tag);
  std::ofstream(in_path, std::ios::binary) << input;

  std::vector<std::string> argv_strings{NQUEENS_BINARY};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& arg : argv_strings) argv.push_back(arg.data());
  argv.push_back(nullptr);

  const pid_t child = ::fork();
  if (child == 0) {
    std::freopen(in_path.c_str(), "rb", stdin);
    std::freopen(out_path.c_str(), "wb", stdout);
    std::freopen(err_path.c_str(), "wb", stderr);
    ::alarm(seconds);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  int wait_status = 0;
  ::waitpid(child, &wait_status, 0);
  CommandOutput result;
  result.status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128 + WTERMSIG(wait_status);
  result.out = read_whole_file(out_path);
  result.err = read_whole_file(err_path);
  std::filesystem::remove(in_path);
  std::filesystem::remove(out_path);
  std::filesystem::remove(err_path);
  return result;
}

/// A command line that must fail with one usage-error line: the tables of
/// bad input in the command-line tests.
struct BadInput {
  std::vector<std::string> args;
  std::string message;

  // Names the case by its arguments in test listings and failures.
  friend void PrintTo(const BadInput& bad, std::ostream* out) {
    *out << "nqueens";
    for (const std::string& arg : bad.args) *out << ' ' << arg;
  }
};

/// The fixture of those tables: its test is in cli_test.cpp, and each test
/// file instantiates it with its own table.
class CliBadInput : public ::testing::TestWithParam<BadInput> {};

} // namespace nqueens::test
