// Google Benchmark suite: the engine's methods at each thread count, side by
// side with the classic single-thread counter they are measured against.
//
//   build/bench/count_bench --benchmark_filter='n:16/' --benchmark_repetitions=3
#include "classic_mirror.hpp"

#include <nqueens/nqueens.hpp>

#include <benchmark/benchmark.h>

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

void register_benchmarks() {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // The halves method's own range: where its speed goals are set (n = 17,
  // 18) and beyond, against the classic counter where that still finishes.
  // Select with e.g. --benchmark_filter='halves.*n:18/|Classic.*n:17$'.
  for (const int n : {17, 18, 19, 20}) {
    if (n == 17)
      benchmark::RegisterBenchmark("BM_ClassicMirror", BM_ClassicMirror)
          ->Args({n})->ArgNames({"n"})->Unit(benchmark::kMillisecond)->UseRealTime();
    for (int threads = 1; threads <= cores; ++threads)
      benchmark::RegisterBenchmark("BM_Count/halves", BM_Count, nqueens::Method::halves)
          ->Args({n, threads})->ArgNames({"n", "threads"})->Unit(benchmark::kMillisecond)->UseRealTime();
  }
  for (const int n : {12, 14, 16}) {
    benchmark::RegisterBenchmark("BM_ClassicMirror", BM_ClassicMirror)
        ->Args({n})->ArgNames({"n"})->Unit(benchmark::kMillisecond)->UseRealTime();
    for (const nqueens::Method method : nqueens::all_methods()) {
      const std::string name = "BM_Count/" + std::string(nqueens::method_name(method));
      for (int threads = 1; threads <= cores; ++threads)
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
