// Word buffers that start on a cache line, for the clash sets, slices and
// clash-table entries the pair kernels read a vector at a time; and how the
// pair counter's buffers grow.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

namespace nqueens::detail {

/// The alignment of AlignedWords: a cache line, and a 512-bit vector.
inline constexpr std::size_t words_alignment = 64;

/// An allocator whose blocks start on a words_alignment boundary. With the
/// default one (16 bytes from malloc) half of the AVX2 kernels' 256-bit
/// loads and every AVX-512 load could cross a cache line, and how many did
/// changed from build to build with the heap's layout.
template <class T>
struct CacheLineAllocator {
  using value_type = T;

  CacheLineAllocator() = default;
  template <class U>
  constexpr CacheLineAllocator(const CacheLineAllocator<U>&) noexcept {}

  T* allocate(std::size_t count) {
    return static_cast<T*>(::operator new(count * sizeof(T), std::align_val_t{words_alignment}));
  }
  void deallocate(T* block, std::size_t) noexcept { ::operator delete(block, std::align_val_t{words_alignment}); }

  template <class U>
  bool operator==(const CacheLineAllocator<U>&) const noexcept {
    return true;
  }
};

/// Words starting on a cache line: clash sets of a multiple of 8 words laid
/// end to end each start on one too.
using AlignedWords = std::vector<std::uint64_t, CacheLineAllocator<std::uint64_t>>;

/// Gives `buffer` room for `size` elements, its capacity the power of two at
/// or above the largest size ever asked for: the same in whatever order the
/// sizes come, so that an estimate, which runs a count's tasks in another
/// order, finds the count's peak memory.
template <class Buffer>
void reserve_for(Buffer& buffer, std::size_t size) {
  if (buffer.capacity() < size) buffer.reserve(std::bit_ceil(size));
}

/// Grows `buffer` to at least `size` elements (reserve_for) and never
/// shrinks it: sized down and up again from call to call, a vector would
/// zero the regrown part each time (docs/lab/halves-notes.md).
template <class Buffer>
void grow_to(Buffer& buffer, std::size_t size) {
  reserve_for(buffer, size);
  if (buffer.size() < size) buffer.resize(size);
}

} // namespace nqueens::detail
