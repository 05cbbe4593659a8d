// The method table: one entry per method, its public description and how it
// is prepared. Everything that depends on the method reads it.
#pragma once

#include "methods.hpp"

#include "nqueens/nqueens.hpp"

#include <span>
#include <string>

namespace nqueens::detail {

/// Why a method, which computes what is asked, would not count `request` on
/// an n x n board, and what would let it; empty where it would.
using RequestRefusal = std::string (*)(int n, const CountOptions& request);

struct MethodEntry {
  MethodDescription description;
  PrepareTasks prepare;
  /// Null where the method counts every request it computes.
  RequestRefusal refusal = nullptr;
};

/// Every entry, in the order the help lists the methods.
std::span<const MethodEntry> method_table();

/// The entry of `method`; throws Error for a value outside the enum.
const MethodEntry& method_entry(Method method);

} // namespace nqueens::detail
