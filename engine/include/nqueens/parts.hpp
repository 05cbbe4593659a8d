// A count cut into M parts that separate processes run on their own, with
// nothing between them (a batch system's job array, say): each prepares the
// same split, counts the tasks of its part, and a merge adds the parts up
// (nqueens::merge_part_files in checkpoint.hpp reads them back from files).
//
//   nqueens::CountPart part{.index = 2, .count = 3};
//   nqueens::PartResult mine = nqueens::count_part(16, {.threads = 4}, part);
#pragma once

#include "nqueens/prepared_count.hpp"

#include <cstdint>
#include <string>

namespace nqueens {

/// Part `index` of `count` parts of a count, 1-based: 1 <= index <= count <= max_parts.
struct CountPart {
  std::uint64_t index = 1;
  std::uint64_t count = 1;
  friend bool operator==(const CountPart&, const CountPart&) = default;
};

/// The most parts a count is cut into. The split gives every part tasks
/// for part_split_threads threads, so more parts mean more, smaller tasks:
/// 8 million at most, 16 bytes each.
inline constexpr std::uint64_t max_parts = 4096;

/// The threads of one part that the split is chosen for, whatever threads a
/// part runs with: parts on different machines must agree on the split, and
/// this many threads of each still get tasks enough to balance.
inline constexpr int part_split_threads = 32;

/// "part 2 of 3".
std::string part_text(CountPart part);

/// Throws Error unless 1 <= part.index <= part.count <= max_parts.
void check_part(CountPart part);

/// Whether task `task` belongs to `part`. Tasks are dealt in turn, task i to
/// part i mod M + 1, so that each part takes its share of every stretch of
/// the split (task sizes drift along it by orders of magnitude). Constant time.
bool in_part(std::uint64_t task, CountPart part);

/// How many of `task_count` tasks belong to `part`; 0 when there are fewer
/// tasks than parts and this one gets none. Constant time.
std::uint64_t part_task_count(std::uint64_t task_count, CountPart part);

/// The split that every part of a count cut into `parts` shares: the
/// PreparedCount of (n, options) whose default depth is chosen for
/// parts * part_split_threads threads, so that it depends on n, the method,
/// options.prefix_depth and `parts` alone, never on options.threads; for
/// TaskRuns::some, as a part runs its own tasks and a merge none.
/// Errors: as PreparedCount's, and Error for `parts` outside 1..max_parts.
PreparedCount prepare_part_split(int n, const CountOptions& options, std::uint64_t parts);

/// What one part of a count contributes.
struct PartResult {
  int n = 0;
  Method method = Method::symmetry;
  CountPart part;
  /// The whole split: prefix depth and the number of tasks of all parts.
  int prefix_depth = 0;
  std::uint64_t task_count = 0;
  /// The tasks of this part (part_task_count).
  std::uint64_t part_tasks = 0;
  /// The sum of this part's tasks: the base counts and the method's final
  /// step (Burnside's unique count) are the merge's, so `unique` is 0 for
  /// halves until then.
  TaskCounts counts;
  int threads = 0;
  /// This process's peak memory (PreparedCount::peak_memory_bytes): with
  /// halves the table rows the part's tasks read and its workers' buffers.
  std::uint64_t peak_memory_bytes = 0;
  double seconds = 0;
};

/// The plan of one part without counting it: what a job array's scheduler
/// must be told before the part runs.
struct PartEstimate {
  CountPart part;
  /// The tasks of this part (part_task_count).
  std::uint64_t part_tasks = 0;
  /// The part's projected wall time (its split, the table rows its tasks
  /// read, built as they are read, and its tasks on options.threads
  /// threads), solutions and peak memory, as count_part would report them;
  /// `tasks` and `prefix_depth` are the whole split's.
  CountEstimate estimate;
};

/// Plans count_part(n, options, part) as estimate_count plans a count: the
/// split of prepare_part_split, timed, then a stratified random sample of the
/// part's own tasks (PreparedCount::estimate). Errors: count_part's, before
/// anything is timed. Run time: the split plus about estimate.sample_seconds
/// (EstimateOptions); memory: the table rows the sampled tasks read.
PartEstimate estimate_part(int n, const CountOptions& options, CountPart part, const EstimateOptions& estimate = {});

/// Counts the tasks of `part` on options.threads threads, on the split of
/// prepare_part_split. options.observer (when set) hears begin() once with
/// the whole plan, whose task_work then weighs the tasks of other parts 0
/// (those of this part 1 each where the method gives no estimates), and
/// then the part's tasks, as count() tells it of every task; restored tasks
/// are not run (a checkpoint kept for the part resumes it). Throws as
/// count() does (Cancelled when the observer stops it). Run time: about
/// count()'s over part.count, for balanced parts.
PartResult count_part(int n, const CountOptions& options, CountPart part);

} // namespace nqueens
