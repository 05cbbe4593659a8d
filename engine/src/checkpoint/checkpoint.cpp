// Checkpoint files on disk: reading one without changing it, creating one
// atomically, appending records crash-safely, and syncing them in the
// background at a bounded interval.
#include "nqueens/checkpoint.hpp"
#include "checkpoint/record_checks.hpp"
#include "nqueens/file_writes.hpp"
#include "nqueens/published.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <limits>

namespace nqueens {
namespace {

std::string quoted(const std::filesystem::path& path) {
  // Appended rather than "'" + path + "'", which trips g++ 12's -Wrestrict (bug 105329).
  std::string text = "'";
  text += path.string();
  text += '\'';
  return text;
}

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& what) {
  throw CheckpointError("checkpoint file " + quoted(path) + ": " + what);
}

[[noreturn]] void fail_errno(const std::filesystem::path& path, const std::string& doing) {
  fail(path, doing + ": " + std::strerror(errno));
}

/// Closes a descriptor when the scope ends, whatever the way out.
struct FileDescriptor {
  int fd;
  ~FileDescriptor() {
    if (fd >= 0) ::close(fd);
  }
};

/// Reads up to `size` bytes from the current position; fewer only at the end.
std::string read_bytes(int fd, std::size_t size, const std::filesystem::path& path) {
  std::string bytes(size, '\0');
  std::size_t done = 0;
  while (done < size) {
    const ssize_t got = ::read(fd, bytes.data() + done, size - done);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) fail_errno(path, "cannot read");
    if (got == 0) break;
    done += static_cast<std::size_t>(got);
  }
  bytes.resize(done);
  return bytes;
}

void write_all(int fd, std::string_view bytes, const std::filesystem::path& path) {
  if (const int error = write_fully(fd, bytes)) {
    errno = error;
    fail_errno(path, "cannot write");
  }
}

/// Makes a rename in `directory` survive a power cut.
void sync_directory(const std::filesystem::path& directory) {
  const FileDescriptor dir{::open(directory.empty() ? "." : directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC)};
  if (dir.fd >= 0) ::fsync(dir.fd);
}

std::string describe_split(int depth, std::uint64_t tasks) {
  return "prefix depth " + std::to_string(depth) + " (" + std::to_string(tasks) + " tasks)";
}

std::string describe_fixed(const std::string& fixed) { return fixed.empty() ? "none" : "'" + fixed + "'"; }

std::string describe_part(const std::optional<CountPart>& part) {
  return part ? part_text(*part) : "a checkpoint of the whole count";
}

} // namespace

namespace detail {

void check_records_possible(const std::filesystem::path& path, const TaskPlan& plan,
                            const std::vector<CheckpointRecord>& records) {
  const MethodDescription& method = describe(parse_method(plan.method));
  const std::string altered = ", which method " + std::string(method.name) + " does not count: the file was altered";
  TaskCounts sum;
  for (const CheckpointRecord& record : records) {
    const std::string task = "the record of task " + std::to_string(record.task) + " has ";
    const TaskCounts& counts = record.counts;
    if (!method.counts_symmetry_classes &&
        (counts.unique != 0 || counts.quarter_turn_symmetric != 0 || counts.half_turn_symmetric != 0))
      fail(path, task + "unique or symmetric solutions" + altered);
    if (!method.counts_nodes && counts.nodes != 0) fail(path, task + "nodes" + altered);
    sum += counts;
  }
  const std::optional<PublishedCounts> published = published_counts(plan.n);
  if (published && (sum.solutions > published->total || sum.unique > published->unique ||
                    sum.quarter_turn_symmetric > published->quarter_turn_symmetric ||
                    sum.half_turn_symmetric > published->half_turn_symmetric))
    fail(path, "its records count more solutions than n = " + std::to_string(plan.n) +
                   " has (OEIS A000170 and A002562): the file was altered");
}

} // namespace detail

CheckpointContents read_checkpoint(const std::filesystem::path& path) {
  // O_NONBLOCK: opening a FIFO must not wait for a writer; regular files ignore it.
  const FileDescriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
  if (file.fd < 0) fail_errno(path, "cannot open");
  struct stat info {};
  if (::fstat(file.fd, &info) != 0) fail_errno(path, "cannot read");
  if (S_ISDIR(info.st_mode)) fail(path, "is a directory");
  if (!S_ISREG(info.st_mode)) fail(path, "is not a regular file");

  try {
    // The header bounds the size of the rest, so a huge file is refused
    // before it is read.
    const std::size_t size = static_cast<std::size_t>(info.st_size);
    const auto [header, header_size] =
        parse_checkpoint_header(read_bytes(file.fd, std::min(size, max_checkpoint_header_size), path));
    const std::uint64_t most_records =
        (std::numeric_limits<std::size_t>::max() - header_size) / max_checkpoint_record_size;
    const std::uint64_t tasks = header.part ? part_task_count(header.task_count, *header.part) : header.task_count;
    const std::size_t largest =
        header_size + static_cast<std::size_t>(std::min(tasks, most_records)) * max_checkpoint_record_size;
    if (size > largest)
      throw CheckpointError("is too large to be a checkpoint of " + std::to_string(tasks) + " tasks (" +
                            std::to_string(size) + " bytes, at most " + std::to_string(largest) + ")");
    if (::lseek(file.fd, 0, SEEK_SET) != 0) fail_errno(path, "cannot read");
    return parse_checkpoint(read_bytes(file.fd, size, path));
  } catch (const CheckpointError& error) {
    if (std::string_view(error.what()).starts_with("checkpoint file ")) throw;
    fail(path, error.what());
  }
}

Checkpoint::Checkpoint(std::filesystem::path path, std::string fixed_queens, std::optional<CountPart> part,
                       std::chrono::milliseconds sync_interval)
    : path_(std::move(path)), fixed_queens_(std::move(fixed_queens)), part_(part), sync_interval_(sync_interval) {
  if (part_) check_part(*part_);
  std::error_code error;
  const std::filesystem::file_status status = std::filesystem::symlink_status(path_, error);
  if (status.type() == std::filesystem::file_type::not_found) return; // created by begin()
  if (status.type() == std::filesystem::file_type::symlink && !std::filesystem::exists(path_, error))
    fail(path_, "is a symbolic link to " + quoted(std::filesystem::read_symlink(path_, error)) +
                    ", which does not exist");
  CheckpointContents contents = read_checkpoint(path_);
  existing_header_ = std::move(contents.header);
  records_ = std::move(contents.records);
  existing_valid_size_ = contents.valid_size;
}

Checkpoint::~Checkpoint() {
  try {
    close();
  } catch (const CheckpointError&) {
    // A destructor cannot report; close() explicitly to see sync errors.
  }
}

void Checkpoint::begin(const TaskPlan& plan) {
  task_count_ = part_ ? part_task_count(plan.task_count, *part_) : plan.task_count;
  if (!existing_header_) {
    create_file(plan);
  } else {
    const CheckpointHeader& file = *existing_header_;
    if (file.version != version())
      fail(path_, "was written by nqueens " + file.version + ", not by this nqueens " + std::string(version()));
    if (file.n != plan.n)
      fail(path_, "is for board size " + std::to_string(file.n) + ", not " + std::to_string(plan.n));
    if (file.method != plan.method)
      fail(path_, "is for method " + file.method + ", not " + std::string(plan.method) + " (resume it with --method " +
                      file.method + ")");
    if (file.fixed_queens != fixed_queens_)
      fail(path_, "is for fixed queens " + describe_fixed(file.fixed_queens) + ", not " +
                      describe_fixed(fixed_queens_));
    if (file.prefix_depth != plan.prefix_depth || file.task_count != plan.task_count)
      fail(path_, "splits the count at " + describe_split(file.prefix_depth, file.task_count) + ", this run at " +
                      describe_split(plan.prefix_depth, plan.task_count));
    if (file.part != part_) fail(path_, "is " + describe_part(file.part) + ", not " + describe_part(part_));
    detail::check_records_possible(path_, plan, records_);
    open_for_append(existing_valid_size_);
  }
  flusher_ = std::jthread([this](std::stop_token stop) { flush_periodically(stop); });
}

void Checkpoint::create_file(const TaskPlan& plan) {
  const CheckpointHeader header{std::string(version()), plan.n,           std::string(plan.method),
                                plan.prefix_depth,      plan.task_count, fixed_queens_,
                                part_};
  std::filesystem::path partial = path_;
  partial += ".partial";
  const FileDescriptor file{::open(partial.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644)};
  if (file.fd < 0) fail_errno(path_, "cannot create " + quoted(partial));
  try {
    write_all(file.fd, format_checkpoint_header(header), partial);
    if (::fsync(file.fd) != 0) fail_errno(partial, "cannot sync");
    if (::rename(partial.c_str(), path_.c_str()) != 0) fail_errno(path_, "cannot create");
  } catch (const CheckpointError&) {
    // Nothing half-written stays behind (a full disk, a file size limit).
    std::error_code ignored;
    std::filesystem::remove(partial, ignored);
    throw;
  }
  sync_directory(path_.parent_path());
  open_for_append(std::string::npos);
}

void Checkpoint::open_for_append(std::size_t valid_size) {
  fd_ = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd_ < 0) fail_errno(path_, "cannot open for writing");
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd_);
    fd_ = -1;
    fail(path_, "is in use by another nqueens process");
  }
  // A torn last record is cut off, so that new records follow good ones.
  struct stat info {};
  if (valid_size != std::string::npos && ::fstat(fd_, &info) == 0 &&
      static_cast<std::size_t>(info.st_size) != valid_size) {
    if (::ftruncate(fd_, static_cast<off_t>(valid_size)) != 0 || ::fsync(fd_) != 0)
      fail_errno(path_, "cannot drop the torn last record");
  }
}

std::optional<TaskCounts> Checkpoint::restored(std::uint64_t task) {
  const auto found = std::lower_bound(records_.begin(), records_.end(), task,
                                      [](const CheckpointRecord& record, std::uint64_t id) { return record.task < id; });
  if (found == records_.end() || found->task != task) return std::nullopt;
  return found->counts;
}

void Checkpoint::finished(std::uint64_t task, const TaskCounts& counts) {
  const std::string record = format_checkpoint_record({task, counts});
  std::lock_guard lock(mutex_);
  if (fd_ < 0) fail(path_, "is closed");
  // One write() per record: a process killed between two writes leaves whole
  // records, and O_APPEND keeps concurrent processes from interleaving.
  write_all(fd_, record, path_);
  ++appended_;
  unsynced_ = true;
}

void Checkpoint::flush_periodically(std::stop_token stop) {
  std::unique_lock lock(mutex_);
  while (!stop.stop_requested()) {
    written_.wait_for(lock, stop, sync_interval_, [] { return false; });
    if (!unsynced_ || fd_ < 0) continue;
    unsynced_ = false;
    const int fd = fd_;
    lock.unlock(); // workers keep appending while the disk syncs
    ::fdatasync(fd);
    lock.lock();
  }
}

void Checkpoint::close() {
  if (flusher_.joinable()) {
    flusher_.request_stop();
    flusher_.join();
  }
  std::lock_guard lock(mutex_);
  if (fd_ < 0) return;
  const int fd = fd_;
  fd_ = -1;
  const bool synced = ::fdatasync(fd) == 0;
  const int sync_errno = errno;
  ::close(fd);
  if (!synced) {
    errno = sync_errno;
    fail_errno(path_, "cannot sync");
  }
}

} // namespace nqueens
