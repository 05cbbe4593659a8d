#include "memory_budget.hpp"

#include "core/methods.hpp"

#include "halves/table/quadrant.hpp"
#include "halves/table/quadrant_table.hpp"
#include "nqueens/nqueens.hpp"

#include <algorithm>
#include <functional>
#include <numeric>
#include <optional>
#include <string>
#include <utility>

namespace nqueens::detail {
namespace {

/// `bytes` rounded up, as a limit to ask for: in KiB below a MiB, else in MiB.
std::string size_to_ask(std::uint64_t bytes) {
  if (bytes < (1u << 20)) return std::to_string((bytes + 1023) >> 10) + " KiB";
  return std::to_string((bytes + (1u << 20) - 1) >> 20) + " MiB";
}

/// A limit as given: below a MiB in KiB or bytes, as "--memory 1K" asks
/// for; above, in MiB, rounded down.
std::string limit_size(std::uint64_t bytes) {
  if (bytes >= (1u << 20)) return std::to_string(bytes >> 20) + " MiB";
  if (bytes % 1024 == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
}

/// A plan, or the reason there is none, and with it the advice to count
/// with a method that needs no tables.
struct PlanOrRefusal {
  std::optional<HalvesPlan> plan;
  std::string reason;
  std::string refusal;
};

/// The memory each row set of `per_row_set` takes built on its own, all of
/// them held whole, and the most the row sets of one of `choices` take
/// together.
struct TableBytes {
  std::vector<std::uint64_t> per_row_set;
  std::uint64_t all = 0;
  std::uint64_t largest_choice = 0;
};

TableBytes table_bytes(int n, const HalvesPlan& plan, const std::vector<std::uint64_t>& placements_per_row_set) {
  TableBytes bytes;
  bytes.per_row_set = QuadrantTable::row_set_bytes(n / 2, placements_per_row_set);
  bytes.all = QuadrantTable::whole_bytes(n / 2, placements_per_row_set);
  for (const RowChoice& choice : plan.choices) {
    const std::uint64_t choice_bytes =
        QuadrantTable::lease_bytes(table_row_sets(n, choice, plan.middles[choice.middle]).used(), bytes.per_row_set);
    bytes.largest_choice = std::max(bytes.largest_choice, choice_bytes);
  }
  return bytes;
}

/// Placements counted to name the limit that would do when the row choices
/// alone are over the limit: about 2 seconds of counting (n <= 22).
constexpr std::uint64_t placements_counted_for_message = std::uint64_t{1} << 26;

/// No limit on the placements counted: up to max_planned_board they are at
/// most 6.7 x 10^10.
constexpr std::uint64_t every_placement = ~std::uint64_t{0};

/// The memory of a row choice while the choices are listed and sorted: its
/// code and the sort's second copy of it, then its code and itself
/// (row_choices).
constexpr std::uint64_t listing_bytes_per_choice = 16;

/// Row choices listed to find the limit that would do even when the limit
/// is smaller: up to 256 MiB of listing, n = 24.
constexpr std::uint64_t listing_bytes_for_message = std::uint64_t{256} << 20;

PlanOrRefusal plan_or_refusal(int n, std::uint64_t memory_limit, int threads) {
  const std::string symmetry = "use the symmetry method, which builds no tables";
  const std::string over_limit = ", over the memory limit of " + limit_size(memory_limit);
  // `exact`: the smallest limit that works; else a lower bound on it.
  const auto needs = [&](std::uint64_t bytes, bool exact, const std::string& what) {
    const std::string size = size_to_ask(bytes);
    const std::string reason = "the halves method needs at least " + size + " for n = " + std::to_string(n) + " (" +
                               what + ")" + over_limit + "; give a limit of " + (exact ? "" : "at least ") + size +
                               " (--memory)";
    return PlanOrRefusal{std::nullopt, reason, reason + ", or " + symmetry};
  };
  const int size = n / 2;
  if (n > max_planned_board) {
    const std::string reason =
        "the halves method plans boards up to n = " + std::to_string(max_planned_board) + ", not " + std::to_string(n);
    return {std::nullopt, reason, reason + "; " + symmetry};
  }
  HalvesPlan plan;
  plan.middles = middle_placements(n);
  // Listing the choices holds 16 bytes each while they are sorted.
  const std::uint64_t least_listing_bytes = least_row_choices(plan.middles) * listing_bytes_per_choice;
  if (least_listing_bytes > std::max(memory_limit, listing_bytes_for_message))
    return needs(least_listing_bytes, false, "task list, while it is sorted");
  plan.choices = row_choices(n, plan.middles);
  const std::uint64_t listing_bytes = plan.choices.size() * listing_bytes_per_choice;
  const std::uint64_t held = plan.choices.size() * sizeof(RowChoice) + QuadrantTable::fixed_bytes(size);
  const Quadrant quadrant = north_west_quadrant(n);
  const std::optional<std::vector<std::uint64_t>> per_row_set =
      placements_per_row_set(quadrant, held > memory_limit ? placements_counted_for_message : every_placement, threads);
  if (!per_row_set) return needs(held, false, "task list and table bookkeeping");
  const TableBytes bytes = table_bytes(n, plan, *per_row_set);
  const std::uint64_t workers = static_cast<std::uint64_t>(resolved_thread_count(threads));
  const std::uint64_t largest_row_set = *std::max_element(per_row_set->begin(), per_row_set->end());
  const std::uint64_t least_buffers = workers * least_buffer_bytes(n, largest_row_set);
  const std::uint64_t least_counting = held + bytes.largest_choice + least_buffers;
  const std::uint64_t smallest = std::max(listing_bytes, least_counting);
  if (smallest > memory_limit)
    return needs(smallest, true,
                 listing_bytes > least_counting
                     ? "task list, while it is sorted"
                     : "task list, the quadrant table's rows that one row choice reads and each worker's least "
                       "buffers");
  // The whole table where it leaves each worker comfortable buffers; else
  // past one row choice's row sets the buffers first grow to comfortable,
  // then the two share what is left, half each: the table's row sets are
  // built on demand within its part.
  const std::uint64_t room = memory_limit - held;
  const std::uint64_t comfortable = workers * comfortable_buffer_bytes(n, largest_row_set);
  const std::uint64_t past_one_choice = room - bytes.largest_choice;
  const std::uint64_t first_to_buffers = std::min(past_one_choice, comfortable);
  plan.table_capacity = room >= bytes.all + comfortable
                            ? bytes.all
                            : room - first_to_buffers - (past_one_choice - first_to_buffers) / 2;
  plan.buffer_limits = *buffer_limits_within(n, (room - plan.table_capacity) / workers, largest_row_set);
  plan.placements_per_row_set = *per_row_set;
  plan.listing_bytes = listing_bytes;
  return {std::move(plan), {}, {}};
}

/// Whether the plan of an n x n count surely fits `memory_limit`, by upper
/// bounds on what plan_or_refusal counts exactly: every row choice before
/// the mirrors' images are left out, and a row choice reading the table's
/// largest row sets. The method is chosen before every count, and with
/// this the row choices are listed and sorted once, for the count (seconds
/// from n = 24 on). Run time: the placements counted per row set, unless
/// the last plan counted them.
bool surely_within(int n, std::uint64_t memory_limit, int threads) {
  if (n > max_planned_board) return false;
  const std::uint64_t choices = most_row_choices(middle_placements(n));
  const std::uint64_t held = choices * sizeof(RowChoice) + QuadrantTable::fixed_bytes(n / 2);
  if (std::max(choices * listing_bytes_per_choice, held) > memory_limit) return false;
  const std::vector<std::uint64_t> per_row_set =
      *placements_per_row_set(north_west_quadrant(n), every_placement, threads);
  std::vector<std::uint64_t> bytes = QuadrantTable::row_set_bytes(n / 2, per_row_set);
  const auto read =
      bytes.begin() + static_cast<std::ptrdiff_t>(std::min(most_table_row_sets(n), bytes.size()));
  std::partial_sort(bytes.begin(), read, bytes.end(), std::greater<>());
  const std::uint64_t largest_row_set = *std::max_element(per_row_set.begin(), per_row_set.end());
  const std::uint64_t workers = static_cast<std::uint64_t>(resolved_thread_count(threads));
  return held + std::accumulate(bytes.begin(), read, std::uint64_t{0}) +
             workers * least_buffer_bytes(n, largest_row_set) <=
         memory_limit;
}

} // namespace

std::optional<HalvesPlan> halves_plan_within(int n, std::uint64_t memory_limit, int threads) {
  return plan_or_refusal(n, memory_limit, threads).plan;
}

HalvesPlan checked_halves_plan(int n, std::uint64_t memory_limit, int threads) {
  PlanOrRefusal result = plan_or_refusal(n, memory_limit, threads);
  if (!result.plan) throw Error(result.refusal);
  return std::move(*result.plan);
}

std::string halves_refusal(int n, const CountOptions& request) {
  if (request.prefix_depth != 0)
    return "the halves method splits the board at n / 2 = " + std::to_string(n / 2) +
           " rows, not at a chosen depth; leave out --depth to count with it";
  const std::uint64_t memory_limit = memory_limit_of(request);
  if (surely_within(n, memory_limit, request.threads)) return {};
  return plan_or_refusal(n, memory_limit, request.threads).reason;
}

} // namespace nqueens::detail
