#include "quadrant_table.hpp"

namespace nqueens::detail {
namespace {

/// Depth-first walk over a quadrant's placements, row by row; each row holds
/// no queen or one on a free column. Calls visit(rows, columns, diagonals)
/// once per placement, the empty one included, its diagonals packed.
/// The walk stops early, returning false, as soon as visit returns false.
template <class Visit>
bool walk(const Quadrant& q, int row, std::uint32_t rows, std::uint32_t columns, PackedDiagonals diagonals,
          const Visit& visit) {
  if (row == q.size) return visit(rows, columns, diagonals);
  if (!walk(q, row + 1, rows, columns, diagonals, visit)) return false;
  for (int column = 0; column < q.size; ++column) {
    if ((columns >> column) & 1) continue;
    const PackedDiagonals queen =
        (PackedDiagonals{1} << (row + column)) | (PackedDiagonals{1} << (32 + row - column + q.size - 1));
    if ((queen & diagonals) != 0) continue;
    if (!walk(q, row + 1, rows | (1u << row), columns | (1u << column), diagonals | queen, visit)) return false;
  }
  return true;
}

} // namespace

std::uint64_t QuadrantTable::count_placements(const Quadrant& quadrant, std::uint64_t limit) {
  std::uint64_t count = 0;
  walk(quadrant, 0, 0, 0, 0, [&](std::uint32_t, std::uint32_t, PackedDiagonals) { return ++count <= limit; });
  return count;
}

QuadrantTable::QuadrantTable(const Quadrant& quadrant)
    : size_(quadrant.size), rising_shift_(quadrant.rising_shift()), falling_shift_(quadrant.falling_shift()) {
  // Counting sort by (rows, columns): one walk counts each group, a second
  // fills it, so the table is one array with no per-group allocation.
  offsets_.assign((std::size_t{1} << (2 * size_)) + 1, 0);
  const auto key = [&](std::uint32_t rows, std::uint32_t columns) { return (std::size_t{rows} << size_) | columns; };
  walk(quadrant, 0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t columns, PackedDiagonals) {
    ++offsets_[key(rows, columns) + 1];
    return true;
  });
  for (std::size_t i = 1; i < offsets_.size(); ++i) offsets_[i] += offsets_[i - 1];
  placements_.resize(offsets_.back());
  std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
  walk(quadrant, 0, 0, 0, 0, [&](std::uint32_t rows, std::uint32_t columns, PackedDiagonals diagonals) {
    placements_[next[key(rows, columns)]++] = diagonals;
    return true;
  });
}

} // namespace nqueens::detail
