#!/usr/bin/env bash
# What checkpointing costs, side by side in one run (docs/lab/performance-history.md):
#  1. overhead: N counted with and without --checkpoint, alternately, REPS
#     times each; medians of wall time and of CPU time (user + system, which
#     other load on the machine disturbs far less);
#  2. kill -9: the checkpointed count killed KILLS times at random moments and
#     resumed each time; the CPU time spent beyond an uninterrupted run, per
#     kill (a killed run's CPU time is read from /proc just before the kill).
# Usage: bench/checkpoint_cost.sh [N=17] [REPS=3] [KILLS=5]
set -euo pipefail
cd "$(dirname "$0")/.."

n=${1:-17} reps=${2:-3} kills=${3:-5}
nqueens=build/apps/nqueens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

calc() { awk "BEGIN { printf \"%.3f\", $1 }"; }
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# Prints "wall cpu" in seconds for one run of the command.
timed() {
  local TIMEFORMAT='%R %U %S' line
  line=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
  awk '{ printf "%.3f %.3f\n", $1, $2 + $3 }' <<<"$line"
}
# CPU seconds a running process has used: utime + stime from /proc.
cpu_of() { awk -v hz="$(getconf CLK_TCK)" '{ sub(/.*\) /, ""); printf "%.3f", ($12 + $13) / hz }' "/proc/$1/stat"; }

plain_wall=() plain_cpu=() ckpt_wall=() ckpt_cpu=()
for ((i = 0; i < reps; i++)); do
  read -r wall cpu < <(timed "$nqueens" "$n" -q); plain_wall+=("$wall"); plain_cpu+=("$cpu")
  rm -f "$work/run.ckpt"
  read -r wall cpu < <(timed "$nqueens" "$n" -q --checkpoint "$work/run.ckpt"); ckpt_wall+=("$wall"); ckpt_cpu+=("$cpu")
done
pw=$(printf '%s\n' "${plain_wall[@]}" | median) pc=$(printf '%s\n' "${plain_cpu[@]}" | median)
cw=$(printf '%s\n' "${ckpt_wall[@]}" | median) cc=$(printf '%s\n' "${ckpt_cpu[@]}" | median)
echo "n = $n without checkpoint: wall ${plain_wall[*]} (median $pw) cpu ${plain_cpu[*]} (median $pc)"
echo "n = $n with checkpoint:    wall ${ckpt_wall[*]} (median $cw) cpu ${ckpt_cpu[*]} (median $cc)"
echo "checkpoint overhead: wall $(calc "100 * ($cw - $pw) / $pw") %, cpu $(calc "100 * ($cc - $pc) / $pc") %"
echo "records: $(($(wc -l <"$work/run.ckpt") - 1)), file $(wc -c <"$work/run.ckpt") bytes"

rm -f "$work/run.ckpt"
total=0
for ((k = 0; k < kills; k++)); do
  "$nqueens" "$n" -q --checkpoint "$work/run.ckpt" >/dev/null 2>&1 &
  pid=$!
  sleep "$(awk -v r="$RANDOM" -v t="$pw" -v k="$kills" 'BEGIN { printf "%.2f", 0.2 + r / 32768 * t / k }')"
  used=$(cpu_of "$pid" 2>/dev/null || echo 0)
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  total=$(calc "$total + $used")
done
read -r wall cpu < <(timed "$nqueens" "$n" -q --checkpoint "$work/run.ckpt")
total=$(calc "$total + $cpu")
echo "killed $kills times and resumed: $total cpu s in all, against $pc uninterrupted"
echo "lost per kill -9: $(calc "($total - $pc) / $kills") cpu s"
