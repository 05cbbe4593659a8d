// What the ranks of nqueens-mpi say to each other, as arrays of 64-bit words
// (MPI_UINT64_T, so that MPI converts them between unlike machines):
//
//   worker -> rank 0, tag_request:  [threads, then per finished task: id, counts]
//   rank 0 -> worker, tag_batch:    [task ids to run]; empty: no more work
//   rank 0 -> all,    broadcast:    [stopped flag, total counts]
//
// Each request with threads > 0 gets one batch in reply; threads = 0 marks
// a worker's last report, which gets none. A worker asks for its next batch
// as soon as it starts one (so it never waits for rank 0), and the request
// carries the results of the batch before. Counts travel per task, not
// summed, so that rank 0 can report every task to the job's observer
// (checkpoints).
#pragma once

#include <nqueens/observer.hpp>

#include <mpi.h>

#include <chrono>
#include <cstdint>
#include <span>
#include <thread>
#include <vector>

namespace nqueens::mpi {

using Words = std::vector<std::uint64_t>;

inline constexpr int dealer_rank = 0;
inline constexpr int tag_request = 1;
inline constexpr int tag_batch = 2;

/// Words per TaskCounts: five 128-bit fields, high word first.
inline constexpr std::size_t counts_words = 10;

inline void append_counts(Words& words, const TaskCounts& counts) {
  for (const u128 field : {counts.solutions, counts.unique, counts.quarter_turn_symmetric,
                           counts.half_turn_symmetric, counts.nodes}) {
    words.push_back(static_cast<std::uint64_t>(field >> 64));
    words.push_back(static_cast<std::uint64_t>(field));
  }
}

/// Reads the counts at words[0..counts_words).
inline TaskCounts read_counts(std::span<const std::uint64_t> words) {
  const auto field = [&](std::size_t i) { return (u128{words[2 * i]} << 64) | words[2 * i + 1]; };
  return {field(0), field(1), field(2), field(3), field(4)};
}

struct TaskResult {
  std::uint64_t task = 0;
  TaskCounts counts;
};

/// A request for a batch for `threads` workers (0: none, the last report),
/// carrying `results`.
inline Words make_request(int threads, const std::vector<TaskResult>& results) {
  Words words{static_cast<std::uint64_t>(threads)};
  for (const TaskResult& result : results) {
    words.push_back(result.task);
    append_counts(words, result.counts);
  }
  return words;
}

/// The results a request carries.
inline std::vector<TaskResult> read_results(const Words& request) {
  std::vector<TaskResult> results;
  for (std::size_t at = 1; at + 1 + counts_words <= request.size(); at += 1 + counts_words)
    results.push_back({request[at], read_counts(std::span(request).subspan(at + 1, counts_words))});
  return results;
}

/// Waits for a message from `source` with `tag` and returns its words.
/// Polls with short sleeps instead of MPI's blocking receive, which spins a
/// core at 100%: on a machine with fewer cores than threads that core
/// belongs to a counting thread. The 50 us sleep costs nothing next to a
/// batch (milliseconds at least).
inline Words receive_politely(int source, int tag) {
  MPI_Status status;
  for (int arrived = 0;;) {
    MPI_Iprobe(source, tag, MPI_COMM_WORLD, &arrived, &status);
    if (arrived) break;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
  int size = 0;
  MPI_Get_count(&status, MPI_UINT64_T, &size);
  Words words(static_cast<std::size_t>(size));
  MPI_Recv(words.data(), size, MPI_UINT64_T, source, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return words;
}

/// Completes `request`, polling as receive_politely does.
inline void wait_politely(MPI_Request& request) {
  for (int done = 0;;) {
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done) return;
    std::this_thread::sleep_for(std::chrono::microseconds(50));
  }
}

inline void send_words(const Words& words, int destination, int tag) {
  MPI_Send(words.data(), static_cast<int>(words.size()), MPI_UINT64_T, destination, tag, MPI_COMM_WORLD);
}

} // namespace nqueens::mpi
