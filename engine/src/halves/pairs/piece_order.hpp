// A large store's placements put in order before it is cut into pieces, so
// that each piece holds placements alike: those of a piece then share some
// busy diagonals, and a query on one of them clashes with the whole piece
// (StoredHalf::common), which it skips (docs/algorithms.md, "Pieces of a
// large store").
#pragma once

#include "diagonal_occupancy.hpp"
#include "halves/table/diagonals.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// Orders stored placements in place by a key of up to max_key_bits bits,
/// their occupancy of as many of the diagonals queries can occupy, the
/// weightiest first (the top bit; most stored placements and queries on
/// it, as DiagonalSieve weighs them): consecutive placements share those
/// diagonals, or the absence of them, as far as their number allows.
class PieceOrder {
public:
  static constexpr int max_key_bits = 12;

  /// Sorts `placements` (read in the queries' terms: mirrored, as
  /// DiagonalSieve::sort reads them) by key, in place; the key diagonals
  /// are the busiest among those of `query_span` in a sample of them, each
  /// weighed by the share of the queries on it (`queries`), as many as
  /// sort a store of `pieces` pieces finely (a few bits more than those
  /// that tell the pieces apart). Run time: a sample, then two passes over
  /// the placements, the second moving each at most once. Memory:
  /// most_bytes, besides the placements.
  void sort(std::span<Diagonals> placements, bool mirrored, const Diagonals& query_span, const QueryShares& queries,
            std::size_t pieces);

  /// The key the last sort() ordered `placement` by, read as it is stored.
  unsigned key(const Diagonals& placement) const {
    unsigned key = 0;
    for (int i = 0; i < key_bits_; ++i)
      key |= static_cast<unsigned>(((falling_[i] ? placement.falling : placement.rising) >> diagonal_[i]) & 1) << i;
    return key;
  }

  std::uint64_t bytes() const { return (start_.capacity() + next_.capacity()) * sizeof(std::size_t); }
  /// The most bytes() grows to.
  static constexpr std::uint64_t most_bytes = ((std::uint64_t{1} << max_key_bits) * 2 + 1) * sizeof(std::size_t);

private:
  int key_bits_ = 0;
  /// Key bit i is whether a placement occupies diagonal diagonal_[i] of
  /// direction falling_[i], as it is stored.
  std::array<int, max_key_bits> diagonal_{};
  std::array<bool, max_key_bits> falling_{};
  /// Per key, where its placements start in the sorted order (start_[keys]:
  /// their number), and where the next one placed goes.
  std::vector<std::size_t> start_;
  std::vector<std::size_t> next_;
};

} // namespace nqueens::detail
