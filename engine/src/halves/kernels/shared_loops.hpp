// The loops the kernel files (pair_kernels_*.cpp) share as source: a query's
// clash set over a bit-sliced store (the OR of the slices of its diagonals,
// or of a clash table's entries: or_rows), the making of those entries, the
// word-by-word pair loop, a column share's batches, and the bit-matrix
// transposition.
// Each file compiles them for its own instruction set with its own `Lane`,
// the widest vector it has (or a word); every function here is static and
// calls nothing out of line, so no copy compiled for one instruction set can
// stand in for another's.
#pragma once

#include "pair_kernels.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <type_traits>
#include <utility>

namespace nqueens::detail {

template <class Lane>
static inline Lane load_lane(const std::uint64_t* from) {
  Lane lane;
  std::memcpy(&lane, from, sizeof lane);
  return lane;
}

template <class Lane>
static inline void store_lane(std::uint64_t* to, const Lane& lane) {
  std::memcpy(to, &lane, sizeof lane);
}

/// Calls visit(rising_at, falling_at) once per queen of query j, with the
/// slots (ClashQuery::slot) of a rising and a falling diagonal of it that
/// some stored placement occupies, each in turn, or zero_slot once they
/// run out.
template <class Visit>
static inline void for_each_queen_slot(const ClashQuery& query, std::size_t j, const Visit& visit) {
  std::uint64_t rising = query.rising[j] & query.used_rising;
  std::uint64_t falling = query.falling[j] & query.used_falling;
  const int queens = std::max(std::popcount(query.rising[j]), std::popcount(query.falling[j]));
  for (int queen = 0; queen < queens; ++queen) {
    visit(rising != 0 ? static_cast<std::size_t>(std::countr_zero(rising)) : zero_slot,
          falling != 0 ? 64 + static_cast<std::size_t>(std::countr_zero(falling)) : zero_slot);
    rising &= rising - 1;
    falling &= falling - 1;
  }
}

/// `Count` registers set to 0 and, below, stored lane by lane: an array of
/// registers zeroed or copied whole is kept in memory by GCC 12 for 256-bit
/// lanes, zeroed by `rep stosq` (a quarter of the clash-set time on AVX2).
template <class Lane, std::size_t Count>
static inline void zero_lanes(Lane (&lanes)[Count]) {
  for (std::size_t l = 0; l < Count; ++l) lanes[l] = Lane{};
}

/// Each query's clash set held in `Lanes` registers of type `Lane` while
/// its slices are ORed in. For up to 4 words (most tasks of odd n) the
/// per-diagonal bookkeeping, not the ORs, is the cost. `ByQueen`: a queen
/// at a time (for_each_queen_slot), a loop whose end is predicted, which
/// pays where a bit scan is one instruction (TZCNT with AVX2); else a loop
/// per occupied diagonal, fewer slices read.
template <class Lane, std::size_t Lanes, bool ByQueen>
static inline void clash_in_registers(const ClashQuery& query, std::uint64_t* out) {
  constexpr std::size_t lane_words = sizeof(Lane) / sizeof(std::uint64_t);
  constexpr std::size_t words = Lanes * lane_words;
  for (std::size_t j = 0; j < query.count; ++j, out += words) {
    Lane set[Lanes];
    zero_lanes(set);
    const auto add_slice = [&](std::size_t at) {
      const std::uint64_t* slice = query.slices + query.slot[at] * words;
      for (std::size_t l = 0; l < Lanes; ++l) set[l] |= load_lane<Lane>(slice + l * lane_words);
    };
    if constexpr (ByQueen) {
      for_each_queen_slot(query, j, [&](std::size_t rising_at, std::size_t falling_at) {
        add_slice(rising_at);
        add_slice(falling_at);
      });
    } else {
      for (std::uint64_t bits = query.rising[j] & query.used_rising; bits != 0; bits &= bits - 1)
        add_slice(static_cast<std::size_t>(std::countr_zero(bits)));
      for (std::uint64_t bits = query.falling[j] & query.used_falling; bits != 0; bits &= bits - 1)
        add_slice(64 + static_cast<std::size_t>(std::countr_zero(bits)));
    }
    for (std::size_t l = 0; l < Lanes; ++l) store_lane(out + l * lane_words, set[l]);
  }
}

/// out[0..lanes x lane words) = the OR of `count` rows over those words, the
/// lanes in registers: the lane indices a parameter pack, so that the
/// block is an unrolled set of registers stored straight to `out` (GCC 12
/// keeps an array of 256-bit lanes indexed in a loop in memory, and copies
/// it to `out` through the stack 16 bytes at a time).
template <class Lane, std::size_t... L>
static inline void or_block(const std::uint64_t* const* rows, std::size_t count, std::size_t w, std::uint64_t* out,
                            std::index_sequence<L...>) {
  constexpr std::size_t lane_words = sizeof(Lane) / sizeof(std::uint64_t);
  Lane block[sizeof...(L)];
  ((block[L] = Lane{}), ...);
  for (std::size_t r = 0; r < count; ++r) ((block[L] |= load_lane<Lane>(rows[r] + w + L * lane_words)), ...);
  (store_lane(out + w + L * lane_words, block[L]), ...);
}

/// The OR of `count` rows over words first..last - 1, 512-bit blocks at a
/// time, up to four blocks in registers at once (one chain of ORs per
/// block, each waiting on its loads, so several run side by side), then
/// the words short of a block one by one.
template <class Lane>
static inline void or_rows(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                           std::uint64_t* out) {
  constexpr std::size_t lane_words = sizeof(Lane) / sizeof(std::uint64_t);
  constexpr std::size_t lanes = 8 / lane_words;
  std::size_t w = first;
  for (; w + 32 <= last; w += 32) or_block<Lane>(rows, count, w, out, std::make_index_sequence<4 * lanes>());
  for (; w + 8 <= last; w += 8) or_block<Lane>(rows, count, w, out, std::make_index_sequence<lanes>());
  for (; w < last; ++w) {
    std::uint64_t word = 0;
    for (std::size_t r = 0; r < count; ++r) word |= rows[r][w];
    out[w] = word;
  }
}

/// A clash table of `Chunks` chunks with their fields held in registers:
/// a query's rows found without a loop over the table's chunks, one row a
/// chunk (entry 0, zeros, where the query occupies none of its diagonals),
/// so that the ORs unroll too. ChunkRows<0> serves any table, by entry_rows.
/// In an unnamed namespace, as the functions here are static: each kernel
/// file's copy is its own.
namespace {
template <std::size_t Chunks>
struct ChunkRows {
  static constexpr std::size_t most_rows = Chunks;
  bool falling[Chunks];
  int shift[Chunks];
  std::uint64_t mask[Chunks];
  const std::uint64_t* first[Chunks];
  std::size_t words;

  explicit ChunkRows(const EntryTable& table) : words(table.words) {
    for (std::size_t c = 0; c < Chunks; ++c) {
      const EntryChunk& chunk = table.chunks[c];
      falling[c] = chunk.falling;
      shift[c] = chunk.first_diagonal;
      mask[c] = chunk.mask;
      first[c] = table.entries + chunk.first_entry * words;
    }
  }

  /// The query's rows into `out`; returns how many.
  std::size_t rows(std::uint64_t rising_diagonals, std::uint64_t falling_diagonals, const std::uint64_t** out) const {
    for (std::size_t c = 0; c < Chunks; ++c)
      out[c] = first[c] + (((falling[c] ? falling_diagonals : rising_diagonals) >> shift[c]) & mask[c]) * words;
    return Chunks;
  }
};

template <>
struct ChunkRows<0> {
  static constexpr std::size_t most_rows = max_entry_chunks;
  EntryTable table;

  explicit ChunkRows(const EntryTable& entry_table) : table(entry_table) {}

  std::size_t rows(std::uint64_t rising_diagonals, std::uint64_t falling_diagonals, const std::uint64_t** out) const {
    return entry_rows(table, rising_diagonals, falling_diagonals, out);
  }
};
} // namespace

/// Calls `visit` with the chunk count of `table` as a constant (ChunkRows)
/// where the table has 2 to 5 chunks, else with 0.
template <class Visit>
static inline auto with_chunk_count(const EntryTable& table, const Visit& visit) {
  switch (table.chunk_count) {
  case 2: return visit(std::integral_constant<std::size_t, 2>());
  case 3: return visit(std::integral_constant<std::size_t, 3>());
  case 4: return visit(std::integral_constant<std::size_t, 4>());
  case 5: return visit(std::integral_constant<std::size_t, 5>());
  default: return visit(std::integral_constant<std::size_t, 0>());
  }
}

/// PairKernels::table_clashing with `Lane` vectors.
template <class Lane>
static inline void table_clash_sets(const TableQueries& queries, std::uint64_t* out) {
  const TableQueries q = queries;
  with_chunk_count(q.table, [&]<std::size_t Chunks>(std::integral_constant<std::size_t, Chunks>) {
    const ChunkRows<Chunks> table(q.table);
    const std::uint64_t* rows[ChunkRows<Chunks>::most_rows];
    for (std::size_t j = 0; j < q.count; ++j, out += q.table.words)
      or_rows<Lane>(rows, table.rows(q.rising[j], q.falling[j], rows), 0, q.table.words, out);
  });
}

/// PairKernels::make_entries with `Lane` vectors.
template <class Lane>
static inline void make_chunk_entries(const ChunkEntries& chunk) {
  constexpr std::size_t lane_words = sizeof(Lane) / sizeof(std::uint64_t);
  const std::size_t words = chunk.words;
  for (int i = 0; i < chunk.size; ++i) {
    const std::uint32_t below = std::uint32_t{1} << i;
    const std::uint64_t* slice = chunk.slices[i];
    const std::uint64_t* lower = chunk.entries;
    std::uint64_t* upper = chunk.entries + below * words;
    for (std::uint32_t entry = 0; entry < below; ++entry) {
      if (std::popcount(entry) >= chunk.most_diagonals) continue;
      const std::size_t row = entry * words;
      for (std::size_t w = 0; w < words; w += lane_words)
        store_lane(upper + row + w, load_lane<Lane>(lower + row + w) | load_lane<Lane>(slice + w));
    }
  }
}

/// The clash sets of `query`'s queries, into out + j x words: 1 to 4 words
/// (from 8 on, queries go through clash tables, clash_table.hpp, which call
/// or_rows), a word to a register (AVX-512 holds them in one vector), the
/// slices ORed in `ByQueen` or not (clash_in_registers).
template <bool ByQueen>
static inline void clash_set(const ClashQuery& query, std::uint64_t* out) {
  switch (query.words) {
  case 1: return clash_in_registers<std::uint64_t, 1, ByQueen>(query, out);
  case 2: return clash_in_registers<std::uint64_t, 2, ByQueen>(query, out);
  case 3: return clash_in_registers<std::uint64_t, 3, ByQueen>(query, out);
  default: return clash_in_registers<std::uint64_t, 4, ByQueen>(query, out);
  }
}

/// Inner placements a share's fit list takes at a time, into a buffer on
/// the stack.
inline constexpr std::size_t share_fits_at_once = 64;

/// The inner placements first..first + share_fits_at_once - 1 (those there
/// are, up to `listed`) fitting outer placement k of `query`, listed by
/// `list_fits` (the file's FitListQuery loop) into `fitting`, their numbers
/// from `first`, with their doublings by `main_diagonal`; returns how many.
template <class ListFits>
static inline std::size_t list_share_fits(const ListFits& list_fits, const ShareQuery& query, std::size_t k,
                                          std::size_t first, std::size_t listed, std::uint64_t main_diagonal,
                                          std::uint32_t* fitting, std::uint8_t* doubling) {
  return list_fits({.inner_rising = query.inner_rising + first,
                    .inner_falling = query.inner_falling + first,
                    .count = std::min(share_fits_at_once, listed - first),
                    .outer_rising = query.outer_rising[k],
                    .outer_falling = query.outer_falling[k],
                    .main_diagonal = main_diagonal,
                    .fitting = fitting,
                    .doubling = doubling});
}

/// PairKernels::sum_share with each clash set in `Words` scalar registers:
/// per outer placement, its fit list (list_share_fits), its clash set by
/// clash_in_registers once one fits, then the pairs a word at a time,
/// `count_bits` the popcount of a word. A loop over each step's fits
/// instead would mispredict its length.
template <std::size_t Words, bool ByQueen, class ListFits, class CountBits>
static inline std::uint64_t sum_share_listed(const ShareQuery& query, const ListFits& list_fits,
                                             CountBits count_bits) {
  const ShareQuery q = query;
  std::uint32_t fitting[share_fits_at_once + fit_list_slack];
  std::uint8_t doubling[share_fits_at_once + fit_list_slack];
  std::uint64_t pairs = 0, inside = 0;
  for (std::size_t k = 0; k < q.outer_count; ++k) {
    std::uint64_t outer[Words];
    bool made = false;
    for (std::size_t first = 0; first < q.inner_count; first += share_fits_at_once) {
      const std::size_t fit_count = list_share_fits(list_fits, q, k, first, q.inner_count, 0, fitting, doubling);
      if (fit_count == 0) continue;
      if (!made) {
        ClashQuery one = q.store;
        one.rising = q.outer_rising + k;
        one.falling = q.outer_falling + k;
        one.count = 1;
        clash_in_registers<std::uint64_t, Words, ByQueen>(one, outer);
        made = true;
      }
      for (std::size_t f = 0; f < fit_count; ++f) {
        const std::uint64_t* inner = q.inner_clashes + (first + fitting[f]) * Words;
        for (std::size_t w = 0; w < Words; ++w) inside += count_bits(outer[w] | inner[w]);
      }
      pairs += fit_count;
    }
  }
  return pairs * q.stored - inside;
}

/// sum_share_listed for the store's 1 to 4 words.
template <bool ByQueen, class ListFits, class CountBits>
static inline std::uint64_t sum_share_by_words(const ShareQuery& query, const ListFits& list_fits,
                                               CountBits count_bits) {
  switch (query.words) {
  case 1: return sum_share_listed<1, ByQueen>(query, list_fits, count_bits);
  case 2: return sum_share_listed<2, ByQueen>(query, list_fits, count_bits);
  case 3: return sum_share_listed<3, ByQueen>(query, list_fits, count_bits);
  default: return sum_share_listed<4, ByQueen>(query, list_fits, count_bits);
  }
}

/// PairKernels::sum_share from 8 words on: per outer placement its fit
/// list (list_share_fits, by the main-diagonal rule as count_batches in
/// pair_counter.cpp applies it), its clash set ORed from the clash table's
/// rows (or_rows in `Lane` vectors) once one fits, and `sum_fits` (the
/// file's pair loop) over its pairs.
template <class Lane, class ListFits, class SumFits>
static inline std::uint64_t sum_share_rows(const ShareQuery& query, const ListFits& list_fits,
                                           const SumFits& sum_fits) {
  const ShareQuery q = query;
  std::uint32_t fitting[share_fits_at_once + fit_list_slack];
  std::uint8_t doubling[share_fits_at_once + fit_list_slack];
  const std::uint64_t* rows[max_entry_chunks];
  std::uint64_t total = 0;
  for (std::size_t k = 0; k < q.outer_count; ++k) {
    const BatchRule rule =
        batch_rule(q.outer_rising[k], q.outer_falling[k], q.inner_count, q.inner_on_main, q.main_diagonal,
                   q.off_main_weight);
    bool made = false;
    for (std::size_t first = 0; first < rule.listed; first += share_fits_at_once) {
      const std::size_t fit_count =
          list_share_fits(list_fits, q, k, first, rule.listed, rule.pair_main_diagonal, fitting, doubling);
      if (fit_count == 0) continue;
      if (!made) {
        const std::size_t count = entry_rows(q.table, q.outer_rising[k], q.outer_falling[k], rows);
        or_rows<Lane>(rows, count, 0, q.words, q.outer_clashes);
        made = true;
      }
      total += sum_fits({.outer_clashes = q.outer_clashes,
                         .inner_clashes = q.inner_clashes + first * q.words,
                         .fitting = fitting,
                         .doubling = doubling,
                         .fit_count = fit_count,
                         .words = q.words,
                         .pair_ranges = nullptr,
                         .stored = q.stored})
               << rule.batch_doubling;
    }
  }
  return total;
}

/// The pair loop one word at a time, with `count_bits` the popcount of a
/// word.
template <class CountBits>
static std::uint64_t sum_fits_by_word(const FitBatch& batch, CountBits count_bits) {
  std::uint64_t total = 0;
  if (batch.pair_ranges == nullptr) {
    for (std::size_t f = 0; f < batch.fit_count; ++f) {
      const std::uint64_t* inner = batch.inner_clashes + batch.fitting[f] * batch.words;
      std::uint64_t inside = 0;
      for (std::size_t w = 0; w < batch.words; ++w) inside += count_bits(batch.outer_clashes[w] | inner[w]);
      total += (batch.stored - inside) << batch.doubling[f];
    }
    return total;
  }
  for (std::size_t f = 0; f < batch.fit_count; ++f) {
    const std::uint64_t* inner = batch.inner_clashes + batch.fitting[f] * batch.words;
    const WordRanges& ranges = *batch.pair_ranges[f];
    std::uint64_t inside = 0;
    for (std::uint32_t r = 0; r < ranges.count; ++r)
      for (std::size_t w = ranges.begin[r]; w < ranges.end[r]; ++w) inside += count_bits(batch.outer_clashes[w] | inner[w]);
    total += (ranges.placements - inside) << batch.doubling[f];
  }
  return total;
}

/// sum_fits for at most 4 words (most tasks of odd n), for the AVX2 file,
/// compiled with POPCNT, where std::popcount is that one instruction and
/// no vector popcount helps (AVX-512 counts the few words in one register).
static inline std::uint64_t sum_fits_few_words(const FitBatch& batch) {
  return sum_fits_by_word(batch, [](std::uint64_t word) { return static_cast<std::uint64_t>(std::popcount(word)); });
}

/// The low Width bits of each group of 2 x Width bits of a word.
template <int Width>
inline constexpr std::uint64_t low_bits_of_groups = [] {
  std::uint64_t bits = 0;
  for (int bit = 0; bit < 64; ++bit)
    if (bit % (2 * Width) < Width) bits |= std::uint64_t{1} << bit;
  return bits;
}();

/// One step of transpose_bit_matrix: in each block of 2 x Width rows, the
/// high Width bits of each group of 2 x Width bits of the block's first
/// Width rows swapped with the low Width bits of the row Width below, a
/// `Lane` of rows at a time. Where a Lane holds both rows of a pair, each
/// row's partner is a shuffle of the register, and the bits the upper row
/// gets are shuffled back from the lower one's.
template <class Lane, int Width>
static inline void swap_bit_blocks(std::uint64_t* matrix) {
  constexpr int lane_words = sizeof(Lane) / sizeof(std::uint64_t);
  constexpr std::uint64_t low = low_bits_of_groups<Width>;
  if constexpr (Width >= lane_words) {
    for (int block = 0; block < 64; block += 2 * Width)
      for (int row = block; row < block + Width; row += lane_words) {
        Lane upper = load_lane<Lane>(matrix + row);
        Lane lower = load_lane<Lane>(matrix + row + Width);
        const Lane swapped = ((upper >> Width) ^ lower) & low;
        upper ^= swapped << Width;
        lower ^= swapped;
        store_lane(matrix + row, upper);
        store_lane(matrix + row + Width, lower);
      }
  } else {
    Lane upper_row{};
    for (int i = 0; i < lane_words; ++i) upper_row[i] = (i & Width) == 0 ? ~std::uint64_t{0} : 0;
    // Each row's partner, Width rows away in the same register: one
    // shuffle.
    const auto partners = [](const Lane& rows) {
      return [&]<std::size_t... I>(std::index_sequence<I...>) {
        return __builtin_shufflevector(rows, rows, (I ^ Width)...);
      }(std::make_index_sequence<lane_words>());
    };
    for (int row = 0; row < 64; row += lane_words) {
      Lane rows = load_lane<Lane>(matrix + row);
      const Lane swapped = ((rows >> Width) ^ partners(rows)) & low;
      rows ^= ((swapped << Width) & upper_row) | (partners(swapped) & ~upper_row);
      store_lane(matrix + row, rows);
    }
  }
}

/// PairKernels::transpose_bits: the off-diagonal blocks of 32 swapped, then
/// within each of 16, ..., 1 (Hacker's Delight, section 7-3), each step
/// branch-free over 32 pairs of rows, `Lane` the widest vector.
template <class Lane>
static inline void transpose_bit_matrix(std::uint64_t* matrix) {
  swap_bit_blocks<Lane, 32>(matrix);
  swap_bit_blocks<Lane, 16>(matrix);
  swap_bit_blocks<Lane, 8>(matrix);
  swap_bit_blocks<Lane, 4>(matrix);
  swap_bit_blocks<Lane, 2>(matrix);
  swap_bit_blocks<Lane, 1>(matrix);
}

} // namespace nqueens::detail
