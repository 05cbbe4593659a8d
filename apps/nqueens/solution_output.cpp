#include "solution_output.hpp"

#include "argument_parsing.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace nqueens::cli {
namespace {

/// Flushing at this size keeps the buffer's memory fixed and the number of
/// write calls small.
constexpr std::size_t buffer_limit = std::size_t{1} << 20;

} // namespace

SolutionFormat parse_solution_format(const std::string& name) {
  if (name == "text") return SolutionFormat::text;
  if (name == "board") return SolutionFormat::board;
  if (name == "json") return SolutionFormat::json;
  throw UsageError("unknown format '" + name + "' (choose from: text, board, json)");
}

SolutionWriter::~SolutionWriter() {
  if (!buffer_.empty()) std::fwrite(buffer_.data(), 1, buffer_.size(), out_);
}

void SolutionWriter::flush() {
  if (!buffer_.empty() && std::fwrite(buffer_.data(), 1, buffer_.size(), out_) != buffer_.size())
    throw RunError(std::string("cannot write to standard output: ") + std::strerror(errno));
  buffer_.clear();
  if (std::fflush(out_) != 0) throw RunError(std::string("cannot write to standard output: ") + std::strerror(errno));
}

void SolutionWriter::append(const char* text, std::size_t size) {
  buffer_.append(text, size);
  if (buffer_.size() >= buffer_limit) {
    if (std::fwrite(buffer_.data(), 1, buffer_.size(), out_) != buffer_.size())
      throw RunError(std::string("cannot write to standard output: ") + std::strerror(errno));
    buffer_.clear();
  }
}

void SolutionWriter::append_number(std::uint64_t value) {
  char digits[20];
  char* start = digits + sizeof digits;
  do {
    *--start = static_cast<char>('0' + value % 10);
    value /= 10;
  } while (value != 0);
  append(start, static_cast<std::size_t>(digits + sizeof digits - start));
}

void SolutionWriter::begin_solution(std::uint64_t n) {
  n_ = n;
  row_ = 0;
  if (format_ == SolutionFormat::board && solutions_ != 0) append("\n", 1);
  if (format_ == SolutionFormat::json) append("[", 1);
}

void SolutionWriter::add_column(std::uint64_t column) {
  switch (format_) {
  case SolutionFormat::text:
    if (row_ != 0) append(" ", 1);
    append_number(column + 1);
    break;
  case SolutionFormat::json:
    if (row_ != 0) append(",", 1);
    append_number(column + 1);
    break;
  case SolutionFormat::board:
    // Row by row, in pieces no larger than the buffer, for any n.
    for (std::uint64_t square = 0; square < n_;) {
      const std::size_t piece = static_cast<std::size_t>(std::min<std::uint64_t>(n_ - square, 4096));
      const std::size_t at = buffer_.size();
      buffer_.append(piece, '.');
      if (column >= square && column < square + piece) buffer_[at + (column - square)] = 'Q';
      square += piece;
      append("", 0);
    }
    append("\n", 1);
    break;
  }
  ++row_;
}

void SolutionWriter::end_solution() {
  if (format_ == SolutionFormat::json) append("]", 1);
  if (format_ != SolutionFormat::board) append("\n", 1);
  ++solutions_;
}

} // namespace nqueens::cli
