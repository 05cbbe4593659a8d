#include "solution_stream.hpp"

#include "interruptible.hpp"

namespace py = pybind11;

namespace nqueens::python {
namespace {

/// Thrown from the sink to end a listing whose iterator was dropped.
struct ListingCancelled {};

} // namespace

SolutionStream::SolutionStream(int n, ListOptions options)
    : n_(n), lister_([this, options = std::move(options)] { list(options); }) {
  // A bad request fails before the first batch: raised here, in the caller.
  std::exception_ptr failure;
  {
    std::unique_lock lock(mutex_);
    try {
      wait_interruptibly(lock, changed_, [this] { return !queue_.empty() || listing_done_; });
      if (queue_.empty()) failure = failure_;
    } catch (...) {
      failure = std::current_exception();
    }
  }
  if (failure) {
    stop();
    std::rethrow_exception(failure);
  }
}

SolutionStream::~SolutionStream() { stop(); }

void SolutionStream::stop() {
  {
    const std::lock_guard guard(mutex_);
    cancelled_ = true;
  }
  changed_.notify_all();
  py::gil_scoped_release released;
  lister_.join();
}

void SolutionStream::list(ListOptions options) {
  try {
    list_solutions(n_, options, [this](const SolutionBatch& batch) {
      std::vector<std::uint8_t> columns(batch.columns.begin(), batch.columns.end());
      std::unique_lock lock(mutex_);
      changed_.wait(lock, [this] { return cancelled_ || queue_.size() < queued_batches; });
      if (cancelled_) throw ListingCancelled{};
      queue_.push_back(std::move(columns));
      changed_.notify_all();
    });
  } catch (const ListingCancelled&) {
  } catch (...) {
    const std::lock_guard guard(mutex_);
    failure_ = std::current_exception();
  }
  const std::lock_guard guard(mutex_);
  listing_done_ = true;
  changed_.notify_all();
}

py::tuple SolutionStream::next() {
  if (position_ == current_.size()) {
    std::unique_lock lock(mutex_);
    wait_interruptibly(lock, changed_, [this] { return !queue_.empty() || listing_done_; });
    if (queue_.empty()) {
      if (failure_) std::rethrow_exception(failure_);
      throw py::stop_iteration();
    }
    current_ = std::move(queue_.front());
    queue_.pop_front();
    position_ = 0;
    changed_.notify_all();
  }
  const std::size_t n = static_cast<std::size_t>(n_);
  py::tuple solution(n);
  for (std::size_t row = 0; row < n; ++row)
    PyTuple_SET_ITEM(solution.ptr(), row, PyLong_FromLong(current_[position_ + row] + 1));
  position_ += n;
  return solution;
}

} // namespace nqueens::python
