// One count spread over every rank of MPI_COMM_WORLD.
#pragma once

#include <nqueens/nqueens.hpp>

namespace nqueens::mpi {

/// Counts like nqueens::count(n, options), with every rank of MPI_COMM_WORLD
/// calling it together: each runs the tasks rank 0 deals it on an arena of
/// options.threads workers (0: its cores), and every rank returns the same
/// result. Every rank passes the same options but for threads (and the
/// observer, which is ignored). The prefix depth, unless given, is chosen
/// for the threads of all ranks together; `threads` in the result is that
/// sum.
/// `job_observer` (rank 0's; ignored elsewhere, may be null) sees the whole
/// job: begin() once, with the tasks' work estimates, restored() for every
/// task before it is dealt, and finished() for every task any rank ran, on
/// rank 0's calling thread.
/// Errors: a bad request throws Error on every rank alike (before any task
/// runs), and so does an Error from job_observer->begin() (rank 0 throws
/// that one, the others a plain Error); a stop request throws Cancelled on
/// every rank. Any other failure
/// on any rank prints `nqueens-mpi: rank R: <what>` and ends the whole job
/// with MPI_Abort: never a silent wrong total.
/// Run time: count()'s divided by the ranks, plus a round trip per batch.
CountResult distributed_count(int n, const CountOptions& options, TaskObserver* job_observer);

} // namespace nqueens::mpi
