// The symmetry method: canonical border placements (border_split.hpp), each
// completed by the interior kernel and weighted by its orbit. Burnside's lemma
// turns the counts into unique solutions: the classes of the solutions whose
// border lies in one orbit are the orbits of the placement's stabilizer on its
// completions, (1 / |stabilizer|) * sum over its symmetries g of the
// completions g maps onto themselves.
#include "border_split.hpp"
#include "interior_kernel.hpp"
#include "core/methods.hpp"
#include "core/work_estimate.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <mutex>
#include <optional>
#include <span>
#include <unordered_map>
#include <vector>
#include <utility>

namespace nqueens::detail {
namespace {

/// The completions of a border placement that some symmetry maps onto
/// itself, with, for each symmetry, those it maps onto themselves.
struct ClassifiedCompletions {
  Completions completions;
  std::array<std::uint64_t, 8> fixed{};
};

/// Row-by-row search that keeps the whole board, so that each solution can be
/// tested against the placement's symmetries. Several times slower per node
/// than the interior kernel, but symmetric placements are about one in n^2
/// (under 1% of the work for n = 17).
class SymmetricPlacementSearch {
public:
  SymmetricPlacementSearch(int n, const BorderPlacement& border) : n_(n), border_(border) {
    for (int i = 0; i < border.queen_count; ++i) column_of_row_[border.queens[i].row] = border.queens[i].column;
  }

  ClassifiedCompletions run() {
    fill(border_board(n_, border_));
    return result_;
  }

private:
  /// Fills the rows left top to bottom.
  void fill(const PartialBoard& board) {
    if (std::popcount(board.rows_left) > StopPoll::unpolled_rows) stop_.poll(result_.completions.nodes);
    if (board.rows_left == 0) {
      ++result_.completions.solutions;
      classify_solution();
      return;
    }
    const int row = std::countr_zero(board.rows_left);
    std::uint32_t free = free_squares(row, board.columns, board.rising, board.falling);
    while (free != 0) {
      const std::uint32_t queen = free & (0u - free);
      free ^= queen;
      ++result_.completions.nodes;
      column_of_row_[row] = std::countr_zero(queen);
      fill(board.place(row, queen));
    }
  }

  void classify_solution() {
    for (const Symmetry symmetry : all_symmetries) {
      if ((border_.stabilizer & bit(symmetry)) == 0) continue;
      bool fixed = true;
      for (int r = 0; r < n_ && fixed; ++r) {
        const Square image = transform(symmetry, n_, {r, column_of_row_[r]});
        fixed = column_of_row_[image.row] == image.column;
      }
      result_.fixed[static_cast<std::size_t>(symmetry)] += fixed ? 1 : 0;
    }
  }

  int n_;
  const BorderPlacement& border_;
  std::array<int, 32> column_of_row_{};
  ClassifiedCompletions result_;
  StopPoll stop_;
};

TaskCounts count_border_task(int n, const BorderPlacement& border, const SymmetryTask& task) {
  const u128 orbit = static_cast<u128>(border.orbit_size());
  if (border.stabilizer == bit(Symmetry::identity)) {
    // No symmetry fixes the placement, so none fixes a completion: each
    // completion is alone in its class, and the orbit holds 8 placements.
    const Completions done = count_interior_completions(RowTieBreaks(n), task.board);
    return {.solutions = orbit * done.solutions, .unique = done.solutions, .nodes = done.nodes};
  }
  const ClassifiedCompletions classified = SymmetricPlacementSearch(n, border).run();
  std::uint64_t fixed_sum = 0;
  for (const std::uint64_t fixed : classified.fixed) fixed_sum += fixed;
  return {.solutions = orbit * classified.completions.solutions,
          .unique = fixed_sum / static_cast<std::uint64_t>(std::popcount(border.stabilizer)),
          .quarter_turn_symmetric = orbit * classified.fixed[static_cast<std::size_t>(Symmetry::quarter_turn)],
          .half_turn_symmetric = orbit * classified.fixed[static_cast<std::size_t>(Symmetry::half_turn)],
          .nodes = classified.completions.nodes};
}

/// The interior search of `tasks` (task indices) estimated with Knuth's
/// estimator, along the rows the interior kernel would fill, by task index
/// (the others 0; see work_estimate.hpp).
std::vector<double> estimate_symmetry_work(int n, const SymmetrySplit& split, std::span<const std::uint64_t> tasks) {
  const RowTieBreaks ties(n);
  std::vector<double> work(split.tasks.size(), 0.0);
  for (const std::uint64_t index : tasks) {
    const PartialBoard& board = split.tasks[index].board;
    work[index] = estimate_search_nodes(
        std::popcount(board.rows_left), board,
        [&](int, const PartialBoard& path) { return next_row(ties, path).squares; },
        [&](int, const PartialBoard& path, std::uint32_t queen) { return path.place(next_row(ties, path).row, queen); },
        index, probes_per_task);
  }
  return work;
}

/// The interior queens below a task that make one of the subtasks an
/// estimate samples where whole tasks outlast its time: none up to n = 20,
/// then one more with each row. A task of the default split for two threads
/// takes minutes at n = 22 and weeks at n = 26, and each queen placed cuts a
/// subtask's tree about 10 to 20 times (fewer the deeper), so a subtask stays
/// milliseconds long.
constexpr int subtask_queens(int n) { return std::max(0, n - 20); }

/// Of those, the queens whose boards below a sampled task are all listed, so
/// that a subtask is one of them drawn at random: at most five. The rest are
/// a random branch below that board, weighted (Knuth's estimator): listing
/// the boards takes about n / 3 times longer with each queen, and seven
/// queens deep, longer than counting the subtasks drawn from them.
constexpr int listed_queens(int n) { return std::min(subtask_queens(n), 5); }

/// The seconds this thread spent finding subtasks' boards (and the nodes
/// above them), which the count never spends, not yet taken by
/// take_subtask_overhead_seconds.
thread_local double thread_finding_seconds = 0;

class SymmetryTasks : public EnumeratedTasks<SymmetrySplit> {
public:
  SymmetryTasks(int n, SymmetrySplit split) : EnumeratedTasks(std::move(split)), n_(n) {}

  TaskCounts count_task(std::uint64_t index) const override {
    const SymmetryTask& task = split().tasks[index];
    return count_border_task(n_, split().borders[task.border], task);
  }

  // A task's subtasks are the boards listed_queens(n) more queens below it
  // make (for_each_descendant), numbered in that order: up to about 10^6.
  // How many lie below each of the task's first queens is counted
  // once (TaskBoards), so that finding one enumerates below one first
  // queen only.
  std::uint64_t subtask_count(std::uint64_t index) const override {
    if (listed_queens_ == 0) return 1;
    return std::max<std::uint64_t>(boards_of(index).below_first_queens.back(), 1);
  }
  /// The completions below subtask `subtask`'s board, by the interior
  /// kernel (from n = 26 on, below a random branch from it, weighted); the
  /// first subtask also carries the nodes above the boards, so that the
  /// subtasks add up to the task (with branches, on average). A task with
  /// no board below (every branch a dead end) is its own single subtask.
  /// The task of a border that some symmetry maps onto itself (about one in
  /// n^2, whole in a count: its completions are classified together) is cut
  /// the same way: its subtasks add up to its solutions, but carry no
  /// unique count, and their nodes and time are the kernel's, not those of
  /// its own classifying search, which takes several times longer a node on
  /// under 1% of the count's work.
  SubtaskCounts count_subtask(std::uint64_t index, std::uint64_t subtask) const override {
    if (listed_queens_ == 0) return {count_task(index)};
    const auto finding_start = std::chrono::steady_clock::now();
    const TaskBoards& boards = boards_of(index);
    const std::optional<PartialBoard> found = board_of(index, boards, subtask);
    // The branch is drawn from the task's and the subtask's numbers, so that
    // a subtask is the same wherever it is counted.
    std::uint64_t seed = index;
    const RandomDescendant branch =
        found ? random_descendant(ties_, *found, branch_queens_, next_random(seed) ^ subtask) : RandomDescendant{};
    thread_finding_seconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - finding_start).count();
    if (!found) return {count_task(index)};
    const BorderPlacement& border = split().borders[split().tasks[index].border];
    const Completions done = count_interior_completions(ties_, branch.board);
    const u128 solutions = u128{branch.weight} * done.solutions;
    TaskCounts counts{.solutions = static_cast<u128>(border.orbit_size()) * solutions,
                      .nodes = branch.nodes_on_the_way + u128{branch.weight} * done.nodes};
    if (border.stabilizer == bit(Symmetry::identity)) counts.unique = solutions;
    if (subtask == 0) counts.nodes += boards.queens_placed;
    return {counts, static_cast<double>(branch.weight)};
  }
  double take_subtask_overhead_seconds() const override { return std::exchange(thread_finding_seconds, 0.0); }

  std::vector<double> estimate_task_work(std::span<const std::uint64_t> tasks) const override {
    return estimate_symmetry_work(n_, split(), tasks);
  }

  /// The per-placement sums of the classes must add up to Burnside's count
  /// over the whole group, from the symmetric counts.
  TaskCounts final_total(const TaskCounts& total) const override {
    if (classes_by_burnside(n_, total) != total.unique) throw inconsistent_symmetry_counts(n_);
    return total;
  }

private:
  /// A task's subtask boards, counted: below_first_queens[q] boards lie
  /// below its first q queens (in the kernel's order), and queens_placed is
  /// the kernel's nodes above them all.
  struct TaskBoards {
    std::vector<std::uint64_t> below_first_queens{0};
    std::uint64_t queens_placed = 0;
  };

  /// Counted on first use and kept: an estimate asks for a sampled task's
  /// count, then for some of its boards.
  const TaskBoards& boards_of(std::uint64_t index) const {
    {
      const std::lock_guard lock(boards_mutex_);
      if (const auto found = boards_.find(index); found != boards_.end()) return found->second;
    }
    TaskBoards boards;
    const PartialBoard& board = split().tasks[index].board;
    const NextRow next = next_row(ties_, board);
    if (board.rows_left == 0) {
      boards.below_first_queens.push_back(1);
    } else {
      for (std::uint32_t free = next.squares; free != 0; free &= free - 1) {
        std::uint64_t below = 0;
        boards.queens_placed += 1 + for_each_descendant(ties_, board.place(next.row, free & (0u - free)),
                                                        listed_queens_ - 1, [&](const PartialBoard&) {
                                                          ++below;
                                                          return true;
                                                        });
        boards.below_first_queens.push_back(boards.below_first_queens.back() + below);
      }
    }
    const std::lock_guard lock(boards_mutex_);
    return boards_.try_emplace(index, std::move(boards)).first->second;
  }

  /// Subtask `subtask`'s board, found below the first queen it stands under;
  /// none when the task has no board below.
  std::optional<PartialBoard> board_of(std::uint64_t index, const TaskBoards& boards, std::uint64_t subtask) const {
    const PartialBoard& board = split().tasks[index].board;
    if (board.rows_left == 0) return board;
    const std::vector<std::uint64_t>& below = boards.below_first_queens;
    const auto after = std::upper_bound(below.begin(), below.end(), subtask);
    if (after == below.end()) return std::nullopt;
    const std::size_t queen_number = static_cast<std::size_t>(after - below.begin()) - 1;
    const NextRow next = next_row(ties_, board);
    std::uint32_t free = next.squares;
    for (std::size_t q = 0; q < queen_number; ++q) free &= free - 1;
    std::uint64_t seen = below[queen_number];
    std::optional<PartialBoard> found;
    for_each_descendant(ties_, board.place(next.row, free & (0u - free)), listed_queens_ - 1,
                        [&](const PartialBoard& descendant) {
                          if (seen++ != subtask) return true;
                          found = descendant;
                          return false;
                        });
    return found;
  }

  int n_;
  RowTieBreaks ties_{n_};
  int listed_queens_ = listed_queens(n_);
  int branch_queens_ = subtask_queens(n_) - listed_queens_;
  mutable std::mutex boards_mutex_;
  // std::unordered_map keeps its elements in place as it grows.
  mutable std::unordered_map<std::uint64_t, TaskBoards> boards_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_symmetry(int n, const CountOptions& options, int threads_sharing_tasks) {
  return std::make_unique<SymmetryTasks>(
      n, options.prefix_depth != 0
             ? split_by_border(n, options.prefix_depth,
                               TaskListLimit::within(memory_limit_of(options), sizeof(SymmetryTask)))
             : choose_border_split(n, threads_sharing_tasks));
}

} // namespace nqueens::detail
