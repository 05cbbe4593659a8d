#include "progress_reporter.hpp"
#include "text_format.hpp"

#include <nqueens/nqueens.hpp>

#include <atomic>
#include <algorithm>

namespace nqueens::cli {
namespace {

using namespace std::chrono_literals;

// Workers hand their sums over at most this often: a try_lock per thread
// every 20 ms costs nothing measurable, and keeps the shown value fresh.
constexpr auto hand_over_interval = 20ms;
constexpr auto redraw_interval = 100ms;
constexpr auto rate_window = 1s;

std::atomic<std::uint64_t> reporters_made{0};

/// What one worker thread has finished and not yet handed over.
struct WorkerSum {
  std::uint64_t reporter = 0;
  double work = 0;
  double counted = 0;
  std::chrono::steady_clock::time_point handed_over{};
};
thread_local WorkerSum worker_sum;

} // namespace

ProgressReporter::ProgressReporter(std::FILE* terminal, std::string label)
    : terminal_(terminal), label_(std::move(label)), id_(++reporters_made),
      drawer_([this] { draw_until_stopped(); }) {}

ProgressReporter::~ProgressReporter() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  drawer_.join();
}

void ProgressReporter::begin(const TaskPlan& plan) {
  std::lock_guard lock(mutex_);
  task_work_.assign(plan.task_work.begin(), plan.task_work.end());
  // Without estimates every task weighs the same.
  if (task_work_.size() != plan.task_count) task_work_.assign(plan.task_count, 1.0);
  total_work_ = 0;
  for (const double work : task_work_) total_work_ += work;
  counts_nodes_ = counts_nodes(parse_method(plan.method));
  rate_unit_ = counts_nodes_ ? " nodes/s" : " tasks/s";
}

void ProgressReporter::finished(std::uint64_t task, const TaskCounts& counts) {
  WorkerSum& mine = worker_sum;
  if (mine.reporter != id_) mine = WorkerSum{.reporter = id_};
  // task_work_ is written in begin() only, before any task runs.
  mine.work += task < task_work_.size() ? task_work_[task] : 0;
  mine.counted += counts_nodes_ ? static_cast<double>(counts.nodes) : 1.0;
  const Clock::time_point now = Clock::now();
  if (now - mine.handed_over < hand_over_interval) return;
  std::unique_lock lock(mutex_, std::try_to_lock);
  if (!lock.owns_lock()) return; // another thread is handing over: next time
  done_.work += mine.work;
  done_.counted += mine.counted;
  mine = WorkerSum{.reporter = id_, .handed_over = now};
}

std::string ProgressReporter::status_line(const Done& done, Clock::time_point now) {
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  if (now - rate_since_ >= rate_window) {
    rate_ = (done.counted - rate_since_counted_) / std::chrono::duration<double>(now - rate_since_).count();
    rate_since_ = now;
    rate_since_counted_ = done.counted;
  } else if (rate_since_ == start_ && elapsed > 0) {
    rate_ = done.counted / elapsed; // the first second: the average so far
  }
  const double fraction = total_work_ > 0 ? std::min(1.0, done.work / total_work_) : 0.0;
  const std::string eta = fraction > 0 ? clock_time(elapsed * (1 - fraction) / fraction) : "?";
  char percent[16];
  std::snprintf(percent, sizeof percent, "%.1f%%", 100 * fraction);
  const std::string rate = rate_unit_.empty() ? "" : ", " + si_number(rate_) + std::string(rate_unit_);
  return label_ + percent + " done, " + clock_time(elapsed) + " elapsed, ETA " + eta + rate;
}

void ProgressReporter::draw_until_stopped() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, redraw_interval, [this] { return stopping_; })) {
    const std::string line = status_line(done_, Clock::now());
    if (line == shown_) continue;
    shown_ = line;
    std::fprintf(terminal_, "\r\033[K%s", line.c_str());
    std::fflush(terminal_);
  }
  if (!shown_.empty()) {
    std::fputs("\r\033[K", terminal_);
    std::fflush(terminal_);
  }
}

} // namespace nqueens::cli
