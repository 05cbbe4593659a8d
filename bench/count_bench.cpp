// Google Benchmark suite: the engine's methods at each thread count, side by
// side with the classic single-thread counter they are measured against.
//
//   build/bench/count_bench --benchmark_filter='/16/' --benchmark_repetitions=3
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

// Args: n, threads, method. The arena is sized inside count(), as a user's
// call would size it; ->Threads() would measure something else.
void BM_Count(benchmark::State& state) {
  const int n = static_cast<int>(state.range(0));
  const int threads = static_cast<int>(state.range(1));
  const auto method = static_cast<nqueens::Method>(state.range(2));
  nqueens::CountResult result;
  for (auto _ : state) result = nqueens::count(n, {.threads = threads, .method = method});
  state.SetLabel(std::string(nqueens::method_name(method)));
  report_rates(state, static_cast<double>(result.solutions), static_cast<double>(result.nodes), threads);
}

void count_arguments(benchmark::internal::Benchmark* bench) {
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  for (int n : {12, 14, 16})
    for (int threads = 1; threads <= cores; ++threads)
      bench->Args({n, threads, static_cast<int>(nqueens::Method::mirror)});
}

BENCHMARK(BM_ClassicMirror)->Arg(12)->Arg(14)->Arg(16)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Count)->Apply(count_arguments)->ArgNames({"n", "threads", "method"})->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
