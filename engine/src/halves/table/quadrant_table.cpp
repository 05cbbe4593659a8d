#include "quadrant_table.hpp"

#include <algorithm>
#include <chrono>
#include <new>

namespace nqueens::detail {
namespace {

thread_local double thread_build_seconds = 0;

using LeaseRows = std::array<std::uint32_t, QuadrantTable::max_lease_row_sets>;

/// The block that holds every row set's arrays.
std::uint64_t block_bytes(int size, std::span<const std::uint64_t> placements_per_row_set) {
  std::uint64_t bytes = 0;
  for (const std::uint64_t placements : placements_per_row_set)
    bytes += RowSetPlacements::block_bytes_for(size, placements);
  return bytes;
}

/// Whether a table held whole keeps its arrays in a HugePageBlock: from
/// half a huge page on, where the rounding at most doubles them. A smaller
/// table takes them from the heap, which a process counting again hands
/// back already touched.
bool whole_in_block(std::uint64_t block_bytes) { return block_bytes >= HugePageBlock::huge_page_bytes / 2; }

/// QuadrantTable::whole_bytes() of `row_sets` row sets from the block
/// their arrays take (block_bytes()) and their memory built one by one.
std::uint64_t whole_bytes_of(std::uint64_t block_bytes, std::size_t row_sets, std::uint64_t one_by_one) {
  if (!whole_in_block(block_bytes)) return one_by_one;
  return row_sets * sizeof(RowSetPlacements) + HugePageBlock::mapped_bytes(block_bytes);
}

/// `rows` with repeats dropped, in the order first seen, into `out`; returns
/// their number. Precondition: at most max_lease_row_sets distinct ones.
std::size_t distinct(std::span<const std::uint32_t> rows, LeaseRows& out) {
  std::size_t count = 0;
  for (const std::uint32_t r : rows)
    if (std::find(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(count), r) ==
        out.begin() + static_cast<std::ptrdiff_t>(count))
      out[count++] = r;
  return count;
}

} // namespace

QuadrantTable::QuadrantTable(const Quadrant& quadrant, std::vector<std::uint64_t> placements_per_row_set,
                             std::uint64_t capacity)
    : quadrant_(quadrant), bytes_(row_set_bytes(quadrant.size, placements_per_row_set)), capacity_(capacity),
      block_bytes_(block_bytes(quadrant.size, placements_per_row_set)), row_sets_(placements_per_row_set.size()),
      entries_(placements_per_row_set.size()) {
  for (const std::uint64_t bytes : bytes_) all_bytes_ += bytes;
}

void QuadrantTable::build_whole(int threads) {
  const std::uint64_t whole = whole_bytes_of(block_bytes_, row_sets_.size(), all_bytes_);
  if (whole > capacity_) return;
  if (whole_in_block(block_bytes_)) block_ = std::make_unique<HugePageBlock>(block_bytes_);
  row_sets_ = RowSetPlacements::all(quadrant_, threads, block_.get());
  held_bytes_ = peak_held_bytes_ = whole;
  holds_all_ = true;
}

std::uint64_t QuadrantTable::whole_bytes(int size, std::span<const std::uint64_t> placements_per_row_set) {
  std::uint64_t one_by_one = 0;
  for (const std::uint64_t placements : placements_per_row_set)
    one_by_one += RowSetPlacements::bytes_for(size, placements);
  return whole_bytes_of(block_bytes(size, placements_per_row_set), placements_per_row_set.size(), one_by_one);
}

std::vector<std::uint64_t> QuadrantTable::row_set_bytes(int size, std::span<const std::uint64_t> placements_per_row_set) {
  std::vector<std::uint64_t> bytes;
  bytes.reserve(placements_per_row_set.size());
  for (const std::uint64_t placements : placements_per_row_set)
    bytes.push_back(RowSetPlacements::bytes_for(size, placements));
  return bytes;
}

std::uint64_t QuadrantTable::lease_bytes(std::span<const std::uint32_t> rows,
                                       std::span<const std::uint64_t> row_set_bytes) {
  LeaseRows unique{};
  std::uint64_t bytes = 0;
  for (std::size_t i = 0, count = distinct(rows, unique); i < count; ++i) bytes += row_set_bytes[unique[i]];
  return bytes;
}

QuadrantTable::Lease QuadrantTable::lease(std::span<const std::uint32_t> rows) const { return Lease(this, rows); }

QuadrantTable::Lease::Lease(const QuadrantTable* store, std::span<const std::uint32_t> rows) : store_(store) {
  if (store->holds_all_) return;
  count_ = distinct(rows, rows_);
  const std::span<const std::uint32_t> mine(rows_.data(), count_);
  const auto is_mine = [&](std::uint32_t r) { return std::find(mine.begin(), mine.end(), r) != mine.end(); };
  std::unique_lock lock(store->mutex_);
  // Room for the row sets neither held nor being built: idle ones dropped,
  // least recently used first (never one of ours), or a wait for other
  // leases to end. With no other lease out, nothing more can be freed:
  // then the lease goes ahead (the budget's precondition rules that out).
  for (;;) {
    std::uint64_t needed = 0;
    for (const std::uint32_t r : mine)
      if (!store->row_sets_[r] && !store->entries_[r].building) needed += store->bytes_[r];
    for (auto it = store->idle_.begin(); store->held_bytes_ + needed > store->capacity_ && it != store->idle_.end();) {
      const std::uint32_t victim = *it;
      if (is_mine(victim)) {
        ++it;
        continue;
      }
      it = store->idle_.erase(it);
      store->row_sets_[victim].reset();
      store->held_bytes_ -= store->bytes_[victim];
    }
    if (store->held_bytes_ + needed <= store->capacity_ || store->leases_out_ == 0) break;
    store->changed_.wait(lock);
  }
  LeaseRows to_build{};
  std::size_t builds = 0;
  for (const std::uint32_t r : mine) {
    Entry& entry = store->entries_[r];
    if (entry.readers++ == 0 && store->row_sets_[r]) store->idle_.erase(entry.idle_at);
    if (!store->row_sets_[r] && !entry.building) {
      entry.building = true;
      store->held_bytes_ += store->bytes_[r];
      to_build[builds++] = r;
    }
  }
  ++store->leases_out_;
  store->peak_held_bytes_ = std::max(store->peak_held_bytes_, store->held_bytes_);
  lock.unlock();

  for (std::size_t i = 0; i < builds; ++i) {
    const std::uint32_t r = to_build[i];
    const auto start = std::chrono::steady_clock::now();
    std::unique_ptr<const RowSetPlacements> built;
    try {
      built = std::make_unique<const RowSetPlacements>(store->quadrant_, r);
    } catch (...) {
      // Out of memory: give back this one and the rest not built, and the
      // lease's hold on all, before passing the error on.
      lock.lock();
      for (std::size_t j = i; j < builds; ++j) {
        store->entries_[to_build[j]].building = false;
        store->held_bytes_ -= store->bytes_[to_build[j]];
      }
      lock.unlock();
      store->release(mine);
      throw;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    thread_build_seconds += seconds;
    lock.lock();
    store->row_sets_[r] = std::move(built);
    store->entries_[r].building = false;
    store->build_seconds_ += seconds;
    store->built_bytes_ += store->bytes_[r];
    lock.unlock();
    store->changed_.notify_all();
  }
  // Those another lease is building; if its build failed (out of memory),
  // so does this lease.
  lock.lock();
  store->changed_.wait(lock, [&] {
    return std::all_of(mine.begin(), mine.end(), [&](std::uint32_t r) { return !store->entries_[r].building; });
  });
  const bool all_built =
      std::all_of(mine.begin(), mine.end(), [&](std::uint32_t r) { return store->row_sets_[r] != nullptr; });
  lock.unlock();
  if (!all_built) {
    store->release(mine);
    throw std::bad_alloc();
  }
}

QuadrantTable::Lease::~Lease() {
  if (store_ != nullptr && count_ > 0) store_->release({rows_.data(), count_});
}

void QuadrantTable::release(std::span<const std::uint32_t> rows) const {
  {
    const std::lock_guard lock(mutex_);
    for (const std::uint32_t r : rows) {
      Entry& entry = entries_[r];
      if (--entry.readers == 0 && row_sets_[r]) entry.idle_at = idle_.insert(idle_.end(), r);
    }
    --leases_out_;
  }
  changed_.notify_all();
}

QuadrantTable::DemandBuilds QuadrantTable::builds_in_order(const RowSetsOfLease& lease_rows,
                                                          std::span<const std::size_t> task_starts,
                                                          std::span<const std::uint64_t> tasks, int readers) const {
  std::list<std::uint32_t> held; // least recently used first
  std::vector<std::list<std::uint32_t>::iterator> held_at(row_sets_.size(), held.end());
  std::vector<std::size_t> read_at_step(row_sets_.size(), ~std::size_t{0});
  std::uint64_t held_bytes = 0;
  DemandBuilds builds;
  const std::size_t readers_count = static_cast<std::size_t>(readers);
  std::size_t step = 0;
  for (std::size_t first = 0; first < tasks.size(); first += readers_count) {
    const std::span<const std::uint64_t> together = tasks.subspan(first, std::min(readers_count, tasks.size() - first));
    std::size_t longest = 0;
    for (const std::uint64_t t : together) longest = std::max(longest, task_starts[t + 1] - task_starts[t]);
    for (std::size_t s = 0; s < longest; ++s, ++step) {
      // Each reader's s-th lease of its task, taken together.
      std::size_t read = 0; // distinct row sets read in this step
      for (const std::uint64_t t : together) {
        const std::size_t lease = task_starts[t] + s;
        if (lease >= task_starts[t + 1]) continue;
        const LeaseRowSets rows = lease_rows(lease);
        for (const std::uint32_t r : rows.used()) {
          if (read_at_step[r] == step) continue;
          read_at_step[r] = step;
          ++read;
          if (held_at[r] != held.end()) {
            held.splice(held.end(), held, held_at[r]);
            continue;
          }
          builds.built_bytes += bytes_[r];
          held_bytes += bytes_[r];
          held_at[r] = held.insert(held.end(), r);
        }
      }
      // The step's row sets are the most recently used: never dropped.
      while (held_bytes > capacity_ && held.size() > read) {
        const std::uint32_t victim = held.front();
        held.pop_front();
        held_at[victim] = held.end();
        held_bytes -= bytes_[victim];
      }
      // A lease that finds no room waits for it rather than pass the capacity.
      builds.peak_held_bytes = std::max(builds.peak_held_bytes, std::min(held_bytes, capacity_));
    }
  }
  return builds;
}

std::uint64_t QuadrantTable::peak_bytes() const {
  const std::lock_guard lock(mutex_);
  return fixed_bytes(quadrant_.size) + peak_held_bytes_;
}

double QuadrantTable::demand_build_seconds() const {
  const std::lock_guard lock(mutex_);
  return build_seconds_;
}

std::uint64_t QuadrantTable::demand_built_bytes() const {
  const std::lock_guard lock(mutex_);
  return built_bytes_;
}

double QuadrantTable::take_thread_build_seconds() { return std::exchange(thread_build_seconds, 0.0); }

} // namespace nqueens::detail
