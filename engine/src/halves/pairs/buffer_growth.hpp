// How a worker's buffers grow: to the size asked and no further, so that
// their memory is what the plan's bound (buffer_limits.hpp) counts.
#pragma once

#include <cstddef>

namespace nqueens::detail {

/// Sizes `buffer` to `size` elements with a capacity of exactly that where
/// it grows: a vector left to grow would double. Out of line: the hot
/// loops call it only through grow_to.
template <class Buffer>
[[gnu::noinline]] void grow_exactly(Buffer& buffer, std::size_t size) {
  buffer.reserve(size);
  buffer.resize(size);
}

/// Grows `buffer` to at least `size` elements and never shrinks it: sized
/// down and up again from call to call, a vector would zero the regrown
/// part each time (docs/lab/halves-notes.md). Its capacity is the largest
/// size asked, whatever the order of the asks, so that an estimate, which
/// counts the row choices in another order, reports the count's memory.
/// Inline where the buffer is large enough, as it is but for a worker's
/// first row choices: the pair loops ask once per batch.
template <class Buffer>
[[gnu::always_inline]] inline void grow_to(Buffer& buffer, std::size_t size) {
  if (buffer.size() < size) grow_exactly(buffer, size);
}

} // namespace nqueens::detail
