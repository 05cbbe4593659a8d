#include "arguments.hpp"

#include <climits>
#include <string>

namespace nqueens::python {
namespace {

/// The methods that count the symmetry classes, "symmetry or halves".
std::string classifying_methods() {
  std::string names;
  for (const Method method : all_methods())
    if (describe(method).counts_symmetry_classes) {
      if (!names.empty()) names += " or ";
      names += method_name(method);
    }
  return names;
}

} // namespace

std::string type_name(py::handle value) { return py::str(py::type::handle_of(value).attr("__name__")); }

py::int_ exact_int(u128 value) {
  if (value <= UINT64_MAX) return py::int_(static_cast<std::uint64_t>(value));
  // Only counts of n >= 29 get here: through the decimal digits.
  return py::reinterpret_steal<py::int_>(PyLong_FromString(to_string(value).c_str(), nullptr, 10));
}

py::object exact_int_or_none(const std::optional<u128>& value) {
  if (!value) return py::none();
  return exact_int(*value);
}

int int_argument(py::handle value, std::string_view what) {
  if (!PyLong_Check(value.ptr()) || PyBool_Check(value.ptr()))
    throw py::type_error(std::string(what) + " must be an int, not " + type_name(value));
  int overflow = 0;
  const long long number = PyLong_AsLongLongAndOverflow(value.ptr(), &overflow);
  if (overflow != 0 || number < INT_MIN || number > INT_MAX)
    throw py::value_error(std::string(what) + " " + std::string(py::str(value)) + " is out of range");
  return static_cast<int>(number);
}

std::vector<Square> fixed_queens_argument(py::handle fixed) {
  if (py::isinstance<py::str>(fixed) || !py::isinstance<py::iterable>(fixed))
    throw py::type_error("fixed must be an iterable of (row, column) pairs, not " + type_name(fixed));
  std::vector<Square> queens;
  for (const py::handle pair : fixed) {
    if (py::isinstance<py::str>(pair) || !py::isinstance<py::sequence>(pair) || py::len(pair) != 2)
      throw py::type_error("each fixed queen must be a (row, column) pair, not " + std::string(py::repr(pair)));
    const py::sequence square = py::reinterpret_borrow<py::sequence>(pair);
    // 1-based as typed; the engine checks the board's bounds and names
    // squares 1-based in its messages.
    queens.push_back({.row = int_argument(square[0], "fixed queen's row") - 1,
                      .column = int_argument(square[1], "fixed queen's column") - 1});
  }
  return queens;
}

CountOptions count_options(int n, const CountArguments& arguments) {
  CountOptions options;
  if (!arguments.threads.is_none()) options.threads = int_argument(arguments.threads, "thread count");
  options.fixed_queens = fixed_queens_argument(arguments.fixed);
  if (!arguments.memory.is_none()) {
    const py::handle memory = arguments.memory;
    if (!PyLong_Check(memory.ptr()) || PyBool_Check(memory.ptr()))
      throw py::type_error("memory must be an int (bytes), not " + type_name(memory));
    const unsigned long long bytes = PyLong_AsUnsignedLongLong(memory.ptr());
    if (PyErr_Occurred() != nullptr || bytes == 0) {
      PyErr_Clear();
      throw py::value_error("memory " + std::string(py::str(memory)) + " is not a positive number of bytes");
    }
    options.memory_limit_bytes = bytes;
  }
  if (arguments.unique && !options.fixed_queens.empty())
    throw py::value_error("unique cannot be combined with fixed queens");
  if (arguments.method.is_none()) {
    // Out of range, the request is left to count() to refuse with its message.
    const bool in_range = n >= min_board_size && n <= max_board_size && options.threads >= 0 &&
                          options.threads <= max_thread_count;
    if (in_range) options.method = choose_method(n, options, arguments.unique).method;
  } else {
    if (!py::isinstance<py::str>(arguments.method))
      throw py::type_error("method must be a str, not " + type_name(arguments.method));
    options.method = parse_method(arguments.method.cast<std::string>());
    if (arguments.unique && !describe(options.method).counts_symmetry_classes)
      throw py::value_error("unique needs method " + classifying_methods() + ": method " +
                            std::string(method_name(options.method)) + " counts only the total");
  }
  return options;
}

} // namespace nqueens::python
