#include "results.hpp"

#include "arguments.hpp"

#include <nqueens/estimate.hpp>
#include <nqueens/published.hpp>
#include <nqueens/scaling.hpp>
#include <nqueens/solutions.hpp>

#include <pybind11/stl.h>

#include <string>

namespace nqueens::python {
namespace {

py::object isa_or_none(const std::optional<InstructionSet>& isa) {
  if (!isa) return py::none();
  return py::str(std::string(instruction_set_name(*isa)));
}

std::string name_of(Method method) { return std::string(method_name(method)); }

/// "Name(key=value, ...)" from a dict's items, in its order.
std::string repr_of(std::string_view name, const py::dict& fields) {
  std::string text(name);
  text += '(';
  bool first = true;
  for (const auto& [key, value] : fields) {
    if (!first) text += ", ";
    text += py::str(key).cast<std::string>();
    text += '=';
    text += py::repr(value).cast<std::string>();
    first = false;
  }
  return text + ')';
}

/// count(): the keys and the order of `nqueens N --json` (docs/file-formats.md),
/// with the counts as exact Python ints.
py::dict count_dict(const CountResult& result) {
  py::dict object;
  object["n"] = result.n;
  object["method"] = name_of(result.method);
  object["threads"] = result.threads;
  object["total"] = exact_int(result.solutions);
  if (result.unique) object["unique"] = exact_int(*result.unique);
  if (result.quarter_turn_symmetric) object["quarter_turn_symmetric"] = exact_int(*result.quarter_turn_symmetric);
  if (result.half_turn_symmetric) object["half_turn_symmetric"] = exact_int(*result.half_turn_symmetric);
  if (counts_nodes(result.method)) object["nodes"] = exact_int(result.nodes);
  object["tasks"] = result.tasks;
  object["prefix_depth"] = result.prefix_depth;
  if (result.peak_memory_bytes != 0) object["peak_memory_bytes"] = result.peak_memory_bytes;
  object["seconds"] = result.seconds;
  object["version"] = std::string(version());
  if (result.instruction_set) object["isa"] = isa_or_none(result.instruction_set);
  object["split_depth"] = result.prefix_depth;
  return object;
}

/// estimate(): the keys of `nqueens N --estimate --json`.
py::dict estimate_dict(const CountEstimate& estimate) {
  py::dict object;
  object["method"] = name_of(estimate.method);
  object["tasks"] = estimate.tasks;
  object["estimated_seconds"] = estimate.seconds;
  object["estimated_seconds_error"] = estimate.seconds_error;
  object["estimated_peak_memory_bytes"] = estimate.peak_memory_bytes;
  object["estimated_solutions"] = estimate.solutions;
  object["estimated_solutions_error"] = estimate.solutions_error;
  object["threads"] = estimate.threads;
  object["isa"] = isa_or_none(estimate.instruction_set);
  return object;
}

py::dict scaling_row_dict(const ScalingRow& row, bool nodes) {
  py::dict object;
  object["threads"] = row.threads;
  object["seconds"] = row.seconds;
  object["speedup"] = row.speedup;
  object["efficiency"] = row.efficiency;
  if (nodes) object["nodes_per_second"] = row.nodes_per_second;
  object["total"] = exact_int(row.solutions);
  object["tasks_per_second"] = row.tasks_per_second;
  return object;
}

/// scaling(): the keys of `nqueens N --threads LO:HI --json`.
py::dict scaling_dict(const ScalingReport& report) {
  // A method that searches no tree (halves) has tasks per second instead.
  const bool nodes = counts_nodes(report.method);
  py::dict object;
  object["n"] = report.n;
  object["method"] = name_of(report.method);
  object["repeats"] = report.repeats;
  object["total"] = exact_int(report.rows.front().solutions);
  if (nodes) object["nodes"] = exact_int(report.nodes);
  object["version"] = std::string(version());
  py::list rows;
  for (const ScalingRow& row : report.rows) rows.append(scaling_row_dict(row, nodes));
  object["scaling"] = rows;
  return object;
}

py::dict verification_dict(const SolutionTally& tally) {
  py::dict object;
  object["lines"] = tally.lines();
  object["valid"] = tally.valid();
  object["classes"] = tally.classes();
  object["problems"] = tally.problems();
  py::list first;
  for (const LineProblem& problem : tally.first_problems()) first.append(py::make_tuple(problem.line, problem.problem));
  object["first_problems"] = first;
  return object;
}

py::dict published_dict(const PublishedCounts& counts) {
  py::dict object;
  object["total"] = counts.total;
  object["unique"] = counts.unique;
  object["quarter_turn_symmetric"] = counts.quarter_turn_symmetric;
  object["half_turn_symmetric"] = counts.half_turn_symmetric;
  return object;
}

py::dict method_dict(const MethodDescription& method) {
  py::dict object;
  object["name"] = std::string(method.name);
  object["max_n"] = method.max_n;
  object["counts_symmetry_classes"] = method.counts_symmetry_classes;
  object["fixed_queens"] = method.fixed_queens;
  object["counts_nodes"] = method.counts_nodes;
  object["fastest_from"] = method.fastest_total_from != 0 ? py::object(py::int_(method.fastest_total_from)) : py::none();
  object["fastest_to"] = method.fastest_total_to != 0 ? py::object(py::int_(method.fastest_total_to)) : py::none();
  object["split"] = std::string(method.split);
  return object;
}

/// Adds dict() and a repr made of it to a bound class.
template <typename Class, typename ToDict>
void add_dict_and_repr(Class& bound, std::string_view name, ToDict to_dict, const char* dict_doc) {
  using Type = typename Class::type;
  bound.def("dict", [to_dict](const Type& value) { return to_dict(value); }, dict_doc);
  bound.def("__repr__", [to_dict, name](const Type& value) { return repr_of(name, to_dict(value)); });
}

} // namespace

void bind_result_classes(py::module_& module) {
  py::class_<CountResult> result(module, "Result",
                                 "A count's result: what `nqueens N --json` prints, the counts as exact ints.");
  result.def_property_readonly("n", [](const CountResult& r) { return r.n; })
      .def_property_readonly("method", [](const CountResult& r) { return name_of(r.method); })
      .def_property_readonly("threads", [](const CountResult& r) { return r.threads; })
      .def_property_readonly("solutions", [](const CountResult& r) { return exact_int(r.solutions); },
                             "All solutions (OEIS A000170); --json's `total`.")
      .def_property_readonly("unique", [](const CountResult& r) { return exact_int_or_none(r.unique); },
                             "Solutions counted once per rotation/reflection class (A002562); None where the "
                             "method does not count them.")
      .def_property_readonly("quarter_turn_symmetric",
                             [](const CountResult& r) { return exact_int_or_none(r.quarter_turn_symmetric); },
                             "Solutions a quarter turn maps onto themselves (A033148), or None.")
      .def_property_readonly("half_turn_symmetric",
                             [](const CountResult& r) { return exact_int_or_none(r.half_turn_symmetric); },
                             "Solutions a half turn maps onto themselves (A032522), or None.")
      .def_property_readonly(
          "nodes",
          [](const CountResult& r) { return counts_nodes(r.method) ? py::object(exact_int(r.nodes)) : py::none(); },
          "Positions of the search tree visited; None for halves, which searches none.")
      .def_property_readonly("tasks", [](const CountResult& r) { return r.tasks; })
      .def_property_readonly("split_depth", [](const CountResult& r) { return r.prefix_depth; },
                             "Rows the split fixes: the searching methods' prefix depth, n / 2 for halves.")
      .def_property_readonly("prefix_depth", [](const CountResult& r) { return r.prefix_depth; },
                             "split_depth under its old name, as --json keeps it for version 0.2.")
      .def_property_readonly("peak_memory_bytes", [](const CountResult& r) { return r.peak_memory_bytes; })
      .def_property_readonly("seconds", [](const CountResult& r) { return r.seconds; })
      .def_property_readonly("isa", [](const CountResult& r) { return isa_or_none(r.instruction_set); },
                             "The instruction set of halves' kernels, or None for the other methods.");
  result.def("dict", &count_dict, "The object `nqueens N --json` prints, as a dict (`solutions` is its 'total').");
  result.def("__repr__", [](const CountResult& r) {
    // The attributes' names, and what tells one count from another.
    py::dict fields;
    for (const auto& [key, value] : count_dict(r))
      if (std::string(py::str(key)) != "version" && std::string(py::str(key)) != "prefix_depth") fields[std::string(py::str(key)) == "total" ? py::str("solutions") : key] = value;
    return repr_of("Result", fields);
  });

  py::class_<CountEstimate> estimate(module, "Estimate", "A count's plan: tasks, peak memory and projected time.");
  estimate.def_property_readonly("n", [](const CountEstimate& e) { return e.n; })
      .def_property_readonly("method", [](const CountEstimate& e) { return name_of(e.method); })
      .def_property_readonly("tasks", [](const CountEstimate& e) { return e.tasks; })
      .def_property_readonly("prefix_depth", [](const CountEstimate& e) { return e.prefix_depth; })
      .def_property_readonly("threads", [](const CountEstimate& e) { return e.threads; })
      .def_property_readonly("seconds", [](const CountEstimate& e) { return e.seconds; },
                             "Projected wall time of the count.")
      .def_property_readonly("seconds_error", [](const CountEstimate& e) { return e.seconds_error; },
                             "The half-width of a 95% interval of `seconds` (Student's t for the sample).")
      .def_property_readonly("setup_seconds", [](const CountEstimate& e) { return e.setup_seconds; },
                             "The count's setup, with the table's row sets built on demand projected.")
      .def_property_readonly("measured_setup_seconds", [](const CountEstimate& e) { return e.measured_setup_seconds; },
                             "The part of `setup_seconds` measured before the sample.")
      .def_property_readonly("peak_memory_bytes", [](const CountEstimate& e) { return e.peak_memory_bytes; })
      .def_property_readonly("isa", [](const CountEstimate& e) { return isa_or_none(e.instruction_set); })
      .def_property_readonly("solutions", [](const CountEstimate& e) { return e.solutions; },
                             "The total projected from the sample.")
      .def_property_readonly("solutions_error", [](const CountEstimate& e) { return e.solutions_error; },
                             "The half-width of a 95% interval of `solutions`.")
      .def_property_readonly("sampled_tasks", [](const CountEstimate& e) { return e.sampled_tasks; })
      .def_property_readonly("sampled_subtasks", [](const CountEstimate& e) { return e.sampled_subtasks; })
      .def_property_readonly("sample_seconds", [](const CountEstimate& e) { return e.sample_seconds; });
  add_dict_and_repr(estimate, "Estimate", estimate_dict, "The object `nqueens N --estimate --json` prints.");

  py::class_<ScalingRow> row(module, "ScalingRow", "One thread count of a scaling report.");
  row.def_readonly("threads", &ScalingRow::threads)
      .def_readonly("seconds", &ScalingRow::seconds, "Median of the repeats.")
      .def_readonly("speedup", &ScalingRow::speedup, "The first row's seconds over this row's.")
      .def_readonly("efficiency", &ScalingRow::efficiency, "Speedup over the ideal one: 1 is perfect.")
      .def_readonly("nodes_per_second", &ScalingRow::nodes_per_second, "0 for halves, which counts no nodes.")
      .def_readonly("tasks_per_second", &ScalingRow::tasks_per_second)
      .def_property_readonly("solutions", [](const ScalingRow& r) { return exact_int(r.solutions); });
  add_dict_and_repr(row, "ScalingRow", [](const ScalingRow& r) { return scaling_row_dict(r, true); },
                    "The row as a dict, the keys of a --json scaling row.");

  py::class_<ScalingReport> report(module, "ScalingReport", "The same count timed at each thread count.");
  report.def_readonly("n", &ScalingReport::n)
      .def_property_readonly("method", [](const ScalingReport& r) { return name_of(r.method); })
      .def_readonly("repeats", &ScalingReport::repeats)
      .def_property_readonly("nodes", [](const ScalingReport& r) { return exact_int(r.nodes); })
      .def_readonly("rows", &ScalingReport::rows, "One ScalingRow per thread count, in the order measured.");
  add_dict_and_repr(report, "ScalingReport", scaling_dict,
                    "The object `nqueens N --threads LO:HI --json` prints: rows under 'scaling'.");

  py::class_<SolutionTally> verification(module, "Verification", "What verify() found in the lines it read.");
  verification.def_property_readonly("lines", &SolutionTally::lines)
      .def_property_readonly("valid", &SolutionTally::valid)
      .def_property_readonly("classes", &SolutionTally::classes, "Rotation/reflection classes the valid lines cover.")
      .def_property_readonly("problems", &SolutionTally::problems, "Invalid or repeated lines.")
      .def_property_readonly(
          "first_problems", [](const SolutionTally& t) { return verification_dict(t)["first_problems"]; },
          "The first problems as (line number, what is wrong), lines 1-based.")
      .def_property_readonly("ok", &SolutionTally::all_valid, "True when no line had a problem.");
  add_dict_and_repr(verification, "Verification", verification_dict, "The counts and the first problems.");

  py::class_<PublishedCounts> published(module, "Published", "One board size's values in the OEIS.");
  published.def_readonly("total", &PublishedCounts::total, "A000170")
      .def_readonly("unique", &PublishedCounts::unique, "A002562")
      .def_readonly("quarter_turn_symmetric", &PublishedCounts::quarter_turn_symmetric, "A033148")
      .def_readonly("half_turn_symmetric", &PublishedCounts::half_turn_symmetric, "A032522");
  add_dict_and_repr(published, "Published", published_dict, "The four values by name.");

  py::class_<MethodDescription> method(module, "MethodInfo", "A counting method, as the engine describes it.");
  method.def_property_readonly("name", [](const MethodDescription& m) { return std::string(m.name); })
      .def_readonly("max_n", &MethodDescription::max_n, "The largest n it accepts.")
      .def_readonly("counts_symmetry_classes", &MethodDescription::counts_symmetry_classes,
                    "Whether it counts the unique and symmetric solutions too.")
      .def_readonly("fixed_queens", &MethodDescription::fixed_queens, "Whether it takes fixed queens.")
      .def_readonly("counts_nodes", &MethodDescription::counts_nodes, "Whether it searches a tree.")
      .def_property_readonly("fastest_from", [](const MethodDescription& m) { return method_dict(m)["fastest_from"]; },
                             "The smallest n where it is the default, or None.")
      .def_property_readonly("fastest_to", [](const MethodDescription& m) { return method_dict(m)["fastest_to"]; },
                             "The largest n where it is the default, or None.")
      .def_property_readonly("split", [](const MethodDescription& m) { return std::string(m.split); },
                             "How it splits a count into tasks.");
  add_dict_and_repr(method, "MethodInfo", method_dict, "The description as a dict.");
}

} // namespace nqueens::python
