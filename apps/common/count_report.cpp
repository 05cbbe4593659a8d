#include "count_report.hpp"

#include "double_check.hpp"
#include "json_output.hpp"
#include "text_format.hpp"

#include <nqueens/checkpoint.hpp>
#include <nqueens/published.hpp>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace nqueens::cli {

std::string split_text(Method method, int depth) {
  const std::string_view tasks_are = describe(method).tasks_are;
  return tasks_are.empty() ? "prefix depth " + std::to_string(depth) : std::string(tasks_are);
}

namespace {

double mebibytes(std::uint64_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

/// The estimate's sample: its tasks, and the subtasks of them it timed where
/// whole tasks outlast the time allowed.
std::string sampled_text(const CountEstimate& estimate) {
  std::string text = counted(estimate.sampled_tasks, "task");
  if (estimate.sampled_subtasks != 0) text += " (" + counted(estimate.sampled_subtasks, "subtask") + " of them)";
  return text;
}

void print_error_line(std::string_view program, std::string_view message) {
  std::fprintf(stderr, "%.*s: %.*s\n", static_cast<int>(program.size()), program.data(),
               static_cast<int>(message.size()), message.data());
}

/// The first lines of a count's output and of its estimate's.
void print_what_is_counted(std::FILE* out, const CommandLine& command, int n, Method method,
                           std::optional<InstructionSet> isa) {
  std::fprintf(out, "Board size: %d\n", n);
  std::fprintf(out, "Method: %s\n", std::string(method_name(method)).c_str());
  if (isa) std::fprintf(out, "Instruction set: %s\n", std::string(instruction_set_name(*isa)).c_str());
  if (!command.count.fixed_queens.empty())
    std::fprintf(out, "Fixed queens: %s\n", fixed_queens_text(command.count.fixed_queens).c_str());
}

void print_part_line(CountPart part) {
  std::printf("Part: %llu of %llu\n", static_cast<unsigned long long>(part.index),
              static_cast<unsigned long long>(part.count));
}

void print_part_tasks(std::uint64_t part_tasks, std::uint64_t task_count, const std::string& split) {
  std::printf("Part tasks: %llu of %llu (%s)\n", static_cast<unsigned long long>(part_tasks),
              static_cast<unsigned long long>(task_count), split.c_str());
}

/// An estimate's projections, from `Estimated peak memory` to `Sample`;
/// `solutions` names what the solutions line projects. `ranks`: each of
/// that many ranks timed its own sample.
void print_projections(const CountEstimate& estimate, std::string_view solutions, std::size_t ranks) {
  if (estimate.peak_memory_bytes != 0)
    std::printf("Estimated peak memory: %.1f MiB\n", mebibytes(estimate.peak_memory_bytes));
  std::printf("Estimated seconds: %.3f +- %.3f\n", estimate.seconds, estimate.seconds_error);
  // Row sets built on demand: a setup projected over the count, not the one
  // the sample waited for.
  if (estimate.setup_seconds > estimate.measured_setup_seconds)
    std::printf("Estimated setup seconds: %.3f (part of the estimated seconds: the table's row sets built on demand)\n",
                estimate.setup_seconds);
  const int width = static_cast<int>(solutions.size());
  // A sample of every task counted them all: the exact total, in full.
  if (estimate.solutions_error == 0)
    std::printf("%.*s: %.0f +- 0\n", width, solutions.data(), estimate.solutions);
  else
    std::printf("%.*s: %.6g +- %.2g\n", width, solutions.data(), estimate.solutions, estimate.solutions_error);
  std::printf("Sample: %s%s timed%s in %.3f seconds, after %.3f seconds of setup\n", ranks == 0 ? "" : "up to ",
              sampled_text(estimate).c_str(), ranks == 0 ? "" : " on each rank", estimate.sample_seconds,
              estimate.measured_setup_seconds);
}

void print_count_to(std::FILE* out, const CommandLine& command, const CountResult& result,
                    const std::optional<CountResult>& check, std::optional<int> ranks) {
  if (command.json) {
    std::fprintf(out, "%s", count_json(result, ranks).c_str());
    return;
  }
  // The parser allows --unique only with a method that fills these in.
  const bool all_counts = command.all_counts && result.unique.has_value();
  const double seconds = result.seconds + (check ? check->seconds : 0);
  if (command.quiet) {
    std::fprintf(out, "%s\n", to_string(result.solutions).c_str());
    if (all_counts)
      std::fprintf(out, "%s\n%s\n%s\n", to_string(*result.unique).c_str(),
                  to_string(*result.quarter_turn_symmetric).c_str(), to_string(*result.half_turn_symmetric).c_str());
    if (command.time) std::fprintf(out, "Seconds: %.3f\n", seconds);
    return;
  }
  print_what_is_counted(out, command, result.n, result.method, result.instruction_set);
  std::fprintf(out, "Solutions: %s\n", to_string(result.solutions).c_str());
  if (all_counts) {
    std::fprintf(out, "Unique solutions: %s\n", to_string(*result.unique).c_str());
    std::fprintf(out, "Quarter-turn symmetric: %s\n", to_string(*result.quarter_turn_symmetric).c_str());
    std::fprintf(out, "Half-turn symmetric: %s\n", to_string(*result.half_turn_symmetric).c_str());
  }
  // The halves method searches no tree: it has no nodes, but a peak memory.
  if (counts_nodes(result.method)) std::fprintf(out, "Nodes: %s\n", to_string(result.nodes).c_str());
  std::fprintf(out, "Tasks: %llu (%s)\n", static_cast<unsigned long long>(result.tasks),
               split_text(result.method, result.prefix_depth).c_str());
  std::fprintf(out, "Threads: %d\n", result.threads);
  if (ranks) std::fprintf(out, "Ranks: %d\n", *ranks);
  if (result.peak_memory_bytes != 0)
    std::fprintf(out, "Peak memory: %.1f MiB\n", mebibytes(result.peak_memory_bytes));
  if (check) std::fprintf(out, "Double-check: agrees (%s)\n", describe_computation(*check).c_str());
  std::fprintf(out, "Seconds: %.3f\n", seconds);
}

} // namespace

void print_count(const CommandLine& command, const CountResult& result, const std::optional<CountResult>& check,
                 std::optional<int> ranks, const OutputFile* output) {
  if (output == nullptr) {
    print_count_to(stdout, command, result, check, ranks);
    return;
  }
  char* buffer = nullptr;
  std::size_t size = 0;
  std::FILE* text = ::open_memstream(&buffer, &size);
  if (text == nullptr) throw RunError(std::string("cannot hold the result: ") + std::strerror(errno));
  print_count_to(text, command, result, check, ranks);
  std::fclose(text);
  const std::unique_ptr<char, void (*)(void*)> owned(buffer, &std::free);
  output->write({buffer, size});
}

void print_part(const CommandLine& command, const PartResult& part) {
  print_what_is_counted(stdout, command, part.n, part.method, std::nullopt);
  print_part_line(part.part);
  std::printf("Part solutions: %s\n", to_string(part.counts.solutions).c_str());
  print_part_tasks(part.part_tasks, part.task_count, split_text(part.method, part.prefix_depth));
  std::printf("Part file: %s\n", command.checkpoint.c_str());
  std::printf("Threads: %d\n", part.threads);
  if (part.peak_memory_bytes != 0)
    std::printf("Peak memory: %.1f MiB\n", mebibytes(part.peak_memory_bytes));
  std::printf("Seconds: %.3f\n", part.seconds);
}

void print_estimate(const CommandLine& command, const CountEstimate& all, std::span<const CountEstimate> per_rank) {
  if (command.json) {
    std::printf("%s", estimate_json(all, per_rank).c_str());
    return;
  }
  print_what_is_counted(stdout, command, all.n, all.method, all.instruction_set);
  std::printf("Tasks: %llu (%s)\n", static_cast<unsigned long long>(all.tasks),
              split_text(all.method, all.prefix_depth).c_str());
  std::printf("Threads: %d\n", all.threads);
  for (std::size_t rank = 0; rank < per_rank.size(); ++rank) {
    const CountEstimate& alone = per_rank[rank];
    std::printf("Rank %zu: %s, %.3f +- %.3f seconds alone, peak memory %.1f MiB\n", rank,
                counted(static_cast<std::uint64_t>(alone.threads), "thread").c_str(), alone.seconds,
                alone.seconds_error, mebibytes(alone.peak_memory_bytes));
  }
  if (!per_rank.empty()) std::printf("Ranks: %zu\n", per_rank.size());
  print_projections(all, "Estimated solutions", per_rank.size());
}

void print_part_estimate(const CommandLine& command, const PartEstimate& part) {
  if (command.json) {
    std::printf("%s", part_estimate_json(part).c_str());
    return;
  }
  const CountEstimate& estimate = part.estimate;
  print_what_is_counted(stdout, command, estimate.n, estimate.method, estimate.instruction_set);
  print_part_line(part.part);
  print_part_tasks(part.part_tasks, estimate.tasks, split_text(estimate.method, estimate.prefix_depth));
  std::printf("Threads: %d\n", estimate.threads);
  print_projections(estimate, "Estimated part solutions", 0);
}

int report_usage_error(std::string_view program, std::string_view message, std::string_view help_command) {
  print_error_line(program, message);
  if (help_command.empty()) help_command = program;
  std::fprintf(stderr, "Try '%.*s --help'\n", static_cast<int>(help_command.size()), help_command.data());
  return 1;
}

int report_wrong_count(std::string_view program, std::string_view message, std::string_view resumed_checkpoint) {
  print_error_line(program, "INTERNAL ERROR: " + std::string(message) + "; the result is wrong and not printed");
  if (!resumed_checkpoint.empty())
    print_error_line(program, "the count resumed from the checkpoint '" + std::string(resumed_checkpoint) +
                                  "', whose records are the likely cause: remove it and count again");
  return 2;
}

int check_against_published(std::string_view program, const CountResult& result, bool fixed_queens,
                            std::string_view resumed_checkpoint) {
  const std::optional<PublishedCounts> published = published_counts(result.n);
  if (fixed_queens || !published) return 0;
  struct Compared {
    std::optional<u128> counted;
    std::uint64_t published;
    const char* what;
  };
  const Compared compared[] = {
      {result.solutions, published->total, " solutions, where OEIS A000170 has "},
      {result.unique, published->unique, " unique solutions, where OEIS A002562 has "},
      {result.quarter_turn_symmetric, published->quarter_turn_symmetric,
       " quarter-turn symmetric solutions, where OEIS A033148 has "},
      {result.half_turn_symmetric, published->half_turn_symmetric,
       " half-turn symmetric solutions, where OEIS A032522 has "}};
  std::string wrong;
  for (const Compared& count : compared)
    if (wrong.empty() && count.counted && *count.counted != count.published)
      wrong = to_string(*count.counted) + count.what + to_string(count.published);
  if (wrong.empty()) return 0;
  return report_wrong_count(program, "method " + std::string(method_name(result.method)) + " counted " + wrong +
                                         " for n = " + std::to_string(result.n),
                            resumed_checkpoint);
}

int finish_standard_output(std::string_view program, int status) {
  // A failed run has said what went wrong, a lost write included.
  if ((std::fflush(stdout) == 0 && std::ferror(stdout) == 0) || status != 0) return status;
  const int error = errno;
  print_error_line(program, std::string("cannot write to standard output: ") +
                                (error != 0 ? std::strerror(error) : "write failed"));
  return 1;
}

int report_run_error(std::string_view program, std::string_view message) {
  print_error_line(program, message);
  return 1;
}

void report_method_note(std::string_view program, std::string_view note) {
  if (!note.empty()) print_error_line(program, "note: " + std::string(note));
}

int report_internal_error(std::string_view program, std::string_view message) {
  print_error_line(program, "INTERNAL ERROR: " + std::string(message));
  return 2;
}

int report_disagreement(std::string_view program, const CountResult& first, const CountResult& second) {
  print_error_line(program, "DOUBLE-CHECK FAILED: the two counts disagree; trust neither");
  print_error_line(program, "  first:  " + describe_computation(first));
  print_error_line(program, "  second: " + describe_computation(second));
  for (const std::string& line : disagreements(first, second)) print_error_line(program, "  " + line);
  return 3;
}

} // namespace nqueens::cli
