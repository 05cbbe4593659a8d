// nqueens::estimate_count and PreparedCount::estimate: a count's split and
// setup as count() makes them, a timed stratified sample of its tasks (or of
// their subtasks, where whole tasks would outlast the time allowed) on the
// count's own arena, and the projection (task_sample.hpp).
#include "nqueens/estimate.hpp"
#include "nqueens/prepared_count.hpp"

#include "methods.hpp"
#include "scheduler.hpp"
#include "task_sample.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <vector>

namespace nqueens {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

/// Subtasks drawn from each task sampled by subtasks: two, for a variance.
constexpr std::uint64_t subtasks_per_sampled_task = 2;
/// More subtasks of tasks all drawn go on for at most this share of the
/// tasks' projected time: beyond, counting them would soon tell it exactly.
constexpr double most_share_of_tasks_time = 0.25;

/// What one sampled piece of work, a task or a subtask of one, took and counted.
struct Piece {
  explicit Piece(std::uint64_t task, std::optional<std::uint64_t> subtask = std::nullopt) : task(task), subtask(subtask) {}

  std::uint64_t task;
  /// The subtask, or every subtask: the whole task.
  std::optional<std::uint64_t> subtask;
  double seconds = 0;
  /// The piece's wall time less what it built for the tasks to share: its
  /// own seconds and what only sampling it cost (a subtask's first run).
  double sampling_seconds = 0;
  /// What it counted, as its share of its task.
  TaskCounts counts;
  /// The times over `seconds` that share stands for (SubtaskCounts).
  double time_weight = 1;
};

/// Counts `pieces` on `threads` workers, timing each apart from the shared
/// setup it built on the way.
void run_pieces(const detail::MethodTasks& tasks, std::vector<Piece>& pieces, int threads) {
  std::vector<std::uint64_t> ids(pieces.size());
  std::iota(ids.begin(), ids.end(), std::uint64_t{0});
  const detail::SharedResources* shared = tasks.shared_resources();
  // What the piece built for the tasks to share, and what only a subtask
  // costs, are not the piece's own time.
  const auto build_seconds = [shared] { return shared != nullptr ? shared->take_build_seconds() : 0.0; };
  // Each worker writes only the piece it took.
  detail::run_tasks(ids, threads, nullptr, [&](std::uint64_t id) {
    Piece& piece = pieces[id];
    build_seconds();
    tasks.take_subtask_overhead_seconds();
    const Clock::time_point start = Clock::now();
    const detail::SubtaskCounts counted = piece.subtask ? tasks.count_subtask(piece.task, *piece.subtask)
                                                        : detail::SubtaskCounts{tasks.count_task(piece.task)};
    piece.counts = counted.counts;
    piece.time_weight = counted.time_weight;
    piece.sampling_seconds = seconds_since(start) - build_seconds();
    piece.seconds = piece.sampling_seconds - tasks.take_subtask_overhead_seconds();
    return piece.counts;
  });
}

/// For each task of `done` counted by subtasks, as many more of its subtasks
/// as were counted, `most_each` at most, drawn at random from those not yet
/// counted (all that are left where fewer remain).
std::vector<Piece> more_subtasks(const detail::MethodTasks& tasks, const std::vector<Piece>& done,
                                 std::uint64_t most_each, std::uint64_t& seed) {
  std::map<std::uint64_t, std::set<std::uint64_t>> counted;
  for (const Piece& piece : done)
    if (piece.subtask) counted[piece.task].insert(*piece.subtask);
  std::vector<Piece> more;
  for (const auto& [task, subtasks] : counted) {
    const std::uint64_t subtask_count = tasks.subtask_count(task);
    std::vector<std::uint64_t> left;
    for (std::uint64_t subtask = 0; subtask < subtask_count; ++subtask)
      if (!subtasks.contains(subtask)) left.push_back(subtask);
    for (const std::uint64_t drawn : detail::drawn_subtasks(left.size(), std::min(subtasks.size(), most_each), seed))
      more.emplace_back(task, left[drawn]);
  }
  return more;
}

/// The quantities a sample projects to the whole, per task: each sampled
/// task's value and, sampled by subtasks, that value's variance.
struct SampledValues {
  explicit SampledValues(std::uint64_t tasks) : value(tasks, 0.0), variance(tasks, 0.0) {}
  std::vector<double> value;
  std::vector<double> variance;
};

/// The whole count's seconds, solutions and nodes projected from the pieces
/// `done` in the first `rounds` rounds of `strata`.
struct SampleProjection {
  detail::WorkProjection seconds;
  detail::WorkProjection solutions;
  detail::WorkProjection nodes;
};

SampleProjection project_sample(const detail::MethodTasks& tasks, std::vector<Piece> done,
                                std::span<const detail::Stratum> strata, std::size_t rounds,
                                std::span<const double> task_work, std::uint64_t task_count) {
  // Each sampled task's values: measured whole, or projected from its subtasks.
  SampledValues seconds(task_count), solutions(task_count), nodes(task_count);
  std::sort(done.begin(), done.end(), [](const Piece& a, const Piece& b) { return a.task < b.task; });
  for (auto first = done.begin(); first != done.end();) {
    const auto last =
        std::find_if(first, done.end(), [&](const Piece& piece) { return piece.task != first->task; });
    const std::uint64_t task = first->task;
    std::vector<double> piece_seconds, piece_solutions, piece_nodes;
    for (auto piece = first; piece != last; ++piece) {
      piece_seconds.push_back(piece->seconds * piece->time_weight);
      piece_solutions.push_back(static_cast<double>(piece->counts.solutions));
      piece_nodes.push_back(static_cast<double>(piece->counts.nodes));
    }
    const std::uint64_t subtasks = first->subtask ? tasks.subtask_count(task) : piece_seconds.size();
    const auto keep = [&](SampledValues& values, const std::vector<double>& pieces) {
      const detail::SubtaskProjection projection = detail::project_subtasks(pieces, subtasks);
      values.value[task] = projection.total;
      values.variance[task] = projection.variance;
    };
    keep(seconds, piece_seconds);
    keep(solutions, piece_solutions);
    keep(nodes, piece_nodes);
    first = last;
  }
  const auto project = [&](const SampledValues& values) {
    return detail::project_work(strata, rounds, task_work, values.value, values.variance);
  };
  return {project(seconds), project(solutions), project(nodes)};
}

/// The half-width of a projection's 95% interval.
double interval_half_width(const detail::WorkProjection& projection) {
  return detail::student_t_95(projection.degrees_of_freedom) * std::sqrt(projection.variance);
}

} // namespace

CountEstimate PreparedCount::estimate(double setup_seconds, const EstimateOptions& options) const {
  CountEstimate estimate = this->estimate(setup_seconds, options, detail::every_task(plan_.task_count));
  const TaskCounts base = tasks_->base_counts();
  estimate.solutions += static_cast<double>(base.solutions);
  estimate.nodes += static_cast<double>(base.nodes);
  return estimate;
}

CountEstimate PreparedCount::estimate(double setup_seconds, const EstimateOptions& options,
                                      std::span<const std::uint64_t> task_ids) const {
  check_task_ids(task_ids);
  const detail::MethodTasks& tasks = *tasks_;
  // Knuth's estimates cost microseconds a task: the strata always use them
  // where the method has them, whether or not the count would, made for the
  // tasks sampled from alone (a part's few of millions).
  const std::vector<double> task_work = task_work_.empty() ? tasks.estimate_task_work(task_ids) : task_work_;
  const std::vector<std::uint64_t> population(task_ids.begin(), task_ids.end());
  std::vector<detail::Stratum> strata = detail::make_strata(population, task_work, options.seed);
  std::uint64_t subtask_seed = options.seed ^ 0x7061727473;
  const Clock::time_point start = Clock::now();

  // A pilot, a piece of work per worker from strata spread over the split
  // (one random subtask of tasks that have several, else a whole task), sets
  // the pace. Where a round of one task per stratum would outlast the time
  // allowed (halves' tasks take minutes from n = 23 on), the strata are
  // merged into as many as fit it, two at least, and where even that does
  // not fit and the tasks have subtasks, each sampled task is sampled in turn,
  // two of its subtasks drawn; the pilot then only gave the pace. Else its
  // whole tasks are the first of their strata's round. Also for a few
  // strata (a part's few tasks): whether to sample them by subtasks.
  std::vector<Piece> pilot;
  std::vector<std::uint64_t> piloted;
  bool by_subtasks = false;
  if (!population.empty()) {
    const std::size_t pilots = std::min<std::size_t>(strata.size(), static_cast<std::size_t>(threads_));
    double subtasks = 0;
    for (std::size_t p = 0; p < pilots; ++p) {
      Piece piece(strata[p * strata.size() / pilots].tasks.front());
      const std::uint64_t subtask_count = tasks.subtask_count(piece.task);
      if (subtask_count > 1) piece.subtask = detail::drawn_subtasks(subtask_count, 1, subtask_seed).front();
      subtasks += static_cast<double>(subtask_count) / static_cast<double>(pilots);
      pilot.push_back(piece);
    }
    run_pieces(tasks, pilot, threads_);
    // The row sets a part's pilot built on demand are setup, not pace.
    double pace = 0;
    for (const Piece& piece : pilot) pace = std::max(pace, piece.sampling_seconds);
    const double task_pace = pace * subtasks;
    const double workers = threads_;
    const double round_seconds = task_pace * std::ceil(static_cast<double>(strata.size()) / workers);
    const auto fitting = [&](double seconds_each) {
      // seconds_each > 0 here, and a negative time allowed fits nothing.
      return static_cast<std::size_t>(std::max(0.0, options.sample_seconds / seconds_each) * workers);
    };
    by_subtasks = subtasks > 1 && 2 * task_pace > std::max(options.sample_seconds, 0.0) * workers;
    const std::size_t most = by_subtasks ? fitting(pace * subtasks_per_sampled_task) : fitting(task_pace);
    if (round_seconds > options.sample_seconds && most < strata.size())
      strata = detail::make_strata(population, task_work, options.seed, std::max<std::size_t>(most, 2));
    else if (!by_subtasks && subtasks == 1)
      for (const Piece& piece : pilot) piloted.push_back(piece.task);
    if (piloted.empty()) pilot.clear();
  }
  const std::size_t all_rounds = detail::rounds_to_draw_all(strata);

  // The first batch: a task from each stratum (two for a single stratum, for
  // a variance), and enough to keep every worker busy, as the count does.
  const std::size_t per_round = std::max<std::size_t>(strata.size(), 1);
  std::size_t batch = std::max<std::size_t>(strata.size() >= 2 ? 1 : 2,
                                            (static_cast<std::size_t>(threads_) + per_round - 1) / per_round);
  std::size_t rounds = 0;
  // The pilot's whole tasks are the first round's.
  std::vector<Piece> done = pilot;
  std::uint64_t subtasks_counted = 0;
  while (rounds < all_rounds) {
    batch = std::min(batch, all_rounds - rounds);
    std::vector<Piece> pieces;
    for (const std::uint64_t task : detail::drawn_tasks(strata, rounds, rounds + batch)) {
      const std::uint64_t subtask_count = tasks.subtask_count(task);
      if (!by_subtasks || subtask_count == 1) {
        if (std::find(piloted.begin(), piloted.end(), task) == piloted.end()) pieces.emplace_back(task);
        continue;
      }
      for (const std::uint64_t subtask : detail::drawn_subtasks(subtask_count, subtasks_per_sampled_task, subtask_seed))
        pieces.emplace_back(task, subtask);
    }
    run_pieces(tasks, pieces, threads_);
    for (const Piece& piece : pieces) subtasks_counted += piece.subtask ? 1 : 0;
    done.insert(done.end(), pieces.begin(), pieces.end());
    rounds += batch;
    // As many more rounds as the time left allows at the pace so far.
    const double elapsed = seconds_since(start);
    const double round_seconds = elapsed / static_cast<double>(rounds);
    double rounds_wanted = (options.sample_seconds - elapsed) / round_seconds;
    if (!(rounds_wanted >= 1) && elapsed + round_seconds <= options.most_sample_seconds) {
      // Past the least time, on while the projected time is less precise
      // than asked: the error shrinks as one over the root of the rounds,
      // and faster while Student's t falls, so the rounds at most double.
      const detail::WorkProjection work =
          project_sample(tasks, done, strata, rounds, task_work, plan_.task_count).seconds;
      const double error = work.total_seconds > 0 ? interval_half_width(work) / work.total_seconds : 0.0;
      if (error > options.target_error) {
        const double target = options.target_error;
        const double done_rounds = static_cast<double>(rounds);
        const double for_target =
            target > 0 ? std::min(done_rounds * (error * error / (target * target) - 1), done_rounds) : done_rounds;
        rounds_wanted = std::min(std::max(for_target, 1.0), (options.most_sample_seconds - elapsed) / round_seconds);
      }
    }
    if (!(rounds_wanted >= 1)) break;
    batch = static_cast<std::size_t>(std::min(rounds_wanted, static_cast<double>(all_rounds)));
  }

  // Every task drawn, each on some of its subtasks (a part's few long
  // tasks), and time left: more subtasks of each, at most as many again as
  // it has, drawn from those not yet counted (still a sample without
  // replacement), on the rounds' terms: as many as fit the least time, then
  // while the error is over the target, as many as fit the most; never
  // past a quarter of what counting the tasks would take.
  while (by_subtasks && rounds == all_rounds && subtasks_counted > 0) {
    const double elapsed = seconds_since(start);
    const detail::WorkProjection work =
        project_sample(tasks, done, strata, rounds, task_work, plan_.task_count).seconds;
    const bool imprecise =
        work.total_seconds > 0 && interval_half_width(work) > options.target_error * work.total_seconds;
    double until = elapsed < options.sample_seconds ? options.sample_seconds : 0.0;
    if (imprecise) until = std::max(until, options.most_sample_seconds);
    until = std::min(until, most_share_of_tasks_time * work.total_seconds / threads_);
    // At the pace of the sample so far, pieces on every worker at once.
    const double counted = static_cast<double>(subtasks_counted);
    const double fitting = elapsed > 0 ? std::min((until - elapsed) / elapsed * counted, counted) : counted;
    // Every task is drawn: each gets its share of the subtasks that fit.
    if (!(fitting >= static_cast<double>(population.size()))) break;
    std::vector<Piece> pieces =
        more_subtasks(tasks, done, static_cast<std::uint64_t>(fitting) / population.size(), subtask_seed);
    if (pieces.empty()) break;
    run_pieces(tasks, pieces, threads_);
    subtasks_counted += pieces.size();
    done.insert(done.end(), pieces.begin(), pieces.end());
  }

  const SampleProjection projection = project_sample(tasks, done, strata, rounds, task_work, plan_.task_count);

  CountEstimate estimate;
  estimate.n = plan_.n;
  estimate.method = method_;
  estimate.tasks = plan_.task_count;
  estimate.prefix_depth = plan_.prefix_depth;
  estimate.threads = threads_;
  const detail::SharedResources* shared = tasks.shared_resources();
  const detail::SharedResources::ProjectedUse use =
      shared != nullptr ? shared->projected_use(task_ids, threads_) : detail::SharedResources::ProjectedUse{};
  estimate.measured_setup_seconds = setup_seconds;
  estimate.setup_seconds = setup_seconds + use.build_seconds;
  estimate.seconds =
      estimate.setup_seconds + detail::scheduled_seconds(projection.seconds.task_seconds, threads_);
  estimate.seconds_error = interval_half_width(projection.seconds) / threads_;
  estimate.solutions = projection.solutions.total_seconds;
  estimate.solutions_error = interval_half_width(projection.solutions);
  estimate.nodes = projection.nodes.total_seconds;
  estimate.nodes_error = interval_half_width(projection.nodes);
  estimate.peak_memory_bytes = use.peak_memory_bytes;
  if (shared != nullptr) estimate.instruction_set = shared->instruction_set();
  estimate.sampled_tasks = detail::drawn_tasks(strata, 0, rounds).size();
  estimate.sampled_subtasks = subtasks_counted;
  estimate.sample_seconds = seconds_since(start);
  return estimate;
}

CountEstimate estimate_count(int n, const CountOptions& options, const EstimateOptions& estimate) {
  CountOptions plain = options;
  plain.observer = nullptr;
  // count() times its preparation too: the split, and halves' tables.
  const Clock::time_point start = Clock::now();
  const PreparedCount prepared(n, plain);
  return prepared.estimate(seconds_since(start), estimate);
}

} // namespace nqueens
