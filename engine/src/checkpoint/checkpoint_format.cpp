// The checkpoint's text format (docs/checkpoint-format.md): formatting and a
// strict parser that trusts nothing it reads. Every number is canonical
// decimal, every line carries a CRC-32 of the rest of it, and anything not
// exactly as written is refused, so that formatting a parsed file gives back
// the same bytes (the fuzz target checks this).
#include "nqueens/checkpoint.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <limits>

#include <zlib.h>

namespace nqueens {
namespace {

constexpr std::string_view magic = "nqueens-checkpoint";
constexpr std::string_view format_version = "1";

/// CRC-32 (IEEE 802.3) by zlib: nothing next to a task.
std::uint32_t checksum(std::string_view bytes) {
  return static_cast<std::uint32_t>(::crc32_z(0, reinterpret_cast<const Bytef*>(bytes.data()), bytes.size()));
}

std::string crc_text(std::string_view bytes) {
  static constexpr char hex[] = "0123456789abcdef";
  const std::uint32_t c = checksum(bytes);
  std::string text(8, '0');
  for (int i = 0; i < 8; ++i) text[7 - i] = hex[(c >> (4 * i)) & 0xF];
  return text;
}

/// Splits at single spaces; an empty field (two spaces in a row) stays empty
/// and fails later, as does every other deviation.
std::vector<std::string_view> split_fields(std::string_view line) {
  std::vector<std::string_view> fields;
  for (std::size_t start = 0;;) {
    const std::size_t space = line.find(' ', start);
    fields.push_back(line.substr(start, space - start));
    if (space == std::string_view::npos) return fields;
    start = space + 1;
  }
}

/// Canonical decimal: digits only, no sign, no leading zero, no overflow.
std::optional<u128> parse_u128(std::string_view text) {
  if (text.empty() || text.size() > 39 || (text.size() > 1 && text[0] == '0')) return std::nullopt;
  u128 value = 0;
  for (const char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const unsigned digit = static_cast<unsigned>(c - '0');
    if (value > (~u128{0} - digit) / 10) return std::nullopt;
    value = value * 10 + digit;
  }
  return value;
}

template <class Int>
std::optional<Int> parse_int(std::string_view text, Int low, Int high) {
  const std::optional<u128> value = parse_u128(text);
  if (!value || *value < static_cast<u128>(low) || *value > static_cast<u128>(high)) return std::nullopt;
  return static_cast<Int>(*value);
}

/// Version, method and fixed queens are single words of visible ASCII.
bool is_word(std::string_view text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) { return c > ' ' && c < 127; });
}

/// "key=value" -> value, or nothing when the key differs.
std::optional<std::string_view> field_value(std::string_view field, std::string_view key) {
  if (field.size() <= key.size() || field.substr(0, key.size()) != key || field[key.size()] != '=')
    return std::nullopt;
  return field.substr(key.size() + 1);
}

/// Checks "<body> <crc>" and returns the body.
std::optional<std::string_view> checked_body(std::string_view line, std::string_view crc_prefix) {
  const std::size_t space = line.rfind(' ');
  if (space == std::string_view::npos) return std::nullopt;
  const std::string_view body = line.substr(0, space);
  const std::string_view crc = line.substr(space + 1);
  if (crc.substr(0, crc_prefix.size()) != crc_prefix || crc.substr(crc_prefix.size()) != crc_text(body))
    return std::nullopt;
  return body;
}

std::optional<CheckpointRecord> parse_record(std::string_view line) {
  const std::optional<std::string_view> body = checked_body(line, "");
  if (!body) return std::nullopt;
  const std::vector<std::string_view> fields = split_fields(*body);
  if (fields.size() != 6) return std::nullopt;
  std::array<u128, 5> numbers{};
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    const std::optional<u128> value = parse_u128(fields[i + 1]);
    if (!value) return std::nullopt;
    numbers[i] = *value;
  }
  const std::optional<std::uint64_t> task =
      parse_int<std::uint64_t>(fields[0], 0, std::numeric_limits<std::uint64_t>::max());
  if (!task) return std::nullopt;
  return CheckpointRecord{*task, TaskCounts{numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]}};
}

/// "part=K/M" with 1 <= K <= M <= max_parts.
std::optional<CountPart> parse_part(std::string_view field) {
  const std::optional<std::string_view> value = field_value(field, "part");
  if (!value) return std::nullopt;
  const std::size_t slash = value->find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const auto count = parse_int<std::uint64_t>(value->substr(slash + 1), 1, max_parts);
  if (!count) return std::nullopt;
  const auto index = parse_int<std::uint64_t>(value->substr(0, slash), 1, *count);
  if (!index) return std::nullopt;
  return CountPart{*index, *count};
}

} // namespace

std::string fixed_queens_text(std::vector<Square> queens) {
  std::sort(queens.begin(), queens.end());
  std::string text;
  for (const Square& queen : queens) {
    if (!text.empty()) text += ',';
    text += std::to_string(queen.row + 1);
    text += ':';
    text += std::to_string(queen.column + 1);
  }
  return text;
}

std::string format_checkpoint_header(const CheckpointHeader& header) {
  const std::string body = std::string(magic) + " " + std::string(format_version) + " version=" + header.version +
                           " n=" + std::to_string(header.n) + " method=" + header.method +
                           " depth=" + std::to_string(header.prefix_depth) +
                           " tasks=" + std::to_string(header.task_count) +
                           " fixed=" + (header.fixed_queens.empty() ? "-" : header.fixed_queens) +
                           (header.part ? " part=" + std::to_string(header.part->index) + "/" +
                                              std::to_string(header.part->count)
                                        : "");
  return body + " crc32=" + crc_text(body) + "\n";
}

std::string format_checkpoint_record(const CheckpointRecord& record) {
  const TaskCounts& c = record.counts;
  const std::string body = std::to_string(record.task) + " " + to_string(c.solutions) + " " + to_string(c.unique) +
                           " " + to_string(c.quarter_turn_symmetric) + " " + to_string(c.half_turn_symmetric) +
                           " " + to_string(c.nodes);
  return body + " " + crc_text(body) + "\n";
}

std::pair<CheckpointHeader, std::size_t> parse_checkpoint_header(std::string_view bytes) {
  if (bytes.empty()) throw CheckpointError("empty file, not an nqueens checkpoint");
  const std::string opening = std::string(magic) + " ";
  if (bytes.size() < opening.size() && opening.starts_with(bytes)) throw CheckpointError("header is cut short");
  if (!bytes.starts_with(opening)) throw CheckpointError("not an nqueens checkpoint");
  const std::size_t end = bytes.find('\n');
  if (end == std::string_view::npos || end >= max_checkpoint_header_size)
    throw CheckpointError(bytes.size() < max_checkpoint_header_size ? "header is cut short"
                                                                      : "header line is too long");
  const std::string_view line = bytes.substr(0, end);
  const std::optional<std::string_view> body = checked_body(line, "crc32=");
  if (!body) throw CheckpointError("header fails its checksum (the file is damaged)");

  const std::vector<std::string_view> fields = split_fields(*body);
  // A part file's header has a ninth field, part=K/M.
  if (fields.size() != 8 && fields.size() != 9) throw CheckpointError("header is malformed");
  if (fields[1] != format_version)
    throw CheckpointError("format " + std::string(fields[1]) + " is not the format " + std::string(format_version) +
                          " this nqueens reads");
  const auto version = field_value(fields[2], "version");
  const auto n = field_value(fields[3], "n");
  const auto method = field_value(fields[4], "method");
  const auto depth = field_value(fields[5], "depth");
  const auto tasks = field_value(fields[6], "tasks");
  const auto fixed = field_value(fields[7], "fixed");
  if (!version || !is_word(*version) || !method || !is_word(*method) || !fixed || !is_word(*fixed) || !n || !depth ||
      !tasks)
    throw CheckpointError("header is malformed");
  CheckpointHeader header;
  header.version = *version;
  header.method = *method;
  header.fixed_queens = *fixed == "-" ? "" : std::string(*fixed);
  const std::optional<int> n_value = parse_int(*n, min_board_size, max_board_size);
  if (!n_value) throw CheckpointError("header is malformed");
  header.n = *n_value;
  const std::optional<int> depth_value = parse_int(*depth, 1, header.n);
  const std::optional<std::uint64_t> task_count =
      parse_int<std::uint64_t>(*tasks, 1, std::numeric_limits<std::uint64_t>::max());
  if (!depth_value || !task_count) throw CheckpointError("header is malformed");
  header.prefix_depth = *depth_value;
  header.task_count = *task_count;
  if (fields.size() == 9) {
    header.part = parse_part(fields[8]);
    if (!header.part) throw CheckpointError("header is malformed");
  }
  return {header, end + 1};
}

CheckpointContents parse_checkpoint(std::string_view bytes) {
  CheckpointContents contents;
  std::size_t at = 0;
  std::tie(contents.header, at) = parse_checkpoint_header(bytes);
  contents.valid_size = at;

  std::vector<std::pair<CheckpointRecord, std::size_t>> numbered; // record, line number
  for (std::size_t line_number = 2; at < bytes.size(); ++line_number) {
    const std::size_t end = bytes.find('\n', at);
    // A write cut short by a crash: the last line lacks its newline, or holds
    // bytes that were never written (zeros after a power cut).
    const bool last = end == std::string_view::npos || end + 1 == bytes.size();
    const std::optional<CheckpointRecord> record =
        end == std::string_view::npos ? std::nullopt : parse_record(bytes.substr(at, end - at));
    if (!record) {
      if (last) {
        contents.torn_tail_dropped = true;
        break;
      }
      throw CheckpointError("line " + std::to_string(line_number) + " is damaged (bad checksum or format)");
    }
    if (record->task >= contents.header.task_count)
      throw CheckpointError("line " + std::to_string(line_number) + " records task " + std::to_string(record->task) +
                            ", but the count has only " + std::to_string(contents.header.task_count) + " tasks");
    if (contents.header.part && !in_part(record->task, *contents.header.part))
      throw CheckpointError("line " + std::to_string(line_number) + " records task " + std::to_string(record->task) +
                            ", which is not in " + part_text(*contents.header.part));
    numbered.emplace_back(*record, line_number);
    at = end + 1;
    contents.valid_size = at;
  }

  std::sort(numbered.begin(), numbered.end(),
            [](const auto& a, const auto& b) { return a.first.task < b.first.task || (a.first.task == b.first.task && a.second < b.second); });
  for (std::size_t i = 1; i < numbered.size(); ++i)
    if (numbered[i].first.task == numbered[i - 1].first.task)
      throw CheckpointError("task " + std::to_string(numbered[i].first.task) + " is recorded twice (lines " +
                            std::to_string(numbered[i - 1].second) + " and " + std::to_string(numbered[i].second) +
                            ")");
  contents.records.reserve(numbered.size());
  for (const auto& [record, line_number] : numbered) contents.records.push_back(record);
  return contents;
}

} // namespace nqueens
