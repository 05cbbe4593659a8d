// The arrays method: row by row, with one occupancy flag per column, per
// rising diagonal (index row + column) and per falling diagonal (index
// row - column + n), so each check is O(1). Same tree as backtrack.
#include "first_row_tasks.hpp"

#include <array>

namespace nqueens::detail {
namespace {

struct ArraySearch {
  int n;
  std::array<bool, max_board_size> column_taken{};
  std::array<bool, 2 * max_board_size> rising_taken{};
  std::array<bool, 2 * max_board_size> falling_taken{};
  std::uint64_t solutions = 0;
  std::uint64_t nodes = 0;
  /// Polled at every node: a compare next to the method's own checks.
  StopPoll stop{StopPoll::reference_nodes_between_questions};

  void set(int row, int c, bool taken) {
    column_taken[c] = rising_taken[row + c] = falling_taken[row - c + n] = taken;
  }

  void extend(int row) {
    if (row == n) {
      ++solutions;
      return;
    }
    for (int c = 0; c < n; ++c) {
      if (column_taken[c] || rising_taken[row + c] || falling_taken[row - c + n]) continue;
      ++nodes;
      stop.poll(nodes);
      set(row, c, true);
      extend(row + 1);
      set(row, c, false);
    }
  }
};

} // namespace

std::unique_ptr<MethodTasks> prepare_arrays(int n, const CountOptions&, int) {
  return tasks_by_first_row(n, [n](int first_column) {
    ArraySearch search{n};
    search.set(0, first_column, true);
    search.nodes = 1; // the first queen
    search.extend(1);
    return TaskCounts{.solutions = search.solutions, .nodes = search.nodes};
  });
}

} // namespace nqueens::detail
