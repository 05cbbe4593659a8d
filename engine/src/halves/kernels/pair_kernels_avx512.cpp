// The pair kernel with AVX-512 VPOPCNTDQ: a vector popcount of 512 bits per
// instruction; the fit lists 8 inner placements per step, left-packed by
// VPCOMPRESSD; a group's placements read 8 a step, joined or cleared 4 a step,
// those kept left-packed by VPCOMPRESSQ; the clash sets and pair sums of stores
// of up to 4 words in one masked 256-bit register. Compiled with those
// instructions enabled (engine/CMakeLists.txt); called only where the CPU has
// them. See pair_kernels.hpp.
#include "shared_loops.hpp"

#include <immintrin.h>

#include <algorithm>
#include <bit>

namespace nqueens::detail {
namespace {

/// Stored placements inside the union of `outer` and `inner`, over `Blocks`
/// 512-bit blocks with the outer ones held in registers (most tasks of n <=
/// 18 store at most 2048 placements), or over `blocks` when Blocks is 0.
template <int Blocks>
[[gnu::always_inline]] inline std::uint64_t sum_blocks(const FitBatch& batch) {
  const std::size_t blocks = batch.words / 8;
  __m512i outer[Blocks > 0 ? Blocks : 1];
  for (int b = 0; b < Blocks; ++b) outer[b] = _mm512_loadu_si512(batch.outer_clashes + 8 * b);
  // The sum is linear: (stored - inside) << d is (stored << d) minus each
  // lane's count << d, so the lanes are shifted and summed across pairs and
  // added up once per batch, not once per pair (a reduction costs about
  // as much as a pair of 32 words).
  std::uint64_t stored = 0;
  __m512i inside = _mm512_setzero_si512();
  for (std::size_t f = 0; f < batch.fit_count; ++f) {
    const std::uint64_t* inner = batch.inner_clashes + batch.fitting[f] * batch.words;
    __m512i pair = _mm512_setzero_si512();
    if constexpr (Blocks > 0) {
      for (int b = 0; b < Blocks; ++b)
        pair = _mm512_add_epi64(pair, _mm512_popcnt_epi64(_mm512_or_si512(outer[b], _mm512_loadu_si512(inner + 8 * b))));
    } else {
      for (std::size_t b = 0; b < blocks; ++b) {
        const __m512i both = _mm512_or_si512(_mm512_loadu_si512(batch.outer_clashes + 8 * b), _mm512_loadu_si512(inner + 8 * b));
        pair = _mm512_add_epi64(pair, _mm512_popcnt_epi64(both));
      }
    }
    const __m128i doubling = _mm_cvtsi32_si128(batch.doubling[f]);
    inside = _mm512_add_epi64(inside, _mm512_sll_epi64(pair, doubling));
    stored += batch.stored << batch.doubling[f];
  }
  return stored - static_cast<std::uint64_t>(_mm512_reduce_add_epi64(inside));
}

/// sum_fits for at most 4 words (most tasks of odd n): a pair's words in
/// one 256-bit register, loaded masked to them, counted by one VPOPCNTQ and
/// summed in lanes across the batch, where a word at a time takes a load,
/// an OR, a POPCNT and an add each.
std::uint64_t sum_few_words(const FitBatch& batch) {
  const __mmask8 words = static_cast<__mmask8>((1u << batch.words) - 1);
  const __m256i outer = _mm256_maskz_loadu_epi64(words, batch.outer_clashes);
  std::uint64_t stored = 0;
  __m256i inside = _mm256_setzero_si256();
  for (std::size_t f = 0; f < batch.fit_count; ++f) {
    const std::uint64_t* inner = batch.inner_clashes + batch.fitting[f] * batch.words;
    const __m256i pair = _mm256_popcnt_epi64(_mm256_or_si256(outer, _mm256_maskz_loadu_epi64(words, inner)));
    inside = _mm256_add_epi64(inside, _mm256_sll_epi64(pair, _mm_cvtsi32_si128(batch.doubling[f])));
    stored += batch.stored << batch.doubling[f];
  }
  const __m128i halves = _mm_add_epi64(_mm256_castsi256_si128(inside), _mm256_extracti128_si256(inside, 1));
  return stored - static_cast<std::uint64_t>(_mm_cvtsi128_si64(halves) + _mm_extract_epi64(halves, 1));
}

/// Stored placements inside the union of `outer` and `inner` over a pair's
/// word ranges, in 8 lanes: whole 512-bit blocks, then a range's last
/// words masked.
__m512i inside_ranges(const std::uint64_t* outer, const std::uint64_t* inner, const WordRanges& ranges) {
  __m512i pair = _mm512_setzero_si512();
  for (std::uint32_t r = 0; r < ranges.count; ++r) {
    std::size_t w = ranges.begin[r];
    const std::size_t end = ranges.end[r];
    for (; w + 8 <= end; w += 8)
      pair = _mm512_add_epi64(pair, _mm512_popcnt_epi64(_mm512_or_si512(_mm512_loadu_si512(outer + w), _mm512_loadu_si512(inner + w))));
    if (w < end) {
      const __mmask8 rest = static_cast<__mmask8>((1u << (end - w)) - 1);
      const __m512i both = _mm512_or_si512(_mm512_maskz_loadu_epi64(rest, outer + w), _mm512_maskz_loadu_epi64(rest, inner + w));
      pair = _mm512_add_epi64(pair, _mm512_popcnt_epi64(both));
    }
  }
  return pair;
}

/// sum_blocks for pairs reading word ranges (FitBatch::pair_ranges).
std::uint64_t sum_ranges(const FitBatch& batch) {
  std::uint64_t stored = 0;
  __m512i inside = _mm512_setzero_si512();
  for (std::size_t f = 0; f < batch.fit_count; ++f) {
    const std::uint64_t* inner = batch.inner_clashes + batch.fitting[f] * batch.words;
    const WordRanges& ranges = *batch.pair_ranges[f];
    const __m128i doubling = _mm_cvtsi32_si128(batch.doubling[f]);
    inside = _mm512_add_epi64(inside, _mm512_sll_epi64(inside_ranges(batch.outer_clashes, inner, ranges), doubling));
    stored += ranges.placements << batch.doubling[f];
  }
  return stored - static_cast<std::uint64_t>(_mm512_reduce_add_epi64(inside));
}

/// The fit list 8 inner placements per step, the last step's loads masked
/// to the placements left. A step compresses the fitting lanes' indices and
/// doublings into registers (VPCOMPRESSD straight to memory is slow on Zen
/// 4) and stores all 8 lanes from the end of the list (fit_list_slack).
/// With `Doubling` false (odd n) every doubling is 0. The query by value: a
/// local copy, which the stores cannot alias, so its fields stay in
/// registers.
template <bool Doubling>
[[gnu::always_inline]] inline std::size_t list_fits_by_eight(const FitListQuery query) {
  const __m512i outer_rising = _mm512_set1_epi64(static_cast<long long>(query.outer_rising));
  const __m512i outer_falling = _mm512_set1_epi64(static_cast<long long>(query.outer_falling));
  const __m512i diagonal = _mm512_set1_epi64(static_cast<long long>(query.main_diagonal));
  const __m256i one = _mm256_set1_epi32(1), step = _mm256_set1_epi32(8);
  __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  std::size_t listed = 0;
  for (std::size_t j = 0; j < query.count; j += 8, index = _mm256_add_epi32(index, step)) {
    const std::size_t left = query.count - j;
    const __mmask8 inside = left >= 8 ? 0xff : static_cast<__mmask8>((1u << left) - 1);
    const __m512i rising = _mm512_maskz_loadu_epi64(inside, query.inner_rising + j);
    const __m512i falling = _mm512_maskz_loadu_epi64(inside, query.inner_falling + j);
    const __mmask8 fit =
        _mm512_mask_testn_epi64_mask(_mm512_mask_testn_epi64_mask(inside, rising, outer_rising), falling, outer_falling);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(query.fitting + listed), _mm256_maskz_compress_epi32(fit, index));
    __m128i doubling = _mm_setzero_si128();
    if constexpr (Doubling) {
      const __mmask8 on_rising = _mm512_test_epi64_mask(_mm512_or_si512(rising, outer_rising), diagonal);
      const __mmask8 on_falling = _mm512_test_epi64_mask(_mm512_or_si512(falling, outer_falling), diagonal);
      const __m256i rising_part = _mm256_maskz_mov_epi32(on_rising, one);
      const __m256i pair = _mm256_mask_add_epi32(rising_part, on_falling, rising_part, one);
      doubling = _mm256_cvtepi32_epi8(_mm256_maskz_compress_epi32(fit, pair));
    }
    _mm_storel_epi64(reinterpret_cast<__m128i*>(query.doubling + listed), doubling);
    listed += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(fit)));
  }
  return listed;
}

/// Each 64-bit lane of `v` with its bits in reverse order: the bytes by a
/// shuffle, the bits of each byte by two lookups of its nibbles.
__m512i reversed_lanes(__m512i v) {
  const __m512i byte_order =
      _mm512_broadcast_i32x4(_mm_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8));
  const __m512i reversed_low = _mm512_broadcast_i32x4(
      _mm_setr_epi8(0, -128, 64, -64, 32, -96, 96, -32, 16, -112, 80, -48, 48, -80, 112, -16));
  const __m512i reversed_high =
      _mm512_broadcast_i32x4(_mm_setr_epi8(0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15));
  const __m512i nibble = _mm512_set1_epi8(0x0f);
  v = _mm512_shuffle_epi8(v, byte_order);
  return _mm512_or_si512(_mm512_shuffle_epi8(reversed_low, _mm512_and_si512(v, nibble)),
                         _mm512_shuffle_epi8(reversed_high, _mm512_and_si512(_mm512_srli_epi16(v, 4), nibble)));
}

/// read_placements 8 placements a step: read (read_placement), tested
/// against the forbidden diagonals and the kept ones left-packed
/// (VPCOMPRESSQ into registers), all 8 lanes stored from the end of the
/// kept ones (placement_read_slack). `Flipped`: the reading reverses;
/// `Filtered`: some diagonals are forbidden, else every lane is stored
/// where it stands.
template <bool Flipped, bool Filtered>
std::size_t read_by_eight(const PlacementsQuery query) {
  const __m128i flip_shift = _mm_cvtsi32_si128(Flipped ? query.reading.flip_shift : 0);
  const __m128i rising_shift = _mm_cvtsi32_si128(query.reading.rising_shift);
  const __m128i falling_shift = _mm_cvtsi32_si128(query.reading.falling_shift);
  const __m512i low_half = _mm512_set1_epi64(0xffffffff);
  const __m512i forbidden_rising = _mm512_set1_epi64(static_cast<long long>(query.forbidden_rising));
  const __m512i forbidden_falling = _mm512_set1_epi64(static_cast<long long>(query.forbidden_falling));
  std::size_t kept = 0;
  for (std::size_t g = 0; g < query.group_count; ++g) {
    const PackedGroup group = query.groups[g];
    for (std::size_t i = 0; i < group.count; i += 8) {
      const std::size_t left = group.count - i;
      const __mmask8 inside = left >= 8 ? 0xff : static_cast<__mmask8>((1u << left) - 1);
      __m512i placements = _mm512_maskz_loadu_epi64(inside, group.packed + i);
      if constexpr (Flipped) placements = _mm512_srl_epi64(reversed_lanes(placements), flip_shift);
      const __m512i rising = _mm512_sll_epi64(_mm512_and_si512(placements, low_half), rising_shift);
      const __m512i falling = _mm512_sll_epi64(_mm512_srli_epi64(placements, 32), falling_shift);
      if constexpr (!Filtered) {
        _mm512_storeu_si512(query.rising + kept + i, rising);
        _mm512_storeu_si512(query.falling + kept + i, falling);
        continue;
      }
      const __mmask8 keep = _mm512_mask_testn_epi64_mask(
          _mm512_mask_testn_epi64_mask(inside, rising, forbidden_rising), falling, forbidden_falling);
      _mm512_storeu_si512(query.rising + kept, _mm512_maskz_compress_epi64(keep, rising));
      _mm512_storeu_si512(query.falling + kept, _mm512_maskz_compress_epi64(keep, falling));
      kept += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(keep)));
    }
    if constexpr (!Filtered) kept += group.count;
    query.kept_ends[g] = static_cast<std::uint32_t>(kept);
  }
  return kept;
}

/// A placement's diagonals in each 128-bit lane, rising then falling.
__m512i lanes_of(long long rising, long long falling) {
  return _mm512_setr_epi64(rising, falling, rising, falling, rising, falling, rising, falling);
}

/// The `candidates` sharing no diagonal with `against` (a placement in each
/// 128-bit lane, lanes_of), ORed with it where `Joined`, left-packed into
/// `out` in order (VPCOMPRESSQ); returns how many. A candidate fits where
/// both 64-bit halves of its lane share no bit with `against`'s; each step
/// stores all 4 lanes from the end of those kept (join_slack).
template <bool Joined>
std::size_t keep_fitting(const Diagonals* candidates, std::size_t count, __m512i against, Diagonals* out) {
  std::size_t kept = 0;
  const auto step = [&](__m512i candidate, __mmask8 inside) {
    const unsigned clear = _mm512_mask_testn_epi64_mask(inside, candidate, against);
    const unsigned fits = clear & (clear >> 1) & 0x55u;
    _mm512_storeu_si512(out + kept,
                        _mm512_maskz_compress_epi64(static_cast<__mmask8>(fits | (fits << 1)),
                                                    Joined ? _mm512_or_si512(candidate, against) : candidate));
    kept += static_cast<std::size_t>(std::popcount(fits));
  };
  std::size_t j = 0;
  for (; j + 4 <= count; j += 4) step(_mm512_loadu_si512(candidates + j), 0xff);
  if (j < count) {
    const __mmask8 tail = static_cast<__mmask8>((1u << (2 * (count - j))) - 1);
    step(_mm512_maskz_loadu_epi64(tail, candidates + j), tail);
  }
  return kept;
}

/// sum_fits without ranges, from 8 words: sum_blocks with the outer clash set
/// in registers up to 32 words.
[[gnu::always_inline]] inline std::uint64_t sum_whole_blocks(const FitBatch& batch) {
  switch (batch.words / 8) {
  case 1: return sum_blocks<1>(batch);
  case 2: return sum_blocks<2>(batch);
  case 3: return sum_blocks<3>(batch);
  case 4: return sum_blocks<4>(batch);
  default: return sum_blocks<0>(batch);
  }
}

} // namespace

std::uint64_t sum_fits_avx512(const FitBatch& batch) {
  if (batch.words <= 4) return sum_few_words(batch);
  if (batch.pair_ranges != nullptr) return sum_ranges(batch);
  return sum_whole_blocks(batch);
}

namespace {

/// The clash set of the query {rising, falling} against `store` (1 to 4
/// words, `words` their mask) in one 256-bit register, each slice loaded
/// masked to them: a load and an OR a diagonal, where scalar registers take
/// a load and an OR a word.
__m256i clash_set_in_register(const ClashQuery& store, __mmask8 words, std::uint64_t rising, std::uint64_t falling) {
  const auto slice = [&](int at) {
    return _mm256_maskz_loadu_epi64(words, store.slices + store.slot[at] * store.words);
  };
  __m256i set = _mm256_setzero_si256();
  for (std::uint64_t bits = rising & store.used_rising; bits != 0; bits &= bits - 1)
    set = _mm256_or_si256(set, slice(std::countr_zero(bits)));
  for (std::uint64_t bits = falling & store.used_falling; bits != 0; bits &= bits - 1)
    set = _mm256_or_si256(set, slice(64 + std::countr_zero(bits)));
  return set;
}

} // namespace

void clashing_avx512(const ClashQuery& query, std::uint64_t* out) {
  const ClashQuery q = query;
  const __mmask8 words = static_cast<__mmask8>((1u << q.words) - 1);
  for (std::size_t j = 0; j < q.count; ++j, out += q.words)
    _mm256_mask_storeu_epi64(out, words, clash_set_in_register(q, words, q.rising[j], q.falling[j]));
}

void or_rows_avx512(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                    std::uint64_t* out) {
  // 512 bits: a register of AVX-512.
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  or_rows<Lane>(rows, count, first, last, out);
}

namespace {

/// sum_share_avx512 for clash sets of at most 4 words.
std::uint64_t sum_share_few_words(const ShareQuery& query) {
  // The fit lists 8 inner placements a step (list_fits_by_eight), up to
  // share_fits_at_once at a time; an outer clash set and each pair's words
  // in one masked 256-bit register (clash_set_in_register, as sum_few_words
  // holds them), the pairs' counts summed in lanes and reduced once.
  const ShareQuery q = query;
  const ClashQuery& store = q.store;
  const __mmask8 words = static_cast<__mmask8>((1u << store.words) - 1);
  std::uint32_t fitting[share_fits_at_once + fit_list_slack];
  std::uint8_t doubling[share_fits_at_once + fit_list_slack];
  __m256i inside = _mm256_setzero_si256();
  std::uint64_t pairs = 0;
  for (std::size_t k = 0; k < q.outer_count; ++k) {
    const std::uint64_t rising = q.outer_rising[k], falling = q.outer_falling[k];
    __m256i outer = _mm256_setzero_si256();
    bool made = false;
    for (std::size_t first = 0; first < q.inner_count; first += share_fits_at_once) {
      const std::size_t fit_count =
          list_fits_by_eight<false>({.inner_rising = q.inner_rising + first,
                                     .inner_falling = q.inner_falling + first,
                                     .count = std::min(share_fits_at_once, q.inner_count - first),
                                     .outer_rising = rising,
                                     .outer_falling = falling,
                                     .main_diagonal = 0,
                                     .fitting = fitting,
                                     .doubling = doubling});
      if (fit_count == 0) continue;
      if (!made) {
        outer = clash_set_in_register(store, words, rising, falling);
        made = true;
      }
      for (std::size_t f = 0; f < fit_count; ++f) {
        const __m256i inner = _mm256_maskz_loadu_epi64(words, q.inner_clashes + (first + fitting[f]) * store.words);
        inside = _mm256_add_epi64(inside, _mm256_popcnt_epi64(_mm256_or_si256(outer, inner)));
      }
      pairs += fit_count;
    }
  }
  const __m128i halves = _mm_add_epi64(_mm256_castsi256_si128(inside), _mm256_extracti128_si256(inside, 1));
  return pairs * q.stored - static_cast<std::uint64_t>(_mm_cvtsi128_si64(halves) + _mm_extract_epi64(halves, 1));
}

} // namespace

std::uint64_t sum_share_avx512(const ShareQuery& query) {
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  if (query.words <= 4) return sum_share_few_words(query);
  // The fit list and the pair sums inline, a copy per rule: a call per outer
  // placement costs about as much as a short list.
  return query.main_diagonal != 0 ? sum_share_rows<Lane>(query, list_fits_by_eight<true>, sum_whole_blocks)
                                   : sum_share_rows<Lane>(query, list_fits_by_eight<false>, sum_whole_blocks);
}

void table_clashing_avx512(const TableQueries& queries, std::uint64_t* out) {
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  table_clash_sets<Lane>(queries, out);
}

void make_entries_avx512(const ChunkEntries& chunk) {
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  make_chunk_entries<Lane>(chunk);
}

std::size_t list_fits_avx512(const FitListQuery& query) {
  return query.main_diagonal != 0 ? list_fits_by_eight<true>(query) : list_fits_by_eight<false>(query);
}

std::size_t read_placements_avx512(const PlacementsQuery& query) {
  const bool filtered = (query.forbidden_rising | query.forbidden_falling) != 0;
  if (query.reading.flip_shift >= 0)
    return filtered ? read_by_eight<true, true>(query) : read_by_eight<true, false>(query);
  return filtered ? read_by_eight<false, true>(query) : read_by_eight<false, false>(query);
}

JoinProgress join_avx512(const JoinQuery& query) {
  const JoinQuery q = query;
  std::size_t joined = 0;
  for (std::size_t k = 0; k < q.north_count; ++k) {
    if (joined + q.south_count + join_slack > q.room) return {k, joined};
    const long long rising = static_cast<long long>(q.north_rising[k] | q.placed.rising);
    const long long falling = static_cast<long long>(q.north_falling[k] | q.placed.falling);
    joined += keep_fitting<true>(q.south, q.south_count, lanes_of(rising, falling), q.joined + joined);
  }
  return {q.north_count, joined};
}

std::size_t keep_clear_avx512(const ClearQuery& query) {
  const long long rising = static_cast<long long>(query.forbidden.rising);
  const long long falling = static_cast<long long>(query.forbidden.falling);
  return keep_fitting<false>(query.placements, query.count, lanes_of(rising, falling), query.kept);
}

void transpose_bits_avx512(std::uint64_t* matrix) {
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  transpose_bit_matrix<Lane>(matrix);
}

} // namespace nqueens::detail
