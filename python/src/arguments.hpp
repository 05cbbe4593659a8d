// Python arguments turned into the engine's request, and its numbers back
// into Python objects. Bad arguments raise TypeError (the wrong kind of
// object) or ValueError (the engine's message), never reach the engine
// unchecked.
#pragma once

#include <nqueens/nqueens.hpp>

#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace nqueens::python {

namespace py = pybind11;

/// `value` as an exact Python int, also beyond 64 bits.
py::int_ exact_int(u128 value);
/// `value` as an exact Python int, or None.
py::object exact_int_or_none(const std::optional<u128>& value);

/// The name of `value`'s Python type, for TypeError's messages.
std::string type_name(py::handle value);

/// A Python int (bool refused) that fits an int: TypeError for another
/// kind of object, ValueError naming `what` when it is out of int's range
/// (the engine checks the range that matters).
int int_argument(py::handle value, std::string_view what);

/// The queens to keep fixed: an iterable of (row, column) pairs, 1-based as
/// the command line takes them, turned into the engine's 0-based squares.
std::vector<Square> fixed_queens_argument(py::handle fixed);

/// The keyword arguments every count takes, as the command line's options.
struct CountArguments {
  py::object method = py::none();
  py::object threads = py::none();
  bool unique = false;
  py::object fixed = py::tuple();
  py::object memory = py::none();
};

/// The engine's request for count(n, ...), with the method chosen as the
/// command does when none is named (choose_method). ValueError for unique
/// counts asked of a method that does not compute them, or with fixed queens.
CountOptions count_options(int n, const CountArguments& arguments);

} // namespace nqueens::python
