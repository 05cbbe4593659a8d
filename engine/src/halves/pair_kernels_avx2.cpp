// The pair kernel with AVX2, which has no vector popcount: Muła's nibble
// lookup (W. Muła, N. Kurz, D. Lemire, "Faster population counts using AVX2
// instructions", 2018) counts each 4-bit half of every byte with one byte
// shuffle and adds the counts bytewise, summing the bytes into 64-bit lanes
// (VPSADBW) before they can overflow. Compiled with AVX2 and POPCNT enabled
// (engine/CMakeLists.txt); called only where the CPU has them. See
// pair_kernels.hpp.
#include "clash_sets.hpp"

#include <immintrin.h>

namespace nqueens::detail {
namespace {

/// Bits set in each byte of `v`.
__m256i byte_counts(__m256i v) {
  const __m256i lookup = _mm256_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4,
                                          0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4);
  const __m256i low_nibbles = _mm256_set1_epi8(0x0f);
  const __m256i low = _mm256_shuffle_epi8(lookup, _mm256_and_si256(v, low_nibbles));
  const __m256i high = _mm256_shuffle_epi8(lookup, _mm256_and_si256(_mm256_srli_epi16(v, 4), low_nibbles));
  return _mm256_add_epi8(low, high);
}

/// The sum of the four 64-bit lanes of `v`.
std::uint64_t lane_sum(__m256i v) {
  const __m128i pair = _mm_add_epi64(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  return static_cast<std::uint64_t>(_mm_cvtsi128_si64(pair) + _mm_extract_epi64(pair, 1));
}

/// Bits set in north | south over `vectors` 256-bit vectors, in four 64-bit
/// lanes. A byte gains at most 8 per vector, so the byte sums are moved to
/// the lanes every 31 vectors.
__m256i inside(const std::uint64_t* north, const std::uint64_t* south, std::size_t vectors) {
  __m256i lanes = _mm256_setzero_si256();
  for (std::size_t v = 0; v < vectors;) {
    const std::size_t end = vectors - v > 31 ? v + 31 : vectors;
    __m256i bytes = _mm256_setzero_si256();
    for (; v < end; ++v) {
      const __m256i both = _mm256_or_si256(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(north + 4 * v)),
                                           _mm256_loadu_si256(reinterpret_cast<const __m256i*>(south + 4 * v)));
      bytes = _mm256_add_epi8(bytes, byte_counts(both));
    }
    lanes = _mm256_add_epi64(lanes, _mm256_sad_epu8(bytes, _mm256_setzero_si256()));
  }
  return lanes;
}

} // namespace

std::uint64_t sum_fits_few_words(const FitBatch& batch) {
  return sum_fits_by_word(batch, [](std::uint64_t word) { return static_cast<std::uint64_t>(_mm_popcnt_u64(word)); });
}

std::uint64_t sum_fits_avx2(const FitBatch& batch) {
  if (batch.words <= 4) return sum_fits_few_words(batch);
  const std::size_t vectors = batch.words / 4;
  // Summed across pairs and added up once, as in the AVX-512 kernel: the
  // lanes of (stored - inside) << d are shifted by d and accumulated.
  std::uint64_t stored = 0;
  __m256i in = _mm256_setzero_si256();
  for (std::size_t f = 0; f < batch.fit_count; ++f) {
    const std::uint64_t* south = batch.south_clashes + batch.fitting[f] * batch.words;
    in = _mm256_add_epi64(in, _mm256_sll_epi64(inside(batch.north_clashes, south, vectors),
                                               _mm_cvtsi32_si128(batch.doubling[f])));
    stored += batch.stored << batch.doubling[f];
  }
  return stored - lane_sum(in);
}

void clashing_avx2(const ClashQuery& query, std::uint64_t* out) {
  // 256 bits: a register of AVX2 (elsewhere the compiler splits it).
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  clash_set<Lane>(query, out);
}

void or_rows_avx2(const std::uint64_t* const* rows, std::size_t count, std::size_t words, std::uint64_t* out) {
  typedef std::uint64_t Lane __attribute__((vector_size(32)));
  or_rows<Lane>(rows, count, words, out);
}

} // namespace nqueens::detail
