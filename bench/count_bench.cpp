// Google Benchmark suite: the engine's fast methods at each thread count, side
// by side with the classic single-thread counter they are measured against;
// and every method, reference ones included, on one thread for n = 6..12
// (the table in docs/algorithms.md, made by bench/method_table.py); and the
// default method's per-core time with its parallel efficiency at n = 16..19.
//
//   build/bench/count_bench --benchmark_filter='n:1[67]/' --benchmark_repetitions=3
//   build/bench/count_bench --benchmark_filter=BM_PerCore --benchmark_repetitions=3
//   build/bench/count_bench --benchmark_filter=BM_Method --benchmark_format=json
#include "classic_mirror.hpp"

#include <nqueens/nqueens.hpp>

#include <benchmark/benchmark.h>

#include <string>
#include <thread>

namespace {

using benchmark::Counter;

void report_rates(benchmark::State& state, double solutions, double nodes, int threads) {
  state.counters["solutions/s"] = Counter(solutions, Counter::kIsIterationInvariantRate);
  state.counters["nodes/s"] = Counter(nodes, Counter::kIsIterationInvariantRate);
  state.counters["nodes/s/core"] = Counter(nodes / threads, Counter::kIsIterationInvariantRate);
}

// Args: n. The classic recursive mirror-halving counter, one thread.
void BM_ClassicMirror(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  std::uint64_t solutions = 0;
  for (auto _ : state) benchmark::DoNotOptimize(solutions = nqueens::bench::classic_mirror_count(n));
  state.counters["solutions/s"] = Counter(static_cast<double>(solutions), Counter::kIsIterationInvariantRate);
}

// Args: n, threads. The arena is sized inside count(), as a user's call would
// size it; ->Threads() would measure something else.
void BM_Count(benchmark::State& state, nqueens::Method method) {
  const int n = static_cast<int>(state.range(0));
  const int threads = static_cast<int>(state.range(1));
  nqueens::CountResult result;
  for (auto _ : state) result = nqueens::count(n, {.threads = threads, .method = method});
  report_rates(state, static_cast<double>(result.solutions), static_cast<double>(result.nodes), threads);
  if (result.peak_memory_bytes != 0) state.counters["peak_MiB"] = static_cast<double>(result.peak_memory_bytes) / (1 << 20);
}

// Args: n. One method on one thread: the algorithm, not the scaling.
void BM_Method(benchmark::State& state, nqueens::Method method) {
  const int n = static_cast<int>(state.range(0));
  nqueens::CountResult result;
  for (auto _ : state) result = nqueens::count(n, {.threads = 1, .method = method});
  state.counters["nodes"] = static_cast<double>(result.nodes);
  state.counters["nodes/s"] = Counter(static_cast<double>(result.nodes), Counter::kIsIterationInvariantRate);
}

// Args: n. The default method on one thread (the reported time) and on every
// core, each by the count's own seconds: `efficiency` is t1 / (cores x
// t_cores), so a regression per core or in the scaling shows as a number.
void BM_PerCore(benchmark::State& state, int cores) {
  const int n = static_cast<int>(state.range(0));
  const nqueens::Method method = nqueens::fastest_method(n, false);
  double one_thread = 0, all_cores = 0;
  nqueens::CountResult result;
  for (auto _ : state) {
    result = nqueens::count(n, {.threads = 1, .method = method});
    const double seconds = result.seconds;
    state.SetIterationTime(seconds);
    one_thread += seconds;
    result = nqueens::count(n, {.threads = cores, .method = method});
    all_cores += result.seconds;
  }
  const auto iterations = static_cast<double>(state.iterations());
  state.counters["seconds_1_thread"] = one_thread / iterations;
  state.counters["seconds_all_cores"] = all_cores / iterations;
  state.counters["cores"] = cores;
  state.counters["efficiency"] = one_thread / (cores * all_cores);
  state.counters["solutions/s/core"] =
      Counter(static_cast<double>(result.solutions), Counter::kIsIterationInvariantRate);
  state.SetLabel(std::string(nqueens::method_name(method)));
}

/// The fast methods accept every board size; the reference ones stop early.
bool is_fast(nqueens::Method method) { return nqueens::max_board_size_of(method) == nqueens::max_board_size; }

void register_benchmarks() {
  for (const nqueens::Method method : nqueens::all_methods()) {
    // brute takes seconds at n = 9 and a minute at n = 10.
    const int largest = method == nqueens::Method::brute ? 9 : 12;
    const std::string name = "BM_Method/" + std::string(nqueens::method_name(method));
    for (int n = 6; n <= largest; ++n)
      benchmark::RegisterBenchmark(name.c_str(), BM_Method, method)
          ->Args({n})->ArgNames({"n"})->Unit(benchmark::kMillisecond)->UseRealTime();
  }
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // One iteration each from n = 18 on, whose counts take seconds of a core.
  for (const int n : {16, 17, 18, 19})
    benchmark::RegisterBenchmark("BM_PerCore", BM_PerCore, cores)
        ->Args({n})->ArgNames({"n"})->Unit(benchmark::kMillisecond)->UseManualTime()
        ->Iterations(n < 18 ? 3 : 1);
  // The halves method alone beyond n = 17, where the others take minutes:
  // its n = 18 goal and its growth. Select with e.g.
  // --benchmark_filter='halves/n:18/|Classic.*n:17$'.
  for (const int n : {18, 19, 20}) {
    for (int threads = 1; threads <= cores; ++threads)
      benchmark::RegisterBenchmark("BM_Count/halves", BM_Count, nqueens::Method::halves)
          ->Args({n, threads})->ArgNames({"n", "threads"})->Unit(benchmark::kMillisecond)->UseRealTime();
  }
  // n = 17 is where the speed goals are set; the classic counter and the
  // mirror method take tens of seconds each there, so every method runs it
  // on one thread and only halves (the default, all four counts) and
  // symmetry (the independent check of the four) on more.
  for (const int n : {12, 14, 16, 17}) {
    benchmark::RegisterBenchmark("BM_ClassicMirror", BM_ClassicMirror)
        ->Args({n})->ArgNames({"n"})->Unit(benchmark::kMillisecond)->UseRealTime();
    for (const nqueens::Method method : nqueens::all_methods()) {
      if (!is_fast(method)) continue;
      const std::string name = "BM_Count/" + std::string(nqueens::method_name(method));
      const bool default_method = method == nqueens::fastest_method(n, false) || method == nqueens::Method::symmetry;
      const int most_threads = n < 17 || default_method ? cores : 1;
      for (int threads = 1; threads <= most_threads; ++threads)
        benchmark::RegisterBenchmark(name.c_str(), BM_Count, method)
            ->Args({n, threads})->ArgNames({"n", "threads"})->Unit(benchmark::kMillisecond)->UseRealTime();
    }
  }
}

} // namespace

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  register_benchmarks();
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
