#!/usr/bin/env bash
# Builds the Trellis library modules with coverage + AddressSanitizer instrumentation and
# links each fuzz target in Fuzz/Targets/ against them with libFuzzer.
# Output: Fuzz/.build/{lib*.a,*.swiftmodule,bin/Fuzz*}. Never touches the package's .build/.
#
#   Fuzz/build.sh            build what is out of date
#   Fuzz/build.sh --clean    rebuild everything
set -euo pipefail
FUZZ="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$FUZZ")"
OUT="$FUZZ/.build"
[[ "${1:-}" == "--clean" ]] && rm -rf "$OUT"
mkdir -p "$OUT/bin" "$OUT/obj"

SWIFTC="${SWIFTC:-swiftc}"
# The targets link with ld.gold (swiftc's default here), which warns "Cannot export local
# symbol '__asan_…'" a hundred times per target: harmless, filtered out below. (-use-ld=lld
# does not work: it misses the Glibc overlay that the static archives autolink.)
# -sanitize=fuzzer on a library compile only adds libFuzzer's coverage instrumentation
# (edge counters, trace-cmp); libFuzzer's main is linked in only by the final target.
SAN=(-sanitize=fuzzer,address)
OPT=(-O -wmo -num-threads 2 -g -parse-as-library -I "$OUT" -L "$OUT")

# module : dependencies (in build order)
MODULES=(Notation Cassowary Layout TableSim ConsoleLog InterfaceBuilder Shell)
declare -A DEPS=(
  [Notation]=""
  [Cassowary]="Notation"
  [Layout]="Cassowary Notation"
  [TableSim]="Cassowary Layout Notation"
  [ConsoleLog]="Cassowary Layout Notation"
  [InterfaceBuilder]="Cassowary Layout Notation"
  [Shell]="Cassowary Layout TableSim ConsoleLog InterfaceBuilder Notation"
)

newer_than() { # newer_than TARGET FILES... : true when TARGET is missing or older than any file
  local t="$1"; shift
  [[ ! -e "$t" ]] && return 0
  local f; for f in "$@"; do [[ "$f" -nt "$t" ]] && return 0; done
  return 1
}

rebuilt=0
for m in "${MODULES[@]}"; do
  mapfile -t srcs < <(find "$ROOT/Sources/$m" -name '*.swift' | sort)
  deps=(); for d in ${DEPS[$m]}; do deps+=("$OUT/lib$d.a"); done
  lib="$OUT/lib$m.a"
  if (( rebuilt )) || newer_than "$lib" "${srcs[@]}" "$FUZZ/build.sh" ${deps[@]+"${deps[@]}"}; then
    echo "== module $m (${#srcs[@]} files)"
    start=$SECONDS
    # A new archive, not the old one added to: objects of deleted sources must not linger.
    rm -f "$lib"
    "$SWIFTC" "${OPT[@]}" "${SAN[@]}" -module-name "$m" \
      -emit-library -static -o "$lib" \
      -emit-module -emit-module-path "$OUT/$m.swiftmodule" \
      "${srcs[@]}"
    echo "   $((SECONDS - start)) s"
    rebuilt=1
  fi
done

LIBS=(); for m in "${MODULES[@]}"; do LIBS+=("$OUT/lib$m.a"); done
for t in "$FUZZ"/Targets/*.swift; do
  name="$(basename "$t" .swift)"
  exe="$OUT/bin/$name"
  if newer_than "$exe" "$t" "${LIBS[@]}"; then
    echo "== target $name"
    start=$SECONDS
    "$SWIFTC" "${OPT[@]}" "${SAN[@]}" -module-name "$name" \
      "$t" -lShell -lInterfaceBuilder -lConsoleLog -lTableSim -lLayout -lCassowary -lNotation -o "$exe" \
      2> >(grep -v "Cannot export local symbol '__asan_" >&2)
    echo "   $((SECONDS - start)) s"
  fi
done
echo "built: $(ls "$OUT/bin" | tr '\n' ' ')"
