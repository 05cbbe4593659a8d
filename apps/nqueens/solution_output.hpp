// Writing solutions in the three formats of `nqueens list` and
// `nqueens construct`, streamed through one buffer.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace nqueens::cli {

enum class SolutionFormat {
  /// "2 4 1 3": the 1-based column of each row.
  text,
  /// One line per row of 'Q' and '.', a blank line between boards.
  board,
  /// "[2,4,1,3]": one JSON array per line.
  json,
};

/// Parses "text", "board" or "json"; throws UsageError otherwise.
SolutionFormat parse_solution_format(const std::string& name);

/// Writes solutions one column at a time to `out`, through a 1 MiB buffer,
/// so that memory stays flat whatever their number and size. Throws Error
/// when the output cannot be written.
class SolutionWriter {
public:
  SolutionWriter(SolutionFormat format, std::FILE* out) : format_(format), out_(out) {}
  SolutionWriter(const SolutionWriter&) = delete;
  SolutionWriter& operator=(const SolutionWriter&) = delete;
  /// Writes what is still buffered; call flush() before to see errors.
  ~SolutionWriter();

  void begin_solution(std::uint64_t n);
  /// The next row's 0-based column.
  void add_column(std::uint64_t column);
  void end_solution();
  /// Writes the buffer out; throws Error when that fails.
  void flush();

private:
  void append(const char* text, std::size_t size);
  void append_number(std::uint64_t value);

  SolutionFormat format_;
  std::FILE* out_;
  std::string buffer_;
  std::uint64_t n_ = 0;
  std::uint64_t row_ = 0;
  std::uint64_t solutions_ = 0;
};

} // namespace nqueens::cli
