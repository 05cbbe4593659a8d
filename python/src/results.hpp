// The classes of what the module returns: the engine's result structs bound
// as read-only Python objects, each with dict() (the keys of the command's
// --json) and a readable repr.
#pragma once

#include <pybind11/pybind11.h>

namespace nqueens::python {

/// Result, Estimate, ScalingReport, ScalingRow, Verification, Published and
/// MethodInfo.
void bind_result_classes(pybind11::module_& module);

} // namespace nqueens::python
