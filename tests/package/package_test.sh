#!/usr/bin/env bash
# Installs the built project into a scratch prefix, then builds and runs a
# tiny consumer against it twice: through find_package(nqueens) and through
# pkg-config. Usage: package_test.sh BUILD_DIR SOURCE_DIR SCRATCH_DIR VERSION
set -euo pipefail
build_dir=$1 source_dir=$2 scratch=$3 version=$4

rm -rf "$scratch"
mkdir -p "$scratch"
prefix=$scratch/prefix
cmake --install "$build_dir" --prefix "$prefix" >"$scratch/install.log"

cmake -S "$source_dir/tests/package" -B "$scratch/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
      -DEXPECTED_VERSION="$version" >"$scratch/configure.log"
cmake --build "$scratch/cmake-build" >"$scratch/build.log"
"$scratch/cmake-build/consumer"

pc_dir=$(dirname "$(find "$prefix" -name nqueens.pc)")
flags=$(PKG_CONFIG_PATH=$pc_dir pkg-config --cflags --libs nqueens)
[ "$(PKG_CONFIG_PATH=$pc_dir pkg-config --modversion nqueens)" = "$version" ]
# shellcheck disable=SC2086  # the flags are words
${CXX:-c++} -std=c++20 "$source_dir/tests/package/consumer.cpp" $flags -o "$scratch/pkg-config-consumer"
"$scratch/pkg-config-consumer"
"$prefix/bin/nqueens" 8 --quiet
