// Feeds arbitrary argument vectors (the input split at NUL bytes, after the
// program's name) to the command line's parser, shared by nqueens and
// nqueens-mpi. Besides crashes, leaks and undefined behaviour (the
// sanitizers; the option parser's regular expressions once overflowed the
// stack on a long argument), it traps when a bad command line is refused by
// anything but the one-line errors of the parser and the engine, and when
// an argument over the length cap gets past the check.
#include "argument_parsing.hpp"
#include "command_line.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // The default method's choice plans a halves count, seconds at n = 24:
  // a method is named first, which a later --method overrides.
  std::vector<std::string> args{"nqueens", "--method=mirror"};
  std::string arg;
  for (std::size_t i = 0; i < size; ++i) {
    if (data[i] == '\0') {
      args.push_back(arg);
      arg.clear();
    } else {
      arg += static_cast<char>(data[i]);
    }
  }
  args.push_back(arg);
  std::vector<const char*> argv;
  bool too_long = false;
  for (const std::string& each : args) {
    argv.push_back(each.c_str());
    too_long = too_long || each.size() > nqueens::cli::max_argument_bytes;
  }
  try {
    nqueens::cli::parse_command_line(static_cast<int>(argv.size()), argv.data());
    if (too_long) __builtin_trap();
  } catch (const nqueens::cli::UsageError&) {
    // Refusing is the right answer to most inputs.
  } catch (const nqueens::Error&) {
    // The engine's checks of the method's name and the like.
  }
  return 0;
}
