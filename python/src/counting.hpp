// count(), estimate() and scaling() as Python calls them: the request from
// the keyword arguments, the checkpoint resumed as the command resumes it,
// the count run with the GIL released and stopped by Ctrl-C, progress
// reported to a Python callable from the calling thread.
#pragma once

#include "arguments.hpp"

#include <nqueens/estimate.hpp>
#include <nqueens/scaling.hpp>

namespace nqueens::python {

/// count(n, ...): `progress` is None or a callable taking (done, total, eta);
/// `checkpoint` None or a path.
CountResult count_from_python(int n, const CountArguments& arguments, py::object progress, py::object checkpoint);

/// estimate(n, ...): the count's plan after sampling for about
/// `sample_seconds`, or for EstimateOptions' own time where it is None, the
/// tasks drawn with `seed` (an int, or None for EstimateOptions' own).
/// Ctrl-C is seen once the estimate ends: it cannot be stopped.
CountEstimate estimate_from_python(int n, const CountArguments& arguments, py::object sample_seconds,
                                   py::object seed);

/// scaling(n, ...): `threads` None (1 to all cores, thread_ladder's rungs)
/// or an iterable of thread counts, the first the baseline; arguments.threads
/// is not read.
ScalingReport scaling_from_python(int n, const CountArguments& arguments, py::object threads, py::object repeats);

} // namespace nqueens::python
