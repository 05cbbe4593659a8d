#!/usr/bin/env bash
# What checkpointing costs, side by side in one run (docs/performance.md):
#  1. overhead: N counted with and without --checkpoint, alternately, REPS
#     times each; medians of the wall time;
#  2. kill -9: the checkpointed count killed KILLS times at random moments and
#     resumed each time; the extra wall time over an uninterrupted run, per kill.
# Usage: bench/checkpoint_cost.sh [N=17] [REPS=3] [KILLS=5]
set -euo pipefail
cd "$(dirname "$0")/.."

n=${1:-17} reps=${2:-3} kills=${3:-5}
nqueens=build/apps/nqueens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now() { date +%s.%N; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }
timed() { local start; start=$(now); "$@" >/dev/null 2>&1; calc "$(now) - $start"; }

plain=() checkpointed=()
for ((i = 0; i < reps; i++)); do
  plain+=("$(timed "$nqueens" "$n" -q)")
  rm -f "$work/run.ckpt"
  checkpointed+=("$(timed "$nqueens" "$n" -q --checkpoint "$work/run.ckpt")")
done
plain_median=$(printf '%s\n' "${plain[@]}" | median)
checkpointed_median=$(printf '%s\n' "${checkpointed[@]}" | median)
echo "n = $n without checkpoint: ${plain[*]} s (median $plain_median)"
echo "n = $n with checkpoint:    ${checkpointed[*]} s (median $checkpointed_median)"
echo "checkpoint overhead: $(calc "100 * ($checkpointed_median - $plain_median) / $plain_median") %"

rm -f "$work/run.ckpt"
total=0
for ((k = 0; k < kills; k++)); do
  start=$(now)
  "$nqueens" "$n" -q --checkpoint "$work/run.ckpt" >/dev/null 2>&1 &
  pid=$!
  sleep "$(awk -v r="$RANDOM" -v t="$plain_median" 'BEGIN { printf "%.2f", 0.2 + r / 32768 * t / '"$kills"' }')"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  total=$(calc "$total + $(now) - $start")
done
start=$(now)
result=$("$nqueens" "$n" -q --checkpoint "$work/run.ckpt" 2>/dev/null)
total=$(calc "$total + $(now) - $start")
echo "killed $kills times and resumed: $total s in all, result $result"
echo "time lost per kill -9: $(calc "($total - $plain_median) / $kills") s"
