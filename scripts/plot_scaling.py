#!/usr/bin/python3
"""Plots thread scaling: speedup and parallel efficiency against threads,
with the ideal lines, as a PNG.

Reads any of:
  - the CSV of `nqueens N --threads LO:HI --csv FILE`
  - the JSON of `nqueens N --threads LO:HI --json`
  - Google Benchmark JSON (`count_bench --benchmark_out=FILE
    --benchmark_out_format=json`): every BM_Count/<method>/n:<n>/threads:<t>
    series, medians when the run had repetitions.

  scripts/plot_scaling.py scaling.csv -o docs/scaling.png

Needs python3-matplotlib (Debian), hence /usr/bin/python3 rather than
whatever python3 comes first on the PATH.
"""
import argparse
import csv
import json
import re
import statistics
import sys


def series_from_nqueens_json(data):
    times = {row["threads"]: row["seconds"] for row in data["scaling"]}
    return {f"{data['method']}, n = {data['n']}": times}


def series_from_csv(path):
    series = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            label = f"{row['method']}, n = {row['n']}"
            series.setdefault(label, {})[int(row["threads"])] = float(row["seconds"])
    return series


def series_from_benchmark(data):
    """Median real time per (method, n, threads); BM_Count only."""
    pattern = re.compile(r"^BM_Count/(?P<method>\w+)/n:(?P<n>\d+)/threads:(?P<threads>\d+)")
    samples = {}
    for bench in data["benchmarks"]:
        match = pattern.match(bench.get("run_name", bench["name"]))
        if not match or bench.get("aggregate_name", "") not in ("", "median"):
            continue
        key = (f"{match['method']}, n = {match['n']}", int(match["threads"]))
        samples.setdefault(key, {}).setdefault(bench.get("aggregate_name", ""), []).append(bench["real_time"])
    series = {}
    for (label, threads), by_kind in samples.items():
        times = by_kind.get("median") or by_kind[""]
        series.setdefault(label, {})[threads] = statistics.median(times)
    return series


def read_series(path):
    with open(path) as f:
        text = f.read()
    if not text.lstrip().startswith("{"):
        return series_from_csv(path)
    data = json.loads(text)
    return series_from_benchmark(data) if "benchmarks" in data else series_from_nqueens_json(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("inputs", nargs="+", help="CSV or JSON files (nqueens or Google Benchmark)")
    parser.add_argument("-o", "--output", required=True, help="the PNG to write")
    parser.add_argument("--title", default="nqueens thread scaling", help="the plot's title")
    args = parser.parse_args()

    series = {}
    for path in args.inputs:
        try:
            series.update(read_series(path))
        except (OSError, ValueError, KeyError) as error:
            sys.exit(f"plot_scaling: cannot read '{path}': {error}")
    if not series:
        sys.exit("plot_scaling: no thread-scaling data in the input")

    import matplotlib
    matplotlib.use("Agg")  # no display needed
    import matplotlib.pyplot as plt

    fig, (speedup_ax, efficiency_ax) = plt.subplots(1, 2, figsize=(10, 4.2))
    largest = max(max(times) for times in series.values())
    smallest = min(min(times) for times in series.values())
    for label, times in sorted(series.items()):
        threads = sorted(times)
        base = threads[0]
        speedup = [times[base] / times[t] for t in threads]
        efficiency = [100 * s * base / t for s, t in zip(speedup, threads)]
        speedup_ax.plot(threads, speedup, "o-", label=label)
        efficiency_ax.plot(threads, efficiency, "o-", label=label)
    speedup_ax.plot([smallest, largest], [1, largest / smallest], "k--", label="ideal")
    efficiency_ax.axhline(100, color="k", linestyle="--", label="ideal")
    speedup_ax.set(xlabel="threads", ylabel="speedup (against the fewest threads)", title="Speedup")
    efficiency_ax.set(xlabel="threads", ylabel="parallel efficiency (%)", title="Efficiency",
                      ylim=(0, 110))
    for ax in (speedup_ax, efficiency_ax):
        ax.set_xticks(sorted({t for times in series.values() for t in times}))
        ax.grid(True, alpha=0.3)
        ax.legend()
    fig.suptitle(args.title)
    fig.tight_layout()
    fig.savefig(args.output, dpi=100)


if __name__ == "__main__":
    main()
