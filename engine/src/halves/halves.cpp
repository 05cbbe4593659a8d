// The halves method: meet in the middle instead of backtracking. See
// docs/algorithms.md for the idea and a worked example, and README.md here
// for the part each file holds.
//
// Each row's queen stands in the west half of the board or in the east one.
// A row choice fixes which (row_choices.hpp); the east half's placements are
// then built by joining the north-east and south-east quadrants' placements
// from precomputed tables (quadrant_table.hpp), stored bit-sliced
// (sliced_patterns.hpp), and each west half placement, joined from its own
// two quadrants, counts the east ones whose diagonals it does not touch
// (pair_counter.hpp, row_choice_counter.hpp). For odd n the middle row's and
// middle column's queens are placed first (middle_queens.hpp), and the rest
// of the board splits into four equal quadrants.
#include "memory_budget.hpp"
#include "core/methods.hpp"
#include "core/task_stop.hpp"
#include "middle_queens.hpp"
#include "row_choice_counter.hpp"
#include "row_choices.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <algorithm>
#include <memory>
#include <string>
#include <utility>

namespace nqueens::detail {
namespace {

/// The row choices, the quadrant tables and the workers' buffers of one count.
class HalvesTasks : public MethodTasks {
public:
  HalvesTasks(int n, std::uint64_t table_bytes, std::vector<MiddleQueens> middles, InstructionSet isa)
      : n_(n), table_bytes_(table_bytes), quadrants_(n), middles_(std::move(middles)),
        choices_(row_choices(n, middles_)), isa_(isa), counter_(quadrants_, middles_, pair_kernels_for(isa)) {}

  std::uint64_t task_count() const override { return (choices_.size() + group_ - 1) / group_; }
  int prefix_depth() const override { return n_ / 2; }
  // No tree is searched: no nodes, nothing outside the tasks.
  TaskCounts base_counts() const override { return {}; }
  TaskCounts count_task(std::uint64_t index) const override {
    const std::size_t first = static_cast<std::size_t>(index) * group_;
    const std::size_t last = std::min(first + group_, choices_.size());
    HalvesScratch& scratch = scratch_.local();
    const StopPoll stop;
    u128 solutions = 0;
    for (std::size_t choice = first; choice < last; ++choice) {
      // A row choice takes microseconds at n = 17, milliseconds at n = 20.
      stop.poll_now();
      solutions += counter_.count(choices_[choice], scratch);
    }
    return {.solutions = solutions};
  }
  // No work estimates: progress weighs the row choices the same.

  std::optional<InstructionSet> instruction_set() const override { return isa_; }

  std::uint64_t peak_memory_bytes() const override {
    std::uint64_t bytes = table_bytes_ + choices_.capacity() * sizeof(RowChoice);
    for (const HalvesScratch& s : scratch_) bytes += s.bytes();
    return bytes;
  }

private:
  int n_;
  std::uint64_t table_bytes_;
  Quadrants quadrants_;
  std::vector<MiddleQueens> middles_;
  std::vector<RowChoice> choices_;
  std::size_t group_ = row_choices_per_task(choices_.size());
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
    throw Error("the halves method splits the board into quadrants of n / 2 = " + std::to_string(n / 2) +
                " rows; it takes no other prefix depth");
  const std::uint64_t memory_limit =
      options.memory_limit_bytes != 0 ? options.memory_limit_bytes : default_memory_limit();
  std::vector<MiddleQueens> middles = middle_placements(n);
  const std::uint64_t table_bytes = checked_table_bytes(n, middles, memory_limit);
  return std::make_unique<HalvesTasks>(n, table_bytes, std::move(middles), chosen_instruction_set());
}

} // namespace nqueens::detail
