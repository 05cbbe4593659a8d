// The backtrack method: row by row, each candidate square checked against
// every queen already placed by an O(n) scan. Nodes: the non-attacking
// partial placements, the empty board included (17 for n = 4, 2057 for n = 8).
#include "first_row_tasks.hpp"

#include <array>
#include <cstdlib>

namespace nqueens::detail {
namespace {

struct BacktrackSearch {
  int n;
  std::array<int, max_board_size> column{};
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;
  /// Polled at every node: a compare next to the method's own checks.
  StopPoll stop{StopPoll::reference_nodes_between_questions};

  bool safe(int row, int c) const {
    for (int earlier = 0; earlier < row; ++earlier) {
      const int apart = std::abs(c - column[earlier]);
      if (apart == 0 || apart == row - earlier) return false;
    }
    return true;
  }

  void extend(int row) {
    if (row == n) {
      ++solutions;
      return;
    }
    for (int c = 0; c < n; ++c) {
      if (!safe(row, c)) continue;
      ++nodes;
      stop.poll(nodes);
      column[row] = c;
      extend(row + 1);
    }
  }
};

} // namespace

std::unique_ptr<MethodTasks> prepare_backtrack(int n, const CountOptions&, int) {
  return tasks_by_first_row(n, [n](int first_column) {
    BacktrackSearch search{n};
    search.column[0] = first_column;
    search.nodes = 1; // the first queen
    search.extend(1);
    return TaskCounts{.solutions = search.solutions, .nodes = search.nodes};
  });
}

} // namespace nqueens::detail
