// Reading solution lines without trusting them: every byte is looked at
// once, numbers saturate instead of overflowing, and nothing is allocated
// beyond one word per number (capped) and the O(n) checks.
#include "nqueens/solutions.hpp"

#include "solution_images.hpp"

#include <cstdio>

namespace nqueens {
namespace {

constexpr std::uint32_t no_row = ~std::uint32_t{0};

bool is_blank(char c) { return c == ' ' || c == '\t'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string describe_byte(char c, std::size_t at) {
  const auto byte = static_cast<unsigned char>(c);
  char text[48];
  if (byte >= 0x21 && byte < 0x7f)
    std::snprintf(text, sizeof text, "unexpected '%c' at byte %zu", c, at + 1);
  else
    std::snprintf(text, sizeof text, "unexpected byte 0x%02x at byte %zu", byte, at + 1);
  return text;
}

/// Splits a line into numbers; values above the largest board are kept as
/// their text for the message, and the scan stops at the first bad byte.
class NumberScanner {
public:
  explicit NumberScanner(std::string_view line) : line_(line) {}

  /// Reads the blank-separated form, or the JSON array form when the line
  /// starts with '['. Returns the problem, or "" when the syntax is right.
  std::string scan(std::vector<std::uint32_t>& numbers) {
    skip_blanks();
    const bool json = at_ < line_.size() && line_[at_] == '[';
    if (json) ++at_;
    bool expect_number = true; // JSON: after '[' or ','
    while (true) {
      skip_blanks();
      if (at_ == line_.size()) {
        if (json) return "missing ']' at the end of the line";
        return "";
      }
      const char c = line_[at_];
      if (is_digit(c) && (expect_number || !json)) {
        if (numbers.size() == max_solution_line_board_size)
          return "more than " + std::to_string(max_solution_line_board_size) + " columns";
        std::string problem = read_number(numbers);
        if (!problem.empty()) return problem;
        expect_number = false;
      } else if (json && c == ',' && !expect_number) {
        ++at_;
        expect_number = true;
      } else if (json && c == ']' && (!expect_number || numbers.empty())) {
        ++at_;
        skip_blanks();
        return at_ == line_.size() ? "" : describe_byte(line_[at_], at_);
      } else {
        return describe_byte(c, at_);
      }
    }
  }

private:
  void skip_blanks() {
    while (at_ < line_.size() && is_blank(line_[at_])) ++at_;
  }

  std::string read_number(std::vector<std::uint32_t>& numbers) {
    const std::size_t start = at_;
    std::uint64_t value = 0;
    while (at_ < line_.size() && is_digit(line_[at_])) {
      value = value * 10 + static_cast<std::uint64_t>(line_[at_] - '0');
      if (value > max_solution_line_board_size) value = std::uint64_t{max_solution_line_board_size} + 1;
      ++at_;
    }
    if (at_ < line_.size() && !is_blank(line_[at_]) && line_[at_] != ',' && line_[at_] != ']')
      return describe_byte(line_[at_], at_);
    if (value > max_solution_line_board_size) {
      std::string_view digits = line_.substr(start, at_ - start);
      const bool cut = digits.size() > 24;
      return "number " + std::string(digits.substr(0, 24)) + (cut ? "..." : "") + " at byte " +
             std::to_string(start + 1) + " is too large";
    }
    numbers.push_back(static_cast<std::uint32_t>(value));
    return "";
  }

  std::string_view line_;
  std::size_t at_ = 0;
};

/// The first attack among the queens, or "" when there is none. Turns the
/// 1-based columns into 0-based ones on the way.
std::string first_attack(std::vector<std::uint32_t>& columns) {
  const std::size_t n = columns.size();
  for (std::size_t row = 0; row < n; ++row)
    if (columns[row] < 1 || columns[row] > n)
      return "column " + std::to_string(columns[row]) + " in row " + std::to_string(row + 1) +
             " is out of range (1 to " + std::to_string(n) + ")";
  // The row that holds each column and each diagonal so far.
  std::vector<std::uint32_t> column_row(n, no_row);
  std::vector<std::uint32_t> rising_row(2 * n - 1, no_row);
  std::vector<std::uint32_t> falling_row(2 * n - 1, no_row);
  const auto clash = [](std::uint32_t earlier, std::size_t row, const char* what) {
    return "rows " + std::to_string(earlier + 1) + " and " + std::to_string(row + 1) + " share a " + what;
  };
  for (std::size_t row = 0; row < n; ++row) {
    const std::uint32_t column = --columns[row];
    std::uint32_t& by_column = column_row[column];
    std::uint32_t& by_rising = rising_row[row + column];
    std::uint32_t& by_falling = falling_row[row + (n - 1) - column];
    if (by_column != no_row) return clash(by_column, row, "column");
    if (by_rising != no_row) return clash(by_rising, row, "diagonal");
    if (by_falling != no_row) return clash(by_falling, row, "diagonal");
    by_column = by_rising = by_falling = static_cast<std::uint32_t>(row);
  }
  return "";
}

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ULL;
  x ^= x >> 33;
  return x;
}

/// Exact for n <= 32 (5 bits a column and the size); a fingerprint with the
/// top bit set beyond, so that the two kinds never meet.
SolutionTally::Key key_of(std::span<const std::uint32_t> columns) {
  SolutionTally::Key key;
  const std::size_t n = columns.size();
  if (n <= 32) {
    for (std::size_t row = 0; row < n; ++row) {
      const std::size_t bit = 5 * row;
      key.words[bit / 64] |= std::uint64_t{columns[row]} << (bit % 64);
      if (bit % 64 > 59) key.words[bit / 64 + 1] |= std::uint64_t{columns[row]} >> (64 - bit % 64);
    }
    key.words[2] |= std::uint64_t{n} << 40;
    return key;
  }
  std::uint64_t seeds[3] = {0x9e3779b97f4a7c15ULL ^ n, 0xbf58476d1ce4e5b9ULL ^ n, 0x94d049bb133111ebULL ^ n};
  for (const std::uint32_t column : columns)
    for (std::uint64_t& word : seeds) word = mix(word ^ column) + 0x632be59bd9b4e019ULL;
  for (int i = 0; i < 3; ++i) key.words[i] = seeds[i];
  key.words[2] |= std::uint64_t{1} << 63;
  return key;
}

} // namespace

SolutionLine read_solution_line(std::string_view line) {
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  SolutionLine result;
  result.problem = NumberScanner(line).scan(result.columns);
  if (result.problem.empty() && result.columns.empty())
    result.problem = line.find_first_not_of(" \t") == std::string_view::npos ? "empty line" : "no columns";
  if (result.problem.empty()) result.problem = first_attack(result.columns);
  if (!result.valid()) result.columns.clear();
  return result;
}

std::vector<std::uint32_t> canonical_form(std::span<const std::uint32_t> columns) {
  std::vector<std::uint32_t> canonical(columns.size());
  std::vector<std::uint32_t> scratch(columns.size());
  detail::canonical_image<std::uint32_t>(columns, canonical, scratch);
  return canonical;
}

std::size_t SolutionTally::KeyHash::operator()(const Key& key) const {
  return mix(key.words[0] ^ mix(key.words[1] ^ mix(key.words[2])));
}

void SolutionTally::add_problem(std::string problem) {
  ++lines_;
  ++problems_;
  if (first_problems_.size() < problems_kept_) first_problems_.push_back({lines_, std::move(problem)});
}

void SolutionTally::add_line(std::string_view text) {
  SolutionLine line = read_solution_line(text);
  if (!line.valid()) return add_problem(std::move(line.problem));
  const auto [first, inserted] = seen_.try_emplace(key_of(line.columns), lines_ + 1);
  if (!inserted) return add_problem("repeats line " + std::to_string(first->second));
  ++lines_;
  ++valid_;
  classes_.insert(key_of(canonical_form(line.columns)));
}

} // namespace nqueens
