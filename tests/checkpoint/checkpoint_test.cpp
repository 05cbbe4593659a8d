// Checkpoints: the format round-trips, a torn tail is dropped and nothing
// else damaged is trusted, and a count resumed from a file gives the
// published total whatever the thread count.
#include "oeis_values.hpp"

#include <nqueens/checkpoint.hpp>

#include <gtest/gtest.h>

#include <unistd.h>

#include <fstream>
#include <sstream>

namespace nqueens {
namespace {

const CheckpointHeader header{std::string(version()), 10, "mirror", 2, 38, "", std::nullopt};

CheckpointRecord record(std::uint64_t task, u128 solutions) {
  return {task, TaskCounts{.solutions = solutions, .unique = 3, .quarter_turn_symmetric = 1,
                           .half_turn_symmetric = 2, .nodes = (u128{1} << 100) + task}};
}

std::string file_with(const std::vector<CheckpointRecord>& records) {
  std::string bytes = format_checkpoint_header(header);
  for (const CheckpointRecord& r : records) bytes += format_checkpoint_record(r);
  return bytes;
}

TEST(CheckpointFormat, RoundTripsEveryField) {
  const CheckpointHeader fixed{"9.8.7", 32, "symmetry", 5, 12345678901234ull, "r0c3,r1c5", std::nullopt};
  EXPECT_EQ(parse_checkpoint_header(format_checkpoint_header(fixed)).first, fixed);
  const std::string bytes = file_with({record(7, 40), record(2, ~u128{0}), record(0, 0)});
  const CheckpointContents contents = parse_checkpoint(bytes);
  EXPECT_EQ(contents.header, header);
  ASSERT_EQ(contents.records.size(), 3u);
  EXPECT_EQ(contents.records[0], record(0, 0)) << "sorted by task";
  EXPECT_EQ(contents.records[1], record(2, ~u128{0}));
  EXPECT_EQ(contents.records[2], record(7, 40));
  EXPECT_EQ(contents.valid_size, bytes.size());
  EXPECT_FALSE(contents.torn_tail_dropped);
  EXPECT_LE(format_checkpoint_record(record(~std::uint64_t{0} % 1000, ~u128{0})).size(), max_checkpoint_record_size);
}

TEST(CheckpointFormat, ChecksumsAreThoseOfTheFilesWrittenBefore) {
  // Lines of fuzz/corpus/checkpoint/genuine-n7, written by nqueens 0.1.0 with
  // a CRC-32 of its own: zlib's must give the same bytes.
  EXPECT_EQ(format_checkpoint_header({"0.1.0", 7, "mirror", 2, 17, "", std::nullopt}),
            "nqueens-checkpoint 1 version=0.1.0 n=7 method=mirror depth=2 tasks=17 fixed=- crc32=8b32b704\n");
  EXPECT_EQ(format_checkpoint_record({0, {.solutions = 2, .nodes = 15}}), "0 2 0 0 0 15 d0d49082\n");
  EXPECT_EQ(format_checkpoint_record({1, {.solutions = 2, .nodes = 15}}), "1 2 0 0 0 15 4b71dced\n");
}

TEST(CheckpointFormat, TornLastRecordIsDroppedAtEveryCut) {
  const std::string good = file_with({record(1, 10), record(2, 20)});
  const std::string last = format_checkpoint_record(record(3, 30));
  for (std::size_t cut = 1; cut < last.size(); ++cut) {
    const CheckpointContents contents = parse_checkpoint(good + last.substr(0, cut));
    EXPECT_TRUE(contents.torn_tail_dropped) << cut;
    EXPECT_EQ(contents.records.size(), 2u) << cut;
    EXPECT_EQ(contents.valid_size, good.size()) << cut;
  }
  // Zeros where a power cut left the file longer than the data written.
  EXPECT_TRUE(parse_checkpoint(good + std::string(100, '\0')).torn_tail_dropped);
  // A whole last line with a bad checksum is a torn write too.
  std::string bad_last = last;
  bad_last[2] ^= 1;
  EXPECT_EQ(parse_checkpoint(good + bad_last).records.size(), 2u);
}

TEST(CheckpointFormat, DamageBeforeTheLastRecordIsRefused) {
  const std::string bytes = file_with({record(1, 10), record(2, 20), record(3, 30)});
  const std::size_t last_start = bytes.size() - format_checkpoint_record(record(3, 30)).size();
  // Every single flipped bit in the header or a middle record is caught.
  // (The newline before the last record is left out: losing it makes one torn
  // last line of two records, dropped, which is safe: nothing wrong is used.)
  for (std::size_t at = 0; at + 1 < last_start; ++at)
    for (int bit = 0; bit < 8; ++bit) {
      std::string damaged = bytes;
      damaged[at] = static_cast<char>(damaged[at] ^ (1 << bit));
      EXPECT_THROW(parse_checkpoint(damaged), CheckpointError) << "byte " << at << " bit " << bit;
    }
  std::string merged = bytes;
  merged[last_start - 1] = ' ';
  EXPECT_EQ(parse_checkpoint(merged).records, std::vector<CheckpointRecord>{record(1, 10)});
  EXPECT_THROW(parse_checkpoint(file_with({record(1, 10), record(1, 10), record(2, 1)})), CheckpointError);
  EXPECT_THROW(parse_checkpoint(file_with({record(38, 10), record(2, 1)})), CheckpointError);
}

TEST(CheckpointFormat, HeaderProblemsHaveTheirOwnMessages) {
  auto message = [](std::string_view bytes) {
    try {
      parse_checkpoint(bytes);
    } catch (const CheckpointError& error) {
      return std::string(error.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message(""), "empty file, not an nqueens checkpoint");
  EXPECT_EQ(message("hello\n"), "not an nqueens checkpoint");
  EXPECT_EQ(message("nqueens-che"), "header is cut short");
  const std::string line = format_checkpoint_header(header);
  EXPECT_EQ(message(line.substr(0, 30)), "header is cut short");
  EXPECT_EQ(message("nqueens-checkpoint " + std::string(2000, 'x')), "header line is too long");
  std::string other_format = line;
  other_format[19] = '2';
  EXPECT_EQ(message(other_format), "header fails its checksum (the file is damaged)");
}

std::filesystem::path temporary_file(const std::string& name) {
  const std::filesystem::path path =
      std::filesystem::temp_directory_path() / ("nqueens-checkpoint-test-" + std::to_string(::getpid()) + "-" + name);
  std::filesystem::remove(path);
  return path;
}

std::string contents_of(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// Stops a count after `after` finished tasks, as Ctrl-C would.
class StopAfter : public TaskObserver {
public:
  explicit StopAfter(Checkpoint& checkpoint, std::uint64_t after) : checkpoint(checkpoint), after(after) {}
  void begin(const TaskPlan& plan) override { checkpoint.begin(plan); }
  std::optional<TaskCounts> restored(std::uint64_t task) override { return checkpoint.restored(task); }
  void finished(std::uint64_t task, const TaskCounts& counts) override { checkpoint.finished(task, counts); }
  bool stop_requested() override { return checkpoint.saved_count() >= after; }

  Checkpoint& checkpoint;
  std::uint64_t after;
};

TEST(Checkpoint, StoppedCountsResumeToThePublishedTotal) {
  const std::filesystem::path path = temporary_file("resume");
  const CountResult full = count(13, {.threads = 2, .prefix_depth = 3});
  std::uint64_t saved = 0;
  for (int threads : {2, 1, 2}) {
    Checkpoint checkpoint(path);
    StopAfter stopper(checkpoint, saved + full.tasks / 4);
    EXPECT_THROW(count(13, {.threads = threads, .prefix_depth = 3, .observer = &stopper}), Cancelled);
    EXPECT_EQ(checkpoint.restored_count(), saved);
    EXPECT_GT(checkpoint.saved_count(), saved);
    saved = checkpoint.saved_count();
    checkpoint.close();
    EXPECT_EQ(read_checkpoint(path).records.size(), saved);
  }
  Checkpoint checkpoint(path);
  const CountResult resumed = count(13, {.threads = 2, .prefix_depth = 3, .observer = &checkpoint});
  EXPECT_EQ(checkpoint.restored_count(), saved);
  EXPECT_EQ(resumed.solutions, test::total_solutions[13]);
  EXPECT_EQ(resumed.nodes, full.nodes);
  checkpoint.close();
  EXPECT_EQ(read_checkpoint(path).records.size(), full.tasks);
  std::filesystem::remove(path);
}

TEST(Checkpoint, ResumeCutsOffATornRecordBeforeAppending) {
  const std::filesystem::path path = temporary_file("torn");
  {
    Checkpoint checkpoint(path);
    StopAfter stopper(checkpoint, 5);
    EXPECT_THROW(count(12, {.threads = 1, .prefix_depth = 3, .observer = &stopper}), Cancelled);
  }
  const std::string before = contents_of(path);
  std::ofstream(path, std::ios::app | std::ios::binary) << "17 4 0 0 0 3";
  Checkpoint checkpoint(path);
  EXPECT_EQ(count(12, {.threads = 2, .prefix_depth = 3, .observer = &checkpoint}).solutions,
            test::total_solutions[12]);
  checkpoint.close();
  const std::string after = contents_of(path);
  EXPECT_EQ(after.substr(0, before.size()), before);
  EXPECT_FALSE(read_checkpoint(path).torn_tail_dropped);
  std::filesystem::remove(path);
}

TEST(Checkpoint, AFileForAnotherCountIsRefusedAndLeftAlone) {
  const std::filesystem::path path = temporary_file("mismatch");
  {
    Checkpoint checkpoint(path);
    count(9, {.threads = 1, .prefix_depth = 2, .method = Method::mirror, .observer = &checkpoint});
  }
  const std::string before = contents_of(path);
  auto refused = [&](int n, int depth, const std::string& fixed, const std::string& expected) {
    Checkpoint checkpoint(path, fixed);
    try {
      count(n, {.threads = 1, .prefix_depth = depth, .method = Method::mirror, .observer = &checkpoint});
      ADD_FAILURE() << "accepted n = " << n << " depth " << depth;
    } catch (const CheckpointError& error) {
      EXPECT_EQ(error.what(), "checkpoint file '" + path.string() + "': " + expected);
    }
  };
  refused(10, 2, "", "is for board size 9, not 10");
  refused(9, 3, "", "splits the count at prefix depth 2 (31 tasks), this run at prefix depth 3 (129 tasks)");
  refused(9, 2, "1:2", "is for fixed queens none, not '1:2'");
  EXPECT_EQ(contents_of(path), before);
  std::filesystem::remove(path);
}

TEST(Checkpoint, AHugeFileIsRefusedWithoutReadingIt) {
  const std::filesystem::path path = temporary_file("huge");
  std::ofstream(path, std::ios::binary) << format_checkpoint_header(header);
  std::filesystem::resize_file(path, std::uintmax_t{1} << 40); // sparse: no disk used
  EXPECT_THROW(read_checkpoint(path), CheckpointError);
  std::filesystem::remove(path);
}

} // namespace
} // namespace nqueens
