// The checks of a request before anything is prepared: each bad input gets
// one Error naming it.
#pragma once

#include "nqueens/nqueens.hpp"

namespace nqueens::detail {

/// Throws Error unless min_board_size <= n <= max_board_size and
/// 0 <= threads <= max_thread_count (0: all cores).
void check_board_and_threads(int n, int threads);

/// Throws Error unless count(n, options) can be carried out: n, threads and
/// depth in range, n within the method's limit, valid fixed queens and a
/// method that honours them (the method table's description).
void check_count_request(int n, const CountOptions& options);

} // namespace nqueens::detail
