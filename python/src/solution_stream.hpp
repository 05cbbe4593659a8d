// solutions(n): the engine's listing as a Python iterator. A thread of its
// own runs list_solutions and hands its batches over through a short queue,
// so that memory stays bounded however many solutions there are, and the
// listing stops when the iterator is dropped.
#pragma once

#include <nqueens/listing.hpp>

#include <pybind11/pybind11.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace nqueens::python {

class SolutionStream {
public:
  /// Starts listing and waits for the first batch, so that errors in the
  /// request (the engine's) are raised here.
  SolutionStream(int n, ListOptions options);
  /// Stops the listing and waits for its thread.
  ~SolutionStream();
  SolutionStream(const SolutionStream&) = delete;
  SolutionStream& operator=(const SolutionStream&) = delete;

  /// The next solution as a tuple of 1-based columns, row by row; raises
  /// StopIteration after the last, KeyboardInterrupt on Ctrl-C while waiting.
  pybind11::tuple next();

private:
  /// Batches waiting beyond the one being read: enough to keep the workers
  /// busy while Python reads, few enough to bound memory.
  static constexpr std::size_t queued_batches = 4;

  void list(ListOptions options);
  /// Cancels the listing and waits for its thread.
  void stop();

  const int n_;
  std::vector<std::uint8_t> current_; // the batch being read
  std::size_t position_ = 0;

  std::mutex mutex_; // guards everything below
  std::condition_variable changed_;
  std::deque<std::vector<std::uint8_t>> queue_;
  bool listing_done_ = false;
  bool cancelled_ = false;
  std::exception_ptr failure_;

  std::thread lister_;
};

} // namespace nqueens::python
