#!/usr/bin/env bash
# Sets up, builds and runs the test suite.
#   scripts/test.sh          everything, as CI runs it, in three stages:
#     1. the Release build in build/ and all its tests, the Python module's
#        pytest suite (ctest label python) among them;
#     2. the same tests built with clang++, AddressSanitizer and
#        UndefinedBehaviorSanitizer in build-sanitize/ (benchmarks and three
#        slow command-line tests left out: tests/CMakeLists.txt says why),
#        and the fuzz targets on their seed corpora;
#     3. every libFuzzer target for 45 s, all at once (scripts/fuzz.sh).
#   scripts/test.sh --quick  the Release build and its tests labelled quick or python.
# The ctest labels (quick, slow, python, sanitize, fuzz) pick the same sets by hand:
# ctest --test-dir build -L quick. See tests/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=false
case "${1:-}" in
  "") ;;
  --quick) quick=true ;;
  *) echo "test: unknown argument '$1' (usage: scripts/test.sh [--quick])" >&2; exit 2 ;;
esac

run_ctest() {
  local dir=$1
  shift
  ctest --test-dir "$dir" --output-on-failure --parallel "$(nproc)" --timeout 600 "$@"
}

# Runs a stage and says how long it took, so that a slow one shows.
stage() {
  local name=$1 started=$SECONDS
  shift
  echo "test: $name"
  "$@"
  echo "test: $name took $((SECONDS - started)) s"
}

release_stage() {
  scripts/build.sh
  if $quick; then run_ctest build -L 'quick|python'; else run_ctest build; fi
}

sanitize_stage() {
  # Line tables are all that the sanitizers' reports read, at a fraction of
  # full debug information's build time.
  NQUEENS_BUILD_DIR=build-sanitize scripts/build.sh -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -gline-tables-only -DNDEBUG" \
    -DNQUEENS_SANITIZE=ON -DNQUEENS_FUZZ=ON -DNQUEENS_BUILD_BENCH=OFF
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 run_ctest build-sanitize
}

stage "Release build and tests (build/)" release_stage
$quick && exit 0
stage "sanitizer build and tests (build-sanitize/)" sanitize_stage
stage "fuzzing" scripts/fuzz.sh 45
