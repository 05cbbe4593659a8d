// nqueens-mpi: one count spread over the ranks of an MPI job, with the
// options and output of nqueens (plus the number of ranks).
//
//   mpirun --bind-to none -np 4 nqueens-mpi 18 --threads 8
#include "command_line.hpp"
#include "count_report.hpp"
#include "count_session.hpp"
#include "distributed_count.hpp"
#include "distributed_estimate.hpp"
#include "double_check.hpp"
#include "self_test.hpp"

#include <nqueens/nqueens.hpp>

#include <mpi.h>

#include <cctype>
#include <cstdio>
#include <stdexcept>
#include <exception>
#include <optional>
#include <string>

namespace {

using namespace nqueens;
constexpr std::string_view program = "nqueens-mpi";

/// The per-rank options every rank counts with, once rank 0 has checked the
/// --output file (`output`) and opened the checkpoint and the progress line
/// (`session`), rank 0 only. Rank 0 alone reads the checkpoint, which may
/// pin the prefix depth: it shares the depth, or that a file is unusable, so
/// that every rank goes on or stops alike. Returns nothing when a file is
/// unusable (rank 0 has said why).
std::optional<CountOptions> agree_on_options(const cli::CommandLine& command, std::optional<cli::CountSession>& session,
                                             std::optional<cli::OutputFile>& output, bool speaks) {
  CountOptions options = command.count;
  int shared[2] = {1, options.prefix_depth}; // [usable, depth]
  if (speaks) {
    try {
      if (!command.output_path.empty()) output.emplace(command.output_path);
      session.emplace(command);
      options = session->options();
      if (!session->observed()) options.observer = nullptr;
      shared[1] = options.prefix_depth;
    } catch (const std::runtime_error& error) {
      // The engine's Error (a checkpoint), or the --output file's RunError.
      cli::report_run_error(program, error.what());
      shared[0] = 0;
    }
  }
  MPI_Bcast(shared, 2, MPI_INT, 0, MPI_COMM_WORLD);
  if (shared[0] == 0) return std::nullopt;
  options.prefix_depth = shared[1];
  return options;
}

/// The count mode: the count, a second one for --double-check, and rank 0
/// prints the result.
int count_on_ranks(const cli::CommandLine& command, bool speaks, int ranks) {
  std::optional<cli::CountSession> session;
  std::optional<cli::OutputFile> output;
  const std::optional<CountOptions> options = agree_on_options(command, session, output, speaks);
  if (!options) return 1;
  std::optional<CountResult> counted;
  try {
    counted = mpi::distributed_count(command.n, *options, options->observer);
  } catch (const InconsistentCount& error) {
    return speaks ? cli::report_wrong_count(program, error.what(), session->resumed_checkpoint()) : 2;
  }
  const CountResult& result = *counted;
  std::optional<CountResult> check;
  if (command.double_check) {
    // Another thread count per rank, not another total.
    CountResult per_rank = result;
    per_rank.threads = resolved_thread_count(command.count.threads);
    check = mpi::distributed_count(command.n, cli::independent_options(per_rank, command.count), nullptr);
  }
  if (!speaks) return 0;
  session->finish();
  if (check && !cli::disagreements(result, *check).empty())
    return cli::report_disagreement(program, result, *check);
  if (const int wrong = cli::check_against_published(program, result, !command.count.fixed_queens.empty(),
                                                     session->resumed_checkpoint()))
    return wrong;
  cli::print_count(command, result, check, ranks, output ? &*output : nullptr);
  cli::note_attacking_fixed_queens(program, command.count.fixed_queens);
  return 0;
}

/// Every rank parses the same arguments and so fails alike on bad input:
/// rank 0 alone reports it, and every rank returns the same status.
int run(int argc, char** argv, int rank, int ranks) {
  const bool speaks = rank == 0;
  try {
    cli::check_argument_vector(argc, argv);
    // nqueens' commands are not nqueens-mpi's: a word is not a board size.
    if (argc > 1 && std::isalpha(static_cast<unsigned char>(argv[1][0])))
      throw cli::UsageError("unknown command '" + std::string(argv[1]) +
                            "': nqueens-mpi only counts (a board size N); list, verify, construct and reproduce "
                            "are nqueens commands");
    const cli::CommandLine command = cli::parse_command_line(
        argc, argv,
        {.program = program,
         .description = "Counts the solutions of the n-queens problem on every rank of an MPI job (--threads: per rank).",
         .epilogue = "",
         .thread_scaling = false,
         .parts = false});
    if (speaks) cli::report_method_note(program, command.method_note);
    switch (command.mode) {
    case cli::Mode::help:
      if (speaks) std::printf("%s", command.help.c_str());
      return 0;
    case cli::Mode::version:
      if (speaks) std::printf("nqueens-mpi %s\n", std::string(version()).c_str());
      return 0;
    case cli::Mode::scaling:
      throw cli::UsageError("a thread range measures thread scaling on one machine: use nqueens for that");
    case cli::Mode::self_test:
      return cli::run_self_test(command.count, [&](int n) { return mpi::distributed_count(n, command.count, nullptr); }, speaks);
    case cli::Mode::count: return count_on_ranks(command, speaks, ranks);
    case cli::Mode::estimate: {
      const mpi::DistributedEstimate estimate = mpi::distributed_estimate(command.n, command.count, command.estimate);
      if (speaks) {
        cli::print_estimate(command, estimate.all, estimate.per_rank);
        cli::note_attacking_fixed_queens(program, command.count.fixed_queens);
      }
      return 0;
    }
    }
  } catch (const cli::UsageError& error) {
    return speaks ? cli::report_usage_error(program, error.what()) : 1;
  } catch (const CheckpointError& error) {
    // Rank 0's alone, after every collective step: a file problem.
    return speaks ? cli::report_run_error(program, error.what()) : 1;
  } catch (const cli::RunError& error) {
    // Rank 0's --output, after every collective step.
    return speaks ? cli::report_run_error(program, error.what()) : 1;
  } catch (const InstructionSetError& error) {
    return speaks ? cli::report_run_error(program, error.what()) : 1;
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
  status = cli::finish_standard_output(program, status);
  // mpirun reports one rank's status, not necessarily rank 0's: every rank
  // exits with the worst, so that a result rank 0 failed to write (--output
  // on a full disk) fails the job.
  int job_status = status;
  MPI_Allreduce(&status, &job_status, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
  MPI_Finalize();
  return job_status;
}
