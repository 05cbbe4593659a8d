// The bad-checkpoint table: every file nqueens cannot trust or use gets one
// line on stderr, exit status 1, and leaves the directory exactly as it was.
#include "command_runner.hpp"
#include "scratch_directory.hpp"

#include <nqueens/checkpoint.hpp>

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <functional>
#include <map>

namespace nqueens::test {
namespace {

namespace fs = std::filesystem;

/// What a test can see of a directory: each entry's type, size, time and,
/// for small files, contents.
std::map<std::string, std::string> snapshot(const fs::path& dir) {
  std::map<std::string, std::string> entries;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    const fs::file_status status = entry.symlink_status();
    std::string state = std::to_string(static_cast<int>(status.type())) + " " +
                        std::to_string(static_cast<int>(status.permissions()));
    if (status.type() == fs::file_type::regular) {
      state += " " + std::to_string(entry.file_size()) + " " +
               std::to_string(entry.last_write_time().time_since_epoch().count());
      if (entry.file_size() < (1u << 20)) state += " " + read_whole_file(entry.path());
    }
    entries[entry.path().filename().string()] = state;
  }
  return entries;
}

/// A genuine checkpoint of nqueens 9 --method mirror --depth 2 (31 tasks),
/// all finished.
std::string genuine_checkpoint(const fs::path& dir) {
  const fs::path path = dir / "genuine";
  {
    Checkpoint checkpoint(path);
    count(9, {.threads = 1, .prefix_depth = 2, .method = Method::mirror, .observer = &checkpoint});
  }
  std::string bytes = read_whole_file(path);
  fs::remove(path);
  return bytes;
}

std::string with_header(CheckpointHeader header, const std::function<void(CheckpointHeader&)>& change) {
  change(header);
  return format_checkpoint_header(header);
}

/// CRC-32 as docs/checkpoint-format.md defines it (zlib's), bit by bit: an
/// implementation independent of the engine's table-driven one.
std::string crc32_hex(std::string_view bytes) {
  std::uint32_t crc = 0xFFFFFFFFu;
  for (const char byte : bytes) {
    crc ^= static_cast<unsigned char>(byte);
    for (int bit = 0; bit < 8; ++bit) crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
  }
  char hex[9];
  std::snprintf(hex, sizeof hex, "%08x", ~crc);
  return hex;
}

TEST(CheckpointFormatDocument, ChecksumIsZlibCrc32OfTheLine) {
  EXPECT_EQ(crc32_hex("123456789"), "cbf43926"); // the standard check value
  const std::string line = format_checkpoint_record({7, TaskCounts{.solutions = 40, .nodes = 1234}});
  EXPECT_EQ(line, "7 40 0 0 0 1234 " + crc32_hex("7 40 0 0 0 1234") + "\n");
}

const CheckpointHeader n9{std::string(version()), 9, "mirror", 2, 31, "", std::nullopt};

std::string record(std::uint64_t task) { return format_checkpoint_record({task, TaskCounts{.solutions = 2, .nodes = 9}}); }

void write_file(const fs::path& path, const std::string& bytes) { std::ofstream(path, std::ios::binary) << bytes; }

struct BadFile {
  std::string name;
  /// Makes the file at `path` (in an empty directory), given a genuine one.
  std::function<void(const fs::path& path, const std::string& genuine)> make;
  /// What follows "nqueens: checkpoint file '<path>': ".
  std::string message;
  std::vector<std::string> extra_args = {};
};

void PrintTo(const BadFile& bad, std::ostream* out) { *out << bad.name; }

const std::vector<BadFile> bad_files{
    {"empty", [](auto& p, auto&) { write_file(p, ""); }, "empty file, not an nqueens checkpoint"},
    {"not_a_checkpoint", [](auto& p, auto&) { write_file(p, "my thesis, chapter 1\n"); }, "not an nqueens checkpoint"},
    {"truncated_header", [](auto& p, auto& g) { write_file(p, g.substr(0, 40)); }, "header is cut short"},
    {"flipped_header_byte",
     [](auto& p, auto& g) {
       std::string bytes = g;
       bytes[30] ^= 0x04;
       write_file(p, bytes);
     },
     "header fails its checksum (the file is damaged)"},
    {"flipped_record_byte",
     [](auto& p, auto& g) {
       std::string bytes = g;
       bytes[g.find('\n') + 3] ^= 0x01; // in line 2, with 30 records after it
       write_file(p, bytes);
     },
     "line 2 is damaged (bad checksum or format)"},
    {"garbage_line_in_the_middle", [](auto& p, auto&) { write_file(p, format_checkpoint_header(n9) + "x\n" + record(1)); },
     "line 2 is damaged (bad checksum or format)"},
    {"wrong_board_size", [](auto& p, auto&) { write_file(p, with_header(n9, [](auto& h) { h.n = 8; })); },
     "is for board size 8, not 9"},
    {"wrong_method", [](auto& p, auto&) { write_file(p, with_header(n9, [](auto& h) { h.method = "symmetry"; })); },
     "is for method symmetry, not mirror (resume it with --method symmetry)"},
    {"another_version", [](auto& p, auto&) { write_file(p, with_header(n9, [](auto& h) { h.version = "0.0.1"; })); },
     "was written by nqueens 0.0.1, not by this nqueens " + std::string(version())},
    {"another_format",
     [](auto& p, auto&) {
       std::string body = format_checkpoint_header(n9);
       body = body.substr(0, body.rfind(' '));
       body[19] = '2'; // "nqueens-checkpoint 2 ..."
       write_file(p, body + " crc32=" + crc32_hex(body) + "\n");
     },
     "format 2 is not the format 1 this nqueens reads"},
    {"fixed_queens",
     [](auto& p, auto&) { write_file(p, with_header(n9, [](auto& h) { h.fixed_queens = "1:5"; })); },
     "is for fixed queens '1:5', not none"},
    {"other_split", [](auto& p, auto& g) { write_file(p, g); },
     "splits the count at prefix depth 2 (31 tasks), this run at prefix depth 3 (129 tasks)",
     {"--depth", "3"}},
    {"task_out_of_range", [](auto& p, auto&) { write_file(p, format_checkpoint_header(n9) + record(31) + record(0)); },
     "line 2 records task 31, but the count has only 31 tasks"},
    {"task_twice",
     [](auto& p, auto&) { write_file(p, format_checkpoint_header(n9) + record(4) + record(5) + record(4) + record(6)); },
     "task 4 is recorded twice (lines 2 and 4)"},
    {"huge_file",
     [](auto& p, auto&) {
       write_file(p, format_checkpoint_header(n9));
       fs::resize_file(p, std::uintmax_t{1} << 40); // sparse: no disk used
     },
     "is too large to be a checkpoint of 31 tasks (1099511627776 bytes, at most " +
         std::to_string(format_checkpoint_header(n9).size() + 31 * max_checkpoint_record_size) + ")"},
    {"directory", [](auto& p, auto&) { fs::create_directory(p); }, "is a directory"},
    {"fifo", [](auto& p, auto&) { ::mkfifo(p.c_str(), 0644); }, "is not a regular file"},
    {"dangling_symlink", [](auto& p, auto&) { fs::create_symlink("nowhere", p); },
     "is a symbolic link to 'nowhere', which does not exist"},
};

class CheckpointBadFile : public ::testing::TestWithParam<BadFile> {};

TEST_P(CheckpointBadFile, OneLineErrorNothingChanged) {
  const BadFile& bad = GetParam();
  const ScratchDirectory dir;
  const std::string genuine = genuine_checkpoint(dir.path());
  const fs::path path = dir / "run.ckpt";
  bad.make(path, genuine);
  const auto before = snapshot(dir.path());

  std::vector<std::string> args{"9", "--threads", "1", "--method", "mirror", "--checkpoint", path.string()};
  args.insert(args.end(), bad.extra_args.begin(), bad.extra_args.end());
  const CommandOutput run = run_nqueens(args, "", 20);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "nqueens: checkpoint file '" + path.string() + "': " + bad.message + "\n");
  EXPECT_EQ(snapshot(dir.path()), before);
}

INSTANTIATE_TEST_SUITE_P(Table, CheckpointBadFile, ::testing::ValuesIn(bad_files),
                         [](const auto& info) { return info.param.name; });

TEST(CheckpointBadFile, AnotherMethodsFileIsRefusedAsSuchNotForItsDepth) {
  // A symmetry count's file resumed by halves, whose depth is fixed: the
  // file's depth is not taken for the run, so the refusal names the method.
  const ScratchDirectory dir;
  const fs::path path = dir / "run.ckpt";
  write_file(path, with_header(n9, [](auto& h) { h.method = "symmetry"; }));
  const CommandOutput run =
      run_nqueens({"9", "--threads", "1", "--method", "halves", "--checkpoint", path.string()}, "", 20);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "nqueens: checkpoint file '" + path.string() +
                         "': is for method symmetry, not halves (resume it with --method symmetry)\n");
}

TEST(CheckpointBadFile, AMissingDirectoryCreatesNothing) {
  const ScratchDirectory dir;
  const fs::path path = dir / "missing" / "run.ckpt";
  const CommandOutput run = run_nqueens({"9", "--checkpoint", path.string()}, "", 20);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "nqueens: checkpoint file '" + path.string() + "': cannot create '" + path.string() +
                         ".partial': No such file or directory\n");
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

TEST(CheckpointBadFile, AnUnreadableFileIsRefused) {
  if (::geteuid() == 0) GTEST_SKIP() << "root reads every file";
  const ScratchDirectory dir;
  const fs::path path = dir / "unreadable";
  write_file(path, format_checkpoint_header(n9));
  fs::permissions(path, fs::perms::none);
  const CommandOutput run = run_nqueens({"9", "--checkpoint", path.string()}, "", 20);
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.err, "nqueens: checkpoint file '" + path.string() + "': cannot open: Permission denied\n");
}

} // namespace
} // namespace nqueens::test
