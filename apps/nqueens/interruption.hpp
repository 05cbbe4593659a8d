// Ctrl-C and SIGTERM during a count: the first stops it cleanly, a second
// one ends the process at once.
#pragma once

#include <nqueens/observer.hpp>

#include <csignal>

namespace nqueens::cli {

/// While alive, catches SIGINT and SIGTERM. The first signal makes
/// stop_requested() true, so count() starts no new task, the running ones
/// stop at their next poll (within milliseconds), and it throws Cancelled; the caller then saves what it has and exits
/// with exit_status(). A second signal exits with 128 + its number at once,
/// without saving (records already written stay in the checkpoint). The
/// previous handlers come back on destruction. One instance at a time.
class Interruption : public TaskObserver {
public:
  Interruption();
  ~Interruption() override;
  Interruption(const Interruption&) = delete;
  Interruption& operator=(const Interruption&) = delete;

  bool stop_requested() override;
  /// Needs no work estimates: a count watched only for Ctrl-C skips them.
  bool reads_task_work() const override { return false; }
  /// The signal that stopped the count, 0 if none came.
  int signal_received() const;
  /// 128 + the signal: 130 for SIGINT, 143 for SIGTERM.
  int exit_status() const { return 128 + signal_received(); }

private:
  struct sigaction old_interrupt_ {};
  struct sigaction old_terminate_ {};
};

} // namespace nqueens::cli
