// nqueens merge FILES...: the count that the part files of `nqueens N --part
// K/M` add up to, printed as the count itself prints.
#include "command_line.hpp"
#include "count_report.hpp"
#include "subcommands.hpp"

#include <nqueens/checkpoint.hpp>

#include <filesystem>
#include <vector>

namespace nqueens::cli {
namespace {

cxxopts::Options make_merge_options() {
  cxxopts::Options options("nqueens merge",
                           "Adds up the part files of 'nqueens N --part K/M', one per part, and prints the count\n"
                           "as 'nqueens N' does: only when every part 1..M of one count is given once, whole and\n"
                           "undamaged; otherwise one line says what is missing, repeated, damaged or foreign.\n"
                           "Threads, Peak memory and Seconds are the merge's own.");
  options.custom_help("FILE... [OPTIONS]");
  options.positional_help("");
  options.add_options()
      ("u,unique", "Also print the unique solutions and those a quarter or half turn maps onto themselves "
                   "(parts counted by a method that counts them)")
      ("all-counts", "Same as --unique")
      ("q,quiet", "Print only the number of solutions (with --unique: the four counts, one per line)")
      ("time", "Print the time taken (Seconds: ...) after a quiet result")
      ("json", "Print one JSON object (keys in docs/file-formats.md)")
      ("t,threads", "Worker threads that prepare the split again (default: all cores)",
       cxxopts::value<std::string>(), "NUM")
      ("h,help", "Print this help");
  options.add_options("")("files", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"files"});
  return options;
}

} // namespace

int run_merge_command(int argc, const char* const* argv) {
  cxxopts::Options options = make_merge_options();
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);
  if (print_help_if_asked(options, parsed)) return 0;
  CommandLine command;
  parse_output_flags(parsed, command);
  if (parsed.count("threads")) command.count.threads = parse_thread_count(parsed["threads"].as<std::string>());
  if (!parsed.count("files")) throw UsageError("missing part files (nqueens merge FILE...)");
  const std::vector<std::string> names = parsed["files"].as<std::vector<std::string>>();
  const std::vector<std::filesystem::path> files(names.begin(), names.end());

  const CountResult result = merge_part_files(files, command.count);
  if (command.all_counts && !result.unique)
    throw UsageError("--unique needs parts counted by a method that counts the symmetry classes: these were "
                     "counted by method " + std::string(method_name(result.method)));
  if (const int wrong = check_against_published("nqueens", result, false, ""))
    return wrong;
  print_count(command, result, std::nullopt);
  return 0;
}

} // namespace nqueens::cli
