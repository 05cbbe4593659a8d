#include "interruption.hpp"

#include <unistd.h>

#include <atomic>
#include <cstring>

namespace nqueens::cli {
namespace {

// Lock-free, so reading and exchanging it is safe in a signal handler.
std::atomic<int> received_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);
// Set before the handlers are: whether the messages start on a new line,
// past a progress line or the terminal's echo of ^C.
bool stderr_is_terminal = false;

void write_stderr(const char* text) {
  // write() is async-signal-safe; stdio is not. Nothing to do if it fails.
  [[maybe_unused]] const ssize_t ignored = ::write(STDERR_FILENO, text, std::strlen(text));
}

extern "C" void on_stop_signal(int signal) {
  if (stderr_is_terminal) write_stderr("\n");
  if (received_signal.exchange(signal) != 0) {
    write_stderr("nqueens: stopped at once\n");
    ::_exit(128 + signal);
  }
  write_stderr(signal == SIGINT ? "nqueens: stopping (press Ctrl-C again to quit at once)\n"
                                : "nqueens: stopping (a second signal quits at once)\n");
}

} // namespace

Interruption::Interruption() {
  received_signal = 0;
  stderr_is_terminal = ::isatty(STDERR_FILENO) == 1;
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  ::sigaction(SIGINT, &action, &old_interrupt_);
  ::sigaction(SIGTERM, &action, &old_terminate_);
}

Interruption::~Interruption() {
  ::sigaction(SIGINT, &old_interrupt_, nullptr);
  ::sigaction(SIGTERM, &old_terminate_, nullptr);
}

bool Interruption::stop_requested() { return received_signal.load(std::memory_order_relaxed) != 0; }

int Interruption::signal_received() const { return received_signal.load(); }

} // namespace nqueens::cli
