// nqueens verify [FILE]: checks solutions, one per line, as `list` writes them.
#include "argument_parsing.hpp"
#include "subcommands.hpp"
#include "text_format.hpp"

#include <nqueens/solutions.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace nqueens::cli {
namespace {

/// The longest line kept in memory: a valid line of the largest board
/// (100,000,000 columns of up to 9 digits and a blank) fits.
constexpr std::size_t max_line_bytes = std::size_t{1} << 30;
/// Problems printed in full; all are counted.
constexpr std::size_t problems_shown = 10;

cxxopts::Options make_verify_options() {
  cxxopts::Options options("nqueens verify",
                           "Checks solutions of the n-queens problem, one per line, in the text or json format of\n"
                           "'nqueens list': each a valid placement for its n (the number of columns), none\n"
                           "repeated. Prints the counts and the first problems; exit status 0 only if all are valid.");
  options.custom_help("[FILE] [OPTIONS]");
  options.positional_help("");
  options.add_options()("h,help", "Print this help (FILE defaults to standard input, as does '-')");
  options.add_options("")("file", "", cxxopts::value<std::vector<std::string>>());
  options.parse_positional({"file"});
  return options;
}

/// Feeds each line of `in` to the tally, reading in fixed-size blocks so
/// that neither binary data nor a missing final newline is a problem, and
/// a line beyond max_line_bytes costs no more memory than that.
void read_lines(std::FILE* in, SolutionTally& tally) {
  std::string line;
  bool overlong = false;
  const auto finish_line = [&] {
    if (overlong)
      tally.add_problem("line is longer than " + std::to_string(max_line_bytes) + " bytes");
    else
      tally.add_line(line);
    line.clear();
    overlong = false;
  };
  std::unique_ptr<char[]> block(new char[1 << 16]);
  bool pending = false; // bytes of an unfinished line were read
  while (const std::size_t got = std::fread(block.get(), 1, 1 << 16, in)) {
    std::size_t start = 0;
    while (start < got) {
      const void* found = std::memchr(block.get() + start, '\n', got - start);
      const std::size_t end = found ? static_cast<std::size_t>(static_cast<const char*>(found) - block.get()) : got;
      if (!overlong && line.size() + (end - start) <= max_line_bytes) {
        line.append(block.get() + start, end - start);
      } else {
        overlong = true;
        line.clear();
      }
      pending = true;
      if (!found) break;
      finish_line();
      pending = false;
      start = end + 1;
    }
  }
  if (std::ferror(in)) throw Error(std::string("cannot read the input: ") + std::strerror(errno));
  if (pending) finish_line();
}

} // namespace

int run_verify_command(int argc, const char* const* argv) {
  cxxopts::Options options = make_verify_options();
  const cxxopts::ParseResult parsed = parse_arguments(options, argc, argv);
  if (print_help_if_asked(options, parsed)) return 0;
  const std::vector<std::string> files =
      parsed.count("file") ? parsed["file"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (files.size() > 1) throw UsageError("expected at most one file, got " + std::to_string(files.size()));
  const std::string path = files.empty() ? "-" : files.front();

  std::FILE* in = stdin;
  if (path != "-") {
    in = std::fopen(path.c_str(), "rb");
    if (in == nullptr) throw Error("cannot open '" + path + "': " + std::strerror(errno));
  }
  const std::unique_ptr<std::FILE, int (*)(std::FILE*)> closer(in == stdin ? nullptr : in, &std::fclose);
  SolutionTally tally(problems_shown);
  read_lines(in, tally);

  std::printf("Lines: %llu\n", static_cast<unsigned long long>(tally.lines()));
  std::printf("Valid: %llu\n", static_cast<unsigned long long>(tally.valid()));
  std::printf("Classes: %llu\n", static_cast<unsigned long long>(tally.classes()));
  std::printf("Problems: %llu\n", static_cast<unsigned long long>(tally.problems()));
  for (const LineProblem& problem : tally.first_problems())
    std::printf("line %llu: %s\n", static_cast<unsigned long long>(problem.line), problem.problem.c_str());
  if (tally.problems() > tally.first_problems().size())
    std::printf("(%s not shown)\n", counted(tally.problems() - tally.first_problems().size(), "more problem").c_str());
  return tally.all_valid() ? 0 : 1;
}

} // namespace nqueens::cli
