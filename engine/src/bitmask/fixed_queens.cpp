#include "fixed_queens.hpp"

#include "task_prefix.hpp"

#include "core/split_depth.hpp"

#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

namespace nqueens {
namespace {

std::string square_name(const Square& square) {
  return std::to_string(square.row + 1) + ":" + std::to_string(square.column + 1);
}

bool share_diagonal(const Square& a, const Square& b) {
  return std::abs(a.row - b.row) == std::abs(a.column - b.column);
}

} // namespace

std::optional<AttackingPair> attacking_fixed_queens(std::span<const Square> queens) {
  for (std::size_t later = 1; later < queens.size(); ++later)
    for (std::size_t earlier = 0; earlier < later; ++earlier)
      if (share_diagonal(queens[earlier], queens[later])) return AttackingPair{queens[earlier], queens[later]};
  return std::nullopt;
}

void check_fixed_queens(int n, std::span<const Square> queens) {
  for (std::size_t i = 0; i < queens.size(); ++i) {
    const Square& queen = queens[i];
    if (queen.row < 0 || queen.row >= n || queen.column < 0 || queen.column >= n)
      throw Error("fixed queen " + square_name(queen) + " is off the board (rows and columns 1 to " +
                  std::to_string(n) + ")");
    for (std::size_t j = 0; j < i; ++j) {
      if (queens[j].row == queen.row)
        throw Error("fixed queens " + square_name(queens[j]) + " and " + square_name(queen) + " share a row");
      if (queens[j].column == queen.column)
        throw Error("fixed queens " + square_name(queens[j]) + " and " + square_name(queen) + " share a column");
    }
  }
}

namespace detail {

RowMasks fixed_queen_masks(int n, std::span<const Square> fixed) {
  RowMasks masks = open_rows(n);
  for (const Square& queen : fixed) {
    for (int row = 0; row < n; ++row) {
      if (row == queen.row) continue;
      const int distance = std::abs(row - queen.row);
      std::uint32_t attacked = std::uint32_t{1} << queen.column;
      if (queen.column - distance >= 0) attacked |= std::uint32_t{1} << (queen.column - distance);
      if (queen.column + distance < n) attacked |= std::uint32_t{1} << (queen.column + distance);
      masks.allowed[row] &= ~attacked;
    }
  }
  // A fixed queen's row holds that queen only, if no other fixed queen
  // attacks its square (then the row stays empty: no solution).
  for (const Square& queen : fixed) masks.allowed[queen.row] &= std::uint32_t{1} << queen.column;
  return masks;
}

bool mirror_symmetric(const RowMasks& masks) {
  for (int row = 0; row < masks.n; ++row) {
    std::uint32_t mirrored = 0;
    for (int column = 0; column < masks.n; ++column)
      if (masks.allowed[row] >> column & 1u) mirrored |= std::uint32_t{1} << (masks.n - 1 - column);
    if (mirrored != masks.allowed[row]) return false;
  }
  return true;
}

namespace {

struct MaskedSplit {
  int depth = 0;
  std::vector<TaskPrefix> tasks;
  std::uint64_t nodes = 1; // the empty board
};

/// The prefixes of `depth` rows, the first row's parts and weights as in
/// split_into_prefixes.
MaskedSplit split_masked(const RowMasks& masks, int depth, bool halve, const TaskListLimit& limit = {}) {
  MaskedSplit split;
  split.depth = depth;
  for_each_first_row_part(masks.n, halve, [&](std::uint32_t first_row, std::uint32_t weight) {
    RowMasks limited = masks;
    limited.allowed[0] &= first_row;
    PrefixCursor cursor(limited, depth);
    while (cursor.next()) {
      limit.check(split.tasks.size(), masks.n, depth);
      split.tasks.push_back({cursor.board(), weight});
    }
    split.nodes += cursor.nodes();
  });
  return split;
}

class FixedQueenTasks : public EnumeratedTasks<MaskedSplit> {
public:
  FixedQueenTasks(const RowMasks& masks, MaskedSplit split) : EnumeratedTasks(std::move(split)), masks_(masks) {}

  TaskCounts count_task(std::uint64_t index) const override {
    const TaskPrefix& task = split().tasks[index];
    CompletionCounter counter{.polled_rows_end = masks_.n - StopPoll::unpolled_rows};
    search_rows(masks_, split().depth, task.board, counter);
    return {.solutions = u128{counter.done.solutions} * task.weight, .nodes = counter.done.nodes};
  }

private:
  RowMasks masks_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_fixed_queens(int n, bool mirror_halving, int prefix_depth,
                                                  int threads_sharing_tasks, std::span<const Square> fixed,
                                                  std::uint64_t memory_limit) {
  const RowMasks masks = fixed_queen_masks(n, fixed);
  const bool halve = mirror_halving && mirror_symmetric(masks);
  // Fixed queens prune the tree unevenly: the prefixes are counted, not guessed.
  MaskedSplit split = prefix_depth != 0 ? split_masked(masks, prefix_depth, halve,
                                                      TaskListLimit::within(memory_limit, sizeof(TaskPrefix)))
                                        : choose_split(n, threads_sharing_tasks, [&](int depth) {
                                            return split_masked(masks, depth, halve);
                                          });
  return std::make_unique<FixedQueenTasks>(masks, std::move(split));
}

} // namespace detail
} // namespace nqueens
