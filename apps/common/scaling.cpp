#include "scaling.hpp"

#include "observer_list.hpp"
#include "progress_reporter.hpp"
#include "text_format.hpp"

#include <cmath>
#include <cstdio>
#include <string>

namespace nqueens::cli {

ScalingReport measure_scaling(int n, const CountOptions& options, std::span<const int> ladder, int repeats,
                              bool status) {
  if (!status) return nqueens::measure_scaling(n, options, ladder, repeats);
  return nqueens::measure_scaling(n, options, ladder, repeats, [repeats](int n, CountOptions run_options, int run) {
    ProgressReporter progress(stderr, "threads " + std::to_string(run_options.threads) + ", run " +
                                          std::to_string(run) + " of " + std::to_string(repeats) + ": ");
    ObserverList observers;
    if (run_options.observer != nullptr) observers.add(*run_options.observer);
    observers.add(progress);
    run_options.observer = &observers;
    return count(n, run_options);
  });
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
