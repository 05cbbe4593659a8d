// Word buffers that start on a cache line, for the clash sets, slices and
// clash-table entries the pair kernels read a vector at a time.
#pragma once

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

} // namespace nqueens::detail
