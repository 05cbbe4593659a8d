// The nqueens engine: counts the ways to place n non-attacking queens on an
// n x n board. This header is the whole counting API; published.hpp holds the
// OEIS reference values.
//
//   nqueens::CountResult r = nqueens::count(16);          // all cores
//   std::cout << nqueens::to_string(r.solutions);          // 14772512
#pragma once

#include "nqueens/observer.hpp"

#include <compare>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace nqueens {

/// u128 (observer.hpp) holds every total the engine returns. The solution
/// count of n = 29 already exceeds 64 bits, so sums are kept in 128 bits and
/// never wrap for n <= 32.

/// Decimal digits of `value`.
std::string to_string(u128 value);

/// Board sizes the engine accepts: rows are 32-bit masks.
inline constexpr int min_board_size = 1;
inline constexpr int max_board_size = 32;

/// Largest thread count accepted; more is almost certainly a typo.
inline constexpr int max_thread_count = 1024;

/// Every error the library reports: bad arguments and impossible requests.
class Error : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// Thrown when NQUEENS_ISA names no instruction set, or one this CPU or
/// build cannot run (chosen_instruction_set): a problem of the machine, not
/// of the request.
class InstructionSetError : public Error {
public:
  using Error::Error;
};

/// Thrown by count() when its observer asked it to stop.
class Cancelled : public Error {
public:
  Cancelled() : Error("count stopped before it finished") {}
};

/// Thrown when a count's total contradicts what must hold (the symmetry
/// method checks Burnside's count of the classes): a fault in the engine or
/// in the counts it was given (a checkpoint record), never bad input.
class InconsistentCount : public Error {
public:
  using Error::Error;
};

/// How the count is computed. All methods return the same total.
enum class Method {
  /// The default outside halves's range. Places the queens of the four
  /// border lines first, keeps one placement of each set that the board's
  /// eight symmetries (rotations and reflections) map onto each other, and
  /// completes it, weighted by the size of that set: about an eighth of the
  /// full tree's work. It classifies each solution it finds, so it counts
  /// the unique and symmetric solutions independently of halves.
  symmetry,
  /// Bitmask backtracking over the left half of the first row, doubled, plus
  /// the middle column for odd n: about half the full tree's work.
  mirror,
  /// Meet in the middle: for each choice of the rows whose queen stands in
  /// the west half, the east half's placements are joined from two quadrant
  /// tables and stored bit-sliced, and each west half placement counts those
  /// sharing no diagonal with it (docs/algorithms.md). No search tree, so
  /// CountResult::nodes is 0. The unique count follows by Burnside's lemma
  /// from the total and the solutions a half or quarter turn maps onto
  /// themselves, counted by their own searches, exponentially smaller than
  /// the count (n = 20: a few million nodes). Grows about 2-3.5x per extra
  /// row instead of 6-7x: the fastest method from n = 14 on (n = 17: 8x the
  /// classic counter per core). Memory: a quadrant table, 8 MiB at n = 18,
  /// 63 MiB at n = 20 and 21 and 0.6 GiB at n = 22 and 23, built whole when
  /// it fits CountOptions::memory_limit_bytes; else in parts, each built
  /// when a task needs it and dropped for others, which takes more time
  /// and as little memory as the task list and the rows one row choice
  /// reads (n = 22: 6 MiB against 0.6 GiB). Plus a few MiB per thread.
  halves,
  /// Bitmask backtracking over the whole tree, no symmetry: the same kernel
  /// as mirror, twice the work; the baseline that mirror halving is judged by.
  bitmask,
  /// Reference: all n^n placements with one queen per row, every pair
  /// checked at the leaf. Refuses n > 10 (hours).
  brute,
  /// Reference: permutations built by swapping in place, each prefix's new
  /// queen checked against the earlier ones' diagonals. Refuses n > 17.
  permutation,
  /// Reference: row by row, each new queen checked against the earlier ones
  /// by an O(n) scan. Refuses n > 17.
  backtrack,
  /// Reference: row by row with occupancy arrays for columns and both
  /// diagonals, each check O(1). Refuses n > 18.
  arrays,
};

/// What a method is, described once: count()'s checks, fastest_method(), the
/// command line and its help all read this (method_table.cpp holds the one
/// entry per method).
struct MethodDescription {
  Method method;
  /// As the command line spells it ("mirror").
  std::string_view name;
  /// The largest n it accepts: beyond, it would run for hours, and count()
  /// refuses.
  int max_n;
  /// Whether it counts the unique and symmetric solutions too
  /// (CountResult::unique and the symmetric counts), not only the total.
  bool counts_symmetry_classes;
  /// Whether it honours CountOptions::fixed_queens.
  bool fixed_queens;
  /// How it splits a count into tasks, and what CountOptions::prefix_depth
  /// means to it.
  std::string_view split;
  /// It is the fastest method for the total (and for the symmetry classes
  /// too where it counts them) on boards with
  /// fastest_total_from <= n <= fastest_total_to, and fastest_method()
  /// picks it there; 0 and 0 where that is left to the table's order.
  int fastest_total_from = 0;
  int fastest_total_to = 0;
  /// Whether it searches a tree, filling in CountResult::nodes (halves
  /// joins tables instead: no nodes).
  bool counts_nodes = true;
  /// What its tasks are, as the output names them, where they are not
  /// prefixes of a depth's rows ("row choices" for halves, whose split is
  /// fixed by n); empty for the methods split at a prefix depth.
  std::string_view tasks_are = {};
};

/// The description of `method`. Constant time.
const MethodDescription& describe(Method method);

/// The method to use when the caller names none: the fastest that computes what
/// is wanted, read from the descriptions. A method with a range of boards where
/// it is the fastest (halves: 14 <= n <= 28, where it is several times faster;
/// its table takes at most 0.6 GiB whole up to n = 23, 4.7 GiB at n = 24 and
/// 25, 47 GiB at n = 26 and 27 and 503 GiB at n = 28, or less built in parts)
/// wins there when it computes what is asked; otherwise the first of
/// all_methods() that accepts n and counts the symmetry classes when
/// `symmetry_counts`, and honours fixed queens when `fixed_queens`: symmetry,
/// or mirror with fixed queens. The request's depth and memory limit are not
/// looked at: see choose_method().
Method fastest_method(int n, bool symmetry_counts, bool fixed_queens = false);

struct CountOptions;

/// The method for a request that names none, and why where the fastest for
/// n was passed over.
struct MethodChoice {
  Method method = Method::symmetry;
  /// Empty, or one line: why the fastest method for n does not count the
  /// request, what would let it, and the method counting instead.
  std::string fallback;
};

/// fastest_method(n, symmetry_counts) where it counts `request` (halves
/// places no fixed queens, takes no chosen depth, and needs its tables
/// within the memory limit: count() would refuse); else the first method
/// of all_methods() that does. Run time: constant, or for halves its row
/// choices listed and its quadrant placements counted on request.threads
/// threads (about 2 seconds at n = 22 and 20 at n = 24, on one), which a
/// count of the same n that follows then does not count again.
MethodChoice choose_method(int n, const CountOptions& request, bool symmetry_counts);

/// Every method, in the order the help lists them.
std::span<const Method> all_methods();

/// The method's name as the command line spells it ("mirror").
std::string_view method_name(Method method);

/// Parses a method name; throws Error naming the valid choices otherwise.
Method parse_method(std::string_view name);

/// A square of the board, 0-based: row 0 is the first row, column 0 the
/// first column. Messages name squares 1-based as ROW:COL, as users type them.
/// Ordered by row, then column.
struct Square {
  int row = 0;
  int column = 0;
  friend bool operator==(const Square&, const Square&) = default;
  friend auto operator<=>(const Square&, const Square&) = default;
};

/// describe(method).max_n: count() refuses larger n with a message naming a
/// faster method.
int max_board_size_of(Method method);

/// describe(method).fixed_queens: whether `method` can count with fixed
/// queens (CountOptions::fixed_queens).
bool supports_fixed_queens(Method method);

/// Whether `method` searches a tree and so fills in CountResult::nodes
/// (MethodDescription::counts_nodes).
bool counts_nodes(Method method);

/// The instruction set of the halves method's innermost loop, chosen when a
/// count is prepared: the engine holds one kernel for each, in one binary.
/// The other methods are plain C++ compiled for the build's target.
enum class InstructionSet {
  /// Plain C++ for the architecture's baseline: runs on any CPU.
  portable,
  /// x86-64 AVX2 and POPCNT: a vector popcount by nibble lookup.
  avx2,
  /// x86-64 AVX-512 with VPOPCNTDQ: a popcount instruction for 512 bits.
  avx512,
};

/// The name the output and NQUEENS_ISA use ("avx2").
std::string_view instruction_set_name(InstructionSet isa);

/// Whether this CPU and this build can run `isa`'s kernels (portable always).
bool instruction_set_supported(InstructionSet isa);

/// The instruction set a count runs on: the one the environment variable
/// NQUEENS_ISA names (portable, avx2 or avx512), else the best this CPU has.
/// Throws InstructionSetError when NQUEENS_ISA names something else or a set
/// this CPU lacks. Read at each call, so a test may change it between counts.
InstructionSet chosen_instruction_set();

struct CountOptions {
  /// Worker threads; 0 means all hardware threads (default_thread_count()).
  int threads = 0;
  /// Rows enumerated into task prefixes; what it means to each method is
  /// describe(method).split (for the symmetry method: the border queens plus
  /// prefix_depth - 1 interior queens). 0 lets the engine choose from n and
  /// the thread count so that there are many more tasks than threads.
  int prefix_depth = 0;
  Method method = Method::symmetry;
  /// Sees each task finish, may supply restored tasks and stop the count.
  /// Not owned; must outlive the call.
  TaskObserver* observer = nullptr;
  /// Queens every counted solution must contain (the completion problem).
  /// At most one per row and per column, all on the board; otherwise count()
  /// throws Error. Fixed queens that attack each other give 0 solutions
  /// (attacking_fixed_queens() names them).
  std::vector<Square> fixed_queens = {};
  /// Memory the count may use, in bytes; 0 means half of the physical
  /// memory. Only the halves method needs much: its task list and quadrant
  /// table are held to it (the table built in parts when it does not fit
  /// whole), the workers' buffers (a few MiB each) come on top, and it
  /// throws Error when not even one row choice's part fits.
  std::uint64_t memory_limit_bytes = 0;
};

struct CountResult {
  int n = 0;
  Method method = Method::symmetry;
  /// Number of solutions (OEIS A000170).
  u128 solutions = 0;
  /// Filled in only by methods that count the symmetry classes
  /// (MethodDescription::counts_symmetry_classes): solutions counted once
  /// per rotation/reflection class (A002562), and those a quarter turn
  /// (A033148) or a half turn (A032522, the quarter-turn ones included)
  /// maps onto themselves.
  std::optional<u128> unique;
  std::optional<u128> quarter_turn_symmetric;
  std::optional<u128> half_turn_symmetric;
  /// Positions of the search tree visited, the empty board included: the
  /// queens placed plus one. Identical for every thread count and prefix
  /// depth. 0 for the halves method, which searches no tree.
  u128 nodes = 0;
  /// Task prefixes the work was split into.
  std::uint64_t tasks = 0;
  int prefix_depth = 0;
  int threads = 0;
  double seconds = 0;
  /// The most memory the method held at once (tables and buffers), in
  /// bytes; 0 for methods whose memory is negligible (mirror).
  std::uint64_t peak_memory_bytes = 0;
  /// The instruction set the dispatched kernels ran on
  /// (chosen_instruction_set()). Empty for the methods without such kernels
  /// (all but halves): their code is compiled for the build's target, and
  /// naming an instruction set for it would claim a choice never made.
  std::optional<InstructionSet> instruction_set;
};

/// Counts the solutions of the n-queens problem.
/// Preconditions: min_board_size <= n <= max_board_size,
/// 0 <= options.threads <= max_thread_count, 0 <= options.prefix_depth <= n,
/// n <= max_board_size_of(method), valid fixed queens (check_fixed_queens)
/// and a method that supports them; otherwise throws Error.
/// Run time: grows about 10x per extra row: n = 16 takes about a second per
/// core with mirror, n = 20 several core-hours; the reference methods are
/// slower (docs/algorithms.md). Fixed queens shrink the tree. Memory: one task prefix (16 bytes) per task,
/// a few thousand at most for the chosen depth, plus a fixed stack per thread.
CountResult count(int n, const CountOptions& options = {});

/// The first two of `queens` (in the order given) that share a diagonal, or
/// nothing. Rows and columns are not compared. Run time: O(k^2) for k queens.
struct AttackingPair {
  Square first;
  Square second;
};
std::optional<AttackingPair> attacking_fixed_queens(std::span<const Square> queens);

/// Throws Error unless each of `queens` is on the n x n board and no two share
/// a row or a column. The message names the square 1-based (ROW:COL).
void check_fixed_queens(int n, std::span<const Square> queens);

/// Threads used when CountOptions::threads is 0: the process's available cores.
int default_thread_count();

/// The threads a count runs on when CountOptions::threads is `threads`:
/// `threads`, or default_thread_count() where it is 0. Precondition:
/// threads >= 0.
int resolved_thread_count(int threads);

/// The memory limit used when CountOptions::memory_limit_bytes is 0: half of
/// the machine's physical memory.
std::uint64_t default_memory_limit();

/// The library's version, "major.minor.patch".
std::string_view version();

} // namespace nqueens
