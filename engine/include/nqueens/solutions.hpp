// Solutions as text: reading the lines `nqueens list` writes, checking them,
// and their canonical form under the board's symmetries. The library piece
// behind `nqueens verify`; it accepts any bytes at all.
//
//   nqueens::SolutionLine line = nqueens::read_solution_line("2 4 1 3");
//   line.valid();  // true; line.columns == {1, 3, 0, 2}
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace nqueens {

/// Largest board a solution line may describe. Checking one takes about 20
/// bytes per row, so the largest line needs about 2 GB.
inline constexpr std::uint32_t max_solution_line_board_size = 100'000'000;

/// One line read as a solution.
struct SolutionLine {
  /// The column of each row, 0-based, when the line is a valid solution.
  std::vector<std::uint32_t> columns;
  /// Empty for a valid solution; otherwise the first thing wrong with the
  /// line, e.g. "rows 2 and 5 share a diagonal" (rows and columns 1-based).
  std::string problem;

  bool valid() const { return problem.empty(); }
};

/// Reads one line (without its '\n'; one trailing '\r' is ignored) in either
/// form `nqueens list` writes: 1-based columns separated by blanks
/// ("2 4 1 3") or a JSON array ("[2,4,1,3]"). The board size is the number of
/// columns. Valid when each column is in 1..n, and no two queens share a
/// column or a diagonal. Never throws on any input, however long or binary
/// (only std::bad_alloc). Run time O(length); memory about 20 bytes per row.
SolutionLine read_solution_line(std::string_view line);

/// The smallest, row by row, of the eight images of a solution under the
/// rotations and reflections of the board: equal for two solutions exactly
/// when they are in the same class. Precondition: `columns` is a permutation
/// of 0..n-1. O(n) time and memory.
std::vector<std::uint32_t> canonical_form(std::span<const std::uint32_t> columns);

/// One problem found by SolutionTally, with its 1-based line number.
struct LineProblem {
  std::uint64_t line = 0;
  std::string problem;
};

/// Reads solution lines one by one, as `nqueens verify` does: counts the
/// valid ones and the symmetry classes they cover, and finds the invalid
/// lines and repeats of earlier solutions. Memory: about 100 bytes per
/// distinct solution for n <= 32 (an exact 24-byte key, for the repeats and
/// the classes); larger boards are keyed by a 191-bit fingerprint, whose
/// chance of a false repeat is nil in practice.
class SolutionTally {
public:
  /// Keeps the first `problems_kept` problems in full; all are counted.
  explicit SolutionTally(std::size_t problems_kept = 10) : problems_kept_(problems_kept) {}

  /// Reads the next line (see read_solution_line).
  void add_line(std::string_view line);
  /// Counts the next line as a problem the caller found itself, such as a
  /// line too long to read.
  void add_problem(std::string problem);

  std::uint64_t lines() const { return lines_; }
  std::uint64_t valid() const { return valid_; }
  std::uint64_t classes() const { return classes_.size(); }
  std::uint64_t problems() const { return problems_; }
  const std::vector<LineProblem>& first_problems() const { return first_problems_; }
  /// True when no line had a problem.
  bool all_valid() const { return problems_ == 0; }

  /// Identifies a solution exactly for n <= 32; public only for its hash.
  struct Key {
    std::uint64_t words[3] = {0, 0, 0};
    friend bool operator==(const Key&, const Key&) = default;
  };
  struct KeyHash {
    std::size_t operator()(const Key& key) const;
  };

private:
  std::size_t problems_kept_;
  std::uint64_t lines_ = 0;
  std::uint64_t valid_ = 0;
  std::uint64_t problems_ = 0;
  std::vector<LineProblem> first_problems_;
  /// Each distinct solution and the line it first appeared on.
  std::unordered_map<Key, std::uint64_t, KeyHash> seen_;
  std::unordered_set<Key, KeyHash> classes_;
};

} // namespace nqueens
