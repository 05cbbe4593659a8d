// Writing a whole buffer to a file descriptor: the one loop behind the
// checkpoint's records and the command line's output files.
#pragma once

#include <string_view>

namespace nqueens {

/// Writes all of `bytes` to the open descriptor `fd`, going on after short
/// writes and interrupted ones (EINTR); returns 0, or the errno of the write
/// that failed (ENOSPC for a full disk, say), when some bytes may have been
/// written.
int write_fully(int fd, std::string_view bytes);

} // namespace nqueens
