// The method table, and the public functions that read it.
#include "method_table.hpp"

#include <array>
#include <string>

namespace nqueens {
namespace detail {
namespace {

/// The halves method's entry: its tasks, then the turn-fixed searches that
/// give its unique count.
std::unique_ptr<MethodTasks> prepare_halves_with_classes(int n, const CountOptions& options,
                                                         int threads_sharing_tasks) {
  return with_turn_classes(n, prepare_halves(n, options, threads_sharing_tasks));
}

// Limits, measured on two cores (docs/algorithms.md): brute takes about a
// minute at n = 10 and each row multiplies that by about 30; each row
// multiplies the others' time by about 7, which takes backtrack and
// permutation past an hour at n = 18 and arrays at n = 19. halves is the
// default from n = 14, where it overtakes symmetry, to n = 28, the largest
// it plans (max_planned_board), on every instruction-set path. The
// measurements behind the range: docs/lab/halves-notes.md and
// docs/performance.md, "The frontier".
constexpr std::string_view chosen_prefix = "prefixes of the first DEPTH rows; DEPTH chosen for 64 tasks a thread";
constexpr std::string_view first_row = "one task per first-row column; DEPTH is 1, whatever is asked";
constexpr std::array table{
    MethodEntry{{Method::symmetry, "symmetry", max_board_size, true, false,
                 "canonical border placements with DEPTH - 1 interior queens placed; DEPTH chosen for 64 tasks a "
                 "thread"},
                prepare_symmetry},
    MethodEntry{{Method::halves, "halves", max_board_size, true, false,
                 "runs of choices of the rows whose queen stands in the west half, then the first-row queens of "
                 "the turn-symmetric solutions; DEPTH is n / 2, fixed",
                 14, max_planned_board, /*counts_nodes=*/false, "row choices"},
                prepare_halves_with_classes, halves_refusal},
    MethodEntry{{Method::mirror, "mirror", max_board_size, false, true, chosen_prefix}, prepare_mirror},
    MethodEntry{{Method::bitmask, "bitmask", max_board_size, false, true, chosen_prefix}, prepare_bitmask},
    MethodEntry{{Method::brute, "brute", 10, false, false, first_row}, prepare_brute},
    MethodEntry{{Method::permutation, "permutation", 17, false, false, first_row}, prepare_permutation},
    MethodEntry{{Method::backtrack, "backtrack", 17, false, false, first_row}, prepare_backtrack},
    MethodEntry{{Method::arrays, "arrays", 18, false, false, first_row}, prepare_arrays},
};

constexpr auto method_list = [] {
  std::array<Method, table.size()> methods{};
  for (std::size_t i = 0; i < methods.size(); ++i) methods[i] = table[i].description.method;
  return methods;
}();

/// Whether `method` can compute what is asked on an n x n board.
bool can_count(const MethodDescription& method, int n, bool symmetry_counts, bool fixed_queens) {
  return n <= method.max_n && (!symmetry_counts || method.counts_symmetry_classes) &&
         (!fixed_queens || method.fixed_queens);
}

} // namespace

std::span<const MethodEntry> method_table() { return table; }

const MethodEntry& method_entry(Method method) {
  for (const MethodEntry& entry : table)
    if (entry.description.method == method) return entry;
  throw Error("unknown method");
}

} // namespace detail

const MethodDescription& describe(Method method) { return detail::method_entry(method).description; }

Method fastest_method(int n, bool symmetry_counts, bool fixed_queens) {
  for (const detail::MethodEntry& entry : detail::table) {
    const MethodDescription& method = entry.description;
    if (method.fastest_total_from != 0 && n >= method.fastest_total_from &&
        n <= method.fastest_total_to && detail::can_count(method, n, symmetry_counts, fixed_queens))
      return method.method;
  }
  for (const detail::MethodEntry& entry : detail::table)
    if (entry.description.fastest_total_from == 0 &&
        detail::can_count(entry.description, n, symmetry_counts, fixed_queens))
      return entry.description.method;
  // Nothing computes it all (the unique counts with fixed queens): the
  // default, which count() then refuses with a message.
  return detail::table.front().description.method;
}

MethodChoice choose_method(int n, const CountOptions& request, bool symmetry_counts) {
  const bool fixed_queens = !request.fixed_queens.empty();
  const auto refusal = [&](const detail::MethodEntry& entry) {
    return entry.refusal != nullptr ? entry.refusal(n, request) : std::string();
  };
  const detail::MethodEntry& fastest = detail::method_entry(fastest_method(n, symmetry_counts));
  std::string passed_over;
  if (fixed_queens && !fastest.description.fixed_queens)
    passed_over = "the " + std::string(fastest.description.name) + " method places no fixed queens (--fix)";
  else
    passed_over = refusal(fastest);
  if (passed_over.empty()) return {fastest.description.method, {}};
  for (const detail::MethodEntry& entry : detail::table) {
    if (entry.description.fastest_total_from != 0 ||
        !detail::can_count(entry.description, n, symmetry_counts, fixed_queens) || !refusal(entry).empty())
      continue;
    // Only a method with a range of its own is a default left behind: the
    // others' order is the rule itself (mirror with fixed queens).
    if (fastest.description.fastest_total_from == 0) return {entry.description.method, {}};
    return {entry.description.method, passed_over + "; counting with " + std::string(entry.description.name) +
                                          ", which is slower at this size"};
  }
  // Nothing counts it all (the unique counts with fixed queens): count()
  // then refuses with a message.
  return {detail::table.front().description.method, {}};
}

std::span<const Method> all_methods() { return detail::method_list; }

std::string_view method_name(Method method) { return describe(method).name; }

int max_board_size_of(Method method) { return describe(method).max_n; }

bool supports_fixed_queens(Method method) { return describe(method).fixed_queens; }

bool counts_nodes(Method method) { return describe(method).counts_nodes; }

Method parse_method(std::string_view name) {
  std::string choices;
  for (const detail::MethodEntry& entry : detail::table) {
    if (entry.description.name == name) return entry.description.method;
    choices += (choices.empty() ? "" : ", ") + std::string(entry.description.name);
  }
  throw Error("unknown method '" + std::string(name) + "' (choose from: " + choices + ")");
}

} // namespace nqueens
