#include "count_session.hpp"

#include "count_report.hpp"

#include <cstdio>

namespace nqueens::cli {

void ResumeReport::begin(const TaskPlan&) {
  if (!checkpoint_.existing_header()) return;
  // The checkpoint has begun: its task count is the part's, for a part file.
  const std::uint64_t tasks = checkpoint_.task_count();
  std::fprintf(stderr, "Resuming from '%s': %llu of %llu tasks restored, %llu left\n", checkpoint_.path().c_str(),
               static_cast<unsigned long long>(checkpoint_.restored_count()), static_cast<unsigned long long>(tasks),
               static_cast<unsigned long long>(tasks - checkpoint_.restored_count()));
}

CountSession::CountSession(const CommandLine& command) : command_(command) {
  if (!command.checkpoint.empty()) {
    checkpoint_.emplace(command.checkpoint, fixed_queens_text(command.count.fixed_queens), command.part);
    observers_.add(*checkpoint_);
    observers_.add(resume_report_.emplace(*checkpoint_));
  }
  if (command.status) observers_.add(progress_.emplace(stderr));
}

CountOptions CountSession::options() {
  CountOptions options = command_.count;
  if (checkpoint_) {
    const std::optional<CheckpointHeader>& header = checkpoint_->existing_header();
    // The file's depth serves only its own count: for another method it
    // would be refused as a depth, not as the other count's file it is.
    if (options.prefix_depth == 0 && header && header->n == command_.n && header->method == method_name(options.method))
      options.prefix_depth = header->prefix_depth;
  }
  options.observer = &observers_;
  return options;
}

void CountSession::finish() {
  progress_.reset();
  if (checkpoint_) checkpoint_->close();
}

} // namespace nqueens::cli
