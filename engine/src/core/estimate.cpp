// nqueens::estimate_count and PreparedCount::estimate: a count's split and
// setup as count() makes them, a timed stratified sample of its tasks on the
// count's own arena, and the projection (task_sample.hpp).
#include "nqueens/estimate.hpp"
#include "nqueens/prepared_count.hpp"

#include "methods.hpp"
#include "scheduler.hpp"
#include "task_sample.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

namespace nqueens {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

} // namespace

CountEstimate PreparedCount::estimate(double setup_seconds, const EstimateOptions& options) const {
  const detail::MethodTasks& tasks = *tasks_;
  // Knuth's estimates cost microseconds a task: the strata always use them
  // where the method has them, whether or not the count would.
  const std::vector<double> task_work = task_work_.empty() ? tasks.estimate_task_work() : task_work_;
  std::vector<detail::Stratum> strata = detail::make_strata(plan_.task_count, task_work, options.seed);
  // Written by the task that owns the slot only: no two workers share one.
  std::vector<double> measured(plan_.task_count, 0.0);
  const detail::SharedResources* shared = tasks.shared_resources();
  // What a task builds on demand is shared by the tasks after it: charged
  // to none of them, and projected for the whole below.
  const auto build_seconds = [shared] { return shared != nullptr ? shared->take_build_seconds() : 0.0; };
  const auto timed_task = [&](std::uint64_t task) {
    build_seconds();
    const Clock::time_point start = Clock::now();
    const TaskCounts counts = tasks.count_task(task);
    measured[task] = seconds_since(start) - build_seconds();
    return counts;
  };
  const Clock::time_point start = Clock::now();

  // A pilot, one first task per worker from strata spread over the split,
  // sets the pace. Where a round of one task per stratum would outlast the
  // time allowed (halves' tasks take seconds from n = 22 on), the strata are
  // merged into as many as fit it, two at least, and the pilot only gave the
  // pace; else its tasks are the first of their strata's round.
  std::vector<std::uint64_t> piloted;
  if (strata.size() > 2) {
    const std::size_t pilots = std::min<std::size_t>(strata.size(), static_cast<std::size_t>(threads_));
    for (std::size_t p = 0; p < pilots; ++p) piloted.push_back(strata[p * strata.size() / pilots].tasks.front());
    detail::run_tasks(piloted, threads_, nullptr, timed_task);
    const double pace = seconds_since(start);
    const double round_seconds =
        pace * std::ceil(static_cast<double>(strata.size()) / static_cast<double>(threads_));
    if (round_seconds > options.sample_seconds) {
      // pace > 0 here, and a negative time allowed fits no round.
      const auto fitting = static_cast<std::size_t>(std::max(0.0, options.sample_seconds / pace)) *
                           static_cast<std::size_t>(threads_);
      if (fitting < strata.size()) {
        strata = detail::make_strata(plan_.task_count, task_work, options.seed, std::max<std::size_t>(fitting, 2));
        piloted.clear();
      }
    }
  }
  const std::size_t all_rounds = detail::rounds_to_draw_all(strata);

  // The first batch: a task from each stratum (two for a single stratum, for
  // a variance), and enough to keep every worker busy, as the count does.
  const std::size_t per_round = std::max<std::size_t>(strata.size(), 1);
  std::size_t batch = std::max<std::size_t>(strata.size() >= 2 ? 1 : 2,
                                            (static_cast<std::size_t>(threads_) + per_round - 1) / per_round);
  std::size_t rounds = 0;
  while (rounds < all_rounds) {
    batch = std::min(batch, all_rounds - rounds);
    std::vector<std::uint64_t> ids = detail::drawn_tasks(strata, rounds, rounds + batch);
    std::erase_if(ids, [&](std::uint64_t id) { return std::find(piloted.begin(), piloted.end(), id) != piloted.end(); });
    piloted.clear();
    detail::run_tasks(ids, threads_, nullptr, timed_task);
    rounds += batch;
    // As many more rounds as the time left allows at the pace so far.
    const double elapsed = seconds_since(start);
    const double rounds_left = (options.sample_seconds - elapsed) / (elapsed / static_cast<double>(rounds));
    if (!(rounds_left >= 1)) break;
    batch = static_cast<std::size_t>(std::min(rounds_left, static_cast<double>(all_rounds)));
  }

  const detail::WorkProjection work = detail::project_work(strata, rounds, task_work, measured);
  CountEstimate estimate;
  estimate.n = plan_.n;
  estimate.method = method_;
  estimate.tasks = plan_.task_count;
  estimate.prefix_depth = plan_.prefix_depth;
  estimate.threads = threads_;
  estimate.setup_seconds = setup_seconds + (shared != nullptr ? shared->projected_build_seconds(threads_) : 0.0);
  estimate.seconds = estimate.setup_seconds + detail::scheduled_seconds(work.task_seconds, threads_);
  estimate.seconds_error = 2 * std::sqrt(work.variance) / threads_;
  if (shared != nullptr) {
    estimate.peak_memory_bytes = shared->projected_peak_memory_bytes();
    estimate.instruction_set = shared->instruction_set();
  }
  estimate.sampled_tasks = detail::drawn_tasks(strata, 0, rounds).size();
  estimate.sample_seconds = seconds_since(start);
  return estimate;
}

CountEstimate estimate_count(int n, const CountOptions& options, const EstimateOptions& estimate) {
  CountOptions plain = options;
  plain.observer = nullptr;
  // count() times its preparation too: the split, and halves' tables.
  const Clock::time_point start = Clock::now();
  const PreparedCount prepared(n, plain);
  return prepared.estimate(seconds_since(start), estimate);
}

} // namespace nqueens
