// The method table: one entry per method, its public description and how it
// is prepared. Everything that depends on the method reads it.
#pragma once

#include "methods.hpp"

#include "nqueens/nqueens.hpp"

#include <span>

namespace nqueens::detail {

struct MethodEntry {
  MethodDescription description;
  PrepareTasks prepare;
};

/// Every entry, in the order the help lists the methods.
std::span<const MethodEntry> method_table();

/// The entry of `method`; throws Error for a value outside the enum.
const MethodEntry& method_entry(Method method);

} // namespace nqueens::detail
