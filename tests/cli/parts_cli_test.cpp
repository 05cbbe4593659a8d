// nqueens N --part K/M and nqueens merge as a batch job uses them: parts run
// with any threads add up to the published counts and to the one-run count,
// an interrupted part resumes, and merge refuses every set of files that is
// not one whole count, in one line.
#include "command_runner.hpp"
#include "oeis_values.hpp"
#include "scratch_directory.hpp"

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <fstream>

namespace nqueens::test {
namespace {

namespace fs = std::filesystem;

/// The value of the `Key: value` line of `key` in `text`, or "" when none.
std::string value_of(const std::string& text, const std::string& key) {
  for (const std::string& line : lines_of(text))
    if (line.starts_with(key + ": ")) return line.substr(key.size() + 2);
  return "";
}

/// Runs every part of `n` in `parts` parts into `dir`, cycling through one,
/// two and three threads, with `extra` arguments; returns the part files.
std::vector<std::string> run_parts(const ScratchDirectory& dir, int n, int parts,
                                   const std::vector<std::string>& extra = {}) {
  std::vector<std::string> files;
  for (int k = 1; k <= parts; ++k) {
    files.push_back((dir / (std::to_string(n) + "-" + std::to_string(k) + "-of-" + std::to_string(parts))).string());
    std::vector<std::string> args{std::to_string(n), "--part", std::to_string(k) + "/" + std::to_string(parts),
                                  "--part-file", files.back(), "-t", std::to_string(k % 3 + 1)};
    args.insert(args.end(), extra.begin(), extra.end());
    const CommandOutput run = run_nqueens(args);
    EXPECT_EQ(run.status, 0) << run.err;
    EXPECT_EQ(value_of(run.out, "Part"), std::to_string(k) + " of " + std::to_string(parts));
    EXPECT_EQ(value_of(run.out, "Part file"), files.back());
  }
  return files;
}

std::vector<std::string> merge_args(const std::vector<std::string>& files, const std::vector<std::string>& extra) {
  std::vector<std::string> args{"merge"};
  args.insert(args.end(), files.begin(), files.end());
  args.insert(args.end(), extra.begin(), extra.end());
  return args;
}

TEST(PartsCli, MergedPartsPrintThePublishedCountsAsOneRunDoes) {
  const ScratchDirectory dir;
  struct Case {
    int n;
    int parts;
    std::vector<std::string> extra;
  };
  // Mirror at depth 1 splits n = 10 into 5 tasks: of 7 parts, 2 are empty.
  for (const Case& c : {Case{11, 3, {}}, Case{12, 2, {"--method", "mirror"}}, Case{13, 2, {"--method", "halves"}},
                        Case{10, 7, {"-m", "mirror", "--depth", "1"}}, Case{10, 4, {"--depth", "4"}}}) {
    SCOPED_TRACE("n = " + std::to_string(c.n) + " in " + std::to_string(c.parts) + " parts");
    const std::vector<std::string> files = run_parts(dir, c.n, c.parts, c.extra);
    const CommandOutput merged = run_nqueens(merge_args(files, {}));
    ASSERT_EQ(merged.status, 0) << merged.err;
    EXPECT_EQ(value_of(merged.out, "Solutions"), std::to_string(total_solutions[c.n]));
    std::vector<std::string> one_run{std::to_string(c.n), "-t", "2", "-q"};
    one_run.insert(one_run.end(), c.extra.begin(), c.extra.end());
    EXPECT_EQ(run_nqueens(one_run).out, std::to_string(total_solutions[c.n]) + "\n");
    for (const std::string& file : files) fs::remove(file);
  }
}

TEST(PartsCli, MergePrintsQuietJsonAndUniqueCounts) {
  const ScratchDirectory dir;
  const std::vector<std::string> files = run_parts(dir, 12, 3);
  EXPECT_EQ(run_nqueens(merge_args(files, {"-q"})).out, std::to_string(total_solutions[12]) + "\n");
  EXPECT_EQ(run_nqueens(merge_args(files, {"-q", "--unique"})).out,
            std::to_string(total_solutions[12]) + "\n" + std::to_string(unique_solutions[12]) + "\n" +
                std::to_string(quarter_turn_symmetric[12]) + "\n" + std::to_string(half_turn_symmetric[12]) + "\n");
  const CommandOutput text = run_nqueens(merge_args(files, {"--unique"}));
  EXPECT_EQ(value_of(text.out, "Unique solutions"), std::to_string(unique_solutions[12]));
  EXPECT_EQ(value_of(text.out, "Board size"), "12");
  const nlohmann::json json = nlohmann::json::parse(run_nqueens(merge_args(files, {"--json"})).out);
  EXPECT_EQ(json["total"], total_solutions[12]);
  EXPECT_EQ(json["unique"], unique_solutions[12]);
  EXPECT_EQ(json["n"], 12);

  const std::vector<std::string> mirror = run_parts(dir, 9, 2, {"-m", "mirror"});
  const CommandOutput refused = run_nqueens(merge_args(mirror, {"--unique"}));
  EXPECT_EQ(refused.status, 1);
  EXPECT_EQ(refused.err, "nqueens: --unique needs parts counted by a method that counts the symmetry classes: these "
                         "were counted by method mirror\nTry 'nqueens merge --help'\n");
}

/// Merges `files` expecting one line on stderr and exit status 1.
std::string refusal(const std::vector<std::string>& files) {
  const CommandOutput run = run_nqueens(merge_args(files, {}));
  EXPECT_EQ(run.status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(lines_of(run.err).size(), 1u) << run.err;
  return run.err;
}

TEST(PartsCli, MergeRefusesMissingDuplicatedDamagedAndForeignParts) {
  const ScratchDirectory dir;
  const std::vector<std::string> parts = run_parts(dir, 11, 3);
  EXPECT_EQ(refusal({parts[0], parts[2]}), "nqueens: part 2 of 3 is missing\n");
  EXPECT_EQ(refusal({parts[0], parts[1], parts[1], parts[2]}),
            "nqueens: '" + parts[1] + "' and '" + parts[1] + "' are both part 2 of 3\n");

  const std::vector<std::string> other_n = run_parts(dir, 10, 3);
  EXPECT_TRUE(refusal({parts[0], other_n[1], parts[2]}).starts_with("nqueens: '" + other_n[1] + "' is a part of another count (n = 10"));
  const std::vector<std::string> other_m = run_parts(dir, 11, 2);
  EXPECT_TRUE(refusal({parts[0], other_m[1], parts[2]}).starts_with("nqueens: '" + other_m[1] + "' is a part of another count"));

  const std::string good = read_whole_file(parts[1]);
  std::string damaged = good;
  damaged[good.find('\n') + 3] ^= 1;
  std::ofstream(parts[1], std::ios::binary) << damaged;
  EXPECT_EQ(refusal(parts), "nqueens: checkpoint file '" + parts[1] + "': line 2 is damaged (bad checksum or format)\n");
  std::ofstream(parts[1], std::ios::binary) << good.substr(0, good.find('\n') + 1);
  EXPECT_TRUE(refusal(parts).ends_with("tasks: run that part to its end\n"));
  std::ofstream(parts[1], std::ios::binary) << good;
  EXPECT_EQ(refusal({parts[0], parts[1], (dir / "absent").string()}),
            "nqueens: checkpoint file '" + (dir / "absent").string() + "': cannot open: No such file or directory\n");
  EXPECT_EQ(run_nqueens(merge_args(parts, {"-q"})).out, std::to_string(total_solutions[11]) + "\n");
}

TEST(PartsCli, AnInterruptedPartResumesFromItsFile) {
  const ScratchDirectory dir;
  const std::vector<std::string> parts = run_parts(dir, 13, 2, {"-m", "symmetry"});
  // The file of a part stopped midway: its header and its first records.
  const std::string whole = read_whole_file(parts[0]);
  std::size_t cut = whole.find('\n') + 1;
  for (int record = 0; record < 10; ++record) cut = whole.find('\n', cut) + 1;
  std::ofstream(parts[0], std::ios::binary) << whole.substr(0, cut);
  const CommandOutput resumed = run_nqueens({"13", "--part", "1/2", "--part-file", parts[0], "-m", "symmetry"});
  ASSERT_EQ(resumed.status, 0) << resumed.err;
  EXPECT_TRUE(resumed.err.starts_with("Resuming from '" + parts[0] + "': 10 of ")) << resumed.err;
  EXPECT_EQ(run_nqueens(merge_args(parts, {"-q"})).out, std::to_string(total_solutions[13]) + "\n");
}

TEST(PartsCli, ThePartFileIsNamedAfterNAndThePartByDefault) {
  const ScratchDirectory dir;
  const CommandOutput run = run_program(
      "/bin/sh", {"-c", "cd '" + dir.path().string() + "' && '" + NQUEENS_BINARY + "' 9 --part 2/3 --no-status"});
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_EQ(value_of(run.out, "Part file"), "nqueens-9-part-2-of-3.txt");
  EXPECT_TRUE(fs::exists(dir / "nqueens-9-part-2-of-3.txt"));
}

TEST(PartsCli, APartsEstimatePlansWhatThePartCountsAndWritesNoFile) {
  // n = 16 by halves: the sample of a part of 414 row choices is the whole
  // part, so its solutions are the part's, exactly.
  const ScratchDirectory dir;
  const auto in_dir = [&](const std::string& args) {
    return run_program("/bin/sh", {"-c", "cd '" + dir.path().string() + "' && '" + NQUEENS_BINARY + "' 16 --part 3/8 " +
                                             args + " -t 2 --no-status"});
  };
  const CommandOutput planned = in_dir("--estimate");
  ASSERT_EQ(planned.status, 0) << planned.err;
  EXPECT_TRUE(fs::is_empty(dir.path())) << "the estimate wrote a file";
  const CommandOutput counted = in_dir("");
  ASSERT_EQ(counted.status, 0) << counted.err;
  EXPECT_EQ(value_of(planned.out, "Part"), "3 of 8");
  EXPECT_EQ(value_of(planned.out, "Part tasks"), value_of(counted.out, "Part tasks"));
  EXPECT_EQ(value_of(planned.out, "Estimated part solutions"), value_of(counted.out, "Part solutions") + " +- 0");
  std::vector<std::string> keys = keys_of(planned.out);
  std::erase(keys, "Estimated setup seconds");
  EXPECT_EQ(keys, (std::vector<std::string>{"Board size", "Method", "Instruction set", "Part", "Part tasks", "Threads",
                                            "Estimated peak memory", "Estimated seconds", "Estimated part solutions",
                                            "Sample"}));
  const CommandOutput json = in_dir("--estimate --json");
  ASSERT_EQ(json.status, 0) << json.err;
  const nlohmann::json object = nlohmann::json::parse(json.out);
  EXPECT_EQ(object["part"], 3);
  EXPECT_EQ(object["parts"], 8);
  EXPECT_EQ(std::to_string(object["part_tasks"].get<int>()) + " of " + std::to_string(object["tasks"].get<int>()) +
                " (row choices)",
            value_of(counted.out, "Part tasks"));
  EXPECT_EQ(std::to_string(object["estimated_solutions"].get<std::uint64_t>()),
            value_of(counted.out, "Part solutions"));
}

TEST(PartsCli, APartHoldsOnlyTheTableRowsItsTasksRead) {
  // n = 18 by halves: a 1/1024 part (12 row choices) reads a few of the
  // table's row sets, where the count holds all of them (about 8 MiB).
  const ScratchDirectory dir;
  const std::string file = (dir / "part").string();
  const CommandOutput part = run_nqueens({"18", "--part", "7/1024", "--part-file", file, "-t", "2"});
  ASSERT_EQ(part.status, 0) << part.err;
  const CommandOutput whole = run_nqueens({"18", "-t", "2"});
  ASSERT_EQ(whole.status, 0) << whole.err;
  const std::string part_peak = value_of(part.out, "Peak memory"), whole_peak = value_of(whole.out, "Peak memory");
  ASSERT_TRUE(part_peak.ends_with(" MiB")) << part.out;
  ASSERT_TRUE(whole_peak.ends_with(" MiB")) << whole.out;
  EXPECT_LT(std::stod(part_peak), std::stod(whole_peak) / 2) << part_peak << " against " << whole_peak;
  // Its key stands where a count's does: after Threads, before Seconds.
  EXPECT_EQ(keys_of(part.out), (std::vector<std::string>{"Board size", "Method", "Part", "Part solutions",
                                                          "Part tasks", "Part file", "Threads", "Peak memory",
                                                          "Seconds"}));
}

INSTANTIATE_TEST_SUITE_P(
    Parts, CliBadInput,
    ::testing::Values(
        BadInput{{"12", "--part", "0/3"}, "part '0/3': part 0 does not exist: the parts of 3 are numbered 1 to 3"},
        BadInput{{"12", "--part", "4/3"}, "part '4/3': part 4 does not exist: the parts of 3 are numbered 1 to 3"},
        BadInput{{"12", "--part", "1/0"}, "part '1/0': a count is cut into 1 to 4096 parts, not 0"},
        BadInput{{"12", "--part", "1/5000"}, "part '1/5000': a count is cut into 1 to 4096 parts, not 5000"},
        BadInput{{"12", "--part", "x"}, "part 'x' is not of the form K/M (part K of M, 1 <= K <= M)"},
        BadInput{{"12", "--part", "1/x"}, "number of parts 'x' is not a positive integer"},
        BadInput{{"12", "--part=-1/3"}, "part number '-1' is not a positive integer"},
        BadInput{{"12", "--part", "1/3", "--checkpoint", "c"},
                 "--part keeps its tasks in its part file (--part-file FILE): drop --checkpoint"},
        BadInput{{"12", "--part-file", "p"}, "--part-file needs --part K/M"},
        BadInput{{"12", "--part", "1/3", "--part-file", ""}, "--part-file needs a file name"},
        BadInput{{"12", "--part", "1/3", "-q"}, "--quiet does not apply to --part"},
        BadInput{{"12", "--part", "1/3", "--unique"}, "--unique does not apply to --part"},
        BadInput{{"12", "--part", "1/3", "--json"}, "--json does not apply to --part"},
        BadInput{{"12", "--part", "1/3", "--estimate", "--part-file", "p"},
                 "--part-file does not apply to --estimate: a part's estimate writes no file"},
        BadInput{{"12", "--part", "1/3", "-t", "1:2"}, "a thread range does not apply to --part"},
        BadInput{{"12", "--part", "1/3", "--fix", "1:1"}, "--fix does not apply to --part"},
        BadInput{{"merge"}, "missing part files (nqueens merge FILE...)"},
        BadInput{{"merge", "f", "--json", "-q"}, "--json and --quiet cannot be used together"},
        BadInput{{"merge", "f", "-t", "0"}, "thread count 0 is out of range (1 to 1024)"}));

} // namespace
} // namespace nqueens::test
