#include "output_file.hpp"

#include "argument_parsing.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>

namespace nqueens::cli {
namespace {

[[noreturn]] void fail(const std::filesystem::path& path, const std::string& why) {
  throw RunError("cannot write '" + path.string() + "': " + why);
}

[[noreturn]] void fail_errno(const std::filesystem::path& path) { fail(path, std::strerror(errno)); }

/// Writes all of `contents` to the open `fd` (with fsync() when `sync`) and
/// closes it; returns 0, or the errno of the first step that failed.
int write_and_close(int fd, std::string_view contents, bool sync) {
  int error = 0;
  while (!contents.empty() && error == 0) {
    const ssize_t put = ::write(fd, contents.data(), contents.size());
    if (put >= 0)
      contents.remove_prefix(static_cast<std::size_t>(put));
    else if (errno != EINTR)
      error = errno;
  }
  if (error == 0 && sync && ::fsync(fd) != 0) error = errno;
  if (::close(fd) != 0 && error == 0) error = errno;
  return error;
}

} // namespace

OutputFile::OutputFile(std::filesystem::path path) : path_(std::move(path)), target_(path_) {
  struct stat info {};
  if (::stat(path_.c_str(), &info) == 0) {
    if (S_ISDIR(info.st_mode)) fail(path_, "it is a directory");
    std::error_code error;
    const std::filesystem::path resolved = std::filesystem::canonical(path_, error);
    // /dev/stdout and the like resolve into /proc: write through what the
    // descriptor is, never rename over it.
    replace_ = S_ISREG(info.st_mode) && !error && !resolved.string().starts_with("/proc/");
    if (replace_) target_ = resolved;
    if (::access(path_.c_str(), W_OK) != 0) fail_errno(path_);
  } else if (errno == ENOENT) {
    struct stat link {};
    if (::lstat(path_.c_str(), &link) == 0) fail(path_, "it is a symbolic link to a file that does not exist");
  } else {
    fail_errno(path_);
  }
  if (replace_) {
    const std::filesystem::path folder = target_.has_parent_path() ? target_.parent_path() : ".";
    if (::access(folder.c_str(), W_OK | X_OK) != 0) fail_errno(path_);
  }
}

void OutputFile::write(std::string_view contents) const {
  if (!replace_) {
    const int fd = ::open(path_.c_str(), O_WRONLY | O_TRUNC | O_CLOEXEC);
    if (fd < 0) fail_errno(path_);
    if (const int error = write_and_close(fd, contents, /*sync=*/false)) fail(path_, std::strerror(error));
    return;
  }
  const std::filesystem::path temporary = target_.string() + ".tmp-" + std::to_string(::getpid());
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) fail_errno(path_);
  int error = write_and_close(fd, contents, /*sync=*/true);
  if (error == 0 && ::rename(temporary.c_str(), target_.c_str()) != 0) error = errno;
  if (error != 0) {
    ::unlink(temporary.c_str());
    fail(path_, std::strerror(error));
  }
}

} // namespace nqueens::cli
