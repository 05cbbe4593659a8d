#include "replaced_file.hpp"

#include "argument_parsing.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <system_error>

namespace nqueens::cli {

ReplacedFile::ReplacedFile(std::filesystem::path path)
    : path_(std::move(path)), temporary_(path_.string() + ".tmp-" + std::to_string(::getpid())) {
  out_.open(temporary_, std::ios::binary | std::ios::trunc);
  if (!out_) throw RunError("cannot write '" + path_.string() + "': " + std::strerror(errno));
}

ReplacedFile::~ReplacedFile() {
  if (committed_) return;
  out_.close();
  std::error_code ignored;
  std::filesystem::remove(temporary_, ignored);
}

void ReplacedFile::commit() {
  out_.flush();
  out_.close();
  if (!out_) throw RunError("cannot write '" + path_.string() + "': write failed");
  std::error_code error;
  std::filesystem::rename(temporary_, path_, error);
  if (error) throw RunError("cannot write '" + path_.string() + "': " + error.message());
  committed_ = true;
}

} // namespace nqueens::cli
