#!/usr/bin/env bash
# Installs, with apt-get, whatever the build needs that this Debian machine
# lacks. Idempotent and silent when everything is there.
set -euo pipefail

packages=(g++ cmake make ninja-build pkg-config libtbb-dev libcxxopts-dev libgtest-dev libbenchmark-dev nlohmann-json3-dev zlib1g-dev
          help2man clang libclang-rt-14-dev openmpi-bin libopenmpi-dev
          python3-dev pybind11-dev python3-pybind11 python3-pytest)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null; then
  as_root=(sudo)
else
  echo "setup: missing packages (${missing[*]}) and no root rights to install them" >&2
  exit 1
fi

echo "setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq >/dev/null
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
