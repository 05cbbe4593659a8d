#include "huge_page_block.hpp"

#include <cstdint>
#include <new>

#include <sys/mman.h>

namespace nqueens::detail {

HugePageBlock::HugePageBlock(std::size_t bytes) : size_(mapped_bytes(bytes)) {
  if (size_ == 0) return;
  // Mapped with a huge page's worth to spare, then trimmed to a block that
  // starts on a huge-page boundary.
  const std::size_t mapped = size_ + huge_page_bytes;
  void* region = mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (region == MAP_FAILED) throw std::bad_alloc();
  auto* const first = static_cast<std::byte*>(region);
  const auto address = reinterpret_cast<std::uintptr_t>(first);
  start_ = first + ((address + huge_page_bytes - 1) / huge_page_bytes * huge_page_bytes - address);
  if (start_ != first) munmap(first, static_cast<std::size_t>(start_ - first));
  if (std::byte* const end = start_ + size_; end != first + mapped)
    munmap(end, static_cast<std::size_t>(first + mapped - end));
#ifdef MADV_HUGEPAGE
  // A request, not a condition: where the system grants none, the block is
  // ordinary pages.
  madvise(start_, size_, MADV_HUGEPAGE);
#endif
}

HugePageBlock::~HugePageBlock() {
  if (start_ != nullptr) munmap(start_, size_);
}

void* HugePageBlock::take(std::size_t bytes) {
  std::size_t used = used_.load(std::memory_order_relaxed);
  for (;;) {
    const std::size_t begin = part_bytes(used);
    if (begin > size_ || bytes > size_ - begin) return nullptr;
    if (used_.compare_exchange_weak(used, begin + bytes, std::memory_order_relaxed)) return start_ + begin;
  }
}

} // namespace nqueens::detail
