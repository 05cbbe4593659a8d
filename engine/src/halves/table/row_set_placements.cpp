#include "row_set_placements.hpp"

#include "core/scheduler.hpp"
#include "core/task_stop.hpp"

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <mutex>
#include <utility>

namespace nqueens::detail {
namespace {

/// The queen on local (row, column) of a quadrant of `size` rows, packed.
PackedDiagonals packed_queen(int size, int row, int column) {
  return (PackedDiagonals{1} << (row + column)) | (PackedDiagonals{1} << (32 + row - column + size - 1));
}

/// The placements whose queens occupy, of the local rows `fixed`, exactly
/// those of `occupied` (fixed 0: every placement). The classes of one
/// `fixed` share no row set: the unit of the parallel walks below.
struct RowClass {
  std::uint32_t fixed = 0;
  std::uint32_t occupied = 0;
};

/// Depth-first walk over a quadrant's placements in `row_class`, row by
/// row; each row holds no queen or one on a free column. Calls visit(rows,
/// columns, diagonals) once per placement, the empty one included, in the
/// same order for a class as a walk over all placements would.
template <class Visit>
void walk_all(const Quadrant& q, const RowClass& row_class, int row, std::uint32_t rows, std::uint32_t columns,
              std::uint32_t rising, std::uint32_t falling, PackedDiagonals diagonals, const Visit& visit) {
  if (row == q.size) return visit(rows, columns, diagonals);
  const bool fixed = (row_class.fixed >> row) & 1, occupied = (row_class.occupied >> row) & 1;
  const std::uint32_t free = fixed && !occupied ? 0 : ~(columns | rising | falling) & low_bits(q.size);
  // The last row's placements visited here, not a call each: half the
  // walk's calls.
  if (row == q.size - 1) {
    if (!(fixed && occupied)) visit(rows, columns, diagonals);
    for (std::uint32_t left = free; left != 0; left &= left - 1) {
      const std::uint32_t queen = left & (0u - left);
      visit(rows | (1u << row), columns | queen, diagonals | packed_queen(q.size, row, std::countr_zero(queen)));
    }
    return;
  }
  // As in count_placements: the diagonals taken above, as seen on this row.
  if (!(fixed && occupied)) walk_all(q, row_class, row + 1, rows, columns, rising >> 1, falling << 1, diagonals, visit);
  for (std::uint32_t left = free; left != 0; left &= left - 1) {
    const std::uint32_t queen = left & (0u - left);
    walk_all(q, row_class, row + 1, rows | (1u << row), columns | queen, (rising | queen) >> 1,
             (falling | queen) << 1, diagonals | packed_queen(q.size, row, std::countr_zero(queen)), visit);
  }
}

/// Rows whose occupancy splits the walks into classes: 2^(size - 3) classes
/// (32 at n = 16, 128 at n = 20), enough for the threads to share the work
/// evenly, while the top rows, walked once per class that passes them, stay
/// a small part of it.
int class_rows(const Quadrant& q) { return std::max(0, q.size - 3); }

/// The placements on the last two rows of a quadrant of `size` rows (at
/// least two, neither fixed by a row class), those above holding `rows` and
/// taking `columns` and the diagonals `rising` and `falling` as seen on row
/// size - 2, added to counts[row set]; returns how many. Counted in bulk:
/// a queen on column c of the first row takes columns c - 1, c and c + 1
/// from the second, so the pairs are the product of the free columns less
/// three overlaps.
std::uint64_t count_last_two_rows(int size, std::uint32_t rows, std::uint32_t columns, std::uint32_t rising,
                                  std::uint32_t falling, std::vector<std::uint64_t>& counts) {
  const std::uint32_t first_bit = 1u << (size - 2), second_bit = 1u << (size - 1);
  const std::uint32_t first = ~(columns | rising | falling) & low_bits(size);
  const std::uint32_t second = ~(columns | rising >> 1 | falling << 1) & low_bits(size);
  const std::uint64_t on_first = std::popcount(first), on_second = std::popcount(second);
  const std::uint64_t on_both = on_first * on_second - std::popcount(first & second) -
                                std::popcount(first >> 1 & second) - std::popcount(first << 1 & second);
  counts[rows] += 1;
  counts[rows | first_bit] += on_first;
  counts[rows | second_bit] += on_second;
  counts[rows | first_bit | second_bit] += on_both;
  return 1 + on_first + on_second + on_both;
}

/// The placements of `row_class` on rows `row`.. of the quadrant, those above
/// holding `rows` and taking `columns` and the diagonals `rising` and
/// `falling` (as seen on row `row`: bit c is column c), added to
/// counts[row set]; returns how many. The last two rows are counted in
/// bulk (count_last_two_rows).
std::uint64_t count_placements(int size, const RowClass& row_class, int row, std::uint32_t rows,
                               std::uint32_t columns, std::uint32_t rising, std::uint32_t falling,
                               std::vector<std::uint64_t>& counts) {
  if (row == size) { // a quadrant of fewer than two rows (n < 4): one placement
    ++counts[rows];
    return 1;
  }
  if (row == size - 2) return count_last_two_rows(size, rows, columns, rising, falling, counts);
  const std::uint32_t row_bit = 1u << row;
  const bool may_skip = !(row_class.fixed & row_class.occupied & row_bit);
  const bool may_place = !(row_class.fixed & row_bit) || (row_class.occupied & row_bit);
  const std::uint32_t free = may_place ? ~(columns | rising | falling) & low_bits(size) : 0;
  // A queen's rising diagonal (row + column) reaches the next row one column
  // to the left, its falling one (row - column) one to the right.
  std::uint64_t total = 0;
  if (may_skip) total += count_placements(size, row_class, row + 1, rows, columns, rising >> 1, falling << 1, counts);
  for (std::uint32_t left = free; left != 0; left &= left - 1) {
    const std::uint32_t queen = left & (0u - left);
    total += count_placements(size, row_class, row + 1, rows | row_bit, columns | queen, (rising | queen) >> 1,
                              (falling | queen) << 1, counts);
  }
  return total;
}

/// Calls body(row_class) for each class of the first class_rows(q) rows,
/// in parallel on `threads` threads (0: all of them).
template <class Body>
void for_each_row_class(const Quadrant& q, int threads, const Body& body) {
  const std::uint32_t fixed = (1u << class_rows(q)) - 1;
  // The walks take seconds at n = 24: each class asks the calling thread's
  // observer whether to stop (TaskStopped then leaves the walk).
  const StopPoll stop;
  allow_threads(threads);
  oneapi::tbb::task_arena arena(resolved_thread_count(threads));
  arena.execute([&] {
    oneapi::tbb::parallel_for(std::uint32_t{0}, fixed + 1, [&](std::uint32_t occupied) {
      stop.poll_now();
      body(RowClass{fixed, occupied});
    });
  });
}

/// The row masks of `row_class`'s row sets, in increasing order, to
/// visit(rows).
template <class Visit>
void for_each_row_set(const Quadrant& q, const RowClass& row_class, const Visit& visit) {
  const int free_rows = q.size - std::popcount(row_class.fixed);
  for (std::uint32_t high = 0; high < (1u << free_rows); ++high)
    visit(row_class.occupied | (high << std::popcount(row_class.fixed)));
}

/// Depth-first walk over the placements with a queen on each of the local
/// rows `rows_left` and on no other row: calls visit(columns, diagonals)
/// once per placement. `rising` and `falling`: the diagonals taken, as seen
/// on row `seen_on` (bit c: column c), as in count_placements.
template <class Visit>
void walk_rows(const Quadrant& q, std::uint32_t rows_left, std::uint32_t columns, std::uint32_t rising,
               std::uint32_t falling, int seen_on, PackedDiagonals diagonals, const Visit& visit) {
  if (rows_left == 0) return visit(columns, diagonals);
  const int row = std::countr_zero(rows_left);
  rising >>= row - seen_on;
  falling <<= row - seen_on;
  for (std::uint32_t left = ~(columns | rising | falling) & low_bits(q.size); left != 0; left &= left - 1) {
    const std::uint32_t queen = left & (0u - left);
    walk_rows(q, rows_left & (rows_left - 1), columns | queen, rising | queen, falling | queen, row,
              diagonals | packed_queen(q.size, row, std::countr_zero(queen)), visit);
  }
}

} // namespace

std::optional<std::vector<std::uint64_t>> placements_per_row_set(const Quadrant& quadrant, std::uint64_t limit,
                                                                  int threads) {
  // The counts of the last quadrant counted in full: a default count asks
  // twice, to choose its method and to plan.
  static std::mutex last_mutex;
  static std::optional<std::pair<Quadrant, std::vector<std::uint64_t>>> last;
  const auto within_limit = [limit](const std::vector<std::uint64_t>& counts) {
    std::uint64_t total = 0;
    for (const std::uint64_t count : counts) total += count;
    return total <= limit;
  };
  {
    const std::lock_guard lock(last_mutex);
    if (last && last->first == quadrant) {
      if (!within_limit(last->second)) return std::nullopt;
      return last->second;
    }
  }
  std::vector<std::uint64_t> counts(std::size_t{1} << quadrant.size, 0);
  // The classes write to disjoint row sets. A class starts only while the
  // total is within the limit: a hopeless request stops a class per thread
  // past it.
  std::atomic<std::uint64_t> counted = 0;
  for_each_row_class(quadrant, threads, [&](const RowClass& row_class) {
    if (counted.load(std::memory_order_relaxed) > limit) return;
    counted.fetch_add(count_placements(quadrant.size, row_class, 0, 0, 0, 0, 0, counts), std::memory_order_relaxed);
  });
  if (!within_limit(counts)) return std::nullopt;
  const std::lock_guard lock(last_mutex);
  last.emplace(quadrant, counts);
  return counts;
}

PackedDiagonals RowSetPlacements::main_diagonals(const Quadrant& quadrant) {
  const int rising_bit = quadrant.n - 1 - quadrant.rising_shift();
  const int falling_bit = quadrant.n - 1 - quadrant.falling_shift();
  const auto reaches = [&](int bit) { return bit >= 0 && bit < 2 * quadrant.size - 1; };
  return (reaches(rising_bit) ? PackedDiagonals{1} << rising_bit : 0) |
         (reaches(falling_bit) ? PackedDiagonals{1} << (32 + falling_bit) : 0);
}

void RowSetPlacements::arrange(std::span<GroupCursors> groups) {
  std::uint32_t start = 0;
  for (std::size_t columns = 0; columns < groups.size(); ++columns) {
    GroupCursors& group = groups[columns];
    const std::uint32_t on_main = group.next[1], off_main = group.next[0];
    offsets_[columns] = start;
    group.next[1] = start;
    group.next[0] = start + on_main;
    start += on_main + off_main;
  }
  offsets_[groups.size()] = start;
  placements_.resize(start);
}

RowSetPlacements::RowSetPlacements(const Quadrant& quadrant, std::uint32_t rows) : RowSetPlacements(quadrant) {
  // Counting sort by columns and by the main diagonals: one walk counts
  // each group's two parts, a second fills them, so the row set is one
  // array with no per-group allocation.
  const PackedDiagonals main = main_diagonals(quadrant);
  std::vector<GroupCursors> groups(std::size_t{1} << quadrant.size);
  walk_rows(quadrant, rows, 0, 0, 0, 0, 0,
            [&](std::uint32_t columns, PackedDiagonals diagonals) { ++groups[columns].next[(diagonals & main) != 0]; });
  arrange(groups);
  walk_rows(quadrant, rows, 0, 0, 0, 0, 0,
            [&](std::uint32_t columns, PackedDiagonals diagonals) { place(groups[columns], diagonals, main); });
}

std::vector<std::unique_ptr<const RowSetPlacements>> RowSetPlacements::all(const Quadrant& quadrant, int threads,
                                                                           HugePageBlock* block) {
  // The counting sort of the constructor, for every row set of a class in
  // two walks over the class's placements, the classes in parallel. A
  // class's row sets differ in their rows past the class's: their groups'
  // cursors lie side by side, indexed by those rows and the columns.
  const PackedDiagonals main = main_diagonals(quadrant);
  const std::size_t groups_per_row_set = std::size_t{1} << quadrant.size;
  std::vector<std::unique_ptr<RowSetPlacements>> row_sets(std::size_t{1} << quadrant.size);
  for_each_row_class(quadrant, threads, [&](const RowClass& row_class) {
    const int class_bits = std::popcount(row_class.fixed);
    std::vector<GroupCursors> groups((std::size_t{1} << (quadrant.size - class_bits)) * groups_per_row_set);
    const auto group = [&](std::uint32_t rows, std::uint32_t columns) -> GroupCursors& {
      return groups[(rows >> class_bits) * groups_per_row_set + columns];
    };
    walk_all(quadrant, row_class, 0, 0, 0, 0, 0, 0,
             [&](std::uint32_t rows, std::uint32_t columns, PackedDiagonals diagonals) {
               ++group(rows, columns).next[(diagonals & main) != 0];
             });
    for_each_row_set(quadrant, row_class, [&](std::uint32_t rows) {
      row_sets[rows] = std::unique_ptr<RowSetPlacements>(new RowSetPlacements(quadrant, block));
      row_sets[rows]->arrange(std::span<GroupCursors>(&group(rows, 0), groups_per_row_set));
    });
    walk_all(quadrant, row_class, 0, 0, 0, 0, 0, 0,
             [&](std::uint32_t rows, std::uint32_t columns, PackedDiagonals diagonals) {
               row_sets[rows]->place(group(rows, columns), diagonals, main);
             });
  });
  return {std::make_move_iterator(row_sets.begin()), std::make_move_iterator(row_sets.end())};
}

} // namespace nqueens::detail
