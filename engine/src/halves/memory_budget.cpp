#include "memory_budget.hpp"

#include "nqueens/nqueens.hpp"
#include "row_choice_counter.hpp"
#include "row_choices.hpp"

#include <string>

namespace nqueens::detail {
namespace {

std::string megabytes(std::uint64_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB"; }

} // namespace

std::uint64_t checked_table_bytes(int n, const std::vector<MiddleQueens>& middles, std::uint64_t memory_limit) {
  const int size = n / 2;
  const auto refuse = [&](std::uint64_t bytes, const std::string& what) {
    throw Error("the halves method needs more than " + megabytes(bytes) + " (" + what + ") for n = " +
                std::to_string(n) + ", over the memory limit of " + megabytes(memory_limit));
  };
  const std::uint64_t choice_bytes = row_choice_bound(middles) * sizeof(RowChoice);
  if (choice_bytes > memory_limit) refuse(choice_bytes, "task list");
  const std::uint64_t offset_bytes = 2 * QuadrantTable::bytes_for(size, 0);
  if (choice_bytes + offset_bytes > memory_limit) refuse(choice_bytes + offset_bytes, "quadrant tables");
  // Two tables (the east quadrants are their mirror images), of equal sizes:
  // north and south are mirror images of each other too.
  const std::uint64_t affordable = (memory_limit - choice_bytes - offset_bytes) / (2 * sizeof(PackedDiagonals));
  const std::uint64_t placements = QuadrantTable::count_placements(Quadrants::layout(n)[0], affordable);
  const std::uint64_t table_bytes = 2 * QuadrantTable::bytes_for(size, placements);
  if (placements > affordable) refuse(choice_bytes + table_bytes, "quadrant tables");
  return table_bytes;
}

} // namespace nqueens::detail
