#!/usr/bin/env bash
# Sets up, builds and counts: scripts/run.sh 16 prints the 16-queens solutions.
# Every argument goes to the nqueens command (see nqueens --help).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/build.sh
exec build/apps/nqueens "$@"
