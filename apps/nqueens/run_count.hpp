// The count mode of the nqueens command: checkpoint, interruption,
// double-check and the printed result.
#pragma once

#include "command_line.hpp"

#include <string>

namespace nqueens::cli {

/// Counts as `command` asks (only its part, with --part, kept in the part
/// file) and prints the result; returns the exit status:
/// 0, 130 / 143 when stopped by SIGINT / SIGTERM (after saving the checkpoint
/// and saying how to resume), 3 when --double-check found a disagreement, 2
/// when the total contradicts the published value or the method's own check
/// (naming a resumed checkpoint as the likely cause).
/// `command_text` is the command as typed, for the resume hint. Throws
/// nqueens::Error (CheckpointError included) on bad input.
int run_count(const CommandLine& command, const std::string& command_text);

} // namespace nqueens::cli
