// The quadrant table of a halves count: the north-west quadrant's placements,
// one RowSetPlacements per set of rows, either all built when a count of
// every row choice is prepared or, when they do not fit the memory limit or
// only some row choices will be counted (a part of a count), each built when
// a row choice needs it and dropped when the memory is wanted for others.
#pragma once

#include "row_set_placements.hpp"

#include <array>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <list>
#include <memory>
#include <mutex>
#include <span>
#include <utility>
#include <vector>

namespace nqueens::detail {

class QuadrantTable {
public:
  /// The most row sets one lease holds: a row choice reads four, or with
  /// the middle column's queen stored up to ten (most_table_row_sets).
  static constexpr std::size_t max_lease_row_sets = 10;

  /// The row sets a lease holds: the first `count` of `rows` (repeats
  /// allowed).
  struct LeaseRowSets {
    std::array<std::uint32_t, max_lease_row_sets> rows{};
    std::size_t count = 0;
    std::span<const std::uint32_t> used() const { return {rows.data(), count}; }
  };

  /// `placements_per_row_set`: the quadrant's placements per set of local
  /// rows, as placements_per_row_set() counts them. No row set is built
  /// yet: each is built when a lease needs it and held until its memory is
  /// wanted, least recently used first dropped, so that the row sets held
  /// never pass `capacity` (bytes), unless build_whole() builds them all.
  /// Precondition: capacity is at least the lease_bytes() of every lease
  /// asked for. Memory: fixed_bytes() plus the row sets held.
  QuadrantTable(const Quadrant& quadrant, std::vector<std::uint64_t> placements_per_row_set, std::uint64_t capacity);
  QuadrantTable(const QuadrantTable&) = delete;
  QuadrantTable& operator=(const QuadrantTable&) = delete;

  /// When `capacity` holds every row set (whole_bytes()), builds them all
  /// now on `threads` threads (RowSetPlacements::all), from 1 MiB on in one
  /// HugePageBlock, and holds them: a lease then takes constant time. Else
  /// builds nothing. Precondition: no lease was asked for yet.
  void build_whole(int threads);

  /// Row sets held for their reader until the lease is destroyed.
  class Lease {
  public:
    Lease(Lease&& other) noexcept
        : store_(std::exchange(other.store_, nullptr)), rows_(other.rows_), count_(other.count_) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    Lease& operator=(Lease&&) = delete;
    ~Lease();

    /// The placements on local `rows`. Precondition: `rows` is one of the
    /// lease's row sets.
    const RowSetPlacements& operator[](std::uint32_t rows) const { return *store_->row_sets_[rows]; }

  private:
    friend class QuadrantTable;
    Lease(const QuadrantTable* store, std::span<const std::uint32_t> rows);
    const QuadrantTable* store_;
    std::array<std::uint32_t, max_lease_row_sets> rows_{};
    std::size_t count_ = 0;
  };

  /// Holds `rows` (at most max_lease_row_sets row sets, repeats allowed)
  /// for the caller, building those not held; waits while other leases
  /// hold the memory it needs. Thread-safe. Constant time when all row sets
  /// are held; else a lock, and the builds' time.
  Lease lease(std::span<const std::uint32_t> rows) const;

  /// The memory of each row set, from its placements (indexed alike).
  static std::vector<std::uint64_t> row_set_bytes(int size, std::span<const std::uint64_t> placements_per_row_set);
  /// The memory a lease of `rows` needs held, each distinct row set once,
  /// `row_set_bytes` giving each one's.
  static std::uint64_t lease_bytes(std::span<const std::uint32_t> rows, std::span<const std::uint64_t> row_set_bytes);
  /// Every row set's memory together, each built on its own (the store's
  /// own aside).
  std::uint64_t bytes_for_all() const { return all_bytes_; }
  /// The memory of every row set held at once, from their placements
  /// (indexed by rows): bytes_for_all(), or from 1 MiB on up to half a
  /// huge page more, their arrays in one HugePageBlock (the store's own
  /// aside).
  static std::uint64_t whole_bytes(int size, std::span<const std::uint64_t> placements_per_row_set);
  /// The store's own memory for a quadrant of `size` rows: per row set
  /// its bookkeeping, a pointer, its size and a place in the idle list.
  static std::uint64_t fixed_bytes(int size) {
    return (std::uint64_t{1} << size) * (sizeof(Entry) + sizeof(void*) + sizeof(std::uint64_t) + 4 * sizeof(void*));
  }

  bool holds_all() const { return holds_all_; }
  std::uint64_t capacity() const { return capacity_; }

  /// The row sets of lease i of a count, as lease() takes them.
  using RowSetsOfLease = std::function<LeaseRowSets(std::size_t i)>;

  /// What running `tasks` (task t holding leases task_starts[t] to
  /// task_starts[t + 1] - 1, lease_rows giving each one's row sets) would
  /// build on demand, from an empty store with this one's capacity: the
  /// tasks in the order given, on `readers` threads, taken to run in step
  /// (each thread's s-th lease of its task at once, the tasks dealt in
  /// order). A whole count's tasks, or a part's. Run time: linear in the
  /// leases and the row sets dropped; memory: per row set, not per lease
  /// (n = 27 has 65 million leases).
  struct DemandBuilds {
    std::uint64_t built_bytes = 0;
    /// The most the row sets held at once, within the capacity.
    std::uint64_t peak_held_bytes = 0;
  };
  DemandBuilds builds_in_order(const RowSetsOfLease& lease_rows, std::span<const std::size_t> task_starts,
                               std::span<const std::uint64_t> tasks, int readers) const;

  /// The most memory the row sets held took at once, the store's own added.
  std::uint64_t peak_bytes() const;

  /// Seconds spent, and bytes built, building row sets on demand so far.
  double demand_build_seconds() const;
  std::uint64_t demand_built_bytes() const;
  /// Seconds the calling thread has spent building row sets on demand,
  /// for any store, since its last call.
  static double take_thread_build_seconds();

private:
  struct Entry {
    int readers = 0;
    bool building = false;
    /// Where the row set stands in idle_ while held with no reader.
    std::list<std::uint32_t>::iterator idle_at;
  };

  void release(std::span<const std::uint32_t> rows) const;

  Quadrant quadrant_;
  std::vector<std::uint64_t> bytes_;
  std::uint64_t all_bytes_ = 0;
  std::uint64_t capacity_;
  bool holds_all_ = false;
  /// The bytes of one block for every row set's arrays, and that block
  /// when they are all held, from 1 MiB on; it outlives them.
  std::uint64_t block_bytes_;
  std::unique_ptr<HugePageBlock> block_;
  mutable std::vector<std::unique_ptr<const RowSetPlacements>> row_sets_;

  // On demand only, under mutex_:
  mutable std::mutex mutex_;
  mutable std::condition_variable changed_;
  mutable std::vector<Entry> entries_;
  /// Row sets held with no reader, least recently used first.
  mutable std::list<std::uint32_t> idle_;
  mutable std::uint64_t held_bytes_ = 0;
  mutable std::uint64_t peak_held_bytes_ = 0;
  mutable std::size_t leases_out_ = 0;
  mutable double build_seconds_ = 0;
  mutable std::uint64_t built_bytes_ = 0;
};

} // namespace nqueens::detail
