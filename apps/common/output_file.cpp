#include "output_file.hpp"

#include "argument_parsing.hpp"

#include <nqueens/file_writes.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

namespace nqueens::cli {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& why) {
  throw RunError("cannot write '" + path.string() + "': " + why);
}

[[noreturn]] void fail_errno(const std::filesystem::path& path) { fail(path, std::strerror(errno)); }

/// Writes all of `contents` to the open `fd`, with fsync() when `sync`, and
/// closes it; returns 0, or the errno of the first step that failed.
int write_and_close(int fd, std::string_view contents, bool sync) {
  int error = write_fully(fd, contents);
  if (error == 0 && sync && ::fsync(fd) != 0) error = errno;
  return ::close(fd) != 0 && error == 0 ? errno : error;
}

bool same_file(const struct stat& a, const struct stat& b) { return a.st_dev == b.st_dev && a.st_ino == b.st_ino; }

/// STDOUT_FILENO or STDERR_FILENO when `file` is what that descriptor
/// writes to, else -1.
int standard_stream_of(const struct stat& file) {
  for (const int fd : {STDOUT_FILENO, STDERR_FILENO}) {
    struct stat stream {};
    if (::fstat(fd, &stream) == 0 && same_file(stream, file)) return fd;
  }
  return -1;
}

} // namespace

OutputFile::OutputFile(std::filesystem::path path) : path_(std::move(path)), target_(path_) {
  struct stat info {};
  if (::stat(path_.c_str(), &info) == 0) {
    if (S_ISDIR(info.st_mode)) fail(path_, "it is a directory");
    if (::access(path_.c_str(), W_OK) != 0) fail_errno(path_);
    stream_fd_ = standard_stream_of(info);
    if (stream_fd_ >= 0) {
      way_ = Way::standard_stream;
      return;
    }
    std::error_code error;
    const std::filesystem::path resolved = std::filesystem::canonical(path_, error);
    // What has no name to rename over (a device, a FIFO, an unlinked file
    // behind /proc/self/fd) is written through.
    if (!S_ISREG(info.st_mode) || error) {
      way_ = Way::write_through;
      return;
    }
    target_ = resolved;
    if (info.st_nlink > 1)
      fail(path_, "it has " + std::to_string(info.st_nlink) +
                      " hard links, which replacing it would split (name a file with one link)");
    if (::geteuid() != 0 && info.st_uid != ::geteuid())
      fail(path_, "it belongs to another user, which replacing it would change (name a file of your own)");
  } else if (errno == ENOENT) {
    struct stat link {};
    if (::lstat(path_.c_str(), &link) == 0) fail(path_, "it is a symbolic link to a file that does not exist");
  } else {
    fail_errno(path_);
  }
  const std::filesystem::path folder = target_.has_parent_path() ? target_.parent_path() : ".";
  if (::access(folder.c_str(), W_OK | X_OK) != 0) fail_errno(path_);
}

void OutputFile::write(std::string_view contents) const {
  switch (way_) {
  case Way::standard_stream: {
    // What the command printed before comes first.
    std::fflush(stream_fd_ == STDOUT_FILENO ? stdout : stderr);
    if (const int error = write_fully(stream_fd_, contents)) fail(path_, std::strerror(error));
    return;
  }
  case Way::write_through: {
    const int fd = ::open(path_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) fail_errno(path_);
    if (const int error = write_and_close(fd, contents, /*sync=*/false)) fail(path_, std::strerror(error));
    return;
  }
  case Way::replace: replace(contents); return;
  }
}

void OutputFile::replace(std::string_view contents) const {
  struct stat old {};
  const bool existed = ::stat(target_.c_str(), &old) == 0;
  const std::filesystem::path temporary = target_.string() + ".tmp-" + std::to_string(::getpid());
  // A new file gets the mode the shell's > would give it; an old one's
  // mode, owner and group are copied before the rename.
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0) fail_errno(path_);
  int error = 0;
  if (existed && (::fchmod(fd, old.st_mode & 07777) != 0 || ::fchown(fd, old.st_uid, old.st_gid) != 0)) error = errno;
  const int write_error = write_and_close(fd, error == 0 ? contents : std::string_view(), /*sync=*/error == 0);
  if (error == 0) error = write_error;
  if (error == 0 && ::rename(temporary.c_str(), target_.c_str()) != 0) error = errno;
  if (error != 0) {
    ::unlink(temporary.c_str());
    fail(path_, std::strerror(error));
  }
}

} // namespace nqueens::cli
