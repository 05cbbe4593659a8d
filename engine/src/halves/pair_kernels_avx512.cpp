// The pair kernel with AVX-512 VPOPCNTDQ: a vector popcount of 512 bits per
// instruction. Compiled with those instructions enabled (engine/CMakeLists.txt);
// called only where the CPU has them. See pair_kernels.hpp.
#include "clash_sets.hpp"

#include <immintrin.h>

namespace nqueens::detail {
namespace {

/// Stored placements inside the union of `north` and `south`, over `Blocks`
/// 512-bit blocks with the north ones held in registers (most tasks of n <=
/// 18 store at most 2048 placements), or over `blocks` when Blocks is 0.
template <int Blocks>
std::uint64_t sum_blocks(const FitBatch& batch) {
  const std::size_t blocks = batch.words / 8;
  __m512i north[Blocks > 0 ? Blocks : 1];
  for (int b = 0; b < Blocks; ++b) north[b] = _mm512_loadu_si512(batch.north_clashes + 8 * b);
  // The sum is linear: (stored - inside) << d is (stored << d) minus each
  // lane's count << d, so the lanes are shifted and summed across pairs and
  // added up once per batch, not once per pair (a reduction costs about
  // as much as a pair of 32 words).
  std::uint64_t stored = 0;
  __m512i inside = _mm512_setzero_si512();
  for (std::size_t f = 0; f < batch.fit_count; ++f) {
    const std::uint64_t* south = batch.south_clashes + batch.fitting[f] * batch.words;
    __m512i pair = _mm512_setzero_si512();
    if constexpr (Blocks > 0) {
      for (int b = 0; b < Blocks; ++b)
        pair = _mm512_add_epi64(pair, _mm512_popcnt_epi64(_mm512_or_si512(north[b], _mm512_loadu_si512(south + 8 * b))));
    } else {
      for (std::size_t b = 0; b < blocks; ++b) {
        const __m512i both = _mm512_or_si512(_mm512_loadu_si512(batch.north_clashes + 8 * b), _mm512_loadu_si512(south + 8 * b));
        pair = _mm512_add_epi64(pair, _mm512_popcnt_epi64(both));
      }
    }
    const __m128i doubling = _mm_cvtsi32_si128(batch.doubling[f]);
    inside = _mm512_add_epi64(inside, _mm512_sll_epi64(pair, doubling));
    stored += batch.stored << batch.doubling[f];
  }
  return stored - static_cast<std::uint64_t>(_mm512_reduce_add_epi64(inside));
}

} // namespace

std::uint64_t sum_fits_avx512(const FitBatch& batch) {
  if (batch.words <= 4) return sum_fits_few_words(batch);
  switch (batch.words / 8) {
  case 1: return sum_blocks<1>(batch);
  case 2: return sum_blocks<2>(batch);
  case 3: return sum_blocks<3>(batch);
  case 4: return sum_blocks<4>(batch);
  default: return sum_blocks<0>(batch);
  }
}

void clashing_avx512(const ClashQuery& query, std::uint64_t* out) {
  // 512 bits: a register of AVX-512 (elsewhere the compiler splits it).
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  clash_set<Lane>(query, out);
}

void or_rows_avx512(const std::uint64_t* const* rows, std::size_t count, std::size_t words, std::uint64_t* out) {
  typedef std::uint64_t Lane __attribute__((vector_size(64)));
  or_rows<Lane>(rows, count, words, out);
}

} // namespace nqueens::detail
