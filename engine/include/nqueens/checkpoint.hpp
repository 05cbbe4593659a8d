// Checkpoints: a file that records each finished task of a count, so that a
// run killed at any moment resumes where it stopped. The format is text, one
// line per record with a CRC-32 each, and is described in
// docs/checkpoint-format.md.
//
//   nqueens::Checkpoint checkpoint("n17.ckpt");   // reads it if it exists
//   nqueens::count(17, {.observer = &checkpoint});  // restores, then appends
#pragma once

#include "nqueens/nqueens.hpp"
#include "nqueens/parts.hpp"

#include <chrono>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace nqueens {

/// A checkpoint file that cannot be used: unreadable, damaged, not a
/// checkpoint, or written for another count. The file is left as it was.
class CheckpointError : public Error {
public:
  using Error::Error;
};

/// The first line of a checkpoint: everything the recorded counts depend on.
struct CheckpointHeader {
  /// nqueens::version() of the program that wrote it.
  std::string version;
  int n = 0;
  std::string method;
  int prefix_depth = 0;
  std::uint64_t task_count = 0;
  /// The queens the count keeps fixed, as the command line spells them (one
  /// word of visible ASCII); empty when none.
  std::string fixed_queens;
  /// Which part of the count the file keeps (a part file, parts.hpp); empty
  /// for a checkpoint of the whole count.
  std::optional<CountPart> part;
  friend bool operator==(const CheckpointHeader&, const CheckpointHeader&) = default;
};

struct CheckpointRecord {
  std::uint64_t task = 0;
  TaskCounts counts;
  friend bool operator==(const CheckpointRecord&, const CheckpointRecord&) = default;
};

/// A checkpoint's contents once read and checked.
struct CheckpointContents {
  CheckpointHeader header;
  /// Finished tasks, sorted by task, each task once, every task < task_count.
  std::vector<CheckpointRecord> records;
  /// Bytes from the start up to the end of the last good record: what a
  /// resumed run keeps before appending.
  std::size_t valid_size = 0;
  /// True when a last record cut short or failing its checksum (a write
  /// interrupted by a crash) was dropped.
  bool torn_tail_dropped = false;
};

/// The fixed queens as people type them and a checkpoint's header pins them
/// (CheckpointHeader::fixed_queens, Checkpoint's constructor): "1:1,5:2",
/// 1-based, sorted so that the order they were given in does not matter.
std::string fixed_queens_text(std::vector<Square> queens);

/// The header line, its newline included.
std::string format_checkpoint_header(const CheckpointHeader& header);
/// One record line, its newline included; at most max_checkpoint_record_size bytes.
std::string format_checkpoint_record(const CheckpointRecord& record);

/// The longest record line: task id, five 128-bit counts, checksum.
inline constexpr std::size_t max_checkpoint_record_size = 20 + 5 * 40 + 9 + 1;
/// The longest header line accepted.
inline constexpr std::size_t max_checkpoint_header_size = 1024;

/// Reads the header line at the start of `bytes`, which must hold at least
/// the whole line. Returns it and its length. Throws CheckpointError when
/// the line is missing, malformed or fails its checksum. Run time: linear in
/// the header's length.
std::pair<CheckpointHeader, std::size_t> parse_checkpoint_header(std::string_view bytes);

/// Parses a whole checkpoint held in memory. A last record that is cut short
/// or fails its checksum is dropped (see torn_tail_dropped); any other damage,
/// a task recorded twice, a task id >= task_count or, in a part file, a task
/// of another part throws CheckpointError naming the line. Run time and memory: linear in the size of `bytes`.
CheckpointContents parse_checkpoint(std::string_view bytes);

/// Reads and checks the checkpoint file at `path`: a regular file, no larger
/// than its header's task count (its part's, for a part file) allows, parsed by parse_checkpoint. Throws
/// CheckpointError with a one-line message naming the file otherwise. Only
/// reads: the file is never changed.
CheckpointContents read_checkpoint(const std::filesystem::path& path);

/// A task observer that keeps a count's finished tasks in a checkpoint file
/// and restores them when the same count runs again.
///
/// Constructing reads the file if it exists (errors as read_checkpoint);
/// `fixed_queens` names the queens the count keeps fixed, which its plan does
/// not show (empty when none; no spaces), and `part` the part of the count it
/// keeps (count_part), empty for the whole count.
/// begin() then checks that the file was written for this very plan and
/// program version, or creates it: header written to `<path>.partial`, synced
/// and renamed, so that the file never exists without its header. finished()
/// appends one record with a single write(), so a killed process (even
/// kill -9) loses only the tasks that were running; a flusher thread syncs
/// the file to disk at most `sync_interval` after each record, which bounds
/// what a power cut loses. Memory: one record per restored task.
class Checkpoint : public TaskObserver {
public:
  explicit Checkpoint(std::filesystem::path path, std::string fixed_queens = {},
                      std::optional<CountPart> part = std::nullopt,
                      std::chrono::milliseconds sync_interval = std::chrono::seconds(1));
  /// Syncs and closes the file (see close()).
  ~Checkpoint() override;
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  /// The header of the file found at construction, if there was one.
  const std::optional<CheckpointHeader>& existing_header() const { return existing_header_; }
  /// Tasks the file held when the count began.
  std::uint64_t restored_count() const { return records_.size(); }
  /// Tasks in the file now: restored ones and those finished since.
  std::uint64_t saved_count() const { return records_.size() + appended_; }
  /// The tasks the file is to hold, known once begin() has run: the count's,
  /// or its part's.
  std::uint64_t task_count() const { return task_count_; }
  /// The part of the count the file keeps; empty for the whole count.
  const std::optional<CountPart>& part() const { return part_; }
  const std::filesystem::path& path() const { return path_; }

  /// Throws CheckpointError when the file does not match `plan`; truncates a
  /// dropped torn record, or creates the file.
  void begin(const TaskPlan& plan) override;
  std::optional<TaskCounts> restored(std::uint64_t task) override;
  /// Throws CheckpointError when the record cannot be written (disk full).
  void finished(std::uint64_t task, const TaskCounts& counts) override;
  /// Records counts, not progress: no work estimates needed.
  bool reads_task_work() const override { return false; }

  /// Stops the flusher, syncs the file to disk and closes it; later
  /// finished() calls are errors. Idempotent. Throws CheckpointError when the
  /// sync fails.
  void close();

private:
  void create_file(const TaskPlan& plan);
  void open_for_append(std::size_t valid_size);
  void flush_periodically(std::stop_token stop);

  std::filesystem::path path_;
  std::string fixed_queens_;
  std::optional<CountPart> part_;
  std::chrono::milliseconds sync_interval_;
  std::optional<CheckpointHeader> existing_header_;
  std::vector<CheckpointRecord> records_;
  std::size_t existing_valid_size_ = 0;
  std::uint64_t task_count_ = 0;

  int fd_ = -1;
  std::mutex mutex_;
  std::condition_variable_any written_;
  bool unsynced_ = false;
  std::atomic<std::uint64_t> appended_{0};
  std::jthread flusher_;
};

/// Part files that cannot be merged into a count: a part missing, there
/// twice, unfinished, or from another count.
class PartsError : public CheckpointError {
public:
  using CheckpointError::CheckpointError;
};

/// The count that the part files at `paths` (written by count_part through a
/// Checkpoint, one per part, in any order) add up to, as count() would
/// report it: every part 1..M of one count, each read by read_checkpoint and
/// holding all of its tasks. The split is prepared again here, on
/// `options.threads` threads (options.method and prefix_depth are taken from
/// the files), for its base counts and the method's final step, and must
/// match the files'. threads, seconds and peak memory are the merge's own.
/// Throws CheckpointError for a file that cannot be read or is damaged
/// (a torn last record included), and PartsError, one line naming the files,
/// for a whole checkpoint, a part from another count (version, n, method,
/// split, fixed queens or number of parts), a part given twice, missing or
/// unfinished, or records that no count writes. Run time and memory: the
/// files' reading and the split's preparation (halves builds its table).
CountResult merge_part_files(std::span<const std::filesystem::path> paths, const CountOptions& options = {});

} // namespace nqueens
