#include "nqueens/file_writes.hpp"

#include <unistd.h>

#include <cerrno>

namespace nqueens {

int write_fully(int fd, std::string_view bytes) {
  while (!bytes.empty()) {
    const ssize_t put = ::write(fd, bytes.data(), bytes.size());
    if (put >= 0)
      bytes.remove_prefix(static_cast<std::size_t>(put));
    else if (errno != EINTR)
      return errno;
  }
  return 0;
}

} // namespace nqueens
