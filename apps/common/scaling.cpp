#include "scaling.hpp"

#include "command_line.hpp"
#include "observer_list.hpp"
#include "progress_reporter.hpp"
#include "text_format.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>

namespace nqueens::cli {
namespace {

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t middle = values.size() / 2;
  return values.size() % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

CountResult count_once(int n, CountOptions options, bool status, const std::string& label) {
  if (!status) return count(n, options);
  ProgressReporter progress(stderr, label);
  ObserverList observers;
  if (options.observer != nullptr) observers.add(*options.observer);
  observers.add(progress);
  options.observer = &observers;
  return count(n, options);
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
                              bool status) {
  ScalingReport report{.n = n, .method = options.method, .repeats = repeats, .nodes = 0, .rows = {}};
  std::optional<CountResult> first_run; // every other run must agree with it
  for (const int threads : ladder) {
    CountOptions run_options = options;
    run_options.threads = threads;
    std::vector<double> seconds;
    ScalingRow row{.threads = threads};
    for (int run = 1; run <= repeats; ++run) {
      const std::string label =
          "threads " + std::to_string(threads) + ", run " + std::to_string(run) + " of " + std::to_string(repeats) + ": ";
      const CountResult result = count_once(n, run_options, status, label);
      if (!first_run) first_run = result;
      if (result.solutions != first_run->solutions || result.nodes != first_run->nodes)
        throw RunError("runs disagree: " + to_string(result.solutions) + " solutions with " +
                       std::to_string(threads) + " threads, " + to_string(first_run->solutions) + " with " +
                       std::to_string(first_run->threads));
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

void print_scaling_table(const ScalingReport& report) {
  std::printf("Thread scaling: n = %d, method %s, median of %d run%s\n", report.n,
              std::string(method_name(report.method)).c_str(), report.repeats, report.repeats == 1 ? "" : "s");
  // A method that searches no tree (halves) has a rate of tasks, not nodes.
  const bool nodes = counts_nodes(report.method);
  std::printf("%7s  %20s  %9s  %7s  %10s  %9s\n", "threads", "solutions", "seconds", "speedup", "efficiency",
              nodes ? "nodes/s" : "tasks/s");
  for (const ScalingRow& row : report.rows)
    std::printf("%7d  %20s  %9.3f  %7.2f  %9.1f%%  %9s\n", row.threads, to_string(row.solutions).c_str(),
                row.seconds, row.speedup, 100 * row.efficiency,
                si_number(nodes ? row.nodes_per_second : row.tasks_per_second).c_str());
}

void write_scaling_csv(const ScalingReport& report, std::ostream& out) {
  out << "n,method,threads,repeats,seconds,speedup,efficiency,nodes_per_second,solutions,nodes\n";
  // Left empty for a method that counts no nodes (halves).
  const bool nodes = counts_nodes(report.method);
  char numbers[128];
  for (const ScalingRow& row : report.rows) {
    std::snprintf(numbers, sizeof numbers, "%.6f,%.4f,%.4f,", row.seconds, row.speedup, row.efficiency);
    out << report.n << ',' << method_name(report.method) << ',' << row.threads << ',' << report.repeats << ','
        << numbers << (nodes ? std::to_string(std::llround(row.nodes_per_second)) : "") << ','
        << to_string(row.solutions) << ',' << (nodes ? to_string(report.nodes) : "") << '\n';
  }
}

} // namespace nqueens::cli
