#include "row_choices.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace nqueens::detail {
namespace {

/// n choose k, exact for the n <= 32 used here.
std::uint64_t binomial(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 1; i <= k; ++i) result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return result;
}

/// The order of row choices by their north and south row-set keys `a` and
/// `b`: tiles of 16 x 16 keys (their low 4 bits) in the Morton order (the
/// bits above interleaved, each bit of b just above the same bit of a), and
/// within a tile by b, then a. Neighbours in the Morton order share the high
/// bits of both keys, which keeps the row sets a run of choices reads few
/// however small the room for them; within a tile, a south row set serves
/// a run of choices while it is in the processor's caches, which the Morton
/// order alone loses (docs/lab/halves-notes.md).
std::uint64_t tiled_morton_key(std::uint32_t a, std::uint32_t b) {
  constexpr int tile_bits = 4;
  std::uint64_t key = 0;
  for (int bit = 0; bit + tile_bits < 32; ++bit)
    key |= (std::uint64_t{(a >> (bit + tile_bits)) & 1u} << (2 * bit)) |
           (std::uint64_t{(b >> (bit + tile_bits)) & 1u} << (2 * bit + 1));
  const std::uint32_t tile = low_bits(tile_bits);
  return (key << (2 * tile_bits)) | ((b & tile) << tile_bits) | (a & tile);
}

} // namespace

std::array<std::uint32_t, 4> table_row_sets(int n, const RowChoice& choice, const MiddleQueens& middle) {
  const TableRows west = table_rows(n, choice.west_rows);
  const TableRows east = table_rows(n, middle.free_rows & ~choice.west_rows);
  return {west.north, east.north, west.south, east.south};
}

int row_choice_weight(int n, const MiddleQueens& middle, std::uint32_t west_rows) {
  std::array<std::uint32_t, 4> images{};
  std::size_t count = 0;
  images[count++] = west_rows;
  if (middle.north_south_symmetric) images[count++] = reversed_rows(west_rows, n);
  if (middle.east_west_symmetric)
    for (std::size_t i = 0, mirrored = count; i < mirrored; ++i) images[count++] = middle.free_rows & ~images[i];
  int distinct = 0;
  for (std::size_t i = 0; i < count; ++i) {
    if (images[i] < west_rows) return 0;
    bool seen = false;
    for (std::size_t j = 0; j < i; ++j) seen = seen || images[j] == images[i];
    distinct += seen ? 0 : 1;
  }
  return distinct;
}

int off_main_diagonals_weight(int n, std::uint32_t west_rows) {
  if (n % 2 == 1) return 1;
  const std::uint32_t east_rows = low_bits(n) & ~west_rows;
  const std::uint32_t image = std::min(east_rows, reversed_rows(east_rows, n));
  if (image == west_rows) return 1;
  return west_rows < image ? 2 : 0;
}

TableRows order_rows(int n, std::uint32_t west_rows) {
  const TableRows west = table_rows(n, west_rows);
  const TableRows other = table_rows(n, board_rows_off_middle(n) & ~west_rows);
  return {std::min(west.north, other.north), std::min(west.south, other.south)};
}

std::vector<RowChoice> row_choices(int n, const std::vector<MiddleQueens>& middles) {
  // The choices by rows (the submasks of the rows off the middle row in
  // increasing order), then middle placement: the choices of one set of
  // west rows together.
  const std::uint32_t board_rows = board_rows_off_middle(n);
  // Bit q: some middle placement leaves q queens to the west quadrants.
  std::uint64_t west_sizes = 0;
  for (const MiddleQueens& middle : middles) west_sizes |= std::uint64_t{1} << middle.west_quadrant_queens();
  const auto for_each_choice = [&](const auto& visit) {
    for (std::uint32_t rows = 0;; rows = (rows - board_rows) & board_rows) {
      const int queens = std::popcount(rows);
      if ((west_sizes >> queens) & 1)
        for (std::uint32_t i = 0; i < middles.size(); ++i) {
          const MiddleQueens& middle = middles[i];
          if (queens == middle.west_quadrant_queens() && (rows & ~middle.free_rows) == 0 &&
              row_choice_weight(n, middle, rows) > 0)
            visit({rows, i});
        }
      if (rows == board_rows) break;
    }
  };
  std::size_t count = 0;
  for_each_choice([&](const RowChoice&) { ++count; });
  std::vector<RowChoice> choices;
  choices.reserve(count);
  // Each choice's key (at most 32 bits), above its place in that order
  // (below 2^32: C(32, 16) choices at most): sorted, equal keys keep it.
  std::vector<std::uint64_t> order;
  order.reserve(count);
  for_each_choice([&](const RowChoice& choice) {
    const TableRows keys = order_rows(n, choice.west_rows);
    order.push_back(tiled_morton_key(keys.north, keys.south) << 32 | choices.size());
    choices.push_back(choice);
  });
  std::sort(order.begin(), order.end());
  // Place i takes the choice listed at place order[i]: the permutation
  // applied in place, cycle by cycle, the top bit marking a place done.
  constexpr std::uint64_t place = 0xffffffffu;
  constexpr std::uint64_t done = std::uint64_t{1} << 63;
  for (std::uint64_t& entry : order) entry &= place;
  for (std::size_t i = 0; i < count; ++i) {
    if ((order[i] & done) != 0) continue;
    const RowChoice first = choices[i];
    for (std::size_t j = i;;) {
      const std::size_t from = order[j] & place;
      order[j] |= done;
      if (from == i) {
        choices[j] = first;
        break;
      }
      choices[j] = choices[from];
      j = from;
    }
  }
  return choices;
}

std::vector<std::size_t> task_starts(const std::vector<RowChoice>& choices) {
  if (choices.empty()) return {0};
  const std::size_t per_task = row_choices_per_task(choices.size());
  std::vector<std::size_t> starts{0};
  for (std::size_t i = 1; i < choices.size(); ++i)
    if (i - starts.back() >= per_task && choices[i].west_rows != choices[i - 1].west_rows) starts.push_back(i);
  starts.push_back(choices.size());
  return starts;
}

std::uint64_t least_row_choices(const std::vector<MiddleQueens>& middles) {
  std::uint64_t least = 0;
  for (const MiddleQueens& middle : middles) {
    const std::uint64_t mirrors = (middle.north_south_symmetric ? 2 : 1) * (middle.east_west_symmetric ? 2 : 1);
    least += (binomial(std::popcount(middle.free_rows), middle.west_quadrant_queens()) + mirrors - 1) / mirrors;
  }
  return least;
}

std::uint64_t most_row_choices(const std::vector<MiddleQueens>& middles) {
  std::uint64_t most = 0;
  for (const MiddleQueens& middle : middles)
    most += binomial(std::popcount(middle.free_rows), middle.west_quadrant_queens());
  return most;
}

} // namespace nqueens::detail
