// The method table, and the public functions that read it.
#include "method_table.hpp"

#include <array>
#include <string>

namespace nqueens {
namespace detail {
namespace {

// Limits, measured on two cores (docs/algorithms.md): brute takes about a
// minute at n = 10 and each row multiplies that by about 30; each row
// multiplies the others' time by about 7, which takes backtrack and
// permutation past an hour at n = 18 and arrays at n = 19. The halves range:
// the measured crossover (docs/performance.md), 0.19 s against 0.54 s for
// symmetry at n = 16 on one core, equal up to n = 13; at n = 21 an estimate
// of 1,150 s against 7,135 s for symmetry (2 threads, 2026-12-01); up to
// n = 23 its table takes at most 0.6 GiB whole, and is built in parts
// within any smaller limit that holds one row choice's rows. The same
// range on every instruction-set path of its pair kernel: at n = 16, one
// core, AMD EPYC Zen 5 under load (2026-12-01), halves took 0.33 s CPU on
// avx512, 0.36 s on avx2 and 0.40 s portable against 0.84 s for symmetry; at
// n = 18 5.2 s on avx2 and 8.5 s portable against 4.7 s on avx512. Its
// time grows faster per row with n (7x from n = 18 to 20, about 12x to n =
// 22 by estimate, against 6-7x), yet at n = 22 its estimate is still
// 16,849 +- 8,853 s against 78,691 +- 75,713 s for symmetry (2 threads,
// 2026-12-01; symmetry's from only 2 tasks), so no path changes the choice
// up to n = 23. At n = 24 halves' estimate is 1,269,392 +- 430,731 s with its
// table in parts in 1 GiB, against 3,758,684 +- 151,312 s for symmetry (2
// threads, 2026-12-02, 2 tasks each); at n = 25 5,647,517 +- 5,038,052 s
// with its table whole (6.2 GiB) against 44,657,675 +- 18,789,559 s for
// symmetry (2 threads, 2026-12-02, 2 tasks each, symmetry's split at depth 2
// for tasks of minutes): halves up to n = 25. From n = 26 on halves refuses
// (over 2^30 quadrant placements to plan).
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
                 14, 25, /*counts_nodes=*/false},
                prepare_halves_with_classes},
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

bool fits_in_memory(Method method, int n, std::uint64_t memory_limit_bytes, int threads) {
  if (method != Method::halves) return true;
  return detail::halves_fits(n, memory_limit_bytes != 0 ? memory_limit_bytes : default_memory_limit(), threads);
}

Method default_method(int n, bool symmetry_counts, const CountOptions& options) {
  const Method fastest = fastest_method(n, symmetry_counts, !options.fixed_queens.empty());
  return fits_in_memory(fastest, n, options.memory_limit_bytes, options.threads) ? fastest : Method::symmetry;
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
