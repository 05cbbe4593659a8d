#include "clash_table.hpp"

#include <algorithm>
#include <array>
#include <bit>

namespace nqueens::detail {

std::uint64_t ClashTable::entries_made(int size, int queens) {
  // Per chunk size and most diagonals a query occupies, the subsets read.
  static constexpr auto subsets_read = [] {
    std::array<std::array<std::uint32_t, max_chunk_diagonals + 1>, max_chunk_diagonals + 1> read{};
    for (int diagonals = 0; diagonals <= max_chunk_diagonals; ++diagonals)
      for (std::uint32_t subset = 0; subset < (1u << diagonals); ++subset)
        for (int most = std::popcount(subset); most <= max_chunk_diagonals; ++most) ++read[diagonals][most];
    return read;
  }();
  return subsets_read[size][std::min(queens, size)];
}

template <class Visit>
void ClashTable::for_each_chunk(const Diagonals& shared, int width, const Visit& visit) const {
  for (const bool falling : {false, true}) {
    const std::uint64_t diagonals = falling ? shared.falling : shared.rising;
    if (diagonals == 0) continue;
    // Equal chunks from the first shared diagonal to the last. A diagonal
    // between them that no stored placement occupies adds nothing: the
    // entries with it are copies of those without.
    const int first = std::countr_zero(diagonals);
    const int length = 64 - std::countl_zero(diagonals) - first;
    const int pieces = (length + width - 1) / width;
    for (int piece = 0, start = first; piece < pieces; ++piece) {
      const int size = length / pieces + (piece < length % pieces ? 1 : 0);
      visit(falling, start, size);
      start += size;
    }
  }
}

void ClashTable::assign(const SlicedPlacements& store, const Quadrant& quadrant, const ExpectedQueries& queries,
                        const PairKernels& kernels) {
  store_ = &store;
  words_ = store.words();
  chunks_.clear();
  direct_ = words_ < min_words;
  if (direct_) return;
  const Diagonals span = quadrant.span();
  const Diagonals shared{span.rising & store.occupied().rising, span.falling & store.occupied().falling};
  // The chunk width with the fewest entries plus entry lookups, counted in
  // rows of words() words: a table's entries are made once, and each query
  // reads one per chunk it occupies.
  int width = min_chunk_diagonals;
  std::uint64_t least_rows = ~std::uint64_t{0};
  for (int candidate = min_chunk_diagonals; candidate <= max_chunk_diagonals; ++candidate) {
    std::uint64_t entries = 0, made = 0, chunks = 0;
    for_each_chunk(shared, candidate, [&](bool, int, int size) {
      entries += std::uint64_t{1} << size;
      made += entries_made(size, queries.queens);
      ++chunks;
    });
    if (candidate > min_chunk_diagonals && entries * words_ * sizeof(std::uint64_t) > max_table_bytes) break;
    const std::uint64_t rows = made + queries.count * chunks;
    if (rows < least_rows) {
      least_rows = rows;
      width = candidate;
    }
  }
  std::size_t entries = 0;
  for_each_chunk(shared, width, [&](bool falling, int first_diagonal, int size) {
    chunks_.push_back({falling, first_diagonal, (std::uint64_t{1} << size) - 1, entries});
    entries += std::size_t{1} << size;
  });
  // Grown as a vector grows, but within most_bytes().
  const std::size_t entry_words = entries * words_;
  if (entries_.capacity() < entry_words)
    entries_.reserve(std::max(entry_words, std::min(2 * entries_.capacity(), most_entry_words(quadrant, words_))));
  if (entries_.size() < entry_words) entries_.resize(entry_words);
  // A chunk's entries in one call: entry 0 empty, the rest a doubling per
  // diagonal; a diagonal no stored placement occupies ORs in entry 0.
  for (const EntryChunk& chunk : chunks_) {
    std::uint64_t* base = entries_.data() + chunk.first_entry * words_;
    std::fill(base, base + words_, 0);
    const std::uint64_t occupied = chunk.falling ? store.occupied().falling : store.occupied().rising;
    const int size = std::popcount(chunk.mask);
    std::array<const std::uint64_t*, max_chunk_diagonals> slices;
    for (int i = 0; i < size; ++i) {
      const int diagonal = chunk.first_diagonal + i;
      slices[i] = (occupied >> diagonal) & 1 ? store.slice(chunk.falling, diagonal) : base;
    }
    kernels.make_entries({base, slices.data(), size, queries.queens, words_});
  }
}

std::size_t ClashTable::most_entry_words(const Quadrant& quadrant, std::size_t words) {
  if (words < min_words) return 0;
  // Chunks of the narrowest width over any run of shared diagonals within
  // the quadrant's span: wider chunks are chosen only within
  // max_table_bytes. Fewer diagonals can make more entries (3 chunks of 7
  // against 4 of 6 or fewer), so every run length is tried.
  const int span = 2 * quadrant.size - 1;
  std::size_t most_entries = 0;
  for (int length = 1; length <= span; ++length) {
    const int pieces = (length + min_chunk_diagonals - 1) / min_chunk_diagonals;
    std::size_t entries = 0;
    for (int piece = 0; piece < pieces; ++piece)
      entries += std::size_t{1} << (length / pieces + (piece < length % pieces ? 1 : 0));
    most_entries = std::max(most_entries, entries);
  }
  // Both directions.
  return std::max(2 * most_entries * words, max_table_bytes / sizeof(std::uint64_t));
}

std::uint64_t ClashTable::most_bytes(const Quadrant& quadrant, std::size_t words) {
  // The chunk list: cleared and refilled, at most twice max_chunks.
  return most_entry_words(quadrant, words) * sizeof(std::uint64_t) + 2 * max_chunks * sizeof(EntryChunk);
}

void ClashTable::clashing(const Diagonals& query, std::uint64_t* out, const PairKernels& kernels) const {
  if (direct_) return store_->clashing(query, out, kernels.clashing);
  kernels.table_clashing({entry_table(), &query.rising, &query.falling, 1}, out);
}

void ClashTable::clashing_each(const std::uint64_t* rising, const std::uint64_t* falling, std::size_t count,
                               std::uint64_t* out, const PairKernels& kernels) const {
  if (direct_) return store_->clashing_each(rising, falling, count, out, kernels.clashing);
  kernels.table_clashing({entry_table(), rising, falling, count}, out);
}

void ClashTable::clashing(const Diagonals& query, std::uint64_t* out, const WordRanges& ranges,
                          const PairKernels& kernels) const {
  if (direct_) return store_->clashing(query, out, kernels.clashing);
  const std::uint64_t* rows[max_chunks];
  const std::size_t count = entries_of(query, rows);
  // Each range widened to whole blocks of 8 words (the rows' words are), so
  // that the kernel ORs no word on its own, and the ranges that then meet
  // ORed in one call; the words around a range get their clash set too.
  const auto block_start = [](std::uint32_t word) { return std::size_t{word} / 8 * 8; };
  const auto block_end = [](std::uint32_t word) { return (std::size_t{word} + 7) / 8 * 8; };
  for (std::uint32_t r = 0; r < ranges.count;) {
    const std::size_t first = block_start(ranges.begin[r]);
    std::size_t last = block_end(ranges.end[r]);
    while (++r < ranges.count && block_start(ranges.begin[r]) <= last) last = std::max(last, block_end(ranges.end[r]));
    kernels.or_rows(rows, count, first, last, out);
  }
}

} // namespace nqueens::detail
