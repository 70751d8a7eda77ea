#!/usr/bin/env bash
# Builds kiwi_scenarios.cpp against kiwi's headers (from PyPI's kiwisolver source distribution,
# fetched once with pip into .build-kiwi/, which git ignores) and runs it with the arguments given.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version=${KIWISOLVER_VERSION:-1.5.1}
work=$here/.build-kiwi
mkdir -p "$work"
if [ ! -d "$work/kiwisolver-$version/kiwi" ]; then
  pip download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d "$work"
  tar xzf "$work/kiwisolver-$version.tar.gz" -C "$work"
fi
g++ -O3 -std=c++17 -DNDEBUG -I "$work/kiwisolver-$version" "$here/kiwi_scenarios.cpp" -o "$work/kiwi_scenarios"
exec "$work/kiwi_scenarios" "$@"
