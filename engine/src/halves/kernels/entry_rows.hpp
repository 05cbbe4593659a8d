// A query's rows of a clash table (pairs/clash_table.hpp): the one
// definition that ClashTable and the kernels' share loop (shared_loops.hpp)
// both compile. Every function here is static, so each file compiles its own
// copy for its own instruction set.
#pragma once

#include <cstddef>
#include <cstdint>

namespace nqueens::detail {

/// Consecutive diagonals of one direction of a clash table, and where their
/// entries start: entry first_entry + s is the OR of the slices of subset s
/// (bit i: diagonal first_diagonal + i, within `mask`; entry first_entry is
/// empty).
struct EntryChunk {
  bool falling;
  int first_diagonal;
  std::uint64_t mask;
  std::size_t first_entry;
};

/// Chunks a clash table has at most: of at least 7 diagonals, over at most
/// 64 per direction.
inline constexpr std::size_t max_entry_chunks = 2 * (64 / 7 + 1);

/// A clash table's chunks and entries, `words` words each, as the queries
/// read them.
struct EntryTable {
  const EntryChunk* chunks;
  std::size_t chunk_count;
  const std::uint64_t* entries;
  std::size_t words;
};

/// Lists in `rows` the entries whose OR is the clash set of the query
/// {rising, falling}, one per chunk it occupies; returns how many (at most
/// table.chunk_count). Branch-free: whether a query occupies a chunk is
/// unpredictable.
[[gnu::always_inline]] static inline std::size_t entry_rows(const EntryTable& table, std::uint64_t rising,
                                                            std::uint64_t falling, const std::uint64_t** rows) {
  std::size_t count = 0;
  for (std::size_t c = 0; c < table.chunk_count; ++c) {
    const EntryChunk& chunk = table.chunks[c];
    const std::uint64_t diagonals = chunk.falling ? falling : rising;
    const std::uint64_t subset = (diagonals >> chunk.first_diagonal) & chunk.mask;
    rows[count] = table.entries + (chunk.first_entry + subset) * table.words;
    count += subset != 0;
  }
  return count;
}

} // namespace nqueens::detail
