// nqueens --test: the engine against the published counts.
#pragma once

#include <nqueens/nqueens.hpp>

#include <functional>

namespace nqueens::cli {

/// Prints, when `largest` (the limit of `method`) is below `asked`, that the
/// check stops at it and which board sizes are left out.
void note_method_limit(Method method, int largest, int asked);

/// Counts n = 1..15, or up to the limit of options.method
/// (max_board_size_of, 10 for brute) and says so, with `count_board`
/// (count() itself, or a distributed count that every process calls
/// together), prints one line per n and the time taken when `print` is set,
/// and returns the exit status: 0 when every count matches OEIS A000170
/// and, for a method that computes them, the unique counts match A002562.
/// Every n's request (`options`) is prepared first, so that one the engine
/// refuses at some n (too little --memory for halves, say) throws before
/// the first line: milliseconds up to n = 15.
int run_self_test(const CountOptions& options, const std::function<CountResult(int n)>& count_board,
                  bool print = true);

} // namespace nqueens::cli
