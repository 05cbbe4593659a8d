// nqueens::list_solutions: a three-stage oneTBB pipeline. One stage walks the
// task prefixes in lexicographic order, many workers complete batches of them,
// and the last stage hands the batches to the sink in the order they were
// made: parallel, deterministic, and bounded by the tokens in flight.
#include "nqueens/listing.hpp"

#include "bitmask/fixed_queens.hpp"
#include "bitmask/masked_search.hpp"
#include "core/request_checks.hpp"
#include "core/scheduler.hpp"
#include "solution_images.hpp"

#include <oneapi/tbb/parallel_pipeline.h>
#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <atomic>

namespace nqueens {
namespace {

/// A prefix leaves at most this many rows to its worker: a subtree of 10
/// rows holds at most a few thousand solutions, which caps a batch's memory
/// whatever n is, and --limit answers at once even for n = 32.
constexpr int rows_per_prefix = 10;
/// Enough prefixes for a batch to outweigh the pipeline's cost per token.
constexpr std::size_t prefixes_per_batch = 64;
/// Batches in flight per thread: keeps every worker busy while the ordered
/// last stage waits for a slow batch.
constexpr int batches_per_thread = 4;

struct Batch {
  /// `depth` columns per prefix.
  std::vector<std::uint8_t> prefix_columns;
  std::vector<detail::Board> boards;
  /// n columns per solution.
  std::vector<std::uint8_t> solutions;
};

/// Visitor for search_rows: keeps the path and appends each complete one,
/// filtered to canonical forms for `unique`.
struct SolutionCollector {
  int n;
  bool unique;
  std::vector<std::uint8_t>& out;
  std::array<std::uint8_t, 32> path{};
  std::array<std::uint8_t, 32> scratch{};

  void node(int row, int column) { path[row] = static_cast<std::uint8_t>(column); }
  void solution() {
    const std::span<const std::uint8_t> columns(path.data(), static_cast<std::size_t>(n));
    if (unique && !detail::is_canonical<std::uint8_t>(columns, std::span(scratch.data(), columns.size()))) return;
    out.insert(out.end(), columns.begin(), columns.end());
  }
};

} // namespace

std::uint64_t list_solutions(int n, const ListOptions& options,
                             const std::function<void(const SolutionBatch&)>& sink) {
  detail::check_board_and_threads(n, options.threads);
  check_fixed_queens(n, options.fixed_queens);
  if (options.unique && !options.fixed_queens.empty())
    throw Error("listing one solution per class cannot be combined with fixed queens");

  const detail::RowMasks masks = detail::fixed_queen_masks(n, options.fixed_queens);
  const int depth = std::max(1, n - rows_per_prefix);
  const int threads = resolved_thread_count(options.threads);
  const std::size_t tokens = static_cast<std::size_t>(batches_per_thread) * static_cast<std::size_t>(threads);
  // Token k uses batch k % tokens: the last stage runs in order, so batch k
  // has left the pipeline before token k + tokens can enter it.
  std::vector<Batch> ring(tokens);
  std::size_t made = 0;
  detail::PrefixCursor cursor(masks, depth);
  std::atomic<bool> done{false};
  std::uint64_t listed = 0;

  const auto take_prefixes = [&](oneapi::tbb::flow_control& flow) -> Batch* {
    Batch& batch = ring[made++ % tokens];
    batch.prefix_columns.clear();
    batch.boards.clear();
    batch.solutions.clear();
    while (!done.load(std::memory_order_relaxed) && batch.boards.size() < prefixes_per_batch && cursor.next()) {
      batch.prefix_columns.insert(batch.prefix_columns.end(), cursor.columns(), cursor.columns() + depth);
      batch.boards.push_back(cursor.board());
    }
    if (batch.boards.empty()) flow.stop();
    return &batch;
  };
  const auto complete = [&](Batch* batch) {
    SolutionCollector collector{n, options.unique, batch->solutions};
    for (std::size_t i = 0; i < batch->boards.size(); ++i) {
      std::copy_n(batch->prefix_columns.begin() + static_cast<std::ptrdiff_t>(i * depth), depth,
                  collector.path.begin());
      detail::search_rows(masks, depth, batch->boards[i], collector);
    }
    return batch;
  };
  const auto hand_over = [&](Batch* batch) {
    if (done.load(std::memory_order_relaxed)) return;
    std::uint64_t count = batch->solutions.size() / static_cast<std::size_t>(n);
    if (options.limit != 0 && listed + count >= options.limit) {
      count = options.limit - listed;
      done.store(true, std::memory_order_relaxed);
    }
    if (count != 0)
      sink(SolutionBatch{n, std::span(batch->solutions.data(), static_cast<std::size_t>(count) * n)});
    listed += count;
  };

  detail::allow_threads(threads);
  oneapi::tbb::task_arena arena(threads);
  arena.execute([&] {
    using oneapi::tbb::filter_mode;
    oneapi::tbb::parallel_pipeline(
        tokens, oneapi::tbb::make_filter<void, Batch*>(filter_mode::serial_in_order, take_prefixes) &
                    oneapi::tbb::make_filter<Batch*, Batch*>(filter_mode::parallel, complete) &
                    oneapi::tbb::make_filter<Batch*, void>(filter_mode::serial_in_order, hand_over));
  });
  return listed;
}

} // namespace nqueens
