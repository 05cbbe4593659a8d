// A count in parts: every task dealt to one part, the same split whatever
// each part's threads, part files that add up to the published counts, and a
// merge that refuses every set of files that is not one whole count.
#include "oeis_values.hpp"
#include "scratch_directory.hpp"

#include <nqueens/checkpoint.hpp>
#include <nqueens/parts.hpp>

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

namespace nqueens {
namespace {

namespace fs = std::filesystem;

TEST(PartDeal, EveryTaskIsInExactlyOnePart) {
  for (const std::uint64_t tasks : {0u, 1u, 5u, 17u, 100u})
    for (const std::uint64_t parts : {1u, 2u, 3u, 7u, 200u}) {
      std::uint64_t dealt = 0;
      for (std::uint64_t index = 1; index <= parts; ++index) {
        const CountPart part{index, parts};
        std::uint64_t in = 0;
        for (std::uint64_t task = 0; task < tasks; ++task) in += in_part(task, part) ? 1 : 0;
        EXPECT_EQ(part_task_count(tasks, part), in) << tasks << " tasks, " << part_text(part);
        dealt += in;
      }
      EXPECT_EQ(dealt, tasks) << tasks << " tasks in " << parts << " parts";
    }
}

TEST(PartDeal, PartsOutOfRangeAreRefused) {
  EXPECT_THROW(check_part({0, 3}), Error);
  EXPECT_THROW(check_part({4, 3}), Error);
  EXPECT_THROW(check_part({1, 0}), Error);
  EXPECT_THROW(check_part({1, max_parts + 1}), Error);
  EXPECT_NO_THROW(check_part({max_parts, max_parts}));
}

TEST(PartFileFormat, ThePartRoundTripsAndABadOneIsRefused) {
  const CheckpointHeader part{"0.2.0", 16, "halves", 8, 6484, "", CountPart{3, 16}};
  const std::string line = format_checkpoint_header(part);
  EXPECT_NE(line.find(" fixed=- part=3/16 crc32="), std::string::npos) << line;
  EXPECT_EQ(parse_checkpoint_header(line).first, part);
  // The formatter writes the fixed queens as given: a header with a good
  // checksum and any part field, forged.
  const auto forged = [](const std::string& field) {
    return format_checkpoint_header({"0.2.0", 16, "halves", 8, 6484, "- part=" + field, std::nullopt});
  };
  EXPECT_EQ(parse_checkpoint_header(forged("3/16")).first, part);
  for (const std::string bad : {"0/3", "4/3", "1/0", "1/4097", "x", "1/", "/3", "01/3", "1/3/3"})
    EXPECT_THROW(parse_checkpoint_header(forged(bad)), CheckpointError) << bad;
}

TEST(PartSplit, DependsOnTheNumberOfPartsNotOnTheThreads) {
  for (const Method method : {Method::symmetry, Method::mirror, Method::halves}) {
    const TaskPlan one = prepare_part_split(13, {.threads = 1, .method = method}, 3).plan();
    const TaskPlan two = prepare_part_split(13, {.threads = 2, .method = method}, 3).plan();
    EXPECT_EQ(one.prefix_depth, two.prefix_depth) << method_name(method);
    EXPECT_EQ(one.task_count, two.task_count) << method_name(method);
    // Enough tasks for every part's part_split_threads threads to balance.
    if (method != Method::halves) {
      EXPECT_GE(one.task_count, 3u * part_split_threads * 64u) << method_name(method);
    }
  }
}

/// Counts every part of (n, method) in `parts` parts into files in `dir`,
/// alternating one and two threads; returns the files.
std::vector<fs::path> count_parts(const test::ScratchDirectory& dir, int n, Method method, std::uint64_t parts) {
  std::vector<fs::path> files;
  for (std::uint64_t index = 1; index <= parts; ++index) {
    const CountPart part{index, parts};
    files.push_back(dir / (std::to_string(n) + "-" + std::string(method_name(method)) + "-" + std::to_string(index) +
                           "-of-" + std::to_string(parts)));
    Checkpoint file(files.back(), "", part);
    const PartResult result =
        count_part(n, {.threads = static_cast<int>(index % 2) + 1, .method = method, .observer = &file}, part);
    EXPECT_EQ(result.part_tasks, part_task_count(result.task_count, part));
    EXPECT_EQ(file.saved_count(), result.part_tasks);
  }
  return files;
}

TEST(Parts, AddUpToThePublishedCounts) {
  const test::ScratchDirectory dir;
  struct Case {
    int n;
    Method method;
    std::uint64_t parts;
  };
  // Halves at n = 8 has fewer tasks than 40 parts: some parts are empty.
  for (const Case c : {Case{8, Method::halves, 40}, Case{10, Method::symmetry, 3}, Case{12, Method::mirror, 4},
                       Case{13, Method::halves, 2}, Case{13, Method::symmetry, 5}, Case{11, Method::bitmask, 1}}) {
    SCOPED_TRACE("n = " + std::to_string(c.n) + ", " + std::string(method_name(c.method)) + ", " +
                 std::to_string(c.parts) + " parts");
    const std::vector<fs::path> files = count_parts(dir, c.n, c.method, c.parts);
    const CountResult merged = merge_part_files(files, {.threads = 2});
    EXPECT_EQ(merged.solutions, test::total_solutions[c.n]);
    if (describe(c.method).counts_symmetry_classes) {
      EXPECT_EQ(merged.unique, test::unique_solutions[c.n]);
      EXPECT_EQ(merged.half_turn_symmetric, test::half_turn_symmetric[c.n]);
    }
    // The nodes of the split, counted once, and of every task.
    const CountResult whole = count(c.n, {.threads = 1, .prefix_depth = merged.prefix_depth, .method = c.method});
    EXPECT_EQ(merged.nodes, whole.nodes);
    for (const fs::path& file : files) fs::remove(file);
  }
}

/// Stops the part's count once its file holds `after` tasks.
struct StopAfter : TaskObserver {
  StopAfter(Checkpoint& file, std::uint64_t after) : file(file), after(after) {}
  void begin(const TaskPlan& plan) override { file.begin(plan); }
  std::optional<TaskCounts> restored(std::uint64_t task) override { return file.restored(task); }
  void finished(std::uint64_t task, const TaskCounts& counts) override { file.finished(task, counts); }
  bool stop_requested() override { return file.saved_count() >= after; }
  bool reads_task_work() const override { return false; }

  Checkpoint& file;
  std::uint64_t after;
};

TEST(Parts, AProgressReportWeighsThePartsTasksAlone) {
  // A part's plan weighs its own tasks by their work estimates (symmetry),
  // or one each (halves: none), and every other part's task nothing.
  for (const Method method : {Method::symmetry, Method::halves}) {
    struct PlanReader : TaskObserver {
      void begin(const TaskPlan& plan) override { work.assign(plan.task_work.begin(), plan.task_work.end()); }
      std::vector<double> work;
    } reader;
    const CountPart part{2, 5};
    count_part(14, {.threads = 2, .method = method, .observer = &reader}, part);
    ASSERT_FALSE(reader.work.empty()) << method_name(method);
    double part_work = 0;
    for (std::uint64_t task = 0; task < reader.work.size(); ++task) {
      if (!in_part(task, part)) {
        EXPECT_EQ(reader.work[task], 0.0) << method_name(method) << ", task " << task;
        continue;
      }
      if (method == Method::halves) {
        EXPECT_EQ(reader.work[task], 1.0) << "task " << task;
      }
      part_work += reader.work[task];
    }
    EXPECT_GT(part_work, 0.0) << method_name(method);
  }
}

TEST(Parts, AnInterruptedPartResumesFromItsFile) {
  const test::ScratchDirectory dir;
  std::vector<fs::path> files = count_parts(dir, 12, Method::symmetry, 2);
  const CountPart second{2, 2};
  fs::remove(files[1]);
  {
    Checkpoint file(files[1], "", second);
    StopAfter stopper(file, 20);
    EXPECT_THROW(count_part(12, {.threads = 2, .method = Method::symmetry, .observer = &stopper}, second), Cancelled);
  }
  EXPECT_THROW(merge_part_files(files), PartsError) << "an unfinished part";
  Checkpoint file(files[1], "", second);
  const std::uint64_t restored = file.restored_count();
  EXPECT_GE(restored, 20u);
  count_part(12, {.threads = 1, .method = Method::symmetry, .observer = &file}, second);
  file.close();
  EXPECT_EQ(file.saved_count(), read_checkpoint(files[1]).records.size());
  EXPECT_EQ(merge_part_files(files).solutions, test::total_solutions[12]);
}

TEST(Parts, AFileOfAnotherPartIsRefusedWhenResumed) {
  const test::ScratchDirectory dir;
  const std::vector<fs::path> files = count_parts(dir, 9, Method::mirror, 3);
  Checkpoint file(files[0], "", CountPart{2, 3});
  try {
    count_part(9, {.threads = 1, .method = Method::mirror, .observer = &file}, {2, 3});
    ADD_FAILURE() << "part 1 of 3 taken for part 2";
  } catch (const CheckpointError& error) {
    EXPECT_EQ(error.what(), "checkpoint file '" + files[0].string() + "': is part 1 of 3, not part 2 of 3");
  }
}

/// The message of the PartsError or CheckpointError that merging `files` throws.
std::string refusal(const std::vector<fs::path>& files) {
  try {
    merge_part_files(files);
  } catch (const CheckpointError& error) {
    return error.what();
  }
  return "accepted";
}

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

TEST(Merge, RefusesPartsThatAreNotOneWholeCount) {
  const test::ScratchDirectory dir;
  const std::vector<fs::path> three = count_parts(dir, 9, Method::mirror, 3);
  EXPECT_EQ(refusal({three[0], three[2]}), "part 2 of 3 is missing");
  EXPECT_EQ(refusal({three[1]}), "parts 1, 3 of 3 are missing");
  EXPECT_EQ(refusal({three[0], three[1], three[2], three[1]}),
            quoted(three[1]) + " and " + quoted(three[1]) + " are both part 2 of 3");
  EXPECT_EQ(refusal({}), "no part files to merge");

  const std::vector<fs::path> four = count_parts(dir, 9, Method::mirror, 4);
  EXPECT_TRUE(refusal({three[0], four[1], three[2]}).starts_with(quoted(four[1]) + " is a part of another count"));
  const std::vector<fs::path> other_n = count_parts(dir, 8, Method::mirror, 3);
  EXPECT_TRUE(refusal({three[0], other_n[1], three[2]}).starts_with(quoted(other_n[1]) + " is a part of another count"));

  const fs::path whole = dir / "whole";
  {
    Checkpoint file(whole);
    count(9, {.threads = 1, .method = Method::mirror, .observer = &file});
  }
  EXPECT_EQ(refusal({whole}), quoted(whole) + " is a checkpoint of a whole count, not a part file (nqueens N --part K/M)");
  EXPECT_EQ(merge_part_files(three).solutions, test::total_solutions[9]);
}

std::string contents_of(const fs::path& path) {
  std::ostringstream text;
  text << std::ifstream(path, std::ios::binary).rdbuf();
  return text.str();
}

void write_file(const fs::path& path, const std::string& bytes) { std::ofstream(path, std::ios::binary) << bytes; }

TEST(Merge, RefusesDamagedAndUnfinishedParts) {
  const test::ScratchDirectory dir;
  const std::vector<fs::path> files = count_parts(dir, 10, Method::symmetry, 2);
  const std::string good = contents_of(files[1]);
  const std::size_t second_line = good.find('\n') + 1;

  std::string damaged = good;
  damaged[second_line] ^= 1; // a record's task number, under its CRC
  write_file(files[1], damaged);
  EXPECT_EQ(refusal(files), "checkpoint file " + quoted(files[1]) + ": line 2 is damaged (bad checksum or format)");

  std::string torn = good;
  torn[torn.size() - 2] ^= 1; // the last record's CRC
  write_file(files[1], torn);
  EXPECT_EQ(refusal(files),
            quoted(files[1]) + " (part 2 of 2) ends in a damaged or cut-short record: run that part again to repair it");

  const std::size_t tasks = read_checkpoint(files[1]).records.size() + 1;
  write_file(files[1], good.substr(0, good.rfind('\n', good.size() - 2) + 1));
  EXPECT_EQ(refusal(files), quoted(files[1]) + " (part 2 of 2) holds " + std::to_string(tasks - 1) + " of its " +
                                std::to_string(tasks) + " tasks: run that part to its end");

  write_file(files[1], good);
  EXPECT_EQ(merge_part_files(files).solutions, test::total_solutions[10]);
}

TEST(Merge, RefusesARecordOfAnotherPart) {
  const test::ScratchDirectory dir;
  const std::vector<fs::path> files = count_parts(dir, 9, Method::mirror, 2);
  // Task 1 belongs to part 2; a forged line with a good CRC in part 1.
  std::ofstream(files[0], std::ios::app | std::ios::binary)
      << format_checkpoint_record({1, {.solutions = 1, .nodes = 1}});
  EXPECT_TRUE(refusal(files).ends_with("records task 1, which is not in part 1 of 2")) << refusal(files);
}

} // namespace
} // namespace nqueens
