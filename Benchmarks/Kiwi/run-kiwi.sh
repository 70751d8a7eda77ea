#!/usr/bin/env bash
# Builds kiwi_scenarios.cpp against kiwi's headers (from PyPI's kiwisolver source distribution,
# fetched once with pip into .build-kiwi/, which git ignores) and runs it with the arguments given.
# With `system` first, builds and runs kiwi_system.cpp instead, on "trellis-system 1" dumps:
#
#   run-kiwi.sh [ARGS...]                              kiwi_scenarios (see its header comment)
#   run-kiwi.sh system [--rounds N] [--parse-only] FILE...   kiwi_system (see its header comment)
#
# Either program is built at each call (about 5 s), so give kiwi_system all its files at once.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
version=${KIWISOLVER_VERSION:-1.5.1}
work=$here/.build-kiwi
mkdir -p "$work"
if [ ! -d "$work/kiwisolver-$version/kiwi" ]; then
  pip download --quiet --no-binary :all: --no-deps "kiwisolver==$version" -d "$work"
  tar xzf "$work/kiwisolver-$version.tar.gz" -C "$work"
fi
program=kiwi_scenarios
if [ "${1:-}" = system ]; then
  program=kiwi_system
  shift
fi
g++ -O3 -std=c++17 -DNDEBUG -I "$work/kiwisolver-$version" "$here/$program.cpp" -o "$work/$program"
exec "$work/$program" "$@"
