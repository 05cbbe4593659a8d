// Google Benchmark suite: the engine's methods at each thread count, side by
// side with the classic single-thread counter they are measured against.
//
//   build/bench/count_bench --benchmark_filter='n:1[67]/' --benchmark_repetitions=3
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
}

void register_benchmarks() {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  // n = 17 is where the speed goals are set; the classic counter and the
  // mirror method take about 20 s each there, so every method runs it on one
  // thread and only the default method on more.
  for (const int n : {12, 14, 16, 17}) {
    benchmark::RegisterBenchmark("BM_ClassicMirror", BM_ClassicMirror)
        ->Args({n})->ArgNames({"n"})->Unit(benchmark::kMillisecond)->UseRealTime();
    for (const nqueens::Method method : nqueens::all_methods()) {
      const std::string name = "BM_Count/" + std::string(nqueens::method_name(method));
      const int most_threads = n < 17 || method == nqueens::CountOptions{}.method ? cores : 1;
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
