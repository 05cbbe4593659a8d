// An output file written whole or not at all.
#pragma once

#include <filesystem>
#include <fstream>

namespace nqueens::cli {

/// Writes go to a temporary file beside `path`, opened at construction so
/// that an unwritable path fails before any long computation; commit()
/// renames it over `path`. Destroyed uncommitted (an error, an interrupted
/// count), it removes the temporary file and leaves `path` as it was.
class ReplacedFile {
public:
  /// Throws RunError naming the path if the temporary file cannot be made.
  explicit ReplacedFile(std::filesystem::path path);
  ~ReplacedFile();
  ReplacedFile(const ReplacedFile&) = delete;
  ReplacedFile& operator=(const ReplacedFile&) = delete;

  std::ostream& stream() { return out_; }
  /// Flushes, checks and renames; throws RunError if any step failed.
  void commit();

private:
  std::filesystem::path path_;
  std::filesystem::path temporary_;
  std::ofstream out_;
  bool committed_ = false;
};

} // namespace nqueens::cli
