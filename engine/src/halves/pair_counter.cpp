#include "pair_counter.hpp"

#include <bit>

namespace nqueens::detail {
namespace {

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

} // namespace

std::size_t join_placements(std::span<const Diagonals> north, std::span<const Diagonals> south,
                            const Diagonals& fixed, std::uint64_t main_diagonal, std::vector<Diagonals>& joined,
                            std::size_t joined_count, PairBuffers& buffers) {
  // Written branch-free, every candidate stored and the end moved on only
  // for those that fit: about a third fit, at random, and a mispredicted
  // branch per pair cost more than the store.
  south = avoiding(fixed, south, buffers.south);
  if (south.empty()) return joined_count;
  if (joined.size() < joined_count + south.size()) joined.resize(2 * (joined_count + south.size()));
  for (const Diagonals& n : north) {
    if (n.clashes_with(fixed) || ((n.rising | n.falling) & main_diagonal) != 0) continue;
    if (joined.size() < joined_count + south.size()) joined.resize(2 * (joined_count + south.size()));
    Diagonals* out = joined.data();
    const std::uint64_t n_rising = n.rising | main_diagonal, n_falling = n.falling | main_diagonal;
    for (const Diagonals& s : south) {
      out[joined_count] = n | s;
      joined_count += ((s.rising & n_rising) | (s.falling & n_falling)) == 0;
    }
  }
  return joined_count;
}

u128 count_fitting_pairs(const SlicedPatterns& stored, std::span<const Diagonals> north,
                         std::span<const Diagonals> south, const Diagonals& fixed, std::uint64_t main_diagonal,
                         PairBuffers& buffers) {
  const std::size_t words = stored.words();
  south = avoiding(fixed, south, buffers.south);
  if (south.empty()) return 0;
  // South clash sets are made on first use: many south placements fit no
  // north one.
  buffers.south_clashes.resize(south.size() * words);
  buffers.south_ready.assign(south.size(), 0);
  std::uint8_t* ready = buffers.south_ready.data();
  buffers.north_clashes.resize(words);
  std::uint64_t* north_clashes = buffers.north_clashes.data();
  buffers.fitting.resize(south.size());
  std::uint32_t* fitting = buffers.fitting.data();
  u128 total = 0;
  for (const Diagonals& n : north) {
    if (n.clashes_with(fixed)) continue;
    // The south placements that fit this one, listed branch-free first.
    std::size_t fit_count = 0;
    for (std::size_t j = 0; j < south.size(); ++j) {
      fitting[fit_count] = static_cast<std::uint32_t>(j);
      fit_count += !n.clashes_with(south[j]);
    }
    if (fit_count == 0) continue;
    stored.clashing(n, north_clashes);
    for (std::size_t f = 0; f < fit_count; ++f) {
      const std::size_t j = fitting[f];
      if (!ready[j]) {
        stored.clashing(south[j], buffers.south_clashes.data() + j * words);
        ready[j] = 1;
      }
    }
    const FitPairs pairs{n, south.data(), fitting, fit_count, north_clashes, buffers.south_clashes.data(),
                         main_diagonal};
    // Fixed word counts unroll into straight-line vector code: most tasks
    // store at most 2048 placements (256 for odd n).
    switch (words) {
    case 1: total += pairs.sum<1>(stored.count()); break;
    case 2: total += pairs.sum<2>(stored.count()); break;
    case 3: total += pairs.sum<3>(stored.count()); break;
    case 4: total += pairs.sum<4>(stored.count()); break;
    case 8: total += pairs.sum<8>(stored.count()); break;
    case 16: total += pairs.sum<16>(stored.count()); break;
    case 24: total += pairs.sum<24>(stored.count()); break;
    case 32: total += pairs.sum<32>(stored.count()); break;
    default: total += pairs.sum<0>(stored.count(), words); break;
    }
  }
  return total;
}

} // namespace nqueens::detail
