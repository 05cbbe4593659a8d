// Rank 0 of nqueens-mpi: deals the tasks out in batches on request, counts
// its own share on a second thread, and adds up every task's counts.
#pragma once

#include <nqueens/prepared_count.hpp>

namespace nqueens::mpi {

struct DealtTasks {
  /// Every task's counts, restored ones included; not the base counts.
  TaskCounts sum;
  /// The observer asked to stop: tasks were left undealt, the sum is partial.
  bool stopped = false;
};

/// Rank 0's part of a distributed count. Tasks the observer has restored are
/// not dealt; every other task goes, in a batch sized to the asking rank's
/// threads, to whichever rank asks next (rank 0's own arena included), and
/// its counts are reported to observer.finished() on this thread, so the
/// observer needs no locking. A stop request deals out nothing more; the
/// batches out finish first. Returns when every other rank has been told
/// there is no more work. `own_threads` is this rank's arena size, and
/// `total_threads` the sum over all ranks.
DealtTasks deal_tasks(const PreparedCount& prepared, int ranks, int own_threads, int total_threads,
                      TaskObserver& observer);

} // namespace nqueens::mpi
