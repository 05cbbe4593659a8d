// The `nqueens` Python module: the engine's counts, listings and tables,
// with the GIL released while it works and Ctrl-C raising KeyboardInterrupt.
// docs/python.md is the user's guide; nqueens.pyi the types.
#include "arguments.hpp"
#include "counting.hpp"
#include "results.hpp"
#include "solution_stream.hpp"

#include <nqueens/checkpoint.hpp>
#include <nqueens/construction.hpp>
#include <nqueens/published.hpp>
#include <nqueens/solutions.hpp>

#include <pybind11/stl.h>

#include <memory>
#include <string>

namespace py = pybind11;
using namespace py::literals;

namespace nqueens::python {
namespace {

CountArguments count_arguments(py::object method, py::object threads, bool unique, py::object fixed,
                               py::object memory) {
  return {.method = std::move(method), .threads = std::move(threads), .unique = unique, .fixed = std::move(fixed),
          .memory = std::move(memory)};
}

std::unique_ptr<SolutionStream> solutions(py::object n, bool unique, py::object fixed, py::object threads) {
  ListOptions options;
  options.unique = unique;
  options.fixed_queens = fixed_queens_argument(fixed);
  if (!threads.is_none()) options.threads = int_argument(threads, "thread count");
  return std::make_unique<SolutionStream>(int_argument(n, "board size"), std::move(options));
}

/// One item of verify()'s lines: a str or bytes line (one trailing newline
/// dropped, as a file yields them), or a sequence of 1-based columns.
std::string line_text(py::handle item) {
  std::string line;
  if (py::isinstance<py::str>(item) || py::isinstance<py::bytes>(item)) {
    line = item.cast<std::string>();
    if (!line.empty() && line.back() == '\n') line.pop_back();
    return line;
  }
  if (!py::isinstance<py::sequence>(item))
    throw py::type_error("each line must be a str or a sequence of columns, not " + type_name(item));
  for (const py::handle column : item) {
    if (!PyLong_Check(column.ptr()) || PyBool_Check(column.ptr()))
      throw py::type_error("columns must be ints, not " + type_name(column));
    if (!line.empty()) line += ' ';
    line += py::str(column).cast<std::string>();
  }
  return line;
}

SolutionTally verify(py::object lines) {
  if (py::isinstance<py::str>(lines) || py::isinstance<py::bytes>(lines) || !py::isinstance<py::iterable>(lines))
    throw py::type_error("lines must be an iterable of lines (text.splitlines(), a file), not " + type_name(lines));
  SolutionTally tally;
  for (const py::handle item : lines) tally.add_line(line_text(item));
  return tally;
}

py::tuple construct(py::object n_object) {
  const int n = int_argument(n_object, "board size");
  if (n < 1 || static_cast<std::uint64_t>(n) > max_constructed_board_size)
    throw py::value_error("board size " + std::to_string(n) + " is out of range (1 to " +
                          std::to_string(max_constructed_board_size) + ")");
  const auto size = static_cast<std::uint64_t>(n);
  if (!has_solution(size))
    throw py::value_error("the " + std::to_string(n) + "-queens problem has no solution (only n = 2 and 3 have none)");
  py::tuple columns(size);
  for (std::uint64_t row = 0; row < size; ++row)
    PyTuple_SET_ITEM(columns.ptr(), row, PyLong_FromUnsignedLongLong(constructed_column(size, row) + 1));
  return columns;
}

py::object published_table() {
  py::dict table;
  for (int n = min_board_size; n <= max_published_board_size; ++n) table[py::int_(n)] = *published_counts(n);
  return py::module_::import("types").attr("MappingProxyType")(table);
}

py::list methods() {
  py::list list;
  for (const Method method : all_methods()) list.append(describe(method));
  return list;
}

constexpr const char* count_doc = R"(Counts the solutions of the n-queens problem on all cores.

method: a name from methods() (default: the command's choice, the fastest
that computes what is asked and fits in memory). threads: worker threads
(default: all cores). unique: also count the rotation/reflection classes
(symmetry or halves). fixed: queens every solution must contain, (row,
column) pairs, 1-based. memory: bytes the count may use (default: half the
RAM). progress: called as progress(done, total, eta) with tasks done and in
all and the seconds left (None until known), at most four times a second and
once at the end, on this thread. checkpoint: a file that keeps finished
tasks; run the same count again to resume from it, as `nqueens N
--checkpoint FILE` does (the files are the same).

The GIL is released while counting. Ctrl-C raises KeyboardInterrupt within a
fraction of a second, the finished tasks kept in the checkpoint. Bad
arguments raise TypeError or ValueError (nqueens.Error) with the engine's
message.)";

constexpr const char* estimate_doc = R"(A count's plan without the count: its tasks, peak memory and projected
time, from its real split and a timed random sample of its tasks: about
sample_seconds, or by default 5 s, going on up to 60 s while the projected
time's error is over 10%. Takes count()'s arguments. seed: draws the
sampled tasks (default: the same seed every time; another seed, another
sample; `--seed`). Ctrl-C is seen once it ends.)";

constexpr const char* solutions_doc = R"(Every solution, as tuples of 1-based columns row by row, in lexicographic
order: the lines of `nqueens list N`. Streams in constant memory, listed on
`threads` workers while you read; dropping the iterator stops the listing.
unique: one per rotation/reflection class, the smallest of its images.
fixed: only those with queens on these (row, column) squares, 1-based.)";

constexpr const char* scaling_doc = R"(The same count timed `repeat` times at each thread count of `threads`
(default: 1, the powers of two and all cores), as the command's
`nqueens N --threads LO:HI --repeat R`: median seconds, speedup and
efficiency against the first thread count. Takes count()'s other arguments.)";

void define_module(py::module_& module) {
  module.doc() = "Counts the solutions of the n-queens problem with the nqueens engine (OEIS A000170).";
  module.attr("__version__") = std::string(version());

  // Each engine error raises its own Python one; translators registered
  // later are tried first, so a base comes before what derives from it.
  const py::exception<Error>& error = py::register_exception<Error>(module, "Error", PyExc_ValueError);
  error.doc() = "A bad request: the engine's message. A ValueError.";
  py::register_exception<CheckpointError>(module, "CheckpointError", error.ptr()).doc() =
      "A checkpoint file that cannot be used: unreadable, damaged or for another count.";
  py::register_exception<InconsistentCount>(module, "InconsistentCount", PyExc_RuntimeError).doc() =
      "A count that contradicts what must hold: a fault, never bad input.";

  bind_result_classes(module);

  py::class_<SolutionStream>(module, "SolutionIterator", "The iterator solutions() returns.")
      .def("__iter__", [](py::object self) { return self; })
      .def("__next__", &SolutionStream::next);

  module.def("count", [](py::object n, py::object method, py::object threads, bool unique, py::object fixed,
                         py::object memory, py::object progress, py::object checkpoint) {
    return count_from_python(int_argument(n, "board size"), count_arguments(method, threads, unique, fixed, memory),
                             progress, checkpoint);
  }, count_doc, "n"_a, py::kw_only(), "method"_a = py::none(), "threads"_a = py::none(), "unique"_a = false,
             "fixed"_a = py::tuple(), "memory"_a = py::none(), "progress"_a = py::none(), "checkpoint"_a = py::none());

  module.def("estimate", [](py::object n, py::object method, py::object threads, bool unique, py::object fixed,
                            py::object memory, py::object sample_seconds, py::object seed) {
    return estimate_from_python(int_argument(n, "board size"), count_arguments(method, threads, unique, fixed, memory),
                                sample_seconds, seed);
  }, estimate_doc, "n"_a, py::kw_only(), "method"_a = py::none(), "threads"_a = py::none(), "unique"_a = false,
             "fixed"_a = py::tuple(), "memory"_a = py::none(), "sample_seconds"_a = py::none(),
             "seed"_a = py::none());

  module.def("scaling", [](py::object n, py::object threads, py::object repeat, py::object method, py::object fixed,
                           py::object memory) {
    return scaling_from_python(int_argument(n, "board size"),
                               count_arguments(method, py::none(), false, fixed, memory), threads, repeat);
  }, scaling_doc, "n"_a, py::kw_only(), "threads"_a = py::none(), "repeat"_a = 3, "method"_a = py::none(),
             "fixed"_a = py::tuple(), "memory"_a = py::none());

  module.def("solutions", &solutions, solutions_doc, "n"_a, py::kw_only(), "unique"_a = false,
             "fixed"_a = py::tuple(), "threads"_a = py::none());

  module.def("verify", &verify,
             "Checks solution lines as `nqueens verify` does: each a str in `nqueens list`'s text or json form "
             "(a file's lines will do) or a sequence of 1-based columns; counts the valid ones and their "
             "classes, and finds the invalid and repeated ones.",
             "lines"_a);

  module.def("construct", &construct,
             "One solution for any n >= 4 (and n = 1), as a tuple of 1-based columns, written down directly "
             "(Hoffman, Loessi and Moore, 1969) in O(n) time.",
             "n"_a);

  module.def("methods", &methods, "The counting methods, in the order the command's help lists them.");

  module.attr("published") = published_table();
  module.attr("max_board_size") = max_board_size;
}

} // namespace
} // namespace nqueens::python

PYBIND11_MODULE(nqueens, module) { nqueens::python::define_module(module); }
