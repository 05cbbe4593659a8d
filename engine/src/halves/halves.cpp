// The halves method: meet in the middle instead of backtracking. See
// docs/algorithms.md for the idea and a worked example.
//
// Each row's queen stands in the west half of the board or in the east one.
// A task fixes that choice (the west rows); the east half's placements are
// then built by joining the north-east and south-east quadrants' placements
// from precomputed tables, stored bit-sliced, and each west half placement,
// joined from its own two quadrants, counts the east ones whose diagonals it
// does not touch. For odd n the middle row's and middle column's queens are
// placed first, and the rest of the board splits into four equal quadrants.
#include "methods.hpp"
#include "quadrant_table.hpp"
#include "sliced_patterns.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <utility>

namespace nqueens::detail {
namespace {

std::uint32_t low_bits(int count) { return count >= 32 ? ~0u : (1u << count) - 1; }

Diagonals queen_at(int n, int row, int column) {
  return {std::uint64_t{1} << (row + column), std::uint64_t{1} << (row - column + n - 1)};
}

/// What the middle row and column hold before the quadrants are filled: for
/// even n nothing; for odd n one queen on the middle row and one on the
/// middle column (the same queen at the centre).
struct MiddleQueens {
  Diagonals diagonals;
  /// Board rows still to fill (bit r = row r).
  std::uint32_t free_rows = 0;
  /// Columns still to fill in the west and east quadrants (local masks).
  std::uint32_t west_columns = 0;
  std::uint32_t east_columns = 0;
  /// Placements of the middle queens this one stands for under the board's
  /// eight symmetries, which permute the middle placements among themselves.
  std::uint32_t weight = 1;
};

/// One middle placement per symmetry class, in a fixed order. A queen at
/// (mid, mid + x) and one at (mid + y, mid) map to (x, y) under the eight
/// symmetries as (+-x, +-y) and (+-y, +-x); the smallest image represents
/// its class, counted with the class's size.
std::vector<MiddleQueens> middle_placements(int n, int quadrant) {
  const std::uint32_t all_rows = low_bits(n);
  if (n % 2 == 0) return {MiddleQueens{{}, all_rows, low_bits(quadrant), low_bits(quadrant), 1}};
  const int mid = n / 2;
  std::vector<MiddleQueens> result;
  for (int x = -mid; x <= mid; ++x) {
    for (int y = -mid; y <= mid; ++y) {
      if ((x == 0) != (y == 0)) continue; // the middle column's queen is elsewhere iff the row's is
      if (x != 0 && (x == y || x == -y)) continue; // the two queens share a diagonal
      std::set<std::pair<int, int>> images;
      for (const auto& [u, v] : {std::pair{x, y}, std::pair{y, x}})
        for (const int su : {1, -1})
          for (const int sv : {1, -1}) images.insert({su * u, sv * v});
      if (*images.begin() != std::pair{x, y}) continue;
      MiddleQueens middle;
      middle.weight = static_cast<std::uint32_t>(images.size());
      const int column = mid + x, row = mid + y;
      middle.diagonals = queen_at(n, mid, column) | queen_at(n, row, mid);
      middle.free_rows = all_rows & ~(1u << mid) & ~(1u << row);
      middle.west_columns = low_bits(quadrant) & ~(column < mid ? 1u << column : 0u);
      middle.east_columns = low_bits(quadrant) & ~(column > mid ? 1u << (column - mid - 1) : 0u);
      result.push_back(middle);
    }
  }
  return result;
}

/// The rows of the board turned upside down.
std::uint32_t reversed_rows(std::uint32_t rows, int n) {
  std::uint32_t reversed = 0;
  for (int r = 0; r < n; ++r) reversed |= ((rows >> r) & 1u) << (n - 1 - r);
  return reversed;
}

struct SplitTask {
  std::uint32_t west_rows;
  std::uint32_t middle;
};

/// The tasks: every (middle placement, west rows) pair with as many west
/// rows as free west columns. For even n the north-south mirror maps the
/// split of rows R to that of reversed R with equal counts, so only the
/// smaller of the two is a task (weight 2 unless R is its own mirror).
std::vector<SplitTask> split_tasks(int n, const std::vector<MiddleQueens>& middles) {
  std::vector<SplitTask> tasks;
  for (std::uint32_t i = 0; i < middles.size(); ++i) {
    const MiddleQueens& middle = middles[i];
    const int west_count = std::popcount(middle.west_columns);
    // Submasks of the free rows in increasing order.
    for (std::uint32_t rows = 0;; rows = (rows - middle.free_rows) & middle.free_rows) {
      if (std::popcount(rows) == west_count && (n % 2 == 1 || rows <= reversed_rows(rows, n)))
        tasks.push_back({rows, i});
      if (rows == middle.free_rows) break;
    }
  }
  return tasks;
}

/// The four quadrant tables: north-west, north-east, south-west, south-east.
struct Quadrants {
  int n;
  int size;
  int far; // first row (and column) of the south (and east) quadrants
  std::array<std::unique_ptr<QuadrantTable>, 4> tables;
  const QuadrantTable& north_west() const { return *tables[0]; }
  const QuadrantTable& north_east() const { return *tables[1]; }
  const QuadrantTable& south_west() const { return *tables[2]; }
  const QuadrantTable& south_east() const { return *tables[3]; }
};

/// A worker's buffers, kept from task to task; their high-water mark is the
/// worker's share of the peak memory.
struct Scratch {
  std::vector<Diagonals> east;
  SlicedPatterns sliced;
  std::vector<Diagonals> south;
  std::vector<std::uint64_t> south_west_clashes;
  std::vector<std::uint64_t> north_west_clashes;
  std::vector<std::uint32_t> fitting;
  std::vector<std::uint8_t> south_ready;

  std::uint64_t bytes() const {
    return east.capacity() * sizeof(Diagonals) + sliced.bytes() + south.capacity() * sizeof(Diagonals) + fitting.capacity() * sizeof(std::uint32_t) + south_ready.capacity() +
           (south_west_clashes.capacity() + north_west_clashes.capacity()) * sizeof(std::uint64_t);
  }
};

/// Calls visit(columns, rest) for each `count`-element subset `columns` of
/// `available`, with rest = available minus columns.
template <class Visit>
void for_each_subset(std::uint32_t available, int count, const Visit& visit) {
  // Walks the count-element subsets of 0..size-1 in increasing order
  // (Gosper's hack), spreading each over the bits of `available`: C(9, 4) =
  // 126 steps rather than 2^9 submasks tested, which mattered with the
  // ~10^5 small tasks of odd n.
  const int size = std::popcount(available);
  if (count > size) return;
  std::array<std::uint32_t, 32> bit_of{};
  for (std::uint32_t a = available, i = 0; a != 0; a &= a - 1) bit_of[i++] = a & (0u - a);
  const std::uint64_t end = std::uint64_t{1} << size;
  for (std::uint64_t chosen = (std::uint64_t{1} << count) - 1; chosen < end;) {
    std::uint32_t columns = 0;
    for (std::uint64_t c = chosen; c != 0; c &= c - 1) columns |= bit_of[std::countr_zero(c)];
    visit(columns, available ^ columns);
    if (chosen == 0) break;
    const std::uint64_t lowest = chosen & (0 - chosen);
    const std::uint64_t ripple = chosen + lowest;
    chosen = ripple | (((chosen ^ ripple) >> 2) / lowest);
  }
}

/// The placements clashing with no middle queen: `all` itself for even n
/// (no middle queens), else a copy filtered into `buffer`.
std::span<const Diagonals> avoiding(const Diagonals& fixed, std::span<const Diagonals> all,
                                    std::vector<Diagonals>& buffer) {
  if ((fixed.rising | fixed.falling) == 0) return all;
  // Branch-free, as the joins: which placements clash is unpredictable.
  if (buffer.size() < all.size()) buffer.resize(all.size());
  std::size_t kept = 0;
  for (const Diagonals& d : all) {
    buffer[kept] = d;
    kept += !d.clashes_with(fixed);
  }
  return {buffer.data(), kept};
}

/// A north placement and the south ones it fits, with their clash sets.
struct FitPairs {
  const Diagonals& north;
  const Diagonals* south;
  const std::uint32_t* fitting;
  std::size_t fit_count;
  const std::uint64_t* north_clashes;
  const std::uint64_t* south_clashes;
  std::uint64_t main_diagonal;

  /// Sum over the pairs of the stored placements each fits, doubled per
  /// main diagonal the pair occupies. `Words` > 0 fixes the word count at
  /// compile time; 0 reads it from `words`. Fits in 64 bits: at most
  /// 2^32 pairs of 2^32 placements, times 4, would be needed to wrap.
  template <std::size_t Words>
  std::uint64_t sum(std::size_t stored, std::size_t words = Words) const {
    std::uint64_t total = 0;
    for (std::size_t f = 0; f < fit_count; ++f) {
      const std::size_t j = fitting[f];
      const Diagonals half = north | south[j];
      const int doubled =
          static_cast<int>((half.rising & main_diagonal) != 0) + static_cast<int>((half.falling & main_diagonal) != 0);
      const std::uint64_t* clashes = south_clashes + j * words;
      std::uint64_t fits;
      if constexpr (Words > 0) {
        std::uint64_t inside = 0;
        for (std::size_t w = 0; w < Words; ++w)
          inside += static_cast<std::uint64_t>(std::popcount(north_clashes[w] | clashes[w]));
        fits = stored - inside;
      } else {
        fits = count_outside(stored, north_clashes, clashes, words);
      }
      total += fits << doubled;
    }
    return total;
  }
};

/// One half of the board in a task: the quadrant tables it joins, the
/// board rows whose queen stands in it and its free columns (local mask).
struct Half {
  const QuadrantTable* north;
  const QuadrantTable* south;
  std::uint32_t rows;
  std::uint32_t columns;
};

class SplitCounter {
public:
  SplitCounter(const Quadrants& quadrants, const std::vector<MiddleQueens>& middles)
      : q_(quadrants), middles_(middles) {}

  u128 count(const SplitTask& task, Scratch& scratch) const {
    const MiddleQueens& middle = middles_[task.middle];
    const int n = q_.n;
    const Half west{&q_.north_west(), &q_.south_west(), task.west_rows, middle.west_columns};
    const Half east{&q_.north_east(), &q_.south_east(), middle.free_rows & ~task.west_rows, middle.east_columns};
    if (n % 2 == 1) {
      // No main-diagonal rule for odd n: store the half with fewer queens,
      // which has fewer placements (n = 17: 18 M stored for 35 M queries,
      // against 86 M for 30 M the other way round), and query with the
      // other. Choosing by the placements' actual number measured 6% slower
      // for the cost of counting them.
      const bool west_stored = std::popcount(west.columns) <= std::popcount(east.columns);
      return count_pairs(west_stored ? west : east, west_stored ? east : west, middle.diagonals, false, scratch) *
             middle.weight;
    }
    const bool mirrored = task.west_rows != reversed_rows(task.west_rows, n);
    return count_pairs(east, west, middle.diagonals, true, scratch) * (mirrored ? 2 : 1);
  }

private:
  /// Calls visit(north, south) for the placement lists of `half`'s
  /// quadrants for each way of sharing its columns between them.
  template <class Visit>
  void for_each_column_share(const Half& half, const Visit& visit) const {
    const std::uint32_t north_rows = half.rows & low_bits(q_.size);
    const std::uint32_t south_rows = half.rows >> q_.far;
    for_each_subset(half.columns, std::popcount(north_rows), [&](std::uint32_t north, std::uint32_t south) {
      visit(half.north->with(north_rows, north), half.south->with(south_rows, south));
    });
  }

  /// Solutions made of a placement of `stored` and one of `queried` that
  /// share no diagonal with each other nor with the middle queens `fixed`.
  /// With `main_diagonal_rule` (even n), `stored` keeps only placements off
  /// both main diagonals and each `queried` one counts twice per main
  /// diagonal it occupies: the transpose and the anti-transpose of the board
  /// each move one main diagonal's queen to the other half and leave the
  /// other's in place, so these stand for the solutions left out.
  u128 count_pairs(const Half& stored, const Half& queried, const Diagonals& fixed, bool main_diagonal_rule,
                   Scratch& scratch) const {
    const std::uint64_t main_diagonal = main_diagonal_rule ? std::uint64_t{1} << (q_.n - 1) : 0;
    // Joins are written branch-free, every candidate stored and the end
    // moved on only for those that fit: about a third fit, at random, and
    // a mispredicted branch per pair cost more than the store.
    std::vector<Diagonals>& patterns = scratch.east;
    std::size_t stored_count = 0;
    for_each_column_share(stored, [&](std::span<const Diagonals> north, std::span<const Diagonals> south) {
      south = avoiding(fixed, south, scratch.south);
      if (south.empty()) return;
      if (patterns.size() < stored_count + south.size()) patterns.resize(2 * (stored_count + south.size()));
      for (const Diagonals& n : north) {
        if (n.clashes_with(fixed) || ((n.rising | n.falling) & main_diagonal) != 0) continue;
        if (patterns.size() < stored_count + south.size()) patterns.resize(2 * (stored_count + south.size()));
        Diagonals* out = patterns.data();
        const std::uint64_t n_rising = n.rising | main_diagonal, n_falling = n.falling | main_diagonal;
        for (const Diagonals& s : south) {
          out[stored_count] = n | s;
          stored_count += ((s.rising & n_rising) | (s.falling & n_falling)) == 0;
        }
      }
    });
    const std::span<const Diagonals> joined(patterns.data(), stored_count);
    if (joined.empty()) return 0;
    SlicedPatterns& sliced = scratch.sliced;
    sliced.assign(joined);
    const std::size_t words = sliced.words();

    u128 total = 0;
    for_each_column_share(queried, [&](std::span<const Diagonals> north, std::span<const Diagonals> south) {
      south = avoiding(fixed, south, scratch.south);
      if (south.empty()) return;
      // South clash sets are made on first use: many south placements fit
      // no north one.
      scratch.south_west_clashes.resize(south.size() * words);
      scratch.south_ready.assign(south.size(), 0);
      std::uint8_t* ready = scratch.south_ready.data();
      scratch.north_west_clashes.resize(words);
      std::uint64_t* north_clashes = scratch.north_west_clashes.data();
      scratch.fitting.resize(south.size());
      std::uint32_t* fitting = scratch.fitting.data();
      for (const Diagonals& n : north) {
        if (n.clashes_with(fixed)) continue;
        // The south placements that fit this one, listed branch-free first.
        std::size_t fit_count = 0;
        for (std::size_t j = 0; j < south.size(); ++j) {
          fitting[fit_count] = static_cast<std::uint32_t>(j);
          fit_count += !n.clashes_with(south[j]);
        }
        if (fit_count == 0) continue;
        sliced.clashing(n, north_clashes);
        for (std::size_t f = 0; f < fit_count; ++f) {
          const std::size_t j = fitting[f];
          if (!ready[j]) {
            sliced.clashing(south[j], scratch.south_west_clashes.data() + j * words);
            ready[j] = 1;
          }
        }
        const FitPairs pairs{n, south.data(), fitting, fit_count, north_clashes, scratch.south_west_clashes.data(),
                             main_diagonal};
        // Fixed word counts unroll into straight-line vector code: most
        // tasks store at most 2048 placements (256 for odd n).
        switch (words) {
        case 1: total += pairs.sum<1>(sliced.count()); break;
        case 2: total += pairs.sum<2>(sliced.count()); break;
        case 3: total += pairs.sum<3>(sliced.count()); break;
        case 4: total += pairs.sum<4>(sliced.count()); break;
        case 8: total += pairs.sum<8>(sliced.count()); break;
        case 16: total += pairs.sum<16>(sliced.count()); break;
        case 24: total += pairs.sum<24>(sliced.count()); break;
        case 32: total += pairs.sum<32>(sliced.count()); break;
        default: total += pairs.sum<0>(sliced.count(), words); break;
        }
      }
    });
    return total;
  }

  const Quadrants& q_;
  const std::vector<MiddleQueens>& middles_;
};

/// n choose k, exact for the n <= 32 used here.
std::uint64_t binomial(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 1; i <= k; ++i) result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return result;
}

std::string megabytes(std::uint64_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB"; }

/// The split, the quadrant tables and the workers' buffers of one count.
class HalvesTasks : public MethodTasks {
public:
  HalvesTasks(int n, std::uint64_t table_bytes, Quadrants quadrants, std::vector<MiddleQueens> middles)
      : n_(n), table_bytes_(table_bytes), quadrants_(std::move(quadrants)), middles_(std::move(middles)),
        tasks_(split_tasks(n, middles_)), counter_(quadrants_, middles_) {}

  std::uint64_t task_count() const override { return (tasks_.size() + group_ - 1) / group_; }
  int prefix_depth() const override { return n_ / 2; }
  // No tree is searched: no nodes, nothing outside the tasks.
  TaskCounts base_counts() const override { return {}; }
  TaskCounts count_task(std::uint64_t index) const override {
    const std::size_t first = static_cast<std::size_t>(index) * group_;
    const std::size_t last = std::min(first + group_, tasks_.size());
    Scratch& scratch = scratch_.local();
    u128 solutions = 0;
    for (std::size_t split = first; split < last; ++split) solutions += counter_.count(tasks_[split], scratch);
    return {.solutions = solutions};
  }
  // No work estimates: progress weighs the row choices the same.

  std::uint64_t peak_memory_bytes() const override {
    std::uint64_t bytes = table_bytes_ + tasks_.capacity() * sizeof(SplitTask);
    for (const Scratch& s : scratch_) bytes += s.bytes();
    return bytes;
  }

private:
  int n_;
  std::uint64_t table_bytes_;
  Quadrants quadrants_;
  std::vector<MiddleQueens> middles_;
  std::vector<SplitTask> tasks_;
  // A task is a run of this many consecutive row choices (the last one
  // shorter). n = 17 has 193,050 row choices of about 12 us each: one task
  // apiece spent 17% on top in checkpoint records alone, and more in MPI
  // messages. At most max_tasks tasks still give 64 per thread up to 256
  // threads. Depends on n only, so a checkpoint's task numbers stay valid.
  static constexpr std::size_t max_tasks = 16384;
  std::size_t group_ = std::max<std::size_t>(1, (tasks_.size() + max_tasks - 1) / max_tasks);
  SplitCounter counter_;
  // Buffers only, kept from task to task: a task's count depends on its
  // number alone.
  mutable oneapi::tbb::enumerable_thread_specific<Scratch> scratch_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_halves(int n, std::uint64_t memory_limit) {
  const int size = n / 2;
  const int far = n - size;
  const std::array<Quadrant, 4> layout{Quadrant{n, 0, 0, size}, Quadrant{n, 0, far, size},
                                       Quadrant{n, far, 0, size}, Quadrant{n, far, far, size}};
  // Checked before anything large is built or walked, cheapest first: the
  // task list, the tables' group offsets, then the placements themselves,
  // counted only up to what the limit allows (n = 32 is refused at once).
  const auto refuse = [&](std::uint64_t bytes, const std::string& what) {
    throw Error("the halves method needs more than " + megabytes(bytes) + " (" + what + ") for n = " +
                std::to_string(n) + ", over the memory limit of " + megabytes(memory_limit));
  };
  std::vector<MiddleQueens> middles = middle_placements(n, size);
  std::uint64_t task_bound = 0;
  for (const MiddleQueens& middle : middles)
    task_bound += binomial(std::popcount(middle.free_rows), std::popcount(middle.west_columns));
  const std::uint64_t task_bytes = task_bound * sizeof(SplitTask);
  if (task_bytes > memory_limit) refuse(task_bytes, "task list");
  const std::uint64_t offset_bytes = 4 * QuadrantTable::bytes_for(size, 0);
  if (task_bytes + offset_bytes > memory_limit) refuse(task_bytes + offset_bytes, "quadrant tables");
  // The four quadrants are mirror images of each other: equal sizes.
  const std::uint64_t affordable = (memory_limit - task_bytes - offset_bytes) / (4 * sizeof(Diagonals));
  const std::uint64_t placements = QuadrantTable::count_placements(layout[0], affordable);
  const std::uint64_t table_bytes = 4 * QuadrantTable::bytes_for(size, placements);
  if (placements > affordable) refuse(task_bytes + table_bytes, "quadrant tables");

  Quadrants quadrants{n, size, far, {}};
  for (int i = 0; i < 4; ++i) quadrants.tables[i] = std::make_unique<QuadrantTable>(layout[i]);
  return std::make_unique<HalvesTasks>(n, table_bytes, std::move(quadrants), std::move(middles));
}

} // namespace nqueens::detail
