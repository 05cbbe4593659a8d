// nqueens --json: one object with the documented keys and the right values.
#include "command_runner.hpp"
#include "json_keys.hpp"
#include "oeis_values.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdlib>
#include <set>

namespace nqueens::test {
namespace {

/// The value of "Key: value" in the text output.
std::string text_value(const std::string& out, const std::string& key) {
  const std::size_t at = out.find(key + ": ");
  if (at == std::string::npos) return "";
  const std::size_t begin = at + key.size() + 2;
  return out.substr(begin, out.find('\n', begin) - begin);
}

TEST(JsonCli, CarriesTheCountAndAgreesWithTheTextOutput) {
  const CommandOutput json_run = run_nqueens({"12", "--json", "--threads", "2", "--depth", "3", "-m", "mirror"});
  ASSERT_EQ(json_run.status, 0) << json_run.err;
  EXPECT_EQ(json_run.err, "");
  const nlohmann::json result = nlohmann::json::parse(json_run.out);

  // mirror computes no symmetry classes and has no dispatched kernels, so
  // those keys and "isa" are absent.
  EXPECT_EQ(keys_of(result), (std::set<std::string>{"n", "method", "threads", "total", "nodes", "tasks",
                                                    "prefix_depth", "seconds", "version", "split_depth"}));
  EXPECT_EQ(result["n"], 12);
  EXPECT_EQ(result["method"], "mirror");
  EXPECT_EQ(result["threads"], 2);
  EXPECT_EQ(result["total"].get<std::uint64_t>(), total_solutions[12]);
  EXPECT_EQ(result["prefix_depth"], 3);
  EXPECT_EQ(result["split_depth"], 3);
  EXPECT_GE(result["seconds"].get<double>(), 0.0);

  const CommandOutput text_run = run_nqueens({"12", "--threads", "2", "--depth", "3", "-m", "mirror"});
  EXPECT_EQ(std::to_string(result["nodes"].get<std::uint64_t>()), text_value(text_run.out, "Nodes"));
  EXPECT_EQ(text_value(text_run.out, "Tasks").rfind(std::to_string(result["tasks"].get<std::uint64_t>()) + " ", 0),
            0u);
  EXPECT_EQ("nqueens " + result["version"].get<std::string>() + "\n", run_nqueens({"--version"}).out);
}

TEST(JsonCli, SymmetryMethodAddsTheClassCounts) {
  const CommandOutput run = run_nqueens({"13", "--json", "--method", "symmetry"});
  ASSERT_EQ(run.status, 0) << run.err;
  const nlohmann::json result = nlohmann::json::parse(run.out);
  EXPECT_EQ(keys_of(result), (std::set<std::string>{"n", "method", "threads", "total", "unique",
                                                    "quarter_turn_symmetric", "half_turn_symmetric", "nodes",
                                                    "tasks", "prefix_depth", "seconds", "version", "split_depth"}));
  EXPECT_EQ(result["method"], "symmetry");
  EXPECT_EQ(result["total"].get<std::uint64_t>(), total_solutions[13]);
  EXPECT_EQ(result["unique"].get<std::uint64_t>(), unique_solutions[13]);
  EXPECT_EQ(result["quarter_turn_symmetric"].get<std::uint64_t>(), quarter_turn_symmetric[13]);
  EXPECT_EQ(result["half_turn_symmetric"].get<std::uint64_t>(), half_turn_symmetric[13]);
}

TEST(JsonCli, NamesTheInstructionSetAsTheTextDoesAndAsNqueensIsaForces) {
  const nlohmann::json chosen = nlohmann::json::parse(run_nqueens({"12", "--json", "-m", "halves"}).out);
  const std::set<std::string> names{"portable", "avx2", "avx512"};
  EXPECT_TRUE(names.contains(chosen["isa"].get<std::string>())) << chosen["isa"];
  EXPECT_EQ(chosen["isa"].get<std::string>(), text_value(run_nqueens({"12", "-m", "halves"}).out, "Instruction set"));

  setenv("NQUEENS_ISA", "portable", 1);
  const CommandOutput forced = run_nqueens({"12", "--json", "-m", "halves"});
  setenv("NQUEENS_ISA", "sse9", 1);
  const CommandOutput unknown = run_nqueens({"12", "-m", "halves"});
  unsetenv("NQUEENS_ISA");
  EXPECT_EQ(nlohmann::json::parse(forced.out)["isa"], "portable");
  EXPECT_EQ(nlohmann::json::parse(forced.out)["total"].get<std::uint64_t>(), total_solutions[12]);
  EXPECT_EQ(unknown.status, 1);
  EXPECT_EQ(unknown.out, "");
  EXPECT_EQ(unknown.err, "nqueens: NQUEENS_ISA=sse9 is not an instruction set; use portable, avx2 or avx512\n");
}

} // namespace
} // namespace nqueens::test
