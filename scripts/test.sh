#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh
cd build
ctest --output-on-failure --parallel "$(nproc)" --timeout 600
