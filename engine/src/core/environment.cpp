// What the library takes from the machine and gives about itself: the default
// thread count and memory limit, the version, and 128-bit numbers as text.
#include "nqueens/nqueens.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>
#include <string>

#include <unistd.h>

namespace nqueens {

std::string to_string(u128 value) {
  std::string digits;
  do {
    digits.push_back(static_cast<char>('0' + static_cast<int>(value % 10)));
    value /= 10;
  } while (value != 0);
  std::reverse(digits.begin(), digits.end());
  return digits;
}

std::uint64_t default_memory_limit() {
  const long pages = sysconf(_SC_PHYS_PAGES);
  const long page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return std::uint64_t{1} << 32; // unknown: assume 8 GiB, use half
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size) / 2;
}

int default_thread_count() { return std::max(1, oneapi::tbb::info::default_concurrency()); }

int resolved_thread_count(int threads) { return threads != 0 ? threads : default_thread_count(); }

std::string_view version() { return NQUEENS_VERSION; }

} // namespace nqueens
