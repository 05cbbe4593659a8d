#!/usr/bin/env python3
"""Turns the BM_Method benchmarks into the table of docs/algorithms.md.

    build/bench/count_bench --benchmark_filter=BM_Method --benchmark_format=json \
        --benchmark_repetitions=3 > methods.json
    bench/method_table.py methods.json

Prints two Markdown tables, one row per method in the order the benchmarks
ran: the median time for each n, then the nodes visited.
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
    for title, cell in (("Time (ms)", lambda ms, nodes: f"{ms:.3g}"), ("Nodes", lambda ms, nodes: f"{nodes:,}")):
        print(f"| {title} | " + " | ".join(f"n = {n}" for n in sizes) + " |")
        print("| --- |" + " ---: |" * len(sizes))
        for method, by_n in cells.items():
            row = [cell(*by_n[n]) if n in by_n else "-" for n in sizes]
            print(f"| `{method}` | " + " | ".join(row) + " |")
        print()


if __name__ == "__main__":
    main(sys.argv[1])
