#!/usr/bin/env bash
# Configures and builds everything (Release) in build/, quietly: the compiler's
# output goes to build/build.log and is shown only when the build fails.
# Arguments go to cmake; NQUEENS_BUILD_DIR names another build folder.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
dir=${NQUEENS_BUILD_DIR:-build}
mkdir -p "$dir"
# Ninja keeps every core busy across targets, where Make waits at each
# library; a folder configured before keeps the generator it has.
generator=()
[ -f "$dir/CMakeCache.txt" ] || generator=(-G Ninja)
if ! { cmake -S . -B "$dir" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "$@" &&
       cmake --build "$dir" --parallel "$(nproc)"; } >"$dir/build.log" 2>&1; then
  cat "$dir/build.log" >&2
  echo "build: failed (log above, also in $dir/build.log)" >&2
  exit 1
fi
