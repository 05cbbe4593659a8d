// nqueens-mpi --estimate: a distributed count's plan, each rank's and the
// job's.
#pragma once

#include <nqueens/estimate.hpp>

#include <vector>

namespace nqueens::mpi {

struct DistributedEstimate {
  /// The job's: its threads and peak memory summed over the ranks, its time
  /// that of the ranks sharing the tasks (their speeds added) after the
  /// slowest rank's setup.
  CountEstimate all;
  /// Each rank's estimate of counting everything alone on its threads; on
  /// rank 0 only (empty elsewhere).
  std::vector<CountEstimate> per_rank;
};

/// Called by every rank of MPI_COMM_WORLD together, with the options of
/// distributed_count (the observer is ignored): each rank prepares the
/// job's split, as distributed_count would, and times its own random sample
/// of the tasks on its own threads (EstimateOptions::seed plus the rank).
/// The job's time: 1 / sum(1 / t_r) over the ranks' task times t_r, plus
/// the largest setup; its error from the ranks' errors, taken as
/// independent; a rank's sample goes on for precision (EstimateOptions)
/// until its own error is within the target times the root of the ranks.
/// Errors: a bad request throws Error on every rank alike. Run time: the
/// setup plus the sample's seconds.
DistributedEstimate distributed_estimate(int n, const CountOptions& options, const EstimateOptions& estimate = {});

} // namespace nqueens::mpi
