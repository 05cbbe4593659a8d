#include "json_output.hpp"

#include <nlohmann/json.hpp>

#include <limits>

namespace nqueens::cli {
namespace {

// Keys stay in the order they are documented in.
using Json = nlohmann::ordered_json;

/// A count as a JSON integer. JSON readers hold at most 64 bits, so a count
/// beyond that (n >= 29 only) is written as a string of its decimal digits
/// rather than rounded.
Json json_count(u128 value) {
  if (value <= std::numeric_limits<std::uint64_t>::max()) return static_cast<std::uint64_t>(value);
  return to_string(value);
}

std::string text(const Json& object) { return object.dump(2) + "\n"; }

Json estimate_object(const CountEstimate& estimate) {
  Json object;
  object["method"] = method_name(estimate.method);
  object["tasks"] = estimate.tasks;
  object["estimated_seconds"] = estimate.seconds;
  object["estimated_seconds_error"] = estimate.seconds_error;
  object["estimated_peak_memory_bytes"] = estimate.peak_memory_bytes;
  object["estimated_solutions"] = estimate.solutions;
  object["estimated_solutions_error"] = estimate.solutions_error;
  object["threads"] = estimate.threads;
  object["isa"] = estimate.instruction_set ? Json(instruction_set_name(*estimate.instruction_set)) : Json(nullptr);
  return object;
}

} // namespace

std::string count_json(const CountResult& result, std::optional<int> ranks) {
  Json object;
  object["n"] = result.n;
  object["method"] = method_name(result.method);
  object["threads"] = result.threads;
  object["total"] = json_count(result.solutions);
  if (result.unique) object["unique"] = json_count(*result.unique);
  if (result.quarter_turn_symmetric) object["quarter_turn_symmetric"] = json_count(*result.quarter_turn_symmetric);
  if (result.half_turn_symmetric) object["half_turn_symmetric"] = json_count(*result.half_turn_symmetric);
  if (counts_nodes(result.method)) object["nodes"] = json_count(result.nodes);
  object["tasks"] = result.tasks;
  object["prefix_depth"] = result.prefix_depth;
  if (result.peak_memory_bytes != 0) object["peak_memory_bytes"] = result.peak_memory_bytes;
  object["seconds"] = result.seconds;
  object["version"] = version();
  // Keys are only ever added at the end (docs/file-formats.md); nqueens-mpi's
  // ranks stay last.
  if (result.instruction_set) object["isa"] = instruction_set_name(*result.instruction_set);
  object["split_depth"] = result.prefix_depth;
  if (ranks) object["ranks"] = *ranks;
  return text(object);
}

std::string estimate_json(const CountEstimate& all, std::span<const CountEstimate> per_rank) {
  Json object = estimate_object(all);
  if (!per_rank.empty()) {
    object["ranks"] = per_rank.size();
    Json ranks = Json::array();
    for (const CountEstimate& rank : per_rank) ranks.push_back(estimate_object(rank));
    object["per_rank"] = ranks;
  }
  return text(object);
}

std::string part_estimate_json(const PartEstimate& part) {
  Json object = estimate_object(part.estimate);
  object["part"] = part.part.index;
  object["parts"] = part.part.count;
  object["part_tasks"] = part.part_tasks;
  return text(object);
}

std::string scaling_json(const ScalingReport& report) {
  Json object;
  object["n"] = report.n;
  object["method"] = method_name(report.method);
  object["repeats"] = report.repeats;
  object["total"] = json_count(report.rows.front().solutions);
  // A method that searches no tree (halves) has tasks per second instead.
  const bool nodes = counts_nodes(report.method);
  if (nodes) object["nodes"] = json_count(report.nodes);
  object["version"] = version();
  Json rows = Json::array();
  for (const ScalingRow& row : report.rows) {
    Json json_row{{"threads", row.threads}, {"seconds", row.seconds}, {"speedup", row.speedup},
                  {"efficiency", row.efficiency}};
    if (nodes) json_row["nodes_per_second"] = row.nodes_per_second;
    json_row["total"] = json_count(row.solutions);
    json_row["tasks_per_second"] = row.tasks_per_second;
    rows.push_back(json_row);
  }
  object["scaling"] = rows;
  return text(object);
}

} // namespace nqueens::cli
