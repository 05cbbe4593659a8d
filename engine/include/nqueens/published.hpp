// Published N-Queens sequence values from the OEIS, for self-checks and tests.
#pragma once

#include <cstdint>
#include <optional>

namespace nqueens {

/// Largest n whose values are embedded.
inline constexpr int max_published_board_size = 27;

struct PublishedCounts {
  /// A000170: all solutions.
  std::uint64_t total;
  /// A002562: solutions counted once per rotation/reflection class.
  std::uint64_t unique;
  /// A033148: solutions that a quarter turn maps onto themselves.
  std::uint64_t quarter_turn_symmetric;
  /// A032522: solutions that a half turn maps onto themselves.
  std::uint64_t half_turn_symmetric;
};

/// The published values for board size n, or nothing when n is outside
/// 1..max_published_board_size. Constant time.
std::optional<PublishedCounts> published_counts(int n);

} // namespace nqueens
