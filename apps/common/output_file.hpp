// A file the user names for output (--csv, --output): checked before the
// work, and written so that no file changes behind the user's back.
#pragma once

#include <filesystem>
#include <string_view>

namespace nqueens::cli {

class OutputFile {
public:
  /// Checks that `path` can be written, so that a bad path fails before any
  /// long computation; creates nothing. Throws RunError naming the path when
  /// it is a directory, a link to nothing, cannot be written (a folder that
  /// is missing or read-only, say), or is a regular file that replacing
  /// would change otherwise than in its contents: one with other hard
  /// links, or, unless run as root, one owned by another user.
  explicit OutputFile(std::filesystem::path path);

  /// Writes `contents`. A path that names the standard output or error
  /// (/dev/stdout, /dev/fd/2, or the file they are redirected to) is
  /// written through that descriptor, after what is buffered for it, so
  /// that nothing the command prints is lost. Anything else that is not a
  /// regular file (a FIFO, a device) is written through as named. A regular
  /// file (also one named through a symbolic link) or a new one is replaced
  /// atomically, keeping an old file's mode, owner and group: a temporary
  /// file beside it is written, flushed, checked and renamed over it, so
  /// that a failure or an interruption leaves the old file and no temporary
  /// one. Throws RunError naming the path when any step fails.
  void write(std::string_view contents) const;

private:
  enum class Way { replace, write_through, standard_stream };
  void replace(std::string_view contents) const;

  std::filesystem::path path_;
  /// What a replacement renames over: the link's target for a link.
  std::filesystem::path target_;
  Way way_ = Way::replace;
  /// Way::standard_stream: STDOUT_FILENO or STDERR_FILENO.
  int stream_fd_ = -1;
};

} // namespace nqueens::cli
