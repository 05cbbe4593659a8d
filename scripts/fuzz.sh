#!/usr/bin/env bash
# Runs every libFuzzer target built in build-sanitize/fuzz/ for SECONDS each
# (default 60), all at once (each is one process on one core), starting from
# its seed corpus in fuzz/corpus/<target>/; new inputs go to
# build-sanitize/fuzz-corpus/<target>/. A crash fails the run with its input
# saved as build-sanitize/fuzz-crashes/<target>-crash-*. See docs/fuzzing.md.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shopt -s nullglob
targets=(build-sanitize/fuzz/*_fuzz)
[ ${#targets[@]} -gt 0 ] || { echo "fuzz: no targets; build with scripts/test.sh first" >&2; exit 1; }
mkdir -p build-sanitize/fuzz-crashes

declare -A running
for target in "${targets[@]}"; do
  name=$(basename "$target" _fuzz)
  mkdir -p "build-sanitize/fuzz-corpus/$name"
  echo "fuzz: $name for ${seconds} s"
  "$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="build-sanitize/fuzz-crashes/$name-" \
    "build-sanitize/fuzz-corpus/$name" "fuzz/corpus/$name" >"build-sanitize/fuzz-$name.log" 2>&1 &
  running[$name]=$!
done

failed=0
for name in "${!running[@]}"; do
  if wait "${running[$name]}"; then
    grep -E '^stat::(number_of_executed_units|new_units_added)' "build-sanitize/fuzz-$name.log" | sed "s/^/fuzz: $name /"
  else
    tail -n 40 "build-sanitize/fuzz-$name.log" >&2
    echo "fuzz: $name failed (log above, also in build-sanitize/fuzz-$name.log)" >&2
    failed=1
  fi
done
exit $failed
