#include "command_line.hpp"

#include <cxxopts.hpp>

#include <charconv>
#include <cstdint>
#include <string_view>
#include <vector>

namespace nqueens::cli {
namespace {

/// Reads a whole decimal number, digits only: "12abc", "1e3", "+3" and "-1"
/// are refused rather than read as a prefix or wrapped.
int parse_positive_int(const std::string& text, const std::string& what) {
  int value = 0;
  const char* end = text.data() + text.size();
  const bool digits_only = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (!digits_only || stop != end) throw UsageError(what + " '" + text + "' is not a positive integer");
  if (error == std::errc::result_out_of_range) throw UsageError(what + " '" + text + "' is too large");
  return value;
}

/// Reads a memory size: a whole number of bytes, or of KiB, MiB, GiB with a
/// K, M or G suffix (either case). "0", "1.5G", "12X" and overflow are refused.
std::uint64_t parse_memory_size(const std::string& text) {
  const std::string bad = "memory size '" + text + "' is not a positive number of bytes (optionally with K, M or G)";
  std::string digits = text;
  int shift = 0;
  if (!digits.empty()) {
    switch (digits.back()) {
    case 'k': case 'K': shift = 10; break;
    case 'm': case 'M': shift = 20; break;
    case 'g': case 'G': shift = 30; break;
    default: break;
    }
    if (shift != 0) digits.pop_back();
  }
  std::uint64_t value = 0;
  const char* end = digits.data() + digits.size();
  const bool digits_only = !digits.empty() && digits.find_first_not_of("0123456789") == std::string::npos;
  const auto [stop, error] = std::from_chars(digits.data(), end, value);
  if (!digits_only || stop != end || value == 0) {
    if (digits_only && error == std::errc::result_out_of_range) throw UsageError("memory size '" + text + "' is too large");
    throw UsageError(bad);
  }
  if (value > (~std::uint64_t{0} >> shift)) throw UsageError("memory size '" + text + "' is too large");
  return value << shift;
}

/// cxxopts quotes names with typographic quotes; plain ones read better in a
/// terminal and in scripts that grep for the message.
std::string plain_quotes(std::string message) {
  for (std::string_view fancy : {"\u2018", "\u2019"})
    for (auto at = message.find(fancy); at != std::string::npos; at = message.find(fancy))
      message.replace(at, fancy.size(), "'");
  return message;
}

/// cxxopts takes "-1" for an unknown option "-1": name it as the bad board
/// size it is meant to be.
void reject_negative_numbers(int argc, const char* const* argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i];
    if (arg.size() >= 2 && arg[0] == '-' && arg[1] >= '0' && arg[1] <= '9')
      throw UsageError("board size '" + std::string(arg) + "' is not a positive integer");
  }
}

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
       cxxopts::value<std::string>()->default_value(std::string(method_name(CountOptions{}.method))), "NAME");
  options.add_options("Output")
      ("q,quiet", "Print only the number of solutions")
      ("time", "Print the time taken (Seconds: ...) after a quiet result");
  options.add_options("Advanced")
      ("depth", "Rows enumerated into task prefixes (default: chosen from N and threads)",
       cxxopts::value<std::string>(), "ROWS")
      ("memory", "Memory the count may use, e.g. 512M or 4G (default: half of the RAM)",
       cxxopts::value<std::string>(), "SIZE")
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
  cxxopts::ParseResult parsed;
  try {
    parsed = options.parse(argc, argv);
  } catch (const cxxopts::exceptions::exception& error) {
    reject_negative_numbers(argc, argv);
    throw UsageError(plain_quotes(error.what()));
  }

  CommandLine command;
  if (parsed.count("help")) {
    command.mode = Mode::help;
    command.help = options.help({"Counting", "Output", "Advanced"});
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
  if (parsed.count("depth")) {
    command.count.prefix_depth = parse_positive_int(parsed["depth"].as<std::string>(), "prefix depth");
    if (command.count.prefix_depth < 1) throw UsageError("prefix depth must be at least 1");
  }

  if (parsed.count("memory")) command.count.memory_limit_bytes = parse_memory_size(parsed["memory"].as<std::string>());

  const std::vector<std::string> sizes =
      parsed.count("board_size") ? parsed["board_size"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (parsed.count("test")) {
    if (!sizes.empty()) throw UsageError("--test takes no board size");
    command.mode = Mode::self_test;
    return command;
  }
  if (sizes.empty()) throw UsageError("missing board size N");
  if (sizes.size() > 1) throw UsageError("expected one board size, got " + std::to_string(sizes.size()));
  // The engine checks the range of n and of the depth against n.
  command.n = parse_positive_int(sizes.front(), "board size");
  return command;
}

} // namespace nqueens::cli
