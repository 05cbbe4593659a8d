// Feeds arbitrary bytes, line by line, to the solution reader behind
// `nqueens verify`. Besides crashes, leaks and undefined behaviour (the
// sanitizers), it traps when the reader's verdicts break their promises: a
// line called valid must be a solution by an independent quadratic check, its
// canonical form must be a solution that is its own canonical form, and the
// tally must account for every line exactly once.
#include <nqueens/solutions.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace {

bool is_solution(const std::vector<std::uint32_t>& columns) {
  const std::size_t n = columns.size();
  for (std::size_t row = 0; row < n; ++row) {
    if (columns[row] >= n) return false;
    for (std::size_t other = 0; other < row; ++other) {
      const long long column_gap = std::llabs(static_cast<long long>(columns[row]) - columns[other]);
      if (column_gap == 0 || column_gap == static_cast<long long>(row - other)) return false;
    }
  }
  return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  nqueens::SolutionTally tally;
  std::uint64_t lines = 0;
  for (std::size_t start = 0; start < bytes.size();) {
    const std::size_t end = std::min(bytes.find('\n', start), bytes.size());
    const std::string_view line = bytes.substr(start, end - start);
    start = end + 1;
    ++lines;
    tally.add_line(line);
    const nqueens::SolutionLine read = nqueens::read_solution_line(line);
    if (!read.valid() || read.columns.size() > 256) continue; // the check below is quadratic
    if (!is_solution(read.columns)) __builtin_trap();
    const std::vector<std::uint32_t> canonical = nqueens::canonical_form(read.columns);
    if (!is_solution(canonical) || nqueens::canonical_form(canonical) != canonical) __builtin_trap();
  }
  if (tally.lines() != lines || tally.valid() + tally.problems() != lines) __builtin_trap();
  if (tally.classes() > tally.valid() || tally.all_valid() != (tally.problems() == 0)) __builtin_trap();
  return 0;
}
