#include "row_choices.hpp"

#include <algorithm>
#include <bit>
#include <utility>
#include <vector>

namespace nqueens::detail {
namespace {

/// n choose k, exact for the n <= 32 used here.
std::uint64_t binomial(int n, int k) {
  std::uint64_t result = 1;
  for (int i = 1; i <= k; ++i) result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return result;
}

/// Whether west rows `rows` hold the middle column's queen where `middle`
/// stores it with the west half (MiddleQueens::middle_column_rows): without
/// one of its rows a row choice counts nothing.
bool holds_middle_column(const MiddleQueens& middle, std::uint32_t rows) {
  return middle.middle_column_rows == 0 || (rows & middle.middle_column_rows) != 0;
}

/// Bits 0..31 of `bits` moved to the even bits of the result: bit i to bit
/// 2i.
std::uint64_t spread_bits(std::uint32_t bits) {
  std::uint64_t spread = bits;
  spread = (spread | spread << 16) & 0x0000ffff0000ffffu;
  spread = (spread | spread << 8) & 0x00ff00ff00ff00ffu;
  spread = (spread | spread << 4) & 0x0f0f0f0f0f0f0f0fu;
  spread = (spread | spread << 2) & 0x3333333333333333u;
  return (spread | spread << 1) & 0x5555555555555555u;
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
  const std::uint64_t key = spread_bits(a >> tile_bits) | spread_bits(b >> tile_bits) << 1;
  const std::uint32_t tile = low_bits(tile_bits);
  return (key << (2 * tile_bits)) | ((b & tile) << tile_bits) | (a & tile);
}

/// A row choice as one number that sorts in the choices' order: its
/// tiled_morton_key of order_rows, then its west rows (for odd n without
/// the middle row's bit, which is never set), then the number of its middle
/// placement. At most 64 bits for n <= 32: 2 (n / 2) + n bits for even n,
/// 2 (n - 1) + 4 for odd n (at most 15 middle placements).
class ChoiceCode {
public:
  ChoiceCode(int n, std::size_t middles)
      : n_(n), middle_row_(n % 2 == 1 ? n / 2 : 32),
        row_bits_(n - n % 2), middle_bits_(std::bit_width(middles - 1)) {}

  /// The significant bits of a code.
  int bits() const { return 2 * (n_ / 2) + row_bits_ + middle_bits_; }

  std::uint64_t code(const RowChoice& choice) const {
    const TableRows keys = order_rows(n_, choice.west_rows);
    const std::uint32_t below = choice.west_rows & low_bits(middle_row_);
    const std::uint32_t above = middle_row_ < 32 ? choice.west_rows >> (middle_row_ + 1) << middle_row_ : 0;
    return ((tiled_morton_key(keys.north, keys.south) << row_bits_ | below | above) << middle_bits_) | choice.middle;
  }

  RowChoice choice(std::uint64_t code) const {
    const auto rows = static_cast<std::uint32_t>((code >> middle_bits_) & ((std::uint64_t{1} << row_bits_) - 1));
    const std::uint32_t above = middle_row_ < 32 ? rows >> middle_row_ << (middle_row_ + 1) : 0;
    return {(rows & low_bits(middle_row_)) | above,
            static_cast<std::uint32_t>(code & ((std::uint64_t{1} << middle_bits_) - 1))};
  }

private:
  int n_;
  /// The middle row of odd n, else 32 (no bit left out).
  int middle_row_;
  int row_bits_;
  int middle_bits_;
};

/// Sorts `values`, whose bits from `bits` on are 0, by their digits of 11
/// bits, the lowest first, each pass a counting sort into a second array:
/// time linear in the values, where a comparison sort's grows as c log c,
/// memory twice theirs while sorting.
void radix_sort(std::vector<std::uint64_t>& values, int bits) {
  constexpr int digit_bits = 11;
  constexpr std::uint64_t digit = (std::uint64_t{1} << digit_bits) - 1;
  std::vector<std::uint64_t> sorted(values.size());
  std::vector<std::size_t> next(std::size_t{1} << digit_bits);
  for (int shift = 0; shift < bits; shift += digit_bits) {
    std::fill(next.begin(), next.end(), 0);
    for (const std::uint64_t value : values) ++next[(value >> shift) & digit];
    std::size_t start = 0;
    for (std::size_t& place : next) start += std::exchange(place, start);
    for (const std::uint64_t value : values) sorted[next[(value >> shift) & digit]++] = value;
    values.swap(sorted);
  }
}

} // namespace

QuadrantTable::LeaseRowSets table_row_sets(int n, const RowChoice& choice, const MiddleQueens& middle) {
  const TableRows west = table_rows(n, choice.west_rows);
  const TableRows east = table_rows(n, middle.free_rows & ~choice.west_rows);
  QuadrantTable::LeaseRowSets sets{.rows = {west.north, east.north, west.south, east.south}, .count = 4};
  // The west half's south rows less each row of the middle column's queen
  // (all south): the first in the third place, the others after the east
  // half's.
  std::size_t next = 2;
  for (std::uint32_t rows = choice.west_rows & middle.middle_column_rows; rows != 0; rows &= rows - 1) {
    sets.rows[next] = table_rows(n, choice.west_rows & ~(rows & (0u - rows))).south;
    next = next == 2 ? 4 : next + 1;
  }
  sets.count = std::max<std::size_t>(4, next);
  return sets;
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
  // Bit q: some middle placement gives the west half q rows.
  std::uint64_t west_sizes = 0;
  for (const MiddleQueens& middle : middles) west_sizes |= std::uint64_t{1} << middle.west_rows();
  const auto for_each_choice = [&](const auto& visit) {
    for (std::uint32_t rows = 0;; rows = (rows - board_rows) & board_rows) {
      const int queens = std::popcount(rows);
      if ((west_sizes >> queens) & 1)
        for (std::uint32_t i = 0; i < middles.size(); ++i) {
          const MiddleQueens& middle = middles[i];
          if (queens == middle.west_rows() && (rows & ~middle.free_rows) == 0 && holds_middle_column(middle, rows) &&
              row_choice_weight(n, middle, rows) > 0)
            visit({rows, i});
        }
      if (rows == board_rows) break;
    }
  };
  std::size_t count = 0;
  for_each_choice([&](const RowChoice&) { ++count; });
  // Each choice's code (ChoiceCode) sorted, then read back: listed in order
  // of rows and middle placement, which the codes keep between equal keys.
  const ChoiceCode coding(n, middles.size());
  std::vector<std::uint64_t> codes;
  codes.reserve(count);
  for_each_choice([&](const RowChoice& choice) { codes.push_back(coding.code(choice)); });
  radix_sort(codes, coding.bits());
  std::vector<RowChoice> choices;
  choices.reserve(count);
  for (const std::uint64_t code : codes) choices.push_back(coding.choice(code));
  return choices;
}

std::vector<std::size_t> task_starts(int n, const std::vector<RowChoice>& choices) {
  if (choices.empty()) return {0};
  const std::size_t per_task = row_choices_per_task(n, choices.size());
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
    const int free = std::popcount(middle.free_rows);
    // Where the west half stores the middle column's queen, the west rows
    // off every row it may take are not listed.
    const std::uint64_t listed =
        binomial(free, middle.west_rows()) -
        (middle.middle_column_rows != 0 ? binomial(free - std::popcount(middle.middle_column_rows), middle.west_rows())
                                        : 0);
    least += (listed + mirrors - 1) / mirrors;
  }
  return least;
}

std::uint64_t most_row_choices(const std::vector<MiddleQueens>& middles) {
  std::uint64_t most = 0;
  for (const MiddleQueens& middle : middles)
    most += binomial(std::popcount(middle.free_rows), middle.west_rows());
  return most;
}

} // namespace nqueens::detail
