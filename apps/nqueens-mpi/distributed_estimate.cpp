#include "distributed_estimate.hpp"

#include <nqueens/prepared_count.hpp>

#include <mpi.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>

namespace nqueens::mpi {
namespace {

/// What rank 0 gathers of each rank's estimate, as doubles (exact for
/// memory below 2^53 bytes): the rest is equal on every rank.
enum Field {
  threads,
  seconds,
  seconds_error,
  setup_seconds,
  measured_setup_seconds,
  peak_memory,
  solutions,
  solutions_error,
  sampled_tasks,
  sampled_subtasks,
  sample_seconds,
  fields
};

std::array<double, fields> to_fields(const CountEstimate& estimate) {
  std::array<double, fields> values{};
  values[threads] = estimate.threads;
  values[seconds] = estimate.seconds;
  values[seconds_error] = estimate.seconds_error;
  values[setup_seconds] = estimate.setup_seconds;
  values[measured_setup_seconds] = estimate.measured_setup_seconds;
  values[peak_memory] = static_cast<double>(estimate.peak_memory_bytes);
  values[solutions] = estimate.solutions;
  values[solutions_error] = estimate.solutions_error;
  values[sampled_tasks] = static_cast<double>(estimate.sampled_tasks);
  values[sampled_subtasks] = static_cast<double>(estimate.sampled_subtasks);
  values[sample_seconds] = estimate.sample_seconds;
  return values;
}

CountEstimate from_fields(CountEstimate estimate, const double* values) {
  estimate.threads = static_cast<int>(values[threads]);
  estimate.seconds = values[seconds];
  estimate.seconds_error = values[seconds_error];
  estimate.setup_seconds = values[setup_seconds];
  estimate.measured_setup_seconds = values[measured_setup_seconds];
  estimate.peak_memory_bytes = static_cast<std::uint64_t>(values[peak_memory]);
  estimate.solutions = values[solutions];
  estimate.solutions_error = values[solutions_error];
  estimate.sampled_tasks = static_cast<std::uint64_t>(values[sampled_tasks]);
  estimate.sampled_subtasks = static_cast<std::uint64_t>(values[sampled_subtasks]);
  estimate.sample_seconds = values[sample_seconds];
  return estimate;
}

/// The job from its ranks: speeds (tasks' seconds inverted) add up, and so
/// do the variances of the speeds, each from its rank's error.
CountEstimate combine(const std::vector<CountEstimate>& ranks) {
  CountEstimate all = ranks.front();
  all.threads = 0;
  all.peak_memory_bytes = 0;
  all.sampled_tasks = 0;
  all.setup_seconds = 0;
  all.measured_setup_seconds = 0;
  all.sample_seconds = 0;
  all.sampled_subtasks = 0;
  double speed = 0;
  double speed_variance = 0;
  // The ranks' independent samples of the same solutions, averaged.
  const double count = static_cast<double>(ranks.size());
  double solutions = 0;
  double solutions_variance = 0;
  for (const CountEstimate& rank : ranks) {
    solutions += rank.solutions / count;
    solutions_variance += rank.solutions_error * rank.solutions_error / (count * count);
    all.sampled_subtasks = std::max(all.sampled_subtasks, rank.sampled_subtasks);
    all.threads += rank.threads;
    all.peak_memory_bytes += rank.peak_memory_bytes;
    // The ranks sample the same tasks, each its own draw of them.
    all.sampled_tasks = std::max(all.sampled_tasks, rank.sampled_tasks);
    all.setup_seconds = std::max(all.setup_seconds, rank.setup_seconds);
    all.measured_setup_seconds = std::max(all.measured_setup_seconds, rank.measured_setup_seconds);
    all.sample_seconds = std::max(all.sample_seconds, rank.sample_seconds);
    // A rank whose tasks take no measurable time is given a nanosecond.
    const double tasks_seconds = std::max(rank.seconds - rank.setup_seconds, 1e-9);
    speed += 1 / tasks_seconds;
    const double speed_error = rank.seconds_error / (tasks_seconds * tasks_seconds);
    speed_variance += speed_error * speed_error;
  }
  all.seconds = all.setup_seconds + 1 / speed;
  all.seconds_error = std::sqrt(speed_variance) / (speed * speed);
  all.solutions = solutions;
  all.solutions_error = std::sqrt(solutions_variance);
  return all;
}

} // namespace

DistributedEstimate distributed_estimate(int n, const CountOptions& options, const EstimateOptions& estimate) {
  int rank = 0;
  int ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  CountOptions rank_options = options;
  rank_options.threads = resolved_thread_count(options.threads);
  rank_options.observer = nullptr;
  int total_threads = 0;
  MPI_Allreduce(&rank_options.threads, &total_threads, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

  // The split distributed_count makes: its depth chosen for every rank's
  // threads. Throws alike on every rank for a bad request.
  const auto start = std::chrono::steady_clock::now();
  const PreparedCount prepared(n, rank_options, total_threads);
  const double setup = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EstimateOptions own_sample = estimate;
  own_sample.seed += static_cast<std::uint64_t>(rank);
  // The ranks' errors shrink the job's by the root of their number.
  own_sample.target_error *= std::sqrt(static_cast<double>(ranks));
  const CountEstimate mine = prepared.estimate(setup, own_sample);

  const std::array<double, fields> sent = to_fields(mine);
  std::vector<double> gathered(rank == 0 ? static_cast<std::size_t>(ranks) * fields : 0);
  MPI_Gather(sent.data(), fields, MPI_DOUBLE, gathered.data(), fields, MPI_DOUBLE, 0, MPI_COMM_WORLD);
  DistributedEstimate job;
  if (rank != 0) {
    job.all = mine;
    return job;
  }
  for (int r = 0; r < ranks; ++r) job.per_rank.push_back(from_fields(mine, gathered.data() + r * fields));
  job.all = combine(job.per_rank);
  return job;
}

} // namespace nqueens::mpi
