// Runs the nqueens binary with its stderr on a pseudo-terminal, as in an
// interactive shell, to see what a person watching would see.
#pragma once

#include "command_runner.hpp"

#include <pty.h>
#include <unistd.h>

#include <cerrno>

namespace nqueens::test {

struct TerminalOutput {
  int status = -1;
  /// stdout, which goes to a file as in `nqueens ... > file`.
  std::string out;
  /// Everything written to the terminal (stderr).
  std::string terminal;
};

/// Runs NQUEENS_BINARY with `args`, stderr on a new pseudo-terminal, stdout
/// to a file; killed after `seconds` like run_nqueens.
inline TerminalOutput run_nqueens_on_terminal(const std::vector<std::string>& args, unsigned seconds = 60) {
  const std::filesystem::path out_path =
      std::filesystem::temp_directory_path() / ("nqueens-tty-out-" + std::to_string(::getpid()));
  std::vector<std::string> argv_strings{NQUEENS_BINARY};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& arg : argv_strings) argv.push_back(arg.data());
  argv.push_back(nullptr);

  int terminal = -1, child_side = -1;
  if (::openpty(&terminal, &child_side, nullptr, nullptr, nullptr) != 0) return {};
  const pid_t child = ::fork();
  if (child == 0) {
    ::close(terminal);
    ::dup2(child_side, STDERR_FILENO);
    std::freopen(out_path.c_str(), "wb", stdout);
    ::alarm(seconds);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  ::close(child_side);
  TerminalOutput result;
  char buffer[4096];
  for (;;) {
    const ssize_t got = ::read(terminal, buffer, sizeof buffer);
    if (got > 0) result.terminal.append(buffer, static_cast<std::size_t>(got));
    else if (got < 0 && errno == EINTR) continue;
    else break; // EIO: the child closed its side
  }
  ::close(terminal);
  int wait_status = 0;
  ::waitpid(child, &wait_status, 0);
  result.status = WIFEXITED(wait_status) ? WEXITSTATUS(wait_status) : 128 + WTERMSIG(wait_status);
  result.out = read_whole_file(out_path);
  std::filesystem::remove(out_path);
  return result;
}

} // namespace nqueens::test
