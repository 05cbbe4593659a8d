#include "interruptible.hpp"

#include <pybind11/pybind11.h>

#include <chrono>
#include <exception>
#include <thread>

namespace py = pybind11;

namespace nqueens::python {
namespace {

/// How long Ctrl-C may wait to be seen, and what each look costs: taking the
/// GIL back twenty times a second is nothing next to a count.
constexpr std::chrono::milliseconds signal_poll_interval{50};

} // namespace

void wait_interruptibly(std::unique_lock<std::mutex>& lock, std::condition_variable& changed,
                        const std::function<bool()>& ready, const std::function<void()>& tick) {
  std::exception_ptr raised;
  {
    py::gil_scoped_release released;
    while (!changed.wait_for(lock, signal_poll_interval, ready)) {
      // The GIL is taken without the lock, which the worker needs meanwhile.
      lock.unlock();
      {
        py::gil_scoped_acquire acquired;
        try {
          if (PyErr_CheckSignals() != 0) throw py::error_already_set();
          if (tick) tick();
        } catch (...) {
          raised = std::current_exception();
        }
      }
      lock.lock();
      if (raised) break;
    }
  }
  if (raised) std::rethrow_exception(raised);
}

void run_interruptibly(const std::function<void()>& work, std::atomic<bool>& stop,
                       const std::function<void()>& tick) {
  std::mutex mutex;
  std::condition_variable changed;
  bool done = false;
  std::exception_ptr work_failure;
  std::thread worker([&] {
    try {
      work();
    } catch (...) {
      work_failure = std::current_exception();
    }
    const std::lock_guard guard(mutex);
    done = true;
    changed.notify_one();
  });
  std::unique_lock lock(mutex);
  std::exception_ptr interruption;
  try {
    wait_interruptibly(lock, changed, [&] { return done; }, tick);
  } catch (...) {
    interruption = std::current_exception();
    stop = true;
    py::gil_scoped_release released;
    changed.wait(lock, [&] { return done; });
  }
  lock.unlock();
  worker.join();
  if (interruption) std::rethrow_exception(interruption);
  if (work_failure) std::rethrow_exception(work_failure);
}

} // namespace nqueens::python
