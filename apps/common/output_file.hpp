// A file the user names for output (--csv): checked before the work,
// written whole or not at all, and never replaced when it is not a file.
#pragma once

#include <filesystem>
#include <string_view>

namespace nqueens::cli {

class OutputFile {
public:
  /// Checks that `path` can be written, so that a bad path fails before any
  /// long computation; creates nothing. Throws RunError naming the path when
  /// it is a directory, a link to nothing, or cannot be written (a folder
  /// that is missing or read-only, say).
  explicit OutputFile(std::filesystem::path path);

  /// Writes `contents`. A regular file (also one named through a symbolic
  /// link) or a new one is replaced atomically: a temporary file beside it is
  /// written, flushed, checked and renamed over it, so that a failure or an
  /// interruption leaves the old file and no temporary one. Anything else (a
  /// FIFO, a device, /dev/stdout) is written through, as named. Throws
  /// RunError naming the path when any step fails.
  void write(std::string_view contents) const;

private:
  std::filesystem::path path_;
  /// What a replacement renames over: the link's target for a link.
  std::filesystem::path target_;
  bool replace_ = true;
};

} // namespace nqueens::cli
