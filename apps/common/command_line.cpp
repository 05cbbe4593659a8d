#include "command_line.hpp"
#include "scaling.hpp"

#include <cxxopts.hpp>
#include <unistd.h>

#include <charconv>
#include <filesystem>
#include <cstdint>
#include <initializer_list>
#include <utility>
#include <vector>

namespace nqueens::cli {

namespace {

/// "--threads LO:HI" into the ladder of thread counts to measure.
std::vector<int> parse_thread_range(const std::string& text) {
  const auto colon = text.find(':');
  if (colon == 0 || colon + 1 == text.size() || text.find(':', colon + 1) != std::string::npos)
    throw UsageError("thread range '" + text + "' is not of the form LO:HI");
  const int low = parse_thread_count(text.substr(0, colon));
  const int high = parse_thread_count(text.substr(colon + 1));
  if (low > high) throw UsageError("thread range '" + text + "' is empty (LO > HI)");
  return thread_ladder(low, high, default_thread_count());
}

/// Reads a memory size: a whole number of bytes, or of KiB, MiB, GiB with a
/// K, M or G suffix (either case). "0", "1.5G", "12X" and overflow are refused,
/// with a message that says which forms are accepted.
std::uint64_t parse_memory_size(const std::string& text) {
  const std::string bad = "memory size '" + text +
                          "' is not a whole positive number of bytes, or of KiB, MiB or GiB with K, M or G" +
                          (text.find('.') != std::string::npos ? " (1536M, say, for 1.5G)" : "");
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

/// "--part K/M" into the part, 1 <= K <= M <= max_parts.
CountPart parse_part(const std::string& text) {
  const std::size_t slash = text.find('/');
  if (slash == std::string::npos)
    throw UsageError("part '" + text + "' is not of the form K/M (part K of M, 1 <= K <= M)");
  const int index = parse_positive_int(text.substr(0, slash), "part number");
  const int count = parse_positive_int(text.substr(slash + 1), "number of parts");
  const CountPart part{static_cast<std::uint64_t>(index), static_cast<std::uint64_t>(count)};
  try {
    check_part(part);
  } catch (const Error& error) {
    throw UsageError("part '" + text + "': " + error.what());
  }
  return part;
}

/// Throws UsageError naming the first option given (`first` true) that
/// does nothing in `mode`: refused rather than silently ignored.
void refuse_given(std::initializer_list<std::pair<bool, std::string_view>> options, std::string_view mode) {
  for (const auto& [given, option] : options)
    if (given) throw UsageError(std::string(option) + " does not apply to " + std::string(mode));
}

std::string method_choices() {
  std::string names;
  for (const Method method : all_methods()) names += (names.empty() ? "" : "|") + std::string(method_name(method));
  return names;
}

/// fastest_method's rule, in words, from the methods' descriptions.
std::string default_method_rule() {
  std::string rule = "the fastest for the request: ";
  for (const Method method : all_methods()) {
    const MethodDescription& about = describe(method);
    if (about.fastest_total_from != 0)
      rule += std::string(about.name) + (about.counts_symmetry_classes ? " for " : " for a total with ") +
              std::to_string(about.fastest_total_from) +
              " <= N <= " + std::to_string(about.fastest_total_to) + ", else ";
  }
  return rule + std::string(method_name(fastest_method(1, false))) + "; " +
         std::string(method_name(fastest_method(1, false, true))) + " with --fix";
}

/// The methods that count the symmetry classes, for --unique's message.
std::string classifying_methods() {
  std::string names;
  for (const Method method : all_methods())
    if (describe(method).counts_symmetry_classes)
      names += (names.empty() ? "" : " or ") + std::string(method_name(method));
  return names;
}

constexpr const char* scaling_group = "Thread scaling (with --threads LO:HI)";
constexpr const char* parts_group = "Parts (a count cut into jobs of their own)";

cxxopts::Options make_options(std::string_view program, std::string_view description) {
  cxxopts::Options options{std::string(program), std::string(description)};
  options.custom_help("N [OPTIONS]");
  options.positional_help("");
  options.add_options("Counting")
      ("t,threads", "Worker threads (default: all cores); a range LO:HI measures thread scaling at "
       "LO, HI, the powers of two and the core count between them", cxxopts::value<std::string>(), "NUM|LO:HI")
      ("m,method", "Counting method: " + method_choices() + " (default: " + default_method_rule() + ")",
       cxxopts::value<std::string>(), "NAME")
      ("fix", "Count only the solutions with queens on these squares (1-based)",
       cxxopts::value<std::vector<std::string>>(), "ROW:COL,...")
      ("estimate", "Do not count: print the count's tasks, peak memory and projected time at these threads, "
                   "from its setup and a timed sample of its tasks (seconds)")
      ("sample-seconds", "With --estimate: how long to time the sample, after the setup (default: 5, going "
                         "on up to 60 while the time's error is over 10%); a longer sample gives a narrower error",
       cxxopts::value<std::string>(), "S")
      ("seed", "With --estimate: draw the sample's tasks with this seed (default: the same one every time); "
               "another seed draws another sample",
       cxxopts::value<std::string>(), "SEED");
  options.add_options(scaling_group)
      ("repeat", "Runs per thread count; the median time is reported (default: 3)",
       cxxopts::value<std::string>(), "K")
      ("csv", "Also write the table as CSV to FILE", cxxopts::value<std::string>(), "FILE");
  options.add_options("Output")
      ("u,unique", "Also print the unique solutions (one per rotation/reflection class) and those a "
                   "quarter or half turn maps onto themselves")
      ("all-counts", "Same as --unique")
      ("q,quiet", "Print only the number of solutions (with --unique: the four counts, one per line)")
      ("time", "Print the time taken (Seconds: ...) after a quiet result")
      ("json", "Print one JSON object (keys in docs/file-formats.md)")
      ("output", "Write the result to FILE instead of standard output, whole or not at all (a regular file is "
                 "replaced atomically)", cxxopts::value<std::string>(), "FILE")
      ("s,status", "Show progress on stderr (default when stderr is a terminal)")
      ("no-status", "Do not show progress");
  options.add_options("Advanced")
      ("depth", "Rows enumerated into task prefixes by the searching methods (default, or 0: chosen from N and threads); halves splits into row choices instead",
       cxxopts::value<std::string>(), "ROWS")
      ("memory", "Memory the count may use, e.g. 512M or 4G (default: half of the RAM)",
       cxxopts::value<std::string>(), "SIZE")
      ("checkpoint", "Save finished tasks in FILE and resume from it when it exists",
       cxxopts::value<std::string>(), "FILE")
      ("double-check", "Count twice by independent means; fail loudly if they differ")
      ("test", "Check the engine against the published counts for N = 1..15 (and the unique counts, "
               "when the method computes them)")
      ("h,help", "Print this help")
      ("v,version", "Print the version");
  options.add_options(parts_group)
      ("part", "Count only part K of M of the count, for a batch system; its tasks are kept in the part file "
               "(resumed when it exists), and 'nqueens merge' adds the parts up. With --estimate: plan that part "
               "alone, writing no file",
       cxxopts::value<std::string>(), "K/M")
      ("part-file", "The part file of --part (default: nqueens-N-part-K-of-M.txt in the working folder)",
       cxxopts::value<std::string>(), "FILE");
  options.add_options("")("board_size", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"board_size"});
  return options;
}

} // namespace

void parse_output_flags(const cxxopts::ParseResult& parsed, CommandLine& command) {
  command.quiet = flag(parsed, "quiet");
  command.time = flag(parsed, "time");
  command.all_counts = flag(parsed, "unique") || flag(parsed, "all-counts");
  command.json = flag(parsed, "json");
  if (command.json && command.quiet) throw UsageError("--json and --quiet cannot be used together");
  if (command.time && !command.quiet)
    throw UsageError(std::string("--time needs --quiet: ") +
                     (command.json ? "the JSON object has the seconds already" : "the full output shows the seconds"));
}

std::string default_part_file_name(int n, CountPart part) {
  return "nqueens-" + std::to_string(n) + "-part-" + std::to_string(part.index) + "-of-" + std::to_string(part.count) +
         ".txt";
}

CommandLine parse_command_line(int argc, const char* const* argv, const ProgramHelp& about) {
  cxxopts::Options options = make_options(about.program, about.description);
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);

  CommandLine command;
  if (flag(parsed, "help")) {
    command.mode = Mode::help;
    std::vector<std::string> groups{"Counting", "Output", "Advanced"};
    if (about.thread_scaling) groups.insert(groups.begin() + 1, scaling_group);
    if (about.parts) groups.push_back(parts_group);
    command.help = options.help(groups) + std::string(about.epilogue) + std::string(exit_status_help);
    return command;
  }
  if (flag(parsed, "version")) {
    command.mode = Mode::version;
    return command;
  }

  parse_output_flags(parsed, command);
  if (flag(parsed, "status") && flag(parsed, "no-status"))
    throw UsageError("--status and --no-status cannot be used together");
  // Progress is for people watching: scripts and pipes get clean output.
  command.status = flag(parsed, "status") || (!flag(parsed, "no-status") && ::isatty(STDERR_FILENO));
  const bool method_named = parsed.count("method") > 0;
  if (method_named) {
    try {
      command.count.method = parse_method(parsed["method"].as<std::string>());
    } catch (const Error& error) {
      throw UsageError(error.what());
    }
    if (command.all_counts && !describe(command.count.method).counts_symmetry_classes)
      throw UsageError("--unique needs --method " + classifying_methods() + ": method " +
                       std::string(method_name(command.count.method)) + " counts only the total");
  }
  if (parsed.count("threads")) {
    const std::string threads = parsed["threads"].as<std::string>();
    if (threads.find(':') != std::string::npos) {
      command.mode = Mode::scaling;
      command.thread_ladder = parse_thread_range(threads);
    } else {
      command.count.threads = parse_thread_count(threads);
    }
  }
  if (parsed.count("repeat")) {
    command.repeats = parse_positive_int(parsed["repeat"].as<std::string>(), "repeat count");
    if (command.repeats < 1) throw UsageError("repeat count must be at least 1");
  }
  if (parsed.count("csv")) {
    command.csv_path = parsed["csv"].as<std::string>();
    if (command.csv_path.empty()) throw UsageError("--csv needs a file name");
  }
  if (command.mode != Mode::scaling)
    for (const char* option : {"repeat", "csv"})
      if (parsed.count(option))
        throw UsageError("--" + std::string(option) +
                         (about.thread_scaling ? " needs a thread range (--threads LO:HI)"
                                               : " belongs to thread scaling on one machine: use nqueens for that"));
  if (parsed.count("fix")) {
    command.count.fixed_queens = parse_fixed_queens(parsed);
    if (command.all_counts) throw UsageError("--unique cannot be combined with --fix");
  }
  // 0 asks the engine to choose, as leaving --depth out does.
  if (parsed.count("depth"))
    command.count.prefix_depth = parse_positive_int(parsed["depth"].as<std::string>(), "prefix depth");

  if (parsed.count("memory")) command.count.memory_limit_bytes = parse_memory_size(parsed["memory"].as<std::string>());
  if (parsed.count("output")) {
    command.output_path = parsed["output"].as<std::string>();
    if (command.output_path.empty()) throw UsageError("--output needs a file name");
  }
  if (parsed.count("checkpoint")) {
    command.checkpoint = parsed["checkpoint"].as<std::string>();
    if (command.checkpoint.empty()) throw UsageError("checkpoint file name is empty");
  }
  if (!command.output_path.empty() && !command.checkpoint.empty()) {
    std::error_code ignored;
    if (std::filesystem::weakly_canonical(command.output_path, ignored) ==
        std::filesystem::weakly_canonical(command.checkpoint, ignored))
      throw UsageError("--output and --checkpoint name the same file");
  }
  command.double_check = flag(parsed, "double-check");
  if (!about.parts)
    for (const char* option : {"part", "part-file"})
      if (parsed.count(option))
        throw UsageError("--" + std::string(option) + " belongs to a count cut into jobs of their own ('nqueens N " +
                         "--part K/M'), not to " + std::string(about.program) + ", whose ranks share one count");
  if (parsed.count("part-file") && !parsed.count("part")) throw UsageError("--part-file needs --part K/M");
  if (parsed.count("part")) {
    command.part = parse_part(parsed["part"].as<std::string>());
    // A part is counted and kept in its file; the whole is printed by merge.
    if (!command.checkpoint.empty())
      throw UsageError("--part keeps its tasks in its part file (--part-file FILE): drop --checkpoint");
    // With --estimate the part is planned, not counted: nothing is kept.
    const bool estimate = flag(parsed, "estimate");
    refuse_given({{command.mode == Mode::scaling, "a thread range"},
                  {flag(parsed, "test"), "--test"},
                  {command.quiet, "--quiet"},
                  {command.time, "--time"},
                  {command.json && !estimate, "--json"},
                  {command.all_counts, "--unique"},
                  {parsed.count("fix") > 0, "--fix"},
                  {command.double_check, "--double-check"},
                  {!command.output_path.empty(), "--output"}},
                 "--part");
    if (parsed.count("part-file")) {
      if (estimate) throw UsageError("--part-file does not apply to --estimate: a part's estimate writes no file");
      command.checkpoint = parsed["part-file"].as<std::string>();
      if (command.checkpoint.empty()) throw UsageError("--part-file needs a file name");
    }
  }
  if (flag(parsed, "estimate")) {
    if (command.mode == Mode::scaling) throw UsageError("--estimate takes one thread count, not a range");
    // The plan of a plain count: nothing is counted, kept or shown meanwhile.
    refuse_given({{command.quiet, "--quiet"},
                  {!command.checkpoint.empty(), "--checkpoint"},
                  {command.double_check, "--double-check"},
                  {flag(parsed, "test"), "--test"},
                  {flag(parsed, "status"), "--status"},
                  {!command.output_path.empty(), "--output"}},
                 "--estimate");
    command.mode = Mode::estimate;
    command.status = false;
    if (parsed.count("sample-seconds")) {
      const int seconds = parse_positive_int(parsed["sample-seconds"].as<std::string>(), "sample seconds");
      if (seconds < 1) throw UsageError("sample seconds must be at least 1");
      // A sample of the time asked, not extended for precision.
      command.estimate.sample_seconds = seconds;
      command.estimate.most_sample_seconds = seconds;
    }
    if (parsed.count("seed")) command.estimate.seed = parse_seed(parsed["seed"].as<std::string>());
  } else if (parsed.count("sample-seconds")) {
    throw UsageError("--sample-seconds times an estimate's sample: give it with --estimate");
  } else if (parsed.count("seed")) {
    throw UsageError("--seed draws an estimate's sample: give it with --estimate");
  }
  if (command.mode == Mode::scaling) {
    // A thread range measures the count's speed: only how to count applies.
    refuse_given({{command.quiet, "--quiet"},
                  {command.time, "--time"},
                  {command.all_counts, "--unique"},
                  {!command.checkpoint.empty(), "--checkpoint"},
                  {command.double_check, "--double-check"},
                  {flag(parsed, "test"), "--test"},
                  {!command.output_path.empty(), "--output"}},
                 "a thread range");
  }
  if (flag(parsed, "test")) {
    if (parsed.count("board_size")) throw UsageError("--test takes no board size");
    if (command.json) throw UsageError("--test takes no --json");
    // --test counts the plain problem and prints its own table.
    refuse_given({{command.quiet, "--quiet"},
                  {command.time, "--time"},
                  {command.all_counts, "--unique"},
                  {!command.count.fixed_queens.empty(), "--fix"},
                  {command.count.prefix_depth != 0, "--depth"},
                  {!command.output_path.empty(), "--output"}},
                 "--test");
    if (!command.checkpoint.empty()) throw UsageError("--test takes no checkpoint");
    if (command.double_check) throw UsageError("--test checks against the published counts; drop --double-check");
    command.mode = Mode::self_test;
    return command;
  }
  // The engine checks the range of n, of the depth and of fixed queens.
  command.n = single_board_size(parsed, "board_size");
  if (command.part && command.mode == Mode::count && command.checkpoint.empty())
    command.checkpoint = default_part_file_name(command.n, *command.part);
  if (!method_named) {
    // The engine's choice, and its reason where it passed the fastest over;
    // an explicit --method is left to the engine to refuse.
    MethodChoice choice = choose_method(command.n, command.count, command.all_counts);
    command.count.method = choice.method;
    command.method_note = std::move(choice.fallback);
  }
  return command;
}

} // namespace nqueens::cli
