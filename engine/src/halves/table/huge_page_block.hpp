// One block of memory for a large quadrant table built whole, so that the
// system can back it with 2 MiB pages: a page fault per 2 MiB written, not
// per 4 KiB, and fewer translation misses while row choices read it.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace nqueens::detail {

/// Anonymous memory of at least `bytes` (zeroed), held until destruction,
/// from a huge-page boundary, for which the system is asked for
/// transparent huge pages (madvise); it grants them where they are enabled
/// ("madvise" or "always"), for each whole huge page of the block. A last
/// part of half a huge page or more is rounded up to a whole one, a smaller
/// one to 4 KiB pages: at most half a huge page more than asked. Parts are
/// taken from its front (take()), by any number of threads at once.
class HugePageBlock {
public:
  static constexpr std::size_t huge_page_bytes = std::size_t{2} << 20;
  static constexpr std::size_t small_page_bytes = 4096;

  /// Throws std::bad_alloc when the system has no such memory.
  explicit HugePageBlock(std::size_t bytes);
  ~HugePageBlock();
  HugePageBlock(const HugePageBlock&) = delete;
  HugePageBlock& operator=(const HugePageBlock&) = delete;

  /// The memory a block of `bytes` holds once written: `bytes` rounded up
  /// as above.
  static std::size_t mapped_bytes(std::size_t bytes) {
    const std::size_t whole = bytes / huge_page_bytes * huge_page_bytes, rest = bytes - whole;
    const std::size_t unit = rest >= huge_page_bytes / 2 ? huge_page_bytes : small_page_bytes;
    return whole + (rest + unit - 1) / unit * unit;
  }

  /// Parts start on a cache line, so that threads filling neighbouring
  /// parts share none.
  static constexpr std::size_t part_alignment = 64;
  /// What a part of `bytes` takes of a block, the next part's alignment
  /// included: `bytes` rounded up to part_alignment.
  static constexpr std::size_t part_bytes(std::size_t bytes) {
    return (bytes + part_alignment - 1) / part_alignment * part_alignment;
  }
  /// `bytes` of the block not handed out before, aligned to part_alignment;
  /// nullptr when the rest is too small. Thread-safe, lock-free.
  void* take(std::size_t bytes);
  /// Whether `pointer` lies in the block.
  bool holds(const void* pointer) const {
    const auto address = reinterpret_cast<std::uintptr_t>(pointer), start = reinterpret_cast<std::uintptr_t>(start_);
    return address >= start && address - start < size_;
  }
  std::size_t size() const { return size_; }

private:
  std::byte* start_ = nullptr;
  std::size_t size_ = 0;
  std::atomic<std::size_t> used_{0};
};

/// A standard allocator that takes from a HugePageBlock where it has one
/// and room is left, and from the heap otherwise; parts of the block are
/// returned with the block. For a row set's arrays, each allocated once.
template <class T>
class BlockAllocator {
  static_assert(alignof(T) <= HugePageBlock::part_alignment);

public:
  using value_type = T;

  BlockAllocator() = default;
  explicit BlockAllocator(HugePageBlock* block) : block_(block) {}
  template <class U>
  BlockAllocator(const BlockAllocator<U>& other) : block_(other.block()) {}

  T* allocate(std::size_t count) {
    if (block_ != nullptr)
      if (void* part = block_->take(count * sizeof(T))) return static_cast<T*>(part);
    return std::allocator<T>().allocate(count);
  }
  void deallocate(T* pointer, std::size_t count) {
    if (block_ == nullptr || !block_->holds(pointer)) std::allocator<T>().deallocate(pointer, count);
  }
  HugePageBlock* block() const { return block_; }
  template <class U>
  bool operator==(const BlockAllocator<U>& other) const {
    return block_ == other.block();
  }

private:
  HugePageBlock* block_ = nullptr;
};

} // namespace nqueens::detail
