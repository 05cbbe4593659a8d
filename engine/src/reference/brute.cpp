// The brute method: generate and test. Every one of the n^n placements with
// one queen per row is built, and only the complete ones are checked, pair by
// pair. Nodes: all sum_{k=0..n} n^k partial placements (341 for n = 4).
#include "first_row_tasks.hpp"

#include <array>
#include <cstdlib>

namespace nqueens::detail {
namespace {

struct BruteForce {
  int n;
  std::array<int, max_board_size> column{};
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;
  /// Polled at every node: a compare next to the method's own checks.
  StopPoll stop{StopPoll::reference_nodes_between_questions};

  /// The O(n^2) test at the leaf, stopping at the first attack.
  bool no_two_attack() const {
    for (int later = 1; later < n; ++later)
      for (int earlier = 0; earlier < later; ++earlier) {
        const int apart = std::abs(column[later] - column[earlier]);
        if (apart == 0 || apart == later - earlier) return false;
      }
    return true;
  }

  /// Visits the placement of rows 0..row-1 and every extension of it.
  void extend(int row) {
    ++nodes;
    stop.poll(nodes);
    if (row == n) {
      if (no_two_attack()) ++solutions;
      return;
    }
    for (int c = 0; c < n; ++c) {
      column[row] = c;
      extend(row + 1);
    }
  }
};

} // namespace

std::unique_ptr<MethodTasks> prepare_brute(int n, const CountOptions&, int) {
  return tasks_by_first_row(n, [n](int first_column) {
    BruteForce search{n};
    search.column[0] = first_column;
    search.extend(1);
    return TaskCounts{.solutions = search.solutions, .nodes = search.nodes};
  });
}

} // namespace nqueens::detail
