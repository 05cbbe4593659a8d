#include "counting.hpp"

#include "interruptible.hpp"

#include <nqueens/checkpoint.hpp>

#include <atomic>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace nqueens::python {
namespace {

using Clock = std::chrono::steady_clock;

/// What watches a count started from Python: its checkpoint, if any; the
/// stop flag that Ctrl-C sets; the finished tasks that progress reports.
class CountWatcher : public TaskObserver {
public:
  CountWatcher(Checkpoint* checkpoint, bool tallies_progress)
      : checkpoint_(checkpoint), tallies_progress_(tallies_progress) {}

  void begin(const TaskPlan& plan) override {
    if (checkpoint_ != nullptr) checkpoint_->begin(plan);
    task_work_.assign(plan.task_work.begin(), plan.task_work.end());
    // Without estimates every task weighs the same.
    if (task_work_.size() != plan.task_count) task_work_.assign(plan.task_count, 1.0);
    for (const double work : task_work_) total_work_ += work;
    task_count_ = plan.task_count;
    begun_.store(true, std::memory_order_release);
  }
  std::optional<TaskCounts> restored(std::uint64_t task) override {
    if (checkpoint_ == nullptr) return std::nullopt;
    std::optional<TaskCounts> known = checkpoint_->restored(task);
    if (known) tally(task); // restored work is done work
    return known;
  }
  void finished(std::uint64_t task, const TaskCounts& counts) override {
    if (checkpoint_ != nullptr) checkpoint_->finished(task, counts);
    tally(task);
  }
  bool stop_requested() override { return stop.load(std::memory_order_relaxed); }
  bool reads_task_work() const override { return tallies_progress_; }

  struct Progress {
    std::uint64_t done = 0;
    std::uint64_t total = 0;
    /// Of the estimated work: tasks differ in size by orders of magnitude.
    double fraction = 0;
  };
  /// Nothing before the plan is known.
  std::optional<Progress> progress() const {
    if (!begun_.load(std::memory_order_acquire)) return std::nullopt;
    const double work = done_work_.load(std::memory_order_relaxed);
    return Progress{.done = done_tasks_.load(std::memory_order_relaxed),
                    .total = task_count_,
                    .fraction = total_work_ > 0 ? std::min(1.0, work / total_work_) : 1.0};
  }

  std::atomic<bool> stop{false};

private:
  /// Two relaxed additions per finished task, and only when progress is
  /// asked for: nothing next to a task, which takes microseconds or more.
  void tally(std::uint64_t task) {
    if (!tallies_progress_) return;
    done_tasks_.fetch_add(1, std::memory_order_relaxed);
    done_work_.fetch_add(task < task_work_.size() ? task_work_[task] : 0, std::memory_order_relaxed);
  }

  Checkpoint* checkpoint_;
  const bool tallies_progress_;
  // Written by begin(), before any task runs and before begun_.
  std::vector<double> task_work_;
  double total_work_ = 0;
  std::uint64_t task_count_ = 0;
  std::atomic<bool> begun_{false};
  std::atomic<std::uint64_t> done_tasks_{0};
  std::atomic<double> done_work_{0};
};

/// Calls the Python progress callable, on the calling thread with the GIL,
/// at most every report_interval and only when something changed.
class ProgressCalls {
public:
  static constexpr std::chrono::milliseconds report_interval{250};

  ProgressCalls(py::object callback, const CountWatcher& watcher) : callback_(std::move(callback)), watcher_(watcher) {}

  /// For run_interruptibly's tick: raises what the callable raises.
  void tick() {
    const Clock::time_point now = Clock::now();
    if (now - last_call_ < report_interval) return;
    const std::optional<CountWatcher::Progress> progress = watcher_.progress();
    if (!progress || progress->done == last_done_) return;
    last_call_ = now;
    last_done_ = progress->done;
    const double elapsed = std::chrono::duration<double>(now - start_).count();
    const py::object eta = progress->fraction > 0 ? py::object(py::float_(elapsed * (1 - progress->fraction) /
                                                                          progress->fraction))
                                                  : py::object(py::none());
    callback_(progress->done, progress->total, eta);
  }
  /// The last call, once the count has ended: everything done.
  void finish() {
    if (const std::optional<CountWatcher::Progress> progress = watcher_.progress())
      callback_(progress->total, progress->total, 0.0);
  }

private:
  py::object callback_;
  const CountWatcher& watcher_;
  const Clock::time_point start_ = Clock::now();
  Clock::time_point last_call_ = start_;
  std::uint64_t last_done_ = 0;
};

/// Counts n with a watcher that Ctrl-C stops, the GIL released.
CountResult count_interruptibly(int n, CountOptions options, CountWatcher& watcher, ProgressCalls* progress) {
  options.observer = &watcher;
  std::optional<CountResult> result;
  run_interruptibly([&] { result = count(n, options); }, watcher.stop,
                    progress != nullptr ? std::function<void()>([progress] { progress->tick(); })
                                        : std::function<void()>());
  return *result;
}

} // namespace

CountResult count_from_python(int n, const CountArguments& arguments, py::object progress, py::object checkpoint_path) {
  if (!progress.is_none() && !PyCallable_Check(progress.ptr()))
    throw py::type_error("progress must be callable, not " + type_name(progress));
  CountOptions options = count_options(n, arguments);
  std::optional<Checkpoint> checkpoint;
  if (!checkpoint_path.is_none()) {
    const std::string path = py::module_::import("os").attr("fspath")(checkpoint_path).cast<std::string>();
    if (path.empty()) throw py::value_error("checkpoint file name is empty");
    checkpoint.emplace(path, fixed_queens_text(options.fixed_queens));
    // As the command resumes: with the file's split, so that its tasks are
    // this count's whatever the thread count.
    const std::optional<CheckpointHeader>& header = checkpoint->existing_header();
    if (header && header->n == n) options.prefix_depth = header->prefix_depth;
  }
  CountWatcher watcher(checkpoint ? &*checkpoint : nullptr, !progress.is_none());
  std::optional<ProgressCalls> calls;
  if (!progress.is_none()) calls.emplace(progress, watcher);
  const CountResult result = count_interruptibly(n, options, watcher, calls ? &*calls : nullptr);
  if (checkpoint) checkpoint->close();
  if (calls) calls->finish();
  return result;
}

CountEstimate estimate_from_python(int n, const CountArguments& arguments, py::object sample_seconds,
                                   py::object seed) {
  const CountOptions options = count_options(n, arguments);
  EstimateOptions estimate;
  if (!seed.is_none()) {
    if (!PyLong_Check(seed.ptr()) || PyBool_Check(seed.ptr()))
      throw py::type_error("seed must be an int, not " + type_name(seed));
    const unsigned long long value = PyLong_AsUnsignedLongLong(seed.ptr());
    if (value == static_cast<unsigned long long>(-1) && PyErr_Occurred()) {
      PyErr_Clear();
      throw py::value_error("seed " + std::string(py::str(seed)) + " is out of range (0 to 2**64 - 1)");
    }
    estimate.seed = value;
  }
  if (!sample_seconds.is_none()) {
    if (!PyFloat_Check(sample_seconds.ptr()) && !PyLong_Check(sample_seconds.ptr()))
      throw py::type_error("sample_seconds must be a number, not " + type_name(sample_seconds));
    estimate.sample_seconds = sample_seconds.cast<double>();
    if (!std::isfinite(estimate.sample_seconds) || estimate.sample_seconds <= 0)
      throw py::value_error("sample_seconds must be a positive number of seconds, not " +
                            std::string(py::str(sample_seconds)));
    estimate.most_sample_seconds = estimate.sample_seconds;
  }
  // The estimate heeds no stop request: Ctrl-C waits for it to end.
  std::atomic<bool> unheeded_stop{false};
  std::optional<CountEstimate> result;
  run_interruptibly([&] { result = estimate_count(n, options, estimate); }, unheeded_stop);
  return *result;
}

ScalingReport scaling_from_python(int n, const CountArguments& arguments, py::object threads, py::object repeats) {
  if (!threads.is_none() && (py::isinstance<py::str>(threads) || !py::isinstance<py::iterable>(threads)))
    throw py::type_error("threads must be an iterable of thread counts, not " + type_name(threads));
  const int repeat_count = int_argument(repeats, "repeat count");
  const CountOptions options = count_options(n, arguments);
  std::vector<int> ladder;
  if (threads.is_none()) {
    ladder = thread_ladder(1, default_thread_count(), default_thread_count());
  } else {
    for (const py::handle rung : threads) ladder.push_back(int_argument(rung, "thread count"));
  }
  return measure_scaling(n, options, ladder, repeat_count, [](int n, const CountOptions& run_options, int) {
    CountWatcher watcher(nullptr, false);
    return count_interruptibly(n, run_options, watcher, nullptr);
  });
}

} // namespace nqueens::python
