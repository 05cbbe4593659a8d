#include "subcommands.hpp"

#include "argument_parsing.hpp"
#include "self_test.hpp"

#include <nqueens/nqueens.hpp>
#include <nqueens/published.hpp>

#include <cxxopts.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace nqueens::cli {
namespace {

// Up to n = 15 the whole table takes well under a second on one core.
constexpr int default_max = 15;

struct ReproduceRequest {
  int max = default_max;
  CountOptions count;
};

cxxopts::Options make_options() {
  cxxopts::Options options("nqueens reproduce", "Counts n = 1..N and compares with the published values "
                                                "(OEIS A000170, and A002562 when the method counts unique solutions).");
  options.custom_help("[--max N] [OPTIONS]");
  options.positional_help("");
  options.add_options()
      ("max", "Largest board size, 1 to " + std::to_string(max_published_board_size) +
       " (default: " + std::to_string(default_max) + ")", cxxopts::value<std::string>(), "N")
      ("t,threads", "Worker threads (default: all cores)", cxxopts::value<std::string>(), "NUM")
      ("m,method", "Counting method (default: " + std::string(method_name(CountOptions{}.method)) + ")",
       cxxopts::value<std::string>(), "NAME")
      ("h,help", "Print this help");
  options.add_options("")("extra", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"extra"});
  return options;
}

std::string optional_count(const std::optional<u128>& value) { return value ? to_string(*value) : "-"; }

} // namespace

int run_reproduce_command(int argc, const char* const* argv) {
  cxxopts::Options options = make_options();
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);
  if (print_help_if_asked(options, parsed)) return 0;
  if (parsed.count("extra"))
    throw UsageError("reproduce takes no board size: use --max N");
  ReproduceRequest request;
  if (parsed.count("max")) {
    request.max = parse_positive_int(parsed["max"].as<std::string>(), "largest board size");
    if (request.max < 1 || request.max > max_published_board_size)
      throw UsageError("--max " + std::to_string(request.max) + " is out of range (1 to " +
                       std::to_string(max_published_board_size) + ", where the published values end)");
  }
  if (parsed.count("threads")) request.count.threads = parse_thread_count(parsed["threads"].as<std::string>());
  if (parsed.count("method")) {
    try {
      request.count.method = parse_method(parsed["method"].as<std::string>());
    } catch (const Error& error) {
      throw UsageError(error.what());
    }
  }

  // Beyond the method's limit it would run for hours: stop there, and say so.
  const int largest = std::min(request.max, max_board_size_of(request.count.method));
  // Refused before the table's header, not after it: the request is the
  // same at every n but for n itself, which the method's limit bounds.
  chosen_instruction_set();
  const auto start = std::chrono::steady_clock::now();
  std::printf("%3s  %20s  %20s  %18s  %18s  %5s  %9s\n", "n", "total", "A000170", "unique", "A002562", "check",
              "seconds");
  for (int n = 1; n <= largest; ++n) {
    const CountResult result = count(n, request.count);
    const PublishedCounts published = *published_counts(n);
    const bool ok = result.solutions == published.total && (!result.unique || *result.unique == published.unique);
    std::printf("%3d  %20s  %20s  %18s  %18s  %5s  %9.3f\n", n, to_string(result.solutions).c_str(),
                to_string(published.total).c_str(), optional_count(result.unique).c_str(),
                to_string(published.unique).c_str(), ok ? "OK" : "FAIL", result.seconds);
    std::fflush(stdout); // rows appear as they are computed, also in a pipe
    if (!ok) {
      std::printf("FAILED at n = %d: the count does not match the published value.\n", n);
      return 1;
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  note_method_limit(request.count.method, largest, request.max);
  const std::string matched = largest == 1 ? "Board size 1 matches" : "All " + std::to_string(largest) + " board sizes match";
  std::printf("%s the published values.\nSeconds: %.3f\n", matched.c_str(), seconds);
  return 0;
}

} // namespace nqueens::cli
