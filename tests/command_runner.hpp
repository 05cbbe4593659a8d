// Runs a built program (nqueens, or nqueens-mpi under mpirun) as a child
// process, as a user or a script would, and captures what it prints.
// Header-only: shared by the command-line tests.
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

/// The keys of `text`'s `Key: value` lines, in order.
inline std::vector<std::string> keys_of(const std::string& text) {
  std::vector<std::string> keys;
  for (const std::string& line : lines_of(text)) keys.push_back(line.substr(0, line.find(':')));
  return keys;
}

/// Whether `part` occurs in `text`.
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// A started process, its output going to temporary files.
struct RunningCommand {
  pid_t pid = -1;
  std::filesystem::path in_path, out_path, err_path;
};

/// Starts `program` with `args`, feeding `input` on stdin, and returns at
/// once. A child that hangs is killed after `seconds` (SIGALRM survives
/// exec), so a hang fails the test instead of stalling the suite.
inline RunningCommand start_program(const std::string& program, const std::vector<std::string>& args,
                                    const std::string& input = "", unsigned seconds = 120) {
  static int started = 0;
  const std::filesystem::path dir = std::filesystem::temp_directory_path();
  const std::string tag = std::to_string(::getpid()) + "-" + std::to_string(++started);
  RunningCommand command{-1, dir / ("nqueens-in-" + tag), dir / ("nqueens-out-" + tag),
                         dir / ("nqueens-err-" + tag)};
  std::ofstream(command.in_path, std::ios::binary) << input;

  std::vector<std::string> argv_strings{program};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& arg : argv_strings) argv.push_back(arg.data());
  argv.push_back(nullptr);

  command.pid = ::fork();
  if (command.pid == 0) {
    std::freopen(command.in_path.c_str(), "rb", stdin);
    std::freopen(command.out_path.c_str(), "wb", stdout);
    std::freopen(command.err_path.c_str(), "wb", stderr);
    ::alarm(seconds);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  return command;
}

/// Waits for a started command to end and collects what it printed.
inline CommandOutput finish(const RunningCommand& command) {
  int wait_status = 0;
  ::waitpid(command.pid, &wait_status, 0);
  CommandOutput result;
  result.status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128 + WTERMSIG(wait_status);
  result.out = read_whole_file(command.out_path);
  result.err = read_whole_file(command.err_path);
  std::filesystem::remove(command.in_path);
  std::filesystem::remove(command.out_path);
  std::filesystem::remove(command.err_path);
  return result;
}

/// Runs `program` with `args` to the end (see start_program).
inline CommandOutput run_program(const std::string& program, const std::vector<std::string>& args,
                                 const std::string& input = "", unsigned seconds = 120) {
  return finish(start_program(program, args, input, seconds));
}

#ifdef NQUEENS_BINARY
/// start_program for the nqueens command.
inline RunningCommand start_nqueens(const std::vector<std::string>& args, const std::string& input = "",
                                    unsigned seconds = 120) {
  return start_program(NQUEENS_BINARY, args, input, seconds);
}

/// run_program for the nqueens command.
inline CommandOutput run_nqueens(const std::vector<std::string>& args, const std::string& input = "",
                                 unsigned seconds = 120) {
  return run_program(NQUEENS_BINARY, args, input, seconds);
}
#endif

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
