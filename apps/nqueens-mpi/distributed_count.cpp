#include "distributed_count.hpp"

#include "batch_counter.hpp"
#include "dealer.hpp"
#include "messages.hpp"

#include <nqueens/prepared_count.hpp>

#include <chrono>
#include <cstdio>
#include <exception>

namespace nqueens::mpi {
namespace {

int world_rank() {
  int rank = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  return rank;
}

[[noreturn]] void abort_job(const char* what) {
  std::fprintf(stderr, "nqueens-mpi: rank %d: %s\n", world_rank(), what);
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, 2);
  std::terminate(); // MPI_Abort does not return
}

/// Every rank must have split the count alike, or the tasks' numbers mean
/// different things: a build or version mismatch between machines.
void check_same_plan(const TaskPlan& plan) {
  std::uint64_t dealer_plan[2] = {plan.task_count, static_cast<std::uint64_t>(plan.prefix_depth)};
  MPI_Bcast(dealer_plan, 2, MPI_UINT64_T, dealer_rank, MPI_COMM_WORLD);
  if (dealer_plan[0] != plan.task_count || dealer_plan[1] != static_cast<std::uint64_t>(plan.prefix_depth))
    throw Error("split into " + std::to_string(plan.task_count) + " tasks, rank 0 into " +
                std::to_string(dealer_plan[0]) + ": are all ranks running the same nqueens-mpi?");
}

/// Rank 0's observer.begin(plan), which may refuse the count (a checkpoint
/// written for another one): then every rank throws before any task runs,
/// rank 0 the observer's own error, so that the job ends cleanly with it.
void begin_everywhere(TaskObserver& observer, const TaskPlan& plan, bool is_dealer) {
  std::exception_ptr refusal;
  if (is_dealer) {
    try {
      observer.begin(plan);
    } catch (const Error&) {
      refusal = std::current_exception();
    }
  }
  int refused = refusal ? 1 : 0;
  MPI_Bcast(&refused, 1, MPI_INT, dealer_rank, MPI_COMM_WORLD);
  if (refusal) std::rethrow_exception(refusal);
  if (refused != 0) throw Error("rank 0 refused the count");
}

/// A rank other than 0: runs the batches rank 0 deals it on its counting
/// thread, asking for the next one as soon as it starts one, until rank 0
/// answers with an empty batch; then sends its last results.
void work(const PreparedCount& prepared, int threads) {
  BatchCounter counter(prepared);
  std::vector<TaskResult> unreported;
  bool counting = false;
  for (;;) {
    send_words(make_request(threads, unreported), dealer_rank, tag_request);
    unreported.clear();
    const Words next = receive_politely(dealer_rank, tag_batch);
    if (counting) unreported = counter.results();
    counting = !next.empty();
    if (!counting) break;
    counter.hand(next);
  }
  send_words(make_request(0, unreported), dealer_rank, tag_request);
}

/// Rank 0's outcome, as every rank learns it: [stopped, sum of the tasks].
Words share_outcome(const DealtTasks& dealt, bool is_dealer) {
  Words outcome;
  if (is_dealer) {
    outcome.push_back(dealt.stopped ? 1 : 0);
    append_counts(outcome, dealt.sum);
  }
  outcome.resize(1 + counts_words);
  MPI_Request request;
  MPI_Ibcast(outcome.data(), static_cast<int>(outcome.size()), MPI_UINT64_T, dealer_rank, MPI_COMM_WORLD,
             &request);
  wait_politely(request);
  return outcome;
}

} // namespace

CountResult distributed_count(int n, const CountOptions& options, TaskObserver* job_observer) {
  const auto start = std::chrono::steady_clock::now();
  int ranks = 1;
  MPI_Comm_size(MPI_COMM_WORLD, &ranks);
  const bool is_dealer = world_rank() == dealer_rank;
  const int threads = resolved_thread_count(options.threads);
  int total_threads = 0;
  MPI_Allreduce(&threads, &total_threads, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);

  // Throws alike on every rank for a bad request: the same arguments.
  CountOptions rank_options = options;
  rank_options.threads = threads;
  // Rank 0's observer alone reads the plan's work estimates (progress).
  rank_options.observer = is_dealer ? job_observer : nullptr;
  const PreparedCount prepared(n, rank_options, total_threads);
  TaskObserver no_observer;
  TaskObserver& observer = is_dealer && job_observer != nullptr ? *job_observer : no_observer;
  begin_everywhere(observer, prepared.plan(), is_dealer);
  Words outcome;
  try {
    check_same_plan(prepared.plan());
    DealtTasks dealt;
    if (is_dealer) {
      dealt = deal_tasks(prepared, ranks, threads, total_threads, observer);
    } else {
      work(prepared, threads);
    }
    outcome = share_outcome(dealt, is_dealer);
  } catch (const std::exception& error) {
    abort_job(error.what());
  }
  if (outcome[0] != 0) throw Cancelled();

  TaskCounts total = prepared.base_counts();
  total += read_counts(std::span(outcome).subspan(1));
  CountResult result =
      prepared.result(total, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  result.threads = total_threads;
  return result;
}

} // namespace nqueens::mpi
