#include "task_sample.hpp"

#include "work_estimate.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <numeric>
#include <queue>
#include <unordered_map>

namespace nqueens::detail {
namespace {

/// A task's weight in the ratio estimator: its expected work plus one, so
/// that a task estimated empty still counts (it visits its own root).
double weight(std::span<const double> task_work, std::uint64_t task) {
  return task_work.empty() ? 1.0 : task_work[task] + 1.0;
}

/// Consecutive strata pooled for the estimator, and their sampled tasks.
struct Pool {
  std::vector<std::uint64_t> tasks;
  std::vector<std::uint64_t> sampled;
};

/// Strata pooled left to right until each pool has two sampled tasks or all
/// its tasks sampled; a short last pool joins the one before it.
std::vector<Pool> pool_strata(std::span<const Stratum> strata, std::size_t rounds) {
  std::vector<Pool> pools;
  Pool open;
  // A count without tasks (n = 2, 3) makes no pool.
  const auto complete = [](const Pool& pool) {
    return !pool.tasks.empty() && (pool.sampled.size() >= 2 || pool.sampled.size() == pool.tasks.size());
  };
  for (const Stratum& stratum : strata) {
    open.tasks.insert(open.tasks.end(), stratum.tasks.begin(), stratum.tasks.end());
    const std::size_t drawn = std::min(rounds, stratum.tasks.size());
    open.sampled.insert(open.sampled.end(), stratum.tasks.begin(), stratum.tasks.begin() + static_cast<std::ptrdiff_t>(drawn));
    if (complete(open)) pools.push_back(std::move(open)), open = {};
  }
  if (!open.tasks.empty()) {
    if (pools.empty()) {
      pools.push_back(std::move(open));
    } else {
      Pool& last = pools.back();
      last.tasks.insert(last.tasks.end(), open.tasks.begin(), open.tasks.end());
      last.sampled.insert(last.sampled.end(), open.sampled.begin(), open.sampled.end());
    }
  }
  return pools;
}

} // namespace

std::vector<std::uint64_t> every_task(std::uint64_t task_count) {
  std::vector<std::uint64_t> tasks(task_count);
  std::iota(tasks.begin(), tasks.end(), std::uint64_t{0});
  return tasks;
}

std::vector<Stratum> make_strata(std::vector<std::uint64_t> tasks, std::span<const double> task_work,
                                 std::uint64_t seed, std::size_t most) {
  if (!task_work.empty())
    std::stable_sort(tasks.begin(), tasks.end(),
                     [&](std::uint64_t a, std::uint64_t b) { return task_work[a] < task_work[b]; });
  const std::size_t task_count = tasks.size();
  const auto root = static_cast<std::size_t>(std::sqrt(static_cast<double>(task_count)));
  const std::size_t count = std::clamp<std::size_t>(root, 1, std::max<std::size_t>(most, 1));
  std::vector<Stratum> strata(count);
  for (std::size_t s = 0; s < count; ++s) {
    const std::size_t first = task_count * s / count;
    const std::size_t last = task_count * (s + 1) / count;
    std::vector<std::uint64_t>& stratum = strata[s].tasks;
    stratum.assign(tasks.begin() + static_cast<std::ptrdiff_t>(first),
                   tasks.begin() + static_cast<std::ptrdiff_t>(last));
    // Fisher-Yates with splitmix64: sampling without replacement.
    for (std::size_t i = stratum.size(); i > 1; --i) std::swap(stratum[i - 1], stratum[next_random(seed) % i]);
  }
  return strata;
}

std::vector<std::uint64_t> drawn_tasks(std::span<const Stratum> strata, std::size_t first_round, std::size_t last_round) {
  std::vector<std::uint64_t> tasks;
  for (std::size_t round = first_round; round < last_round; ++round)
    for (const Stratum& stratum : strata)
      if (round < stratum.tasks.size()) tasks.push_back(stratum.tasks[round]);
  return tasks;
}

std::size_t rounds_to_draw_all(std::span<const Stratum> strata) {
  std::size_t rounds = 0;
  for (const Stratum& stratum : strata) rounds = std::max(rounds, stratum.tasks.size());
  return rounds;
}

std::vector<std::uint64_t> drawn_subtasks(std::uint64_t subtasks, std::uint64_t count, std::uint64_t& seed) {
  count = std::min(count, subtasks);
  // The first `count` steps of Fisher-Yates over 0..subtasks-1, keeping only
  // the places a step moved: a task can have billions of subtasks.
  std::unordered_map<std::uint64_t, std::uint64_t> moved;
  const auto at = [&](std::uint64_t place) {
    const auto found = moved.find(place);
    return found == moved.end() ? place : found->second;
  };
  std::vector<std::uint64_t> drawn;
  drawn.reserve(count);
  for (std::uint64_t i = 0; i < count; ++i) {
    const std::uint64_t j = i + next_random(seed) % (subtasks - i);
    drawn.push_back(at(j));
    moved[j] = at(i);
  }
  return drawn;
}

SubtaskProjection project_subtasks(std::span<const double> values, std::uint64_t subtasks) {
  const double m = static_cast<double>(values.size());
  const double all = static_cast<double>(subtasks);
  const double sum = std::accumulate(values.begin(), values.end(), 0.0);
  SubtaskProjection projection{.total = sum * all / m};
  if (values.size() < 2 || values.size() >= subtasks) return projection;
  const double mean = sum / m;
  double squares = 0;
  for (const double value : values) squares += (value - mean) * (value - mean);
  projection.variance = all * all * (1 - m / all) / m * (squares / (m - 1));
  return projection;
}

WorkProjection project_work(std::span<const Stratum> strata, std::size_t rounds, std::span<const double> task_work,
                            std::span<const double> measured, std::span<const double> measured_variance) {
  WorkProjection projection;
  projection.task_seconds.assign(measured.size(), 0.0);
  for (const Pool& pool : pool_strata(strata, rounds)) {
    double sampled_seconds = 0;
    double sampled_weight = 0;
    for (const std::uint64_t task : pool.sampled) {
      sampled_seconds += measured[task];
      sampled_weight += weight(task_work, task);
    }
    const double seconds_per_weight = sampled_seconds / sampled_weight;
    for (const std::uint64_t task : pool.tasks) projection.task_seconds[task] = seconds_per_weight * weight(task_work, task);
    for (const std::uint64_t task : pool.sampled) projection.task_seconds[task] = measured[task];
    if (!measured_variance.empty()) {
      // Each sampled task's own error, as the ratio estimator scales it up
      // to the pool's weight.
      double pool_weight = 0;
      for (const std::uint64_t task : pool.tasks) pool_weight += weight(task_work, task);
      double sampled_variance = 0;
      for (const std::uint64_t task : pool.sampled) sampled_variance += measured_variance[task];
      projection.variance += pool_weight / sampled_weight * sampled_variance;
    }
    const double tasks = static_cast<double>(pool.tasks.size());
    const double sampled = static_cast<double>(pool.sampled.size());
    if (pool.sampled.size() < 2 || pool.sampled.size() == pool.tasks.size()) continue;
    projection.degrees_of_freedom += static_cast<int>(pool.sampled.size()) - 1;
    double squares = 0;
    for (const std::uint64_t task : pool.sampled) {
      const double residual = measured[task] - seconds_per_weight * weight(task_work, task);
      squares += residual * residual;
    }
    projection.variance += tasks * tasks * (1 - sampled / tasks) / sampled * (squares / (sampled - 1));
  }
  projection.total_seconds = std::accumulate(projection.task_seconds.begin(), projection.task_seconds.end(), 0.0);
  // Tasks all sampled, each from two of its subtasks: one degree at least.
  if (projection.variance > 0) projection.degrees_of_freedom = std::max(projection.degrees_of_freedom, 1);
  return projection;
}

double student_t_95(int degrees_of_freedom) {
  // The 0.975 quantiles for 1..30 degrees of freedom; beyond, the normal's
  // 1.96 is within 2% of them.
  static constexpr std::array<double, 30> quantiles{
      12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
      2.120,  2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
  if (degrees_of_freedom < 1) degrees_of_freedom = 1;
  return degrees_of_freedom <= 30 ? quantiles[static_cast<std::size_t>(degrees_of_freedom - 1)] : 1.96;
}

double scheduled_seconds(std::span<const double> task_seconds, int workers) {
  // Each worker's finish time; the earliest takes the next task.
  std::priority_queue<double, std::vector<double>, std::greater<>> free_at;
  for (int worker = 0; worker < workers; ++worker) free_at.push(0.0);
  double end = 0;
  for (const double seconds : task_seconds) {
    const double finish = free_at.top() + seconds;
    free_at.pop();
    free_at.push(finish);
    end = std::max(end, finish);
  }
  return end;
}

} // namespace nqueens::detail
