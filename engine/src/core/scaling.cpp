#include "nqueens/scaling.hpp"

#include <algorithm>
#include <optional>
#include <string>

namespace nqueens {
namespace {

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

} // namespace

std::vector<int> thread_ladder(int low, int high, int cores) {
  std::vector<int> ladder{low, high};
  for (long power = 1; power <= high; power *= 2)
    if (power >= low) ladder.push_back(static_cast<int>(power));
  if (cores >= low && cores <= high) ladder.push_back(cores);
  std::sort(ladder.begin(), ladder.end());
  ladder.erase(std::unique(ladder.begin(), ladder.end()), ladder.end());
  return ladder;
}

ScalingReport measure_scaling(int n, const CountOptions& options, std::span<const int> ladder, int repeats,
                              const ScalingRun& run_count) {
  if (ladder.empty()) throw Error("no thread counts to measure");
  if (repeats < 1) throw Error("repeat count must be at least 1, not " + std::to_string(repeats));
  ScalingReport report{.n = n, .method = options.method, .repeats = repeats, .nodes = 0, .rows = {}};
  std::optional<CountResult> first_run; // every other run must agree with it
  for (const int threads : ladder) {
    CountOptions run_options = options;
    run_options.threads = threads;
    std::vector<double> seconds;
    ScalingRow row{.threads = threads};
    for (int run = 1; run <= repeats; ++run) {
      const CountResult result = run_count ? run_count(n, run_options, run) : count(n, run_options);
      if (!first_run) first_run = result;
      if (result.solutions != first_run->solutions || result.nodes != first_run->nodes)
        throw InconsistentCount("runs disagree: " + to_string(result.solutions) + " solutions with " +
                                std::to_string(threads) + " threads, " + to_string(first_run->solutions) +
                                " with " + std::to_string(first_run->threads));
      row.solutions = result.solutions;
      seconds.push_back(result.seconds);
    }
    report.nodes = first_run->nodes;
    row.seconds = median(seconds);
    row.nodes_per_second = static_cast<double>(report.nodes) / row.seconds;
    row.tasks_per_second = static_cast<double>(first_run->tasks) / row.seconds;
    const ScalingRow& first = report.rows.empty() ? row : report.rows.front();
    row.speedup = first.seconds / row.seconds;
    row.efficiency = row.speedup * first.threads / threads;
    report.rows.push_back(row);
  }
  return report;
}

} // namespace nqueens
