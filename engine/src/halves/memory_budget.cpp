#include "memory_budget.hpp"

#include "core/methods.hpp"

#include "nqueens/nqueens.hpp"
#include "row_choice_counter.hpp"
#include "row_choices.hpp"

#include <optional>
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
/// memory that would do: up to about 8 seconds of counting (n = 24, 2 cores
/// of an AMD EPYC, 2026-12-01).
constexpr std::uint64_t placements_counted_for_message = std::uint64_t{1} << 28;

} // namespace

std::optional<std::uint64_t> table_bytes_within(int n, const std::vector<MiddleQueens>& middles,
                                                std::uint64_t memory_limit) {
  const int size = n / 2;
  const std::uint64_t fixed_bytes = row_choice_bound(middles) * sizeof(RowChoice) + QuadrantTable::bytes_for(size, 0);
  if (fixed_bytes > memory_limit) return std::nullopt;
  // One table serves the four quadrants (Quadrants).
  const std::uint64_t affordable = (memory_limit - fixed_bytes) / sizeof(PackedDiagonals);
  const std::uint64_t placements = QuadrantTable::count_placements(Quadrants::north_west(n), affordable);
  if (placements > affordable) return std::nullopt;
  return QuadrantTable::bytes_for(size, placements);
}

std::uint64_t checked_table_bytes(int n, const std::vector<MiddleQueens>& middles, std::uint64_t memory_limit) {
  if (const auto bytes = table_bytes_within(n, middles, memory_limit)) return *bytes;
  // Refused: name the limit that would do, counting on for a few seconds.
  const int size = n / 2;
  const std::uint64_t counted =
      QuadrantTable::count_placements(Quadrants::north_west(n), placements_counted_for_message);
  const bool all_counted = counted <= placements_counted_for_message;
  const std::uint64_t needed = row_choice_bound(middles) * sizeof(RowChoice) + QuadrantTable::bytes_for(size, counted);
  throw Error("the halves method needs " + std::string(all_counted ? "" : "more than ") + megabytes(needed) +
              " for n = " + std::to_string(n) + " (task list and quadrant table), over the memory limit of " +
              limit_size(memory_limit) + "; give a limit of " + (all_counted ? "" : "more than ") +
              megabytes(needed) + " (--memory), or use the symmetry method, which builds no tables");
}

bool halves_fits(int n, std::uint64_t memory_limit) {
  return table_bytes_within(n, middle_placements(n), memory_limit).has_value();
}

} // namespace nqueens::detail
