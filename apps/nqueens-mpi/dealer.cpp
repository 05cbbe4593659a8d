#include "dealer.hpp"

#include "batch_counter.hpp"
#include "messages.hpp"

#include <algorithm>
#include <optional>
#include <thread>

namespace nqueens::mpi {
namespace {

/// The tasks still to deal, in plan order, in shrinking batches (guided
/// self-scheduling): a rank gets its share of an eighth of what is left, so
/// batches are large while much is left and one task per thread at the end,
/// where fast and slow ranks must finish together. At most
/// max_tasks_per_thread per thread: finished tasks then reach rank 0 (and a
/// checkpoint) batch by batch rather than only at the end. Not fewer: a
/// rank's arena idles while the last task of a batch runs, and with 32
/// tasks per thread that tail costs about 1/64 of the batch's time.
class TaskDeck {
public:
  TaskDeck(std::vector<std::uint64_t> tasks, int total_threads)
      : tasks_(std::move(tasks)), total_threads_(static_cast<std::uint64_t>(total_threads)) {}

  /// The next batch for a rank with `threads` workers: at least one task per
  /// worker while they last; empty when none is left.
  std::vector<std::uint64_t> deal(int threads) {
    const std::uint64_t left = tasks_.size() - next_;
    const std::uint64_t workers = static_cast<std::uint64_t>(threads);
    const std::uint64_t share = left * workers / (8 * total_threads_);
    const std::uint64_t size = std::min(left, std::clamp(share, workers, max_tasks_per_thread * workers));
    const auto first = tasks_.begin() + static_cast<std::ptrdiff_t>(next_);
    next_ += size;
    return {first, first + static_cast<std::ptrdiff_t>(size)};
  }

private:
  static constexpr std::uint64_t max_tasks_per_thread = 32;
  std::vector<std::uint64_t> tasks_;
  std::uint64_t next_ = 0;
  std::uint64_t total_threads_;
};

} // namespace

DealtTasks deal_tasks(const PreparedCount& prepared, int ranks, int own_threads, int total_threads,
                      TaskObserver& observer) {
  DealtTasks dealt;
  std::vector<std::uint64_t> undone;
  for (std::uint64_t task = 0; task < prepared.plan().task_count; ++task) {
    if (const std::optional<TaskCounts> known = observer.restored(task))
      dealt.sum += *known;
    else
      undone.push_back(task);
  }
  TaskDeck deck(std::move(undone), total_threads);
  const auto record = [&](const std::vector<TaskResult>& results) {
    for (const TaskResult& result : results) {
      observer.finished(result.task, result.counts);
      dealt.sum += result.counts;
    }
  };
  const auto next_batch = [&](int threads) {
    dealt.stopped = dealt.stopped || observer.stop_requested();
    return dealt.stopped ? std::vector<std::uint64_t>{} : deck.deal(threads);
  };

  // How long the dealer sleeps when nothing happens. Each look at MPI costs
  // some 10 us; at 500 us a look that is under 2% of a core. A rank asks for
  // its next batch as soon as it starts one, so the wait is hidden.
  constexpr std::chrono::microseconds idle_wait(500);
  BatchCounter local(prepared);
  std::vector<std::uint64_t> local_batch = next_batch(own_threads);
  bool local_busy = !local_batch.empty();
  local.hand(std::move(local_batch));
  int remote_busy = ranks - 1;
  while (remote_busy > 0 || local_busy) {
    int arrived = 0;
    MPI_Status status;
    MPI_Iprobe(MPI_ANY_SOURCE, tag_request, MPI_COMM_WORLD, &arrived, &status);
    if (arrived) {
      const Words request = receive_politely(status.MPI_SOURCE, tag_request);
      record(read_results(request));
      const int threads = static_cast<int>(request.at(0));
      if (threads == 0)
        --remote_busy; // its last report
      else
        send_words(next_batch(threads), status.MPI_SOURCE, tag_batch);
    }
    if (local_busy) {
      // With no other rank left to listen to, wait for the local batch itself.
      const std::chrono::microseconds wait = arrived ? std::chrono::microseconds(0)
                                             : remote_busy > 0 ? idle_wait
                                                               : std::chrono::hours(24);
      if (const auto results = local.results(wait)) {
        record(*results);
        local_batch = next_batch(own_threads);
        local_busy = !local_batch.empty();
        local.hand(std::move(local_batch));
      }
    } else if (!arrived) {
      std::this_thread::sleep_for(idle_wait);
    }
  }
  return dealt;
}

} // namespace nqueens::mpi
