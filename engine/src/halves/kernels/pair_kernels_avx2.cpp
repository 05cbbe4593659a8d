// The pair kernel with AVX2, which has no vector popcount. Bits are counted
// with Muła's nibble lookup (W. Muła, N. Kurz, D. Lemire, "Faster population
// counts using AVX2 instructions", 2018): each 4-bit half of every byte counted
// with one byte shuffle, the counts added bytewise and summed into 64-bit lanes
// (VPSADBW) before they can overflow. A pair's clash sets, ORed, have few zeros
// (its fits): their 256-bit vectors are ANDed together, and the zeros of the
// result counted once, while no two fits share a bit position
// (sum_sparse_fits); pairs where two do, and the word ranges of the sieve, are
// counted over all their vectors. The fit lists left-pack 4 indices per step,
// the reading of a group's placements 4 diagonals, and the joins and clearing 2
// placements, through tables of lane orders. Compiled with AVX2 and POPCNT
// enabled (engine/CMakeLists.txt); called only where the CPU has them. See
// pair_kernels.hpp.
#include "shared_loops.hpp"

#include <immintrin.h>

#include <bit>
#include <cstring>
#include <utility>

namespace nqueens::detail {
namespace {

/// Per byte of `v`, the sum of `lookup`'s bytes for its two nibbles: one
/// byte shuffle a nibble.
__m256i by_nibbles(__m256i v, __m256i lookup) {
  const __m256i low_nibbles = _mm256_set1_epi8(0x0f);
  const __m256i low = _mm256_shuffle_epi8(lookup, _mm256_and_si256(v, low_nibbles));
  const __m256i high = _mm256_shuffle_epi8(lookup, _mm256_and_si256(_mm256_srli_epi16(v, 4), low_nibbles));
  return _mm256_add_epi8(low, high);
}

/// Bits set in each byte of `v`.
__m256i byte_counts(__m256i v) {
  return by_nibbles(v, _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                        0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4));
}

/// Bits clear in each byte of `v`.
__m256i byte_zeros(__m256i v) {
  return by_nibbles(v, _mm256_setr_epi8(4, 3, 3, 2, 3, 2, 2, 1, 3, 2, 2, 1, 2, 1, 1, 0,
                                        4, 3, 3, 2, 3, 2, 2, 1, 3, 2, 2, 1, 2, 1, 1, 0));
}

/// The sum of the four 64-bit lanes of `v`.
std::uint64_t lane_sum(__m256i v) {
  const __m128i pair = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(pair) + _mm_extract_epi64(pair, 1));
}

/// Bits set in outer | inner over `vectors` 256-bit vectors, in four 64-bit
/// lanes. A byte gains at most 8 per vector, so the byte sums are moved to
/// the lanes every 31 vectors.
__m256i inside(const std::uint64_t* outer, const std::uint64_t* inner, std::size_t vectors) {
  __m256i lanes = _mm256_setzero_si256();
  for (std::size_t v = 0; v < vectors;) {
    const std::size_t end = vectors - v > 31 ? v + 31 : vectors;
    __m256i bytes = _mm256_setzero_si256();
    for (; v < end; ++v) {
      const __m256i both = _mm256_or_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(outer + 4 * v)),
                                           _mm256_loadu_si256(reinterpret_cast<const __m256i*>(inner + 4 * v)));
      bytes = _mm256_add_epi8(bytes, byte_counts(both));
    }
    lanes = _mm256_add_epi64(lanes, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
  }
  return lanes;
}

/// Bits set in outer | inner over a pair's word ranges: whole 256-bit
/// vectors into `lanes` (four 64-bit lanes), the words short of a vector
/// with POPCNT into the result.
std::uint64_t inside_ranges(const std::uint64_t* outer, const std::uint64_t* inner, const WordRanges& ranges,
                            __m256i& lanes) {
  std::uint64_t tail_bits = 0;
  for (std::uint32_t r = 0; r < ranges.count; ++r) {
    const std::size_t begin = ranges.begin[r], end = ranges.end[r];
    const std::size_t vectors = (end - begin) / 4;
    lanes = _mm256_add_epi64(lanes, inside(outer + begin, inner + begin, vectors));
    for (std::size_t w = begin + 4 * vectors; w < end; ++w)
      tail_bits += static_cast<std::uint64_t>(_mm_popcnt_u64(outer[w] | inner[w]));
  }
  return tail_bits;
}

/// A clash set's 256-bit vector `v`.
__m256i vector_of(const std::uint64_t* words, std::size_t v) {
  return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(words + 4 * v));
}

/// A pair's clash sets ORed vector by vector and ANDed together, starting
/// from the first vector ORed in: a bit of `all` is 0 where some vector has
/// a fit, a bit of `not_twice` where two vectors have one.
struct ClashesAnded {
  __m256i all;
  __m256i not_twice = _mm256_set1_epi64x(-1);

  void add(__m256i clashes) {
    not_twice = _mm256_and_si256(not_twice, _mm256_or_si256(all, clashes));
    all = _mm256_and_si256(all, clashes);
  }
};

/// sum_fits without ranges, from 8 words. A pair's fits are few (a handful
/// among thousands of stored placements, docs/algorithms.md): outer |
/// inner has few zeros. Its vectors are ANDed together, 4 instructions a
/// vector where a popcount by nibble lookup takes 8, and while no bit is 0
/// in two of them (no two fits a multiple of 256 apart), the zeros of the
/// AND, counted once by nibble lookup, are the pair's fits: a step's pairs
/// add their byte counts, doubled as each pair counts, and the step sums
/// the bytes once. Where a bit is (rarely), the pair is counted again over
/// all its vectors. Four pairs a step share the outer vectors' loads.
[[gnu::always_inline]] inline std::uint64_t sum_sparse_fits(const FitBatch& batch) {
  if (batch.stored == 0) return 0;
  // The stored placements end in vector `last`; the bits past them are set
  // there (and the vectors after it skipped), so that they count as clashes.
  const std::size_t last = (batch.stored - 1) / 256;
  const __m256i all_ones = _mm256_set1_epi64x(-1);
  const __m256i stored_in_lane = _mm256_sub_epi64(_mm256_set1_epi64x(static_cast<long long>(batch.stored - last * 256)),
                                                  _mm256_setr_epi64x(0, 64, 128, 192));
  // A lane holding none of them is all padding; in the others, the shift
  // (0 from 64 on) leaves the bits past them.
  const __m256i padding = _mm256_or_si256(_mm256_cmpgt_epi64(_mm256_set1_epi64x(1), stored_in_lane),
                                          _mm256_sllv_epi64(all_ones, stored_in_lane));
  const __m256i outer_last = _mm256_or_si256(vector_of(batch.outer_clashes, last), padding);
  // Per byte, a pair's fits doubled as it counts: at most 8 << 2 = 32, so
  // a step's 4 pairs stay below 256.
  const auto doubled_fits = [&](const ClashesAnded& clashes, std::size_t f) {
    return _mm256_sll_epi16(byte_zeros(clashes.all), _mm_cvtsi32_si128(batch.doubling[f]));
  };
  const auto inner_of = [&](std::size_t f) { return batch.inner_clashes + batch.fitting[f] * batch.words; };
  // The fits counted by their zeros, in four 64-bit lanes; those counted
  // again.
  __m256i apart_fits = _mm256_setzero_si256();
  std::uint64_t recounted = 0;
  // Pairs f + P, the outer vectors loaded once for all of them. The padded
  // last vector comes first, so that the loop's registers are the result:
  // added after the loop, GCC 12 kept a copy of each register for it, 5
  // moves in a step of 12 instructions.
  const auto pairs_from = [&]<std::size_t... P>(std::size_t f, std::index_sequence<P...>) {
    const std::uint64_t* inner[] = {inner_of(f + P)...};
    ClashesAnded anded[] = {ClashesAnded{_mm256_or_si256(outer_last, vector_of(inner[P], last))}...};
    for (std::size_t v = 0; v < last; ++v) {
      const __m256i outer = vector_of(batch.outer_clashes, v);
      (anded[P].add(_mm256_or_si256(outer, vector_of(inner[P], v))), ...);
    }
    __m256i bytes = _mm256_setzero_si256();
    if (_mm256_testc_si256((anded[P].not_twice & ...), all_ones)) {
      ((bytes = _mm256_add_epi8(bytes, doubled_fits(anded[P], f + P))), ...);
    } else {
      const auto apart = [&](const ClashesAnded& clashes, const std::uint64_t* pair_inner, std::size_t pair) {
        if (_mm256_testc_si256(clashes.not_twice, all_ones)) return doubled_fits(clashes, pair);
        recounted += (batch.stored - lane_sum(inside(batch.outer_clashes, pair_inner, batch.words / 4)))
                     << batch.doubling[pair];
        return _mm256_setzero_si256();
      };
      ((bytes = _mm256_add_epi8(bytes, apart(anded[P], inner[P], f + P))), ...);
    }
    apart_fits = _mm256_add_epi64(apart_fits, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
  };
  std::size_t f = 0;
  for (; f + 4 <= batch.fit_count; f += 4) pairs_from(f, std::make_index_sequence<4>());
  if (f + 2 <= batch.fit_count) {
    pairs_from(f, std::make_index_sequence<2>());
    f += 2;
  }
  if (f < batch.fit_count) pairs_from(f, std::make_index_sequence<1>());
  return lane_sum(apart_fits) + recounted;
}

/// Per 4-bit mask of lanes to keep, the 32-bit parts of those lanes in
/// order, then zeros: the order that left-packs them, `Parts` 32-bit parts
/// to a lane (1: lanes of 32 bits, 16 x 16 bytes; 2: of 64 bits, 16 x 32).
template <unsigned Parts>
struct PackedLanes {
  alignas(16 * Parts) std::uint32_t lanes[16][4 * Parts];
};

template <unsigned Parts>
constexpr PackedLanes<Parts> packed_lanes_table() {
  PackedLanes<Parts> table{};
  for (unsigned mask = 0; mask < 16; ++mask) {
    unsigned packed = 0;
    for (unsigned lane = 0; lane < 4; ++lane)
      if ((mask >> lane) & 1)
        for (unsigned part = 0; part < Parts; ++part) table.lanes[mask][packed++] = Parts * lane + part;
  }
  return table;
}

constexpr PackedLanes<1> packed_lanes = packed_lanes_table<1>();
constexpr PackedLanes<2> packed_wide_lanes = packed_lanes_table<2>();

/// The placements of two 128-bit lanes (a rising and a falling diagonal
/// each) that fit, per 4-bit mask of their 64-bit halves that share no bit
/// with another placement (a join's north one, or forbidden diagonals):
/// both halves of a lane must.
constexpr unsigned fitting_lanes(unsigned clear) {
  const unsigned fits = clear & (clear >> 1) & 0b0101u;
  return fits | (fits << 1);
}

/// Per mask of clear halves (fitting_lanes), the order that left-packs the
/// fitting placements.
constexpr PackedLanes<2> fitting_placement_lanes = [] {
  PackedLanes<2> table{};
  for (unsigned clear = 0; clear < 16; ++clear)
    for (unsigned part = 0; part < 8; ++part)
      table.lanes[clear][part] = packed_wide_lanes.lanes[fitting_lanes(clear)][part];
  return table;
}();

/// Per 64-bit lane set in `inside`, whether the placement of diagonals
/// `rising` and `falling` there shares none with `against_rising` and
/// `against_falling`: a 4-bit mask.
int clear_lanes(__m256i rising, __m256i falling, __m256i against_rising, __m256i against_falling, __m256i inside) {
  const __m256i clashes =
      _mm256_or_si256(_mm256_and_si256(rising, against_rising), _mm256_and_si256(falling, against_falling));
  return _mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(clashes, _mm256_setzero_si256()))) &
         _mm256_movemask_pd(_mm256_castsi256_pd(inside));
}

/// The fit list 4 inner placements per step, the loads masked to the
/// placements left (VPMASKMOVQ reads nothing past them). A step stores all 4
/// lanes from the end of the list (fit_list_slack). With `Doubling` false
/// (odd n) every doubling is 0. The query by value: a local copy, which the
/// stores cannot alias, so its fields stay in registers.
template <bool Doubling>
[[gnu::always_inline]] inline std::size_t list_fits_by_four(const FitListQuery query) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i outer_rising = _mm256_set1_epi64x(static_cast<long long>(query.outer_rising));
  const __m256i outer_falling = _mm256_set1_epi64x(static_cast<long long>(query.outer_falling));
  const __m256i diagonal = _mm256_set1_epi64x(static_cast<long long>(query.main_diagonal));
  const __m256i lane_numbers = _mm256_setr_epi64x(0, 1, 2, 3);
  // Byte 0 of each 32-bit lane; a pair's doubling is 2 plus -1 for each
  // main diagonal it is off.
  const __m128i low_bytes = _mm_setr_epi8(0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m128i both_diagonals = _mm_set1_epi8(2);
  std::size_t listed = 0;
  for (std::size_t j = 0; j < query.count; j += 4) {
    const __m256i inside = _mm256_cmpgt_epi64(_mm256_set1_epi64x(static_cast<long long>(query.count - j)), lane_numbers);
    const __m256i rising = _mm256_maskload_epi64(reinterpret_cast<const long long*>(query.inner_rising + j), inside);
    const __m256i falling = _mm256_maskload_epi64(reinterpret_cast<const long long*>(query.inner_falling + j), inside);
    const int fit = clear_lanes(rising, falling, outer_rising, outer_falling, inside);
    const __m128i lanes = _mm_load_si128(reinterpret_cast<const __m128i*>(packed_lanes.lanes[fit]));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(query.fitting + listed),
                     _mm_add_epi32(_mm_set1_epi32(static_cast<int>(j)), lanes));
    std::uint32_t doubling = 0;
    if constexpr (Doubling) {
      // The fitting lanes' low 32 bits left-packed, then their low bytes.
      const __m256i off =
          _mm256_add_epi64(_mm256_cmpeq_epi64(_mm256_and_si256(_mm256_or_si256(rising, outer_rising), diagonal), zero),
                           _mm256_cmpeq_epi64(_mm256_and_si256(_mm256_or_si256(falling, outer_falling), diagonal), zero));
      const __m256i packed = _mm256_permutevar8x32_epi32(off, _mm256_zextsi128_si256(_mm_add_epi32(lanes, lanes)));
      const __m128i bytes = _mm_add_epi8(_mm_shuffle_epi8(_mm256_castsi256_si128(packed), low_bytes), both_diagonals);
      doubling = static_cast<std::uint32_t>(_mm_cvtsi128_si32(bytes));
    }
    std::memcpy(query.doubling + listed, &doubling, sizeof doubling);
    listed += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(fit)));
  }
  return listed;
}

/// Each 64-bit lane of `v` with its bits in reverse order: the bytes by a
/// shuffle, the bits of each byte by two lookups of its nibbles.
__m256i reversed_lanes(__m256i v) {
  const __m256i byte_order = _mm256_setr_epi8(7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8,
                                              7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8);
  const __m256i reversed_low = _mm256_setr_epi8(0, -128, 64, -64, 32, -96, 96, -32, 16, -112, 80, -48, 48, -80, 112, -16,
                                                0, -128, 64, -64, 32, -96, 96, -32, 16, -112, 80, -48, 48, -80, 112, -16);
  const __m256i reversed_high = _mm256_setr_epi8(0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15,
                                                 0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15);
  const __m256i nibble = _mm256_set1_epi8(0x0f);
  v = _mm256_shuffle_epi8(v, byte_order);
  return _mm256_or_si256(_mm256_shuffle_epi8(reversed_low, _mm256_and_si256(v, nibble)),
                         _mm256_shuffle_epi8(reversed_high, _mm256_and_si256(_mm256_srli_epi16(v, 4), nibble)));
}

/// read_placements 4 placements a step: read (read_placement), tested
/// against the forbidden diagonals and the kept ones left-packed through a
/// table of lane orders, all 4 lanes stored from the end of the kept ones
/// (placement_read_slack); the loads masked to the placements left.
/// `Flipped`: the reading reverses; `Filtered`: some diagonals are
/// forbidden, else every lane is stored where it stands.
template <bool Flipped, bool Filtered>
std::size_t read_by_four(const PlacementsQuery query) {
  const __m128i flip_shift = _mm_cvtsi32_si128(Flipped ? query.reading.flip_shift : 0);
  const __m128i rising_shift = _mm_cvtsi32_si128(query.reading.rising_shift);
  const __m128i falling_shift = _mm_cvtsi32_si128(query.reading.falling_shift);
  const __m256i low_half = _mm256_set1_epi64x(0xffffffff);
  const __m256i forbidden_rising = _mm256_set1_epi64x(static_cast<long long>(query.forbidden_rising));
  const __m256i forbidden_falling = _mm256_set1_epi64x(static_cast<long long>(query.forbidden_falling));
  const __m256i lane_numbers = _mm256_setr_epi64x(0, 1, 2, 3);
  std::size_t kept = 0;
  for (std::size_t g = 0; g < query.group_count; ++g) {
    const PackedGroup group = query.groups[g];
    for (std::size_t i = 0; i < group.count; i += 4) {
      const __m256i inside =
          _mm256_cmpgt_epi64(_mm256_set1_epi64x(static_cast<long long>(group.count - i)), lane_numbers);
      __m256i placements = _mm256_maskload_epi64(reinterpret_cast<const long long*>(group.packed + i), inside);
      if constexpr (Flipped) placements = _mm256_srl_epi64(reversed_lanes(placements), flip_shift);
      const __m256i rising = _mm256_sll_epi64(_mm256_and_si256(placements, low_half), rising_shift);
      const __m256i falling = _mm256_sll_epi64(_mm256_srli_epi64(placements, 32), falling_shift);
      if constexpr (!Filtered) {
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(query.rising + kept + i), rising);
        _mm256_storeu_si256(reinterpret_cast<__m256i*>(query.falling + kept + i), falling);
        continue;
      }
      const int keep = clear_lanes(rising, falling, forbidden_rising, forbidden_falling, inside);
      const __m256i order = _mm256_load_si256(reinterpret_cast<const __m256i*>(packed_wide_lanes.lanes[keep]));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(query.rising + kept),
                          _mm256_permutevar8x32_epi32(rising, order));
      _mm256_storeu_si256(reinterpret_cast<__m256i*>(query.falling + kept),
                          _mm256_permutevar8x32_epi32(falling, order));
      kept += static_cast<std::size_t>(std::popcount(static_cast<unsigned>(keep)));
    }
    if constexpr (!Filtered) kept += group.count;
    query.kept_ends[g] = static_cast<std::uint32_t>(kept);
  }
  return kept;
}

/// A placement's diagonals in each 128-bit lane, rising then falling.
__m256i lanes_of(long long rising, long long falling) { return _mm256_setr_epi64x(rising, falling, rising, falling); }

/// The `candidates` sharing no diagonal with `against` (a placement in each
/// 128-bit lane, lanes_of), ORed with it where `Joined`, left-packed into
/// `out` in order; returns how many. Two candidates a step, packed through
/// a table of lane orders and stored from the end of those kept
/// (join_slack); an odd last one with VPTEST.
template <bool Joined>
std::size_t keep_fitting(const Diagonals* candidates, std::size_t count, __m256i against, Diagonals* out) {
  const __m256i zero = _mm256_setzero_si256();
  std::size_t kept = 0;
  std::size_t j = 0;
  for (; j + 2 <= count; j += 2) {
    const __m256i candidate = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(candidates + j));
    const unsigned clear = static_cast<unsigned>(
        _mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(candidate, against), zero))));
    const __m256i order = _mm256_load_si256(reinterpret_cast<const __m256i*>(fitting_placement_lanes.lanes[clear]));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + kept),
                        _mm256_permutevar8x32_epi32(Joined ? _mm256_or_si256(candidate, against) : candidate, order));
    kept += static_cast<std::size_t>(std::popcount(fitting_lanes(clear))) / 2;
  }
  if (j < count) {
    const __m128i candidate = _mm_loadu_si128(reinterpret_cast<const __m128i*>(candidates + j));
    const __m128i lane = _mm256_castsi256_si128(against);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(out + kept), Joined ? _mm_or_si128(candidate, lane) : candidate);
    kept += static_cast<std::size_t>(_mm_testz_si128(candidate, lane));
  }
  return kept;
}

} // namespace

std::uint64_t sum_fits_avx2(const FitBatch& batch) {
  if (batch.words <= 4) return sum_fits_few_words(batch);
  if (batch.pair_ranges != nullptr) {
    std::uint64_t stored = 0, in_tails = 0;
    __m256i in = _mm256_setzero_si256();
    for (std::size_t f = 0; f < batch.fit_count; ++f) {
      const std::uint64_t* inner = batch.inner_clashes + batch.fitting[f] * batch.words;
      const WordRanges& ranges = *batch.pair_ranges[f];
      __m256i pair = _mm256_setzero_si256();
      const std::uint64_t tail_bits = inside_ranges(batch.outer_clashes, inner, ranges, pair);
      in = _mm256_add_epi64(in, _mm256_sll_epi64(pair, _mm_cvtsi32_si128(batch.doubling[f])));
      in_tails += tail_bits << batch.doubling[f];
      stored += ranges.placements << batch.doubling[f];
    }
    return stored - in_tails - lane_sum(in);
  }
  return sum_sparse_fits(batch);
}

void clashing_avx2(const ClashQuery& query, std::uint64_t* out) { clash_set</*ByQueen=*/true>(query, out); }

void or_rows_avx2(const std::uint64_t* const* rows, std::size_t count, std::size_t first, std::size_t last,
                  std::uint64_t* out) {
  // 256 bits: a register of AVX2.
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  or_rows<Lane>(rows, count, first, last, out);
}

std::uint64_t sum_share_avx2(const ShareQuery& query) {
  // The fit lists 4 inner placements a step; up to 4 words the clash sets
  // a queen at a time (clashing_avx2) and a word a POPCNT.
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  if (query.words <= 4)
    return sum_share_by_words</*ByQueen=*/true>(query, list_fits_by_four<false>, [](std::uint64_t word) {
      return static_cast<std::uint64_t>(std::popcount(word));
    });
  // The fit list and the pair sums inline, a copy per rule: a call per outer
  // placement costs about as much as a short list.
  return query.main_diagonal != 0 ? sum_share_rows<Lane>(query, list_fits_by_four<true>, sum_sparse_fits)
                                   : sum_share_rows<Lane>(query, list_fits_by_four<false>, sum_sparse_fits);
}

void table_clashing_avx2(const TableQueries& queries, std::uint64_t* out) {
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  table_clash_sets<Lane>(queries, out);
}

void make_entries_avx2(const ChunkEntries& chunk) {
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  make_chunk_entries<Lane>(chunk);
}

std::size_t list_fits_avx2(const FitListQuery& query) {
  return query.main_diagonal != 0 ? list_fits_by_four<true>(query) : list_fits_by_four<false>(query);
}

std::size_t read_placements_avx2(const PlacementsQuery& query) {
  const bool filtered = (query.forbidden_rising | query.forbidden_falling) != 0;
  if (query.reading.flip_shift >= 0)
    return filtered ? read_by_four<true, true>(query) : read_by_four<true, false>(query);
  return filtered ? read_by_four<false, true>(query) : read_by_four<false, false>(query);
}

JoinProgress join_avx2(const JoinQuery& query) {
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

std::size_t keep_clear_avx2(const ClearQuery& query) {
  const long long rising = static_cast<long long>(query.forbidden.rising);
  const long long falling = static_cast<long long>(query.forbidden.falling);
  return keep_fitting<false>(query.placements, query.count, lanes_of(rising, falling), query.kept);
}

void transpose_bits_avx2(std::uint64_t* matrix) {
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  transpose_bit_matrix<Lane>(matrix);
}

} // namespace nqueens::detail
