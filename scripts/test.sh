#!/usr/bin/env bash
# Sets up, builds and runs the whole test suite, in four stages:
#  1. the Release build in build/ and its ctest suite;
#  2. the Python module's pytest suite (ctest label python), on build/'s module;
#  3. the same tests built with clang++, AddressSanitizer and
#     UndefinedBehaviorSanitizer in build-sanitize/ (benchmarks left out);
#  4. each libFuzzer target for a bounded time (scripts/fuzz.sh, 45 s each).
set -euo pipefail
cd "$(dirname "$0")/.."

run_ctest() { (cd "$1" && shift && ctest --output-on-failure --parallel "$(nproc)" --timeout 600 "$@"); }

echo "test: Release build and tests (build/)"
scripts/build.sh
run_ctest build --label-exclude python

echo "test: Python module (build/python, pytest)"
run_ctest build --label-regex python --no-tests=error

echo "test: sanitizer build and tests (build-sanitize/)"
NQUEENS_BUILD_DIR=build-sanitize scripts/build.sh -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DNQUEENS_SANITIZE=ON -DNQUEENS_FUZZ=ON -DNQUEENS_BUILD_BENCH=OFF
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1
run_ctest build-sanitize

echo "test: fuzzing"
scripts/fuzz.sh 45
