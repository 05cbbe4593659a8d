#!/usr/bin/env bash
# Side-by-side timing of nqueens-mpi against nqueens, in one run, repeated:
#   bench/mpi_scaling.sh [N] [REPETITIONS] [BUILD_DIR] [METHOD]
# (METHOD: the count's --method; by default the one nqueens chooses.)
# Each round runs every configuration once, in turn, so that load from
# elsewhere falls on all of them alike; the medians of the counts' own
# "Seconds:" (MPI start-up excluded, as nqueens' excludes process start-up)
# and minimums are printed as a Markdown table, with the speed-ups the goals
# are about (on medians; on a loaded machine the minimums say more).
set -euo pipefail
n=${1:-16}
repetitions=${2:-3}
build=${3:-build}
method_option=${4:+--method $4}
mpirun_cmd=(mpirun --oversubscribe --bind-to none)
[ "$(id -u)" -eq 0 ] && mpirun_cmd+=(--allow-run-as-root)

configurations=(
  "nqueens-mpi -np 1, 1 thread|${mpirun_cmd[*]} -np 1 $build/apps/nqueens-mpi $n --threads 1 $method_option -q --time"
  "nqueens-mpi -np 2, 1 thread per rank|${mpirun_cmd[*]} -np 2 $build/apps/nqueens-mpi $n --threads 1 $method_option -q --time"
  "nqueens, 2 threads|$build/apps/nqueens $n --threads 2 $method_option -q --time"
)

declare -A times
for ((round = 0; round < repetitions; ++round)); do
  for configuration in "${configurations[@]}"; do
    name=${configuration%%|*}
    seconds=$(${configuration#*|} | sed -n 's/^Seconds: //p')
    times[$name]+="$seconds "
  done
done

median() { tr ' ' '\n' <<<"$1" | grep . | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
minimum() { tr ' ' '\n' <<<"$1" | grep . | sort -g | head -1; }

echo "| n = $n | median s | best s | all runs |"
echo "| --- | --- | --- | --- |"
declare -A medians
for configuration in "${configurations[@]}"; do
  name=${configuration%%|*}
  medians[$name]=$(median "${times[$name]}")
  echo "| $name | ${medians[$name]} | $(minimum "${times[$name]}") | ${times[$name]}|"
done
one=${medians["nqueens-mpi -np 1, 1 thread"]}
two=${medians["nqueens-mpi -np 2, 1 thread per rank"]}
threads=${medians["nqueens, 2 threads"]}
awk -v one="$one" -v two="$two" -v threads="$threads" 'BEGIN {
  printf "\n-np 2 against -np 1: %.2fx faster (goal: 1.8x)\n", one / two
  printf "-np 2 against nqueens with 2 threads: %+.1f%% time (goal: at most +10%%)\n", (two / threads - 1) * 100
}'
