#!/usr/bin/env bash
# Configures and builds everything (Release) in build/, quietly: the compiler's
# output goes to build/build.log and is shown only when the build fails.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh
mkdir -p build
if ! { cmake -S . -B build -DCMAKE_BUILD_TYPE=Release "$@" &&
       cmake --build build --parallel "$(nproc)"; } >build/build.log 2>&1; then
  cat build/build.log >&2
  echo "build: failed (log above, also in build/build.log)" >&2
  exit 1
fi
