#include "run_count.hpp"

#include "count_report.hpp"
#include "count_session.hpp"
#include "double_check.hpp"
#include "interruption.hpp"

#include <cstdio>
#include <optional>
#include <string>

namespace nqueens::cli {
namespace {

constexpr std::string_view program = "nqueens";

int report_interruption(const Interruption& interruption, const Checkpoint* checkpoint,
                        const std::string& command_text) {
  if (checkpoint == nullptr) {
    std::fprintf(stderr, "nqueens: interrupted; finished tasks are lost (--checkpoint FILE keeps them)\n");
  } else if (checkpoint->task_count() == 0) {
    std::fprintf(stderr, "nqueens: interrupted while the count was prepared, before any task ran; '%s' is %s\n",
                 checkpoint->path().c_str(), checkpoint->existing_header() ? "unchanged" : "not created");
  } else {
    std::fprintf(stderr, "nqueens: interrupted; %llu of %llu tasks are saved in '%s'\n",
                 static_cast<unsigned long long>(checkpoint->saved_count()),
                 static_cast<unsigned long long>(checkpoint->task_count()), checkpoint->path().c_str());
    std::fprintf(stderr, "nqueens: to resume, run the same command again: %s\n", command_text.c_str());
  }
  return interruption.exit_status();
}

} // namespace

int run_count(const CommandLine& command, const std::string& command_text) {
  std::optional<OutputFile> output;
  if (!command.output_path.empty()) output.emplace(command.output_path);
  Interruption interruption;
  CountSession session(command);
  session.add(interruption);
  try {
    if (command.part) {
      const PartResult part = count_part(command.n, session.options(), *command.part);
      session.finish();
      print_part(command, part);
      return 0;
    }
    const CountResult result = count(command.n, session.options());
    session.finish();
    std::optional<CountResult> check;
    if (command.double_check) {
      CountOptions second = independent_options(result, command.count);
      second.observer = &interruption;
      check = count(command.n, second);
      if (!disagreements(result, *check).empty()) return report_disagreement(program, result, *check);
    }
    if (const int wrong = check_against_published(program, result, !command.count.fixed_queens.empty(),
                                                  session.resumed_checkpoint()))
      return wrong;
    print_count(command, result, check, std::nullopt, output ? &*output : nullptr);
    note_attacking_fixed_queens(program, command.count.fixed_queens);
    return 0;
  } catch (const Cancelled&) {
    session.finish();
    return report_interruption(interruption, session.checkpoint(), command_text);
  } catch (const InconsistentCount& error) {
    session.finish();
    return report_wrong_count(program, error.what(), session.resumed_checkpoint());
  }
}

} // namespace nqueens::cli
