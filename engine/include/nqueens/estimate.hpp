// A count's plan without the count: its tasks, the memory it will take and
// its projected time on this machine, from the real split and a timed random
// sample of its tasks (docs/command-reference.md, "Estimate").
//
//   nqueens::CountEstimate e = nqueens::estimate_count(20, {.threads = 2, .method = nqueens::Method::halves});
//   std::printf("%.0f s +- %.0f s\n", e.seconds, e.seconds_error);
#pragma once

#include "nqueens/nqueens.hpp"

#include <cstdint>
#include <optional>

namespace nqueens {

struct EstimateOptions {
  /// Wall time to spend timing sampled tasks, after the setup. A pilot of
  /// one piece of work per worker (a task, or one subtask of a task that has
  /// several) sets the pace; the sample then takes at least one task from
  /// each stratum, and where a round of those would outlast this time
  /// (halves' tasks take seconds from n = 22 on) the tasks are cut into
  /// fewer strata, two at least. Where even a task a worker would outlast
  /// it and the tasks have subtasks (halves: blocks of a row choice's
  /// column shares; symmetry from n = 21 on: the boards some more interior
  /// queens below a task make), each sampled task is counted on two of its subtasks
  /// drawn at random; where every task is drawn so (a part's few tasks),
  /// more of each one's subtasks while time is left, never past a quarter
  /// of the tasks' projected time. So the sample takes about this long, or
  /// about two pieces per worker where single pieces take longer (the
  /// searching methods at large n and few threads).
  double sample_seconds = 5;
  /// Where the projected time's error (CountEstimate::seconds_error, over
  /// the tasks' time) is still over `target_error` once sample_seconds have
  /// passed, the sample goes on, in as many more rounds as the error says
  /// it needs (it shrinks as one over the root of the rounds), at most as
  /// many again as it has run each time, while a round still fits before
  /// most_sample_seconds; a target of 0 takes all that time.
  /// most_sample_seconds <= sample_seconds times the sample for
  /// sample_seconds alone.
  double target_error = 0.1;
  double most_sample_seconds = 60;
  /// Seeds the choice of sampled tasks: equal seeds draw the same tasks
  /// round by round (how many rounds fit depends on their times).
  std::uint64_t seed = 0x6e717565656e73; // "nqueens"
};

struct CountEstimate {
  int n = 0;
  Method method = Method::symmetry;
  /// The count's tasks: CountResult::tasks of the count it plans.
  std::uint64_t tasks = 0;
  int prefix_depth = 0;
  /// Worker threads (0 resolved to the cores).
  int threads = 0;
  /// Projected wall time of the count, as CountResult::seconds would read:
  /// the setup plus the tasks' projected run on `threads` workers.
  double seconds = 0;
  /// The half-width of a 95% interval of `seconds` from the sampling: its
  /// standard error (the spread of the sampled task times, corrected for
  /// sampling without replacement, per stratum, and within the tasks sampled
  /// by subtasks) times Student's t for the sample's degrees of freedom (12.7
  /// for a sample of two tasks, about 2 from thirty on). It does not cover
  /// a change of the machine's load between the estimate and the count.
  double seconds_error = 0;
  /// The count's solutions projected from the sample's, and the half-width
  /// of its 95% interval (the same statistics as `seconds`): a check of the
  /// sample against a published count, exact when every task ran.
  double solutions = 0;
  double solutions_error = 0;
  /// The same for the positions of the search tree it will visit (0 for
  /// halves, which searches no tree).
  double nodes = 0;
  double nodes_error = 0;
  /// Splitting the count and building its tables, measured once; where the
  /// tables do not fit the memory limit whole (halves), plus the row sets'
  /// builds on demand over the whole count, projected from the sample's.
  double setup_seconds = 0;
  /// The part of setup_seconds this estimate measured before its sample:
  /// the split and the tables built up front. Equal to setup_seconds but
  /// where row sets are built on demand.
  double measured_setup_seconds = 0;
  /// The peak memory the count will report (CountResult::peak_memory_bytes):
  /// the tables, exactly (or, built on demand, the memory they may take),
  /// plus the workers' buffers as large as the sample grew them; 0 where the
  /// method's memory is negligible.
  std::uint64_t peak_memory_bytes = 0;
  /// CountResult::instruction_set of the count: empty for the methods that
  /// dispatch no kernel.
  std::optional<InstructionSet> instruction_set;
  /// Tasks timed, and the wall time that took (setup excluded).
  std::uint64_t sampled_tasks = 0;
  /// Of those, the ones sampled by subtasks (halves: blocks of a row
  /// choice's column shares) rather than
  /// whole, because a whole task outlasts the time allowed: the subtasks
  /// timed, two drawn from each such task.
  std::uint64_t sampled_subtasks = 0;
  double sample_seconds = 0;
};

/// Plans count(n, options) without running it: prepares its split (and
/// tables) as count() would, timing that, then times a stratified random
/// sample of its tasks on an arena of options.threads workers and projects
/// the whole. options.observer is ignored. Errors: count()'s, before
/// anything is timed. Run time: the setup plus about
/// estimate.sample_seconds, or up to estimate.most_sample_seconds where the
/// error asks for it (see EstimateOptions); memory: the count's peak,
/// as the sample grows it.
CountEstimate estimate_count(int n, const CountOptions& options, const EstimateOptions& estimate = {});

} // namespace nqueens
