// Listing the solutions themselves, in lexicographic order, in parallel and
// in constant memory.
//
//   nqueens::list_solutions(8, {}, [](const nqueens::SolutionBatch& batch) {
//     for (std::size_t i = 0; i < batch.size(); ++i) use(batch[i]);  // 92 in all
//   });
#pragma once

#include "nqueens/nqueens.hpp"

#include <cstdint>
#include <functional>
#include <span>
#include <vector>

namespace nqueens {

struct ListOptions {
  /// Worker threads; 0 means all hardware threads.
  int threads = 0;
  /// Only the solutions containing these queens (see CountOptions).
  std::vector<Square> fixed_queens = {};
  /// One solution per rotation/reflection class: the one that is the
  /// lexicographically smallest of its eight images. Not with fixed queens.
  bool unique = false;
  /// Stop after this many solutions; 0 for no limit.
  std::uint64_t limit = 0;
};

/// Consecutive solutions, each the 0-based column of every row.
struct SolutionBatch {
  int n = 0;
  /// n bytes per solution, solution after solution.
  std::span<const std::uint8_t> columns;

  std::size_t size() const { return columns.size() / static_cast<std::size_t>(n); }
  std::span<const std::uint8_t> operator[](std::size_t i) const {
    return columns.subspan(i * static_cast<std::size_t>(n), static_cast<std::size_t>(n));
  }
};

/// Hands every solution of the n-queens problem (honouring `options`) to
/// `sink`, in lexicographic order of the columns row by row, and returns how
/// many it handed over. `sink` is called with one batch at a time, never
/// concurrently, in order, from one of the worker threads; an exception from
/// it stops the listing and is rethrown here.
/// Preconditions: as count() (1 <= n <= 32, valid threads and fixed queens),
/// and not `unique` together with fixed queens; otherwise throws Error.
/// Run time: about that of the bitmask count plus n bytes per solution
/// handed over, spread over the threads. Memory: bounded, independent of the
/// number of solutions: a few batches per thread, each the solutions of 64
/// subtrees of at most 10 rows.
std::uint64_t list_solutions(int n, const ListOptions& options,
                             const std::function<void(const SolutionBatch&)>& sink);

} // namespace nqueens
