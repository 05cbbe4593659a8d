#!/usr/bin/env python3
"""Turns the BM_Method benchmarks into the table of docs/algorithms.md.

    build/bench/count_bench --benchmark_filter=BM_Method --benchmark_format=json \
        --benchmark_repetitions=3 > methods.json
    bench/method_table.py methods.json

Prints one Markdown row per method: the median time (ms) and the nodes for
each n, in the order the benchmarks ran.
"""
import json
import sys


def main(path):
    with open(path) as f:
        runs = json.load(f)["benchmarks"]
    cells = {}  # method -> n -> (time ms, nodes)
    sizes = []
    for run in runs:
        if run.get("run_type") == "aggregate" and run.get("aggregate_name") != "median":
            continue
        # BM_Method/<method>/n:<n>[/real_time][_median]
        parts = run["run_name"].split("/")
        method, n = parts[1], int(parts[2].split(":")[1])
        if run.get("run_type") == "iteration" and (method, n) in cells.get(method, {}):
            continue  # a repetition: the median aggregate fills the cell
        cells.setdefault(method, {})[n] = (run["real_time"], int(run["nodes"]))
        if n not in sizes:
            sizes.append(n)
    sizes.sort()
    print("| method | " + " | ".join(f"n = {n}" for n in sizes) + " |")
    print("| --- |" + " --- |" * len(sizes))
    for method, by_n in cells.items():
        row = []
        for n in sizes:
            if n in by_n:
                ms, nodes = by_n[n]
                row.append(f"{ms:.3g} ms<br>{nodes:,} nodes")
            else:
                row.append("(not run)")
        print(f"| `{method}` | " + " | ".join(row) + " |")


if __name__ == "__main__":
    main(sys.argv[1])
