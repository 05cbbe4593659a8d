// The halves method: meet in the middle instead of backtracking. See
// docs/algorithms.md for the idea and a worked example, and ../README.md for
// the part each folder holds.
//
// Each row's queen stands in the west half of the board or in the east one.
// A row choice fixes which (row_choices.hpp); the east half's placements are
// then built by joining the north-east and south-east quadrants' placements
// from precomputed tables (table/), stored bit-sliced, and each west half
// placement, joined from its own two quadrants, counts the east ones whose
// diagonals it does not touch (pairs/; for odd n the other way round). For
// odd n the middle column's queen is placed first and the middle row's
// joined into the west half (middle_queens.hpp); the rest of the board
// splits into four equal quadrants.
#include "core/methods.hpp"
#include "core/task_stop.hpp"
#include "halves/pairs/row_choice_counter.hpp"
#include "memory_budget.hpp"
#include "middle_queens.hpp"
#include "row_choices.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <memory>
#include <string>
#include <utility>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace nqueens::detail {
namespace {

/// The seconds this thread spent on sampled blocks' work that no subtask is
/// charged (HalvesTasks::count_subtask): a block's first run, and its row
/// choice's stored half stored again for another block of its shares; not
/// yet taken by take_subtask_overhead_seconds.
thread_local double thread_uncharged_seconds = 0;

using Clock = std::chrono::steady_clock;

/// The row choices, the quadrant table and the workers' buffers of one count.
class HalvesTasks final : public MethodTasks, public SharedResources {
public:
  /// The table's row sets are built as row choices need them, unless
  /// build_for_all_tasks() builds them all first.
  HalvesTasks(int n, HalvesPlan plan, InstructionSet isa, int threads)
      : n_(n), threads_(resolved_thread_count(threads)), listing_bytes_(plan.listing_bytes),
        middles_(std::move(plan.middles)),
        choices_(std::move(plan.choices)),
        table_(north_west_quadrant(n), std::move(plan.placements_per_row_set), plan.table_capacity),
        isa_(isa), counter_(n, table_, middles_, pair_kernels_for(isa), plan.buffer_limits) {}

  /// The whole table on the count's threads, where it fits the memory limit.
  void build_for_all_tasks() override { table_.build_whole(threads_); }

  std::uint64_t task_count() const override { return task_starts_.size() - 1; }
  int prefix_depth() const override { return n_ / 2; }
  // No tree is searched: no nodes, nothing outside the tasks.
  TaskCounts base_counts() const override { return {}; }
  TaskCounts count_task(std::uint64_t index) const override {
    const std::size_t first = task_starts_[index];
    const std::size_t last = task_starts_[index + 1];
    HalvesScratch& scratch = scratch_.local();
    const StopPoll stop;
    u128 solutions = 0;
    for (std::size_t choice = first; choice < last; ++choice) {
      // A row choice takes microseconds at n = 17, milliseconds at n = 20.
      stop.poll_now();
      solutions += count_choice(choice, scratch);
    }
    return {.solutions = solutions};
  }
  // A task's subtasks are blocks of its row choices' queried column shares,
  // share_blocks_ to a choice: from n = 24 on a task takes hours, and from
  // n = 26 on a row choice takes minutes.
  std::uint64_t subtask_count(std::uint64_t index) const override {
    return (task_starts_[index + 1] - task_starts_[index]) * share_blocks_;
  }
  SubtaskCounts count_subtask(std::uint64_t index, std::uint64_t subtask) const override {
    const std::size_t choice = task_starts_[index] + subtask / share_blocks_;
    const ShareBlock block{static_cast<std::uint32_t>(subtask % share_blocks_), share_blocks_};
    HalvesScratch& scratch = scratch_.local();
    // A count in order comes to a row choice warm: its neighbours read the
    // same row sets of the table, and the worker's buffers have their size.
    // A sampled block comes to it cold, and the first blocks on a worker
    // grow its buffers. So the block is counted twice, the first run
    // charged to no subtask, the second with no joined columns held, as a
    // choice of new west rows (docs/lab/2026-12-05-odd-joins.md).
    const Clock::time_point start = Clock::now();
    counter_.count(choices_[choice], scratch, block);
    thread_uncharged_seconds += std::chrono::duration<double>(Clock::now() - start).count();
    // The row sets it built are in that time already, not to be left out
    // of the block's again.
    QuadrantTable::take_thread_build_seconds();
    scratch.columns.drop();
    const BlockCount counted = counter_.count(choices_[choice], scratch, block);
    release_outgrown(scratch, counted.sliced);
    // Each block stores the row choice's stored half again: the blocks'
    // sum charges it once, and the rest to no subtask. A count in order
    // joins only the column groups that the choice before it, on the same
    // west rows, did not (all of them where it is counted in slices): the
    // block is charged its share of those, at the seconds a group took here.
    const double per_group = counted.groups_joined > 0 ? counted.joining_seconds / counted.groups_joined : 0.0;
    const int groups_in_order =
        counted.sliced ? counted.groups_joined : std::popcount(groups_joined_in_order(choice));
    const double joined_in_order = per_group * groups_in_order / share_blocks_;
    thread_uncharged_seconds +=
        counted.storing_seconds * (share_blocks_ - 1) / share_blocks_ + counted.joining_seconds - joined_in_order;
    return {{.solutions = counted.solutions}};
  }
  double take_subtask_overhead_seconds() const override {
    return std::exchange(thread_uncharged_seconds, 0.0);
  }
  // No work estimates: progress weighs the row choices the same.

  const SharedResources* shared_resources() const override { return this; }

  InstructionSet instruction_set() const override { return isa_; }

  std::uint64_t peak_memory_bytes() const override {
    return std::max(listing_bytes_, fixed_bytes() + table_.peak_bytes());
  }

  double take_build_seconds() const override { return QuadrantTable::take_thread_build_seconds(); }

  ProjectedUse projected_use(std::span<const std::uint64_t> tasks, int threads) const override {
    // Every worker's buffers will grow as large as the sample grew any one's.
    std::uint64_t largest_buffers = 0;
    for (const HalvesScratch& s : scratch_) largest_buffers = std::max(largest_buffers, s.bytes());
    const std::uint64_t buffers = largest_buffers * static_cast<std::uint64_t>(threads_);
    const std::uint64_t fixed = choices_.capacity() * sizeof(RowChoice) + buffers;
    if (table_.holds_all()) return {.peak_memory_bytes = std::max(listing_bytes_, fixed + table_.peak_bytes())};
    // Tasks past this method's own (turns/' searches after the total) read no row set.
    std::vector<std::uint64_t> own;
    own.reserve(tasks.size());
    for (const std::uint64_t task : tasks)
      if (task < task_count()) own.push_back(task);
    const QuadrantTable::DemandBuilds builds = table_.builds_in_order(
        [this](std::size_t i) { return table_row_sets(n_, choices_[i], middles_[choices_[i].middle]); }, task_starts_,
        own, threads);
    ProjectedUse use;
    if (table_.demand_built_bytes() != 0)
      use.build_seconds = static_cast<double>(builds.built_bytes) * table_.demand_build_seconds() /
                          static_cast<double>(table_.demand_built_bytes()) / threads;
    use.peak_memory_bytes =
        std::max(listing_bytes_, fixed + QuadrantTable::fixed_bytes(n_ / 2) + builds.peak_held_bytes);
    return use;
  }

private:
  u128 count_choice(std::size_t choice, HalvesScratch& scratch) const {
    const BlockCount counted = counter_.count(choices_[choice], scratch, {});
    release_outgrown(scratch, counted.sliced);
    return counted.solutions;
  }
  /// After a row choice counted in slices grew the worker's buffers, gives
  /// the system back the free memory of the allocator's heap: under a
  /// tight limit the blocks they outgrew would stay resident there beside
  /// what the limit counts.
  static void release_outgrown(HalvesScratch& scratch, bool sliced) {
    const std::uint64_t bytes = scratch.bytes();
    if (bytes <= scratch.bytes_seen) return;
    scratch.bytes_seen = bytes;
#if defined(__GLIBC__)
    if (sliced) malloc_trim(0);
#endif
  }
  /// The column groups (JoinedColumns) that row choice `choice` joins when
  /// the choices are counted in order: those the choice before it does not
  /// hold, where both have the same west rows (odd n).
  std::uint64_t groups_joined_in_order(std::size_t choice) const {
    const std::uint64_t groups = counter_.column_groups(choices_[choice]);
    if (choice == 0 || choices_[choice - 1].west_rows != choices_[choice].west_rows) return groups;
    return groups & ~counter_.column_groups(choices_[choice - 1]);
  }
  /// The row choices and the workers' buffers as they are.
  std::uint64_t fixed_bytes() const {
    std::uint64_t bytes = choices_.capacity() * sizeof(RowChoice);
    for (const HalvesScratch& s : scratch_) bytes += s.bytes();
    return bytes;
  }
  int n_;
  int threads_;
  std::uint64_t listing_bytes_;
  std::vector<MiddleQueens> middles_;
  std::vector<RowChoice> choices_;
  std::vector<std::size_t> task_starts_ = task_starts(n_, choices_);
  std::uint32_t share_blocks_ = share_blocks_per_row_choice(n_);
  QuadrantTable table_;
  InstructionSet isa_;
  RowChoiceCounter counter_;
  // Buffers only, kept from task to task: a task's count depends on its
  // number alone.
  mutable oneapi::tbb::enumerable_thread_specific<HalvesScratch> scratch_;
};

} // namespace

std::unique_ptr<MethodTasks> prepare_halves(int n, const CountOptions& options, int) {
  // Its split is fixed by n: quadrants of n / 2 rows, which it reports as
  // its depth, so a repeated request with that depth is accepted.
  if (options.prefix_depth != 0 && options.prefix_depth != n / 2)
    throw Error(n / 2 == 0 ? std::string("the halves method does not split a board of size 1; it takes no prefix depth")
                           : "the halves method splits the board into quadrants of n / 2 = " + std::to_string(n / 2) +
                                 " rows; it takes no other prefix depth");
  // The plan and the table on the count's threads: on one they are a
  // noticeable part of a short count (docs/lab/halves-notes.md).
  return std::make_unique<HalvesTasks>(n, checked_halves_plan(n, memory_limit_of(options), options.threads),
                                       chosen_instruction_set(), options.threads);
}

} // namespace nqueens::detail
