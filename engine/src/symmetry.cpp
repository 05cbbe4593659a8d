// The symmetry method: canonical border placements (border_split.hpp), each
// completed by the interior kernel and weighted by its orbit. Burnside's lemma
// turns the counts into unique solutions: the classes of the solutions whose
// border lies in one orbit are the orbits of the placement's stabilizer on its
// completions, (1 / |stabilizer|) * sum over its symmetries g of the
// completions g maps onto themselves.
#include "border_split.hpp"
#include "interior_kernel.hpp"
#include "methods.hpp"
#include "work_estimate.hpp"

#include <array>
#include <bit>
#include <string>

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
  SymmetricPlacementSearch(int n, const BorderPlacement& border)
      : n_(n), border_(border), rows_(interior_rows(n, border)) {
    for (int i = 0; i < border.queen_count; ++i) column_of_row_[border.queens[i].row] = border.queens[i].column;
  }

  ClassifiedCompletions run() {
    fill(0, Board{});
    return result_;
  }

private:
  void fill(int k, Board board) {
    if (k == rows_.count) {
      ++result_.completions.solutions;
      classify_solution();
      return;
    }
    std::uint32_t free = rows_.all_columns & ~(board.attacked() | rows_.border_attacks[k]);
    const int gap = rows_.gap[k];
    while (free != 0) {
      const std::uint32_t queen = free & (0u - free);
      free ^= queen;
      ++result_.completions.nodes;
      column_of_row_[rows_.row[k]] = std::countr_zero(queen);
      fill(k + 1, {board.columns | queen, (board.left_diagonals | queen) << gap,
                   (board.right_diagonals | queen) >> gap});
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
  InteriorRows rows_;
  std::array<int, 32> column_of_row_{};
  ClassifiedCompletions result_;
};

TaskCounts count_border_task(int n, const BorderPlacement& border, const SymmetryTask& task) {
  const u128 orbit = static_cast<u128>(border.orbit_size());
  if (border.stabilizer == bit(Symmetry::identity)) {
    // No symmetry fixes the placement, so none fixes a completion: each
    // completion is alone in its class, and the orbit holds 8 placements.
    const Completions done = count_interior_completions(interior_rows(n, border), task.filled, task.board);
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

/// Each task's interior search estimated with Knuth's estimator over the
/// free rows, for progress reports (see work_estimate.hpp).
std::vector<double> estimate_symmetry_work(int n, const SymmetrySplit& split) {
  std::vector<double> work;
  work.reserve(split.tasks.size());
  for (std::size_t index = 0; index < split.tasks.size(); ++index) {
    const SymmetryTask& task = split.tasks[index];
    const InteriorRows rows = interior_rows(n, split.borders[task.border]);
    const int first = static_cast<int>(task.filled);
    work.push_back(estimate_search_nodes(
        rows.count - first, task.board,
        [&](int step, const Board& path) {
          return rows.all_columns & ~(path.attacked() | rows.border_attacks[first + step]);
        },
        [&](int step, const Board& path, std::uint32_t queen) {
          const int gap = rows.gap[first + step];
          return Board{path.columns | queen, (path.left_diagonals | queen) << gap,
                       (path.right_diagonals | queen) >> gap};
        },
        index, probes_per_task));
  }
  return work;
}

class SymmetryTasks : public MethodTasks {
public:
  SymmetryTasks(int n, int prefix_depth) : n_(n), split_(split_by_border(n, prefix_depth)) {}

  std::uint64_t task_count() const override { return split_.tasks.size(); }
  int prefix_depth() const override { return split_.depth; }
  TaskCounts base_counts() const override { return {.nodes = split_.nodes}; }
  bool classifies_symmetry() const override { return true; }

  TaskCounts count_task(std::uint64_t index) const override {
    const SymmetryTask& task = split_.tasks[index];
    return count_border_task(n_, split_.borders[task.border], task);
  }

  std::vector<double> estimate_task_work() const override { return estimate_symmetry_work(n_, split_); }

  /// Burnside over the whole group: reflections fix no solution for n >= 2,
  /// so the classes are (total + half-turn + 2 * quarter-turn symmetric) / 8.
  /// The per-placement sums must add up to it.
  void check_total(const TaskCounts& total) const override {
    if (n_ >= 2 &&
        8 * total.unique != total.solutions + total.half_turn_symmetric + 2 * total.quarter_turn_symmetric)
      throw Error("internal error: the symmetry counts of n = " + std::to_string(n_) + " are inconsistent");
  }

private:
  int n_;
  SymmetrySplit split_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_symmetry(int n, int prefix_depth) {
  return std::make_unique<SymmetryTasks>(n, prefix_depth);
}

} // namespace nqueens::detail
