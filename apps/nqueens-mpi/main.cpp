// nqueens-mpi: one count spread over the ranks of an MPI job, with the
// options and output of nqueens (plus the number of ranks).
//
//   mpirun --bind-to none -np 4 nqueens-mpi 18 --threads 8
#include "command_line.hpp"
#include "count_report.hpp"
#include "distributed_count.hpp"
#include "observer_list.hpp"
#include "self_test.hpp"

#include <nqueens/nqueens.hpp>

#include <mpi.h>

#include <cstdio>
#include <exception>

namespace {

using namespace nqueens;
constexpr std::string_view program = "nqueens-mpi";

/// Every rank parses the same arguments and so fails alike on bad input:
/// rank 0 alone reports it, and every rank returns the same status.
int run(int argc, char** argv, int rank, int ranks) {
  const bool speaks = rank == 0;
  try {
    const cli::CommandLine command = cli::parse_command_line(
        argc, argv, program, "Counts the solutions of the n-queens problem on every rank of an MPI job (--threads: per rank).");
    // Rank 0 reports every task of the job here: the place for progress
    // and checkpoint observers.
    cli::ObserverList job_observer;
    const auto count_board = [&](int n) { return mpi::distributed_count(n, command.count, &job_observer); };
    switch (command.mode) {
    case cli::Mode::help:
      if (speaks) std::printf("%s", command.help.c_str());
      return 0;
    case cli::Mode::version:
      if (speaks) std::printf("nqueens-mpi %s\n", std::string(version()).c_str());
      return 0;
    case cli::Mode::self_test: return cli::run_self_test(count_board, speaks);
    case cli::Mode::count: {
      const CountResult result = count_board(command.n);
      if (speaks) cli::print_count(command, result, ranks);
      return 0;
    }
    }
  } catch (const cli::UsageError& error) {
    return speaks ? cli::report_usage_error(program, error.what()) : 1;
  } catch (const Error& error) {
    return speaks ? cli::report_usage_error(program, error.what()) : 1;
  } catch (const std::exception& error) {
    // Not necessarily on every rank: only ending the job stops the others.
    std::fprintf(stderr, "nqueens-mpi: rank %d: %s\n", rank, error.what());
    std::fflush(stderr);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  return 0;
}

} // namespace

int main(int argc, char** argv) {
  // Only the main thread calls MPI; the counting threads never do.
  int provided = 0;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  int rank = 0;
  int ranks = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  int status = 2;
  if (provided < MPI_THREAD_FUNNELED) {
    if (rank == 0) std::fprintf(stderr, "nqueens-mpi: this MPI library does not support threads\n");
  } else {
    status = run(argc, argv, rank, ranks);
  }
  std::fflush(stdout);
  MPI_Finalize();
  return status;
}
