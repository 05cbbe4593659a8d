// nqueens --json: results as one JSON object, keys documented in
// docs/file-formats.md and kept stable.
#pragma once

#include "scaling.hpp"

#include <nqueens/estimate.hpp>
#include <nqueens/nqueens.hpp>
#include <nqueens/parts.hpp>

#include <optional>
#include <span>
#include <string>

namespace nqueens::cli {

/// One count: n, method, threads, total, the symmetry counts the method
/// computed (unique, quarter_turn_symmetric, half_turn_symmetric), nodes,
/// tasks, prefix_depth, seconds, version, and for a distributed count
/// `ranks` (then threads is the sum over the ranks). Pretty-printed,
/// newline-terminated.
std::string count_json(const CountResult& result, std::optional<int> ranks = std::nullopt);

/// A count's plan (--estimate): exactly method, tasks, estimated_seconds,
/// estimated_seconds_error, estimated_peak_memory_bytes,
/// estimated_solutions, estimated_solutions_error, threads and isa (null
/// where the method dispatches no kernel). For a distributed count, `all`
/// is the job's and `per_rank` each rank's, which adds `ranks` and
/// `per_rank`, an array of objects with the same nine keys.
std::string estimate_json(const CountEstimate& all, std::span<const CountEstimate> per_rank = {});

/// One part's plan (--part with --estimate): the nine keys of
/// estimate_json for the part (`tasks` the whole split's), then `part`,
/// `parts` and `part_tasks`.
std::string part_estimate_json(const PartEstimate& part);

/// A thread-scaling report (at least one row): n, method, repeats, total,
/// nodes, version and "scaling", one object per thread count.
std::string scaling_json(const ScalingReport& report);

} // namespace nqueens::cli
