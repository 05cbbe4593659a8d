// Waiting for the engine without blocking Python: the GIL is released while
// C++ threads work, and taken back every few tens of milliseconds to run
// Python's signal handlers, so that Ctrl-C raises KeyboardInterrupt at once.
#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>

namespace nqueens::python {

/// Waits, the GIL released, until `ready()` (read under `lock`; whoever makes
/// it true notifies `changed`). Every 50 ms takes the GIL to run Python's
/// signal handlers, then `tick` if given; whatever they raise is thrown
/// from here, with `lock` held again. Call with the GIL and `lock` held.
void wait_interruptibly(std::unique_lock<std::mutex>& lock, std::condition_variable& changed,
                        const std::function<bool()>& ready, const std::function<void()>& tick = {});

/// Runs `work` on a thread of its own and waits for it as wait_interruptibly
/// does. When a signal handler or `tick` raises (KeyboardInterrupt, say),
/// sets `stop`, which the work must heed within milliseconds (a count's
/// observer answering stop_requested()), waits for it to end and rethrows
/// the Python error; otherwise rethrows what `work` threw. Call with the GIL
/// held; `work` must never touch Python.
void run_interruptibly(const std::function<void()>& work, std::atomic<bool>& stop,
                       const std::function<void()>& tick = {});

} // namespace nqueens::python
