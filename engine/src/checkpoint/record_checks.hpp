// What a checkpoint's records must satisfy beyond their checksums: shared by
// resuming a checkpoint and merging part files.
#pragma once

#include "nqueens/checkpoint.hpp"

#include <filesystem>
#include <vector>

namespace nqueens::detail {

/// Refuses records that no count of `plan` writes: a field its method does
/// not fill, or counts that add up to more than the published ones of n,
/// of which every task counts a part. The CRC catches damage, and this what
/// cannot be right; a record altered within these bounds is --double-check's
/// to find. Throws CheckpointError naming `path`. Run time: linear in the records.
void check_records_possible(const std::filesystem::path& path, const TaskPlan& plan,
                            const std::vector<CheckpointRecord>& records);

} // namespace nqueens::detail
