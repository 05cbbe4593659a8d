// The statistics of a count's estimate (nqueens/estimate.hpp): strata of
// tasks, the order a sample draws them in, the projection of the whole from
// the timed sample with its variance, and the tasks' run on the workers.
// No clock here: estimate.cpp times the tasks, so all of this is tested with
// made-up times.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace nqueens::detail {

/// Tasks of similar expected work, in the random order the sample draws them.
struct Stratum {
  std::vector<std::uint64_t> tasks;
};

/// At most this many strata: about the square root of the task count
/// (11 for the 128 tasks of a two-thread search, 64 for halves' thousands),
/// so that a round of one task per stratum is a small share of the count.
inline constexpr std::size_t max_strata = 64;

/// The task numbers 0..task_count-1, in order: every task of a count.
std::vector<std::uint64_t> every_task(std::uint64_t task_count);

/// `tasks` (task numbers: a whole count's, or a part's) in strata of equal
/// counts (to one task), each shuffled with `seed`: by `task_work` when given
/// (one expected work per task number, Knuth's estimate), so that each
/// stratum holds tasks of similar size and the skew of a search's tasks
/// cannot be missed; else in the order given, neighbours in the split being
/// alike. About the square root of the task count of them, at most `most`
/// (>= 1). Run time: a sort of the tasks.
std::vector<Stratum> make_strata(std::vector<std::uint64_t> tasks, std::span<const double> task_work,
                                 std::uint64_t seed, std::size_t most = max_strata);

/// The tasks the sample draws in rounds first_round..last_round-1: round r
/// takes the r-th task of each stratum that has one.
std::vector<std::uint64_t> drawn_tasks(std::span<const Stratum> strata, std::size_t first_round,
                                       std::size_t last_round);

/// The largest stratum: the rounds that draw every task.
std::size_t rounds_to_draw_all(std::span<const Stratum> strata);

struct WorkProjection {
  /// The sum of every task's value: sampled tasks as measured, the others
  /// projected.
  double total_seconds = 0;
  /// The variance of total_seconds from the sampling.
  double variance = 0;
  /// The degrees of freedom of that variance: per pool of strata, its
  /// sampled tasks less one (at least one where there is a variance).
  int degrees_of_freedom = 0;
  /// Each task's value, measured or projected, by task number.
  std::vector<double> task_seconds;
};

/// A task's value (seconds, solutions) projected from a sample of its subtasks,
/// and the variance of that projection from the sampling.
struct SubtaskProjection {
  double total = 0;
  double variance = 0;
};

/// `count` distinct subtasks of 0..subtasks-1 in a random order drawn with `seed`
/// (all of them when count >= subtasks): sampling without replacement.
/// Run time and memory: O(count).
std::vector<std::uint64_t> drawn_subtasks(std::uint64_t subtasks, std::uint64_t count, std::uint64_t& seed);

/// The whole of a task of `subtasks` subtasks from the `values` of m of them drawn
/// without replacement (1 <= m <= subtasks): subtasks / m times their sum, of
/// variance subtasks^2 (1 - m / subtasks) s^2 / m, s^2 their sample variance; exact
/// when m = subtasks. A single subtask of several gives no variance: the caller
/// draws two at least.
SubtaskProjection project_subtasks(std::span<const double> values, std::uint64_t subtasks);

/// The whole from the first `rounds` (>= 1) rounds of `strata`, whose values
/// (seconds, solutions) are `measured[task]` (by task number; other entries
/// are ignored), each known exactly or, where `measured_variance` is given
/// (by task number too), projected from a sample of the task's subtasks with
/// that variance (project_subtasks), which adds the second stage's share to
/// the variance: the stratum's weight over its sampled weight times the
/// sampled tasks' variances (two-stage sampling, Cochran's 11.3). Per
/// stratum a ratio estimator: the sampled tasks' seconds per unit of
/// expected work (task_work plus one; without it every task weighs one, and
/// this is the stratum's mean), times the stratum's expected work; its
/// variance N^2 (1 - m / N) s^2 / m, for N tasks of which m sampled without
/// replacement and s^2 the sample variance of the residuals t - R x. A
/// stratum sampled whole is exact. Strata with a single sampled task are
/// pooled with their neighbours until each pool has two, for a variance.
/// Precondition: at least two tasks drawn in all unless all are. Run time:
/// linear in the tasks.
WorkProjection project_work(std::span<const Stratum> strata, std::size_t rounds, std::span<const double> task_work,
                            std::span<const double> measured, std::span<const double> measured_variance = {});

/// The half-width of a two-sided 95% interval in standard errors for a
/// variance of `degrees_of_freedom` (>= 1): Student's t, 12.7 for one, 4.3
/// for two, 2.23 for ten, 1.96 in the limit. A sample of a few tasks takes
/// its error bar from the spread of those few, itself that uncertain.
double student_t_95(int degrees_of_freedom);

/// The wall time of running tasks of `task_seconds`, in order, each on the
/// first of `workers` to be free: the scheduler's run, idle tail included.
/// Run time: O(tasks log workers).
double scheduled_seconds(std::span<const double> task_seconds, int workers);

} // namespace nqueens::detail
