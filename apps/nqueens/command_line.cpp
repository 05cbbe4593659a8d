#include "command_line.hpp"

#include <cxxopts.hpp>

#include <vector>

namespace nqueens::cli {
namespace {

std::string method_choices() {
  std::string names;
  for (const Method method : all_methods()) names += (names.empty() ? "" : "|") + std::string(method_name(method));
  return names;
}

cxxopts::Options make_options() {
  cxxopts::Options options("nqueens", "Counts the solutions of the n-queens problem.");
  options.custom_help("N [OPTIONS]");
  options.positional_help("");
  options.add_options("Counting")
      ("t,threads", "Worker threads (default: all cores)", cxxopts::value<std::string>(), "NUM")
      ("m,method", "Counting method: " + method_choices(),
       cxxopts::value<std::string>()->default_value(std::string(method_name(CountOptions{}.method))), "NAME")
      ("fix", "Count only the solutions with queens on these squares (1-based)",
       cxxopts::value<std::vector<std::string>>(), "ROW:COL,...");
  options.add_options("Output")
      ("q,quiet", "Print only the number of solutions")
      ("time", "Print the time taken (Seconds: ...) after a quiet result");
  options.add_options("Advanced")
      ("depth", "Rows enumerated into task prefixes (default: chosen from N and threads)",
       cxxopts::value<std::string>(), "ROWS")
      ("test", "Check the engine against the published counts for N = 1..15")
      ("h,help", "Print this help")
      ("v,version", "Print the version");
  options.add_options("")("board_size", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"board_size"});
  return options;
}

} // namespace

CommandLine parse_command_line(int argc, const char* const* argv) {
  cxxopts::Options options = make_options();
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);

  CommandLine command;
  if (parsed.count("help")) {
    command.mode = Mode::help;
    command.help = options.help({"Counting", "Output", "Advanced"}) +
                   "\nCommands (see 'nqueens COMMAND --help'):\n"
                   "  nqueens list N        print the solutions\n"
                   "  nqueens verify [FILE] check solutions, one per line\n"
                   "  nqueens construct N   print one solution of any size, at once\n";
    return command;
  }
  if (parsed.count("version")) {
    command.mode = Mode::version;
    return command;
  }

  command.quiet = parsed.count("quiet") > 0;
  command.time = parsed.count("time") > 0;
  try {
    command.count.method = parse_method(parsed["method"].as<std::string>());
  } catch (const Error& error) {
    throw UsageError(error.what());
  }
  if (parsed.count("threads")) {
    command.count.threads = parse_positive_int(parsed["threads"].as<std::string>(), "thread count");
    if (command.count.threads < 1 || command.count.threads > max_thread_count)
      throw UsageError("thread count " + std::to_string(command.count.threads) + " is out of range (1 to " +
                       std::to_string(max_thread_count) + ")");
  }
  if (parsed.count("fix")) command.count.fixed_queens = parse_fixed_queens(parsed["fix"].as<std::vector<std::string>>());
  if (parsed.count("depth")) {
    command.count.prefix_depth = parse_positive_int(parsed["depth"].as<std::string>(), "prefix depth");
    if (command.count.prefix_depth < 1) throw UsageError("prefix depth must be at least 1");
  }

  if (parsed.count("test")) {
    if (parsed.count("board_size")) throw UsageError("--test takes no board size");
    command.mode = Mode::self_test;
    return command;
  }
  // The engine checks the range of n, of the depth and of fixed queens.
  command.n = single_board_size(parsed, "board_size");
  return command;
}

} // namespace nqueens::cli
