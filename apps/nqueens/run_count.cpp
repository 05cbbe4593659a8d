#include "run_count.hpp"

#include "double_check.hpp"
#include "interruption.hpp"
#include "json_output.hpp"
#include "observer_list.hpp"
#include "progress_reporter.hpp"

#include <nqueens/checkpoint.hpp>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace nqueens::cli {
namespace {

/// Says, once the checkpoint has matched the count's plan, what it restored.
class ResumeReport : public TaskObserver {
public:
  explicit ResumeReport(const Checkpoint& checkpoint) : checkpoint_(checkpoint) {}
  void begin(const TaskPlan& plan) override {
    if (!checkpoint_.existing_header()) return;
    std::fprintf(stderr, "Resuming from '%s': %llu of %llu tasks restored, %llu left\n",
                 checkpoint_.path().c_str(), static_cast<unsigned long long>(checkpoint_.restored_count()),
                 static_cast<unsigned long long>(plan.task_count),
                 static_cast<unsigned long long>(plan.task_count - checkpoint_.restored_count()));
  }

private:
  const Checkpoint& checkpoint_;
};

/// The fixed queens as the checkpoint header pins them: "1:1,5:2", sorted so
/// that the order they were typed in does not matter.
std::string fixed_queens_text(std::vector<Square> queens) {
  std::sort(queens.begin(), queens.end(),
            [](const Square& a, const Square& b) { return a.row != b.row ? a.row < b.row : a.column < b.column; });
  std::string text;
  for (const Square& queen : queens) {
    if (!text.empty()) text += ',';
    text += std::to_string(queen.row + 1);
    text += ':';
    text += std::to_string(queen.column + 1);
  }
  return text;
}

void print_count(const CommandLine& command, const CountResult& result, const std::optional<CountResult>& check) {
  if (command.json) {
    std::printf("%s", count_json(result).c_str());
    return;
  }
  // The parser allows --unique only with a method that fills these in.
  const bool all_counts = command.all_counts && result.unique.has_value();
  const double seconds = result.seconds + (check ? check->seconds : 0);
  if (command.quiet) {
    std::printf("%s\n", to_string(result.solutions).c_str());
    if (all_counts)
      std::printf("%s\n%s\n%s\n", to_string(*result.unique).c_str(),
                  to_string(*result.quarter_turn_symmetric).c_str(), to_string(*result.half_turn_symmetric).c_str());
    if (command.time) std::printf("Seconds: %.3f\n", seconds);
    return;
  }
  std::printf("Board size: %d\n", result.n);
  std::printf("Method: %s\n", std::string(method_name(result.method)).c_str());
  if (!command.count.fixed_queens.empty())
    std::printf("Fixed queens: %s\n", fixed_queens_text(command.count.fixed_queens).c_str());
  std::printf("Solutions: %s\n", to_string(result.solutions).c_str());
  if (all_counts) {
    std::printf("Unique solutions: %s\n", to_string(*result.unique).c_str());
    std::printf("Quarter-turn symmetric: %s\n", to_string(*result.quarter_turn_symmetric).c_str());
    std::printf("Half-turn symmetric: %s\n", to_string(*result.half_turn_symmetric).c_str());
  }
  std::printf("Nodes: %s\n", to_string(result.nodes).c_str());
  std::printf("Tasks: %llu (prefix depth %d)\n", static_cast<unsigned long long>(result.tasks),
              result.prefix_depth);
  std::printf("Threads: %d\n", result.threads);
  if (check) std::printf("Double-check: agrees (%s)\n", describe_computation(*check).c_str());
  std::printf("Seconds: %.3f\n", seconds);
}

int report_interruption(const Interruption& interruption, Checkpoint* checkpoint, const std::string& command_text) {
  if (checkpoint == nullptr) {
    std::fprintf(stderr, "nqueens: interrupted; finished tasks are lost (--checkpoint FILE keeps them)\n");
  } else {
    checkpoint->close();
    std::fprintf(stderr, "nqueens: interrupted; %llu of %llu tasks are saved in '%s'\n",
                 static_cast<unsigned long long>(checkpoint->saved_count()),
                 static_cast<unsigned long long>(checkpoint->task_count()), checkpoint->path().c_str());
    std::fprintf(stderr, "nqueens: to resume, run the same command again: %s\n", command_text.c_str());
  }
  return interruption.exit_status();
}

int report_disagreement(const CountResult& first, const CountResult& second) {
  std::fprintf(stderr, "nqueens: DOUBLE-CHECK FAILED: the two counts disagree; trust neither\n");
  std::fprintf(stderr, "nqueens:   first:  %s\n", describe_computation(first).c_str());
  std::fprintf(stderr, "nqueens:   second: %s\n", describe_computation(second).c_str());
  for (const std::string& line : disagreements(first, second))
    std::fprintf(stderr, "nqueens:   %s\n", line.c_str());
  return 3;
}

} // namespace

int run_count(const CommandLine& command, const std::string& command_text) {
  Interruption interruption;
  ObserverList observers;
  observers.add(interruption);
  CountOptions options = command.count;
  std::optional<Checkpoint> checkpoint;
  std::optional<ResumeReport> resume_report;
  if (!command.checkpoint.empty()) {
    checkpoint.emplace(command.checkpoint, fixed_queens_text(command.count.fixed_queens));
    // The default depth depends on the thread count: a resumed run keeps the
    // file's split, so that it may use other threads.
    const std::optional<CheckpointHeader>& header = checkpoint->existing_header();
    if (options.prefix_depth == 0 && header && header->n == command.n) options.prefix_depth = header->prefix_depth;
    observers.add(*checkpoint);
    observers.add(resume_report.emplace(*checkpoint));
  }
  // Erases its line when destroyed, before the result is printed.
  std::optional<ProgressReporter> progress;
  if (command.status) observers.add(progress.emplace(stderr));
  options.observer = &observers;

  try {
    const CountResult result = count(command.n, options);
    if (checkpoint) checkpoint->close();
    std::optional<CountResult> check;
    if (command.double_check) {
      CountOptions second = independent_options(result, command.count);
      second.observer = &interruption;
      check = count(command.n, second);
      if (!disagreements(result, *check).empty()) return report_disagreement(result, *check);
    }
    progress.reset();
    print_count(command, result, check);
    note_attacking_fixed_queens(command.count.fixed_queens);
    return 0;
  } catch (const Cancelled&) {
    progress.reset();
    return report_interruption(interruption, checkpoint ? &*checkpoint : nullptr, command_text);
  }
}

} // namespace nqueens::cli
