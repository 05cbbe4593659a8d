#include "run_count.hpp"

#include "double_check.hpp"
#include "interruption.hpp"
#include "observer_list.hpp"

#include <nqueens/checkpoint.hpp>

#include <cstdio>
#include <optional>

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

void print_count(const CommandLine& command, const CountResult& result, const std::optional<CountResult>& check) {
  if (command.quiet) {
    std::printf("%s\n", to_string(result.solutions).c_str());
    if (command.time) std::printf("Seconds: %.3f\n", result.seconds);
    return;
  }
  std::printf("Board size: %d\n", result.n);
  std::printf("Method: %s\n", std::string(method_name(result.method)).c_str());
  std::printf("Solutions: %s\n", to_string(result.solutions).c_str());
  std::printf("Nodes: %s\n", to_string(result.nodes).c_str());
  std::printf("Tasks: %llu (prefix depth %d)\n", static_cast<unsigned long long>(result.tasks),
              result.prefix_depth);
  std::printf("Threads: %d\n", result.threads);
  if (check) std::printf("Double-check: agrees (%s)\n", describe_computation(*check).c_str());
  std::printf("Seconds: %.3f\n", result.seconds + (check ? check->seconds : 0));
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
    checkpoint.emplace(command.checkpoint);
    // The default depth depends on the thread count: a resumed run keeps the
    // file's split, so that it may use other threads.
    const std::optional<CheckpointHeader>& header = checkpoint->existing_header();
    if (options.prefix_depth == 0 && header && header->n == command.n) options.prefix_depth = header->prefix_depth;
    observers.add(*checkpoint);
    observers.add(resume_report.emplace(*checkpoint));
  }
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
    print_count(command, result, check);
    return 0;
  } catch (const Cancelled&) {
    return report_interruption(interruption, checkpoint ? &*checkpoint : nullptr, command_text);
  }
}

} // namespace nqueens::cli
