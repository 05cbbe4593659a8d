// nqueens --unique by the default halves method: the four counts in text,
// quiet and JSON output, checked twice against the symmetry method, and kept
// in checkpoints like the total.
#include "command_runner.hpp"
#include "oeis_values.hpp"
#include "scratch_directory.hpp"

#include <nqueens/checkpoint.hpp>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>

namespace nqueens::test {
namespace {

/// The four counts as the text output prints them with --unique.
std::string four_counts(int n) {
  return "Solutions: " + std::to_string(total_solutions[n]) + "\nUnique solutions: " +
         std::to_string(unique_solutions[n]) + "\nQuarter-turn symmetric: " +
         std::to_string(quarter_turn_symmetric[n]) + "\nHalf-turn symmetric: " +
         std::to_string(half_turn_symmetric[n]) + "\n";
}

TEST(UniqueCli, HalvesPrintsAllFourCounts) {
  const CommandOutput run = run_nqueens({"12", "--unique", "-m", "halves", "-t", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Method: halves\n")) << run.out;
  EXPECT_TRUE(contains(run.out, four_counts(12))) << run.out;
  EXPECT_FALSE(contains(run.out, "Nodes: ")) << "halves searches no tree: " << run.out;
  // The default from n = 14 on.
  const CommandOutput quiet = run_nqueens({"16", "--unique", "-q", "-t", "2"});
  ASSERT_EQ(quiet.status, 0) << quiet.err;
  EXPECT_EQ(quiet.out, "14772512\n1846955\n64\n3000\n");
}

TEST(UniqueCli, JsonCarriesTheFourCounts) {
  const CommandOutput run = run_nqueens({"14", "--unique", "--json", "-t", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json result = nlohmann::json::parse(run.out);
  EXPECT_EQ(result["method"], "halves");
  EXPECT_EQ(result["total"].get<std::uint64_t>(), total_solutions[14]);
  EXPECT_EQ(result["unique"].get<std::uint64_t>(), unique_solutions[14]);
  EXPECT_EQ(result["quarter_turn_symmetric"].get<std::uint64_t>(), quarter_turn_symmetric[14]);
  EXPECT_EQ(result["half_turn_symmetric"].get<std::uint64_t>(), half_turn_symmetric[14]);
  EXPECT_FALSE(result.contains("nodes"));
}

TEST(UniqueCli, DoubleCheckComparesWithTheSymmetryMethod) {
  const CommandOutput run = run_nqueens({"14", "--unique", "--double-check", "-t", "2"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(contains(run.out, "Method: halves\n")) << run.out;
  EXPECT_TRUE(contains(run.out, four_counts(14))) << run.out;
  EXPECT_TRUE(contains(run.out, "Double-check: agrees (symmetry, prefix depth ")) << run.out;
}

/// Rewrites the checkpoint `file` with `contents`, checksums recomputed.
void rewrite(const std::string& file, const CheckpointContents& contents) {
  std::string text = format_checkpoint_header(contents.header);
  for (const CheckpointRecord& record : contents.records) text += format_checkpoint_record(record);
  std::ofstream(file, std::ios::binary | std::ios::trunc) << text;
}

TEST(UniqueCli, ACheckpointOfTheTotalResumesToAllFourCounts) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n14.ckpt").string();
  ASSERT_EQ(run_nqueens({"14", "-m", "halves", "-t", "2", "--checkpoint", file}).status, 0);
  CheckpointContents contents = read_checkpoint(file);
  ASSERT_EQ(contents.records.size(), contents.header.task_count);
  // Every other task lost, whether it counted the total or a turn.
  std::erase_if(contents.records, [](const CheckpointRecord& record) { return record.task % 2 == 1; });
  rewrite(file, contents);

  const CommandOutput resumed = run_nqueens({"14", "--unique", "-t", "2", "--checkpoint", file});
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(contains(resumed.err, "Resuming from '" + file + "': " + std::to_string(contents.records.size()) +
                                        " of " + std::to_string(contents.header.task_count) + " tasks restored, "))
      << resumed.err;
  EXPECT_TRUE(contains(resumed.out, four_counts(14))) << resumed.out;
}

TEST(UniqueCli, ACheckpointOfTheOlderHalvesSplitIsRefusedInOneLine) {
  const ScratchDirectory dir;
  const std::string file = (dir / "n14.ckpt").string();
  ASSERT_EQ(run_nqueens({"14", "-m", "halves", "-t", "2", "--checkpoint", file}).status, 0);
  // The split before the turn counts: the same halves tasks without the 12
  // turn tasks (for each turn, a first-row queen in columns 2..7).
  CheckpointContents contents = read_checkpoint(file);
  const std::uint64_t tasks = contents.header.task_count;
  contents.header.task_count = tasks - 12;
  std::erase_if(contents.records,
                [&](const CheckpointRecord& record) { return record.task >= contents.header.task_count; });
  rewrite(file, contents);
  const std::string before = read_whole_file(file);

  const CommandOutput run = run_nqueens({"14", "--unique", "--checkpoint", file});
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "nqueens: checkpoint file '" + file + "': splits the count at prefix depth 7 (" +
                         std::to_string(tasks - 12) + " tasks), this run at prefix depth 7 (" +
                         std::to_string(tasks) + " tasks)\n");
  EXPECT_EQ(read_whole_file(file), before);
}

} // namespace
} // namespace nqueens::test
