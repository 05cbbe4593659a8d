#include "memory_budget.hpp"

#include "nqueens/nqueens.hpp"
#include "row_choice_counter.hpp"
#include "row_choices.hpp"

#include <string>

namespace nqueens::detail {
namespace {

/// `bytes` in MiB, rounded up: what to ask for.
std::string megabytes(std::uint64_t bytes) { return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB"; }

/// A limit as given: below a MiB in KiB or bytes, as "--memory 1K" asks
/// for; above, in MiB, rounded down.
std::string limit_size(std::uint64_t bytes) {
  if (bytes >= (1u << 20)) return std::to_string(bytes >> 20) + " MiB";
  return bytes % 1024 == 0 ? std::to_string(bytes >> 10) + " KiB" : std::to_string(bytes) + " bytes";
}

/// Placements counted for a refusal's message beyond the limit, to name the
/// memory that would do: about three seconds of counting.
constexpr std::uint64_t placements_counted_for_message = std::uint64_t{1} << 28;

} // namespace

std::uint64_t checked_table_bytes(int n, const std::vector<MiddleQueens>& middles, std::uint64_t memory_limit) {
  const int size = n / 2;
  const Quadrant quadrant = Quadrants::layout(n)[0];
  const std::uint64_t choice_bytes = row_choice_bound(middles) * sizeof(RowChoice);
  const std::uint64_t offset_bytes = 2 * QuadrantTable::bytes_for(size, 0);
  // Two tables (the east quadrants are their mirror images), of equal sizes:
  // north and south are mirror images of each other too.
  const std::uint64_t fixed_bytes = choice_bytes + offset_bytes;
  const std::uint64_t affordable =
      fixed_bytes > memory_limit ? 0 : (memory_limit - fixed_bytes) / (2 * sizeof(PackedDiagonals));
  const std::uint64_t placements = QuadrantTable::count_placements(quadrant, affordable);
  if (fixed_bytes <= memory_limit && placements <= affordable) return 2 * QuadrantTable::bytes_for(size, placements);
  // Refused: name the limit that would do, counting on for a few seconds.
  const std::uint64_t counted = QuadrantTable::count_placements(quadrant, placements_counted_for_message);
  const bool all_counted = counted <= placements_counted_for_message;
  const std::uint64_t needed = choice_bytes + 2 * QuadrantTable::bytes_for(size, counted);
  throw Error("the halves method needs " + std::string(all_counted ? "" : "more than ") + megabytes(needed) +
              " for n = " + std::to_string(n) + " (task list and quadrant tables), over the memory limit of " +
              limit_size(memory_limit) + "; give a limit of " + (all_counted ? "" : "more than ") +
              megabytes(needed) + " (--memory), or use the symmetry method, which builds no tables");
}

} // namespace nqueens::detail
