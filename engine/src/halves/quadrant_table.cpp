#include "quadrant_table.hpp"

#include <bit>

namespace nqueens::detail {
namespace {

/// The queen on local (row, column) of a quadrant of `size` rows, packed.
PackedDiagonals packed_queen(int size, int row, int column) {
  return (PackedDiagonals{1} << (row + column)) | (PackedDiagonals{1} << (32 + row - column + size - 1));
}

/// Depth-first walk over a quadrant's placements, row by row; each row holds
/// no queen or one on a free column. Calls visit(rows, columns, diagonals)
/// once per placement, the empty one included. The walk stops early,
/// returning false, as soon as visit returns false.
template <class Visit>
bool walk_all(const Quadrant& q, int row, std::uint32_t rows, std::uint32_t columns, PackedDiagonals diagonals,
              const Visit& visit) {
  if (row == q.size) return visit(rows, columns, diagonals);
  if (!walk_all(q, row + 1, rows, columns, diagonals, visit)) return false;
  for (int column = 0; column < q.size; ++column) {
    if ((columns >> column) & 1) continue;
    const PackedDiagonals queen = packed_queen(q.size, row, column);
    if ((queen & diagonals) != 0) continue;
    if (!walk_all(q, row + 1, rows | (1u << row), columns | (1u << column), diagonals | queen, visit)) return false;
  }
  return true;
}

/// Depth-first walk over the placements with a queen on each of the local
/// rows `rows_left` and on no other row: calls visit(columns, diagonals)
/// once per placement.
template <class Visit>
void walk_rows(const Quadrant& q, std::uint32_t rows_left, std::uint32_t columns, PackedDiagonals diagonals,
               const Visit& visit) {
  if (rows_left == 0) return visit(columns, diagonals);
  const int row = std::countr_zero(rows_left);
  for (int column = 0; column < q.size; ++column) {
    if ((columns >> column) & 1) continue;
    const PackedDiagonals queen = packed_queen(q.size, row, column);
    if ((queen & diagonals) != 0) continue;
    walk_rows(q, rows_left & (rows_left - 1), columns | (1u << column), diagonals | queen, visit);
  }
}

} // namespace

std::optional<std::vector<std::uint64_t>> placements_per_row_set(const Quadrant& quadrant, std::uint64_t limit) {
  std::vector<std::uint64_t> counts(std::size_t{1} << quadrant.size, 0);
  std::uint64_t total = 0;
  if (!walk_all(quadrant, 0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t, PackedDiagonals) {
        ++counts[rows];
        return ++total <= limit;
      }))
    return std::nullopt;
  return counts;
}

RowSetPlacements::RowSetPlacements(const Quadrant& quadrant, std::uint32_t rows) : quadrant_(quadrant) {
  // Counting sort by columns: one walk counts each group, a second fills
  // it, so the row set is one array with no per-group allocation.
  offsets_.assign((std::size_t{1} << quadrant.size) + 1, 0);
  walk_rows(quadrant, rows, 0, 0, [&](std::uint32_t columns, PackedDiagonals) { ++offsets_[columns + 1]; });
  for (std::size_t i = 1; i < offsets_.size(); ++i) offsets_[i] += offsets_[i - 1];
  placements_.resize(offsets_.back());
  std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
  walk_rows(quadrant, rows, 0, 0,
            [&](std::uint32_t columns, PackedDiagonals diagonals) { placements_[next[columns]++] = diagonals; });
}

std::vector<std::unique_ptr<const RowSetPlacements>> RowSetPlacements::all(const Quadrant& quadrant) {
  // The counting sort of the constructor, for every row set in one walk.
  std::vector<std::unique_ptr<RowSetPlacements>> row_sets;
  for (std::size_t rows = 0; rows < (std::size_t{1} << quadrant.size); ++rows)
    row_sets.push_back(std::unique_ptr<RowSetPlacements>(new RowSetPlacements(quadrant)));
  walk_all(quadrant, 0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t columns, PackedDiagonals) {
    ++row_sets[rows]->offsets_[columns + 1];
    return true;
  });
  std::vector<std::vector<std::uint32_t>> next;
  for (const auto& row_set : row_sets) {
    std::vector<std::uint32_t>& offsets = row_set->offsets_;
    for (std::size_t i = 1; i < offsets.size(); ++i) offsets[i] += offsets[i - 1];
    row_set->placements_.resize(offsets.back());
    next.emplace_back(offsets.begin(), offsets.end() - 1);
  }
  walk_all(quadrant, 0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t columns, PackedDiagonals diagonals) {
    row_sets[rows]->placements_[next[rows][columns]++] = diagonals;
    return true;
  });
  return {std::make_move_iterator(row_sets.begin()), std::make_move_iterator(row_sets.end())};
}

} // namespace nqueens::detail
