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

# swift-syntax (SourceCode's parser), built once by SwiftPM in release in a scratch folder of
# its own, not instrumented: the targets link its objects; its code is not what is fuzzed.
SYNTAX="$OUT/swift-syntax"
if [[ ! -f "$SYNTAX/release/Modules/SwiftOperators.swiftmodule" ]]; then
  echo "== swift-syntax (SwiftPM, release, once)"
  (cd "$ROOT" && swift package resolve >/dev/null)
  start=$SECONDS
  swift build -c release --package-path "$ROOT/.build/checkouts/swift-syntax" --scratch-path "$SYNTAX" \
    --target SwiftOperators 2>&1 | grep -E "error|Compiling|Build" | tail -3
  echo "   $((SECONDS - start)) s"
fi
SYNTAX_OBJS=()
for m in _SwiftSyntaxCShims SwiftSyntax SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603 \
         SwiftDiagnostics SwiftParser SwiftOperators; do
  while IFS= read -r o; do SYNTAX_OBJS+=("$o"); done < <(find "$SYNTAX/release/$m.build" -name '*.o' 2>/dev/null | sort)
done
SYNTAX_FLAGS=(-I "$SYNTAX/release/Modules" -Xcc -I -Xcc "$ROOT/.build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include")

# module : dependencies (in build order)
MODULES=(Notation Cassowary Layout TableSim ConsoleLog InterfaceBuilder SourceCode Shell)
declare -A DEPS=(
  [Notation]=""
  [Cassowary]="Notation"
  [Layout]="Cassowary Notation"
  [TableSim]="Cassowary Layout Notation"
  [ConsoleLog]="Cassowary Layout Notation"
  [InterfaceBuilder]="Cassowary Layout Notation"
  [SourceCode]="Cassowary Layout Notation"
  [Shell]="Cassowary Layout TableSim ConsoleLog InterfaceBuilder SourceCode Notation"
)

newer_than() { # newer_than TARGET FILES... : true when TARGET is missing or older than any file
  local t="$1"; shift
  [[ ! -e "$t" ]] && return 0
  local f; for f in "$@"; do [[ "$f" -nt "$t" ]] && return 0; done
  return 1
}

# Shell's live page is embedded by SwiftPM (`.embedInCode` in Package.swift), which writes a
# `PackageResources` struct of byte arrays, one a file; built without SwiftPM, it is written here
# the same way (the file's name, dots made underscores).
embedded_resources() { # embedded_resources OUTPUT FILES...
  local out="$1"; shift
  mkdir -p "$(dirname "$out")"
  {
    echo "struct PackageResources {"
    local f; for f in "$@"; do
      printf 'static let %s: [UInt8] = [%s]\n' "$(basename "$f" | tr '.-' '__')" \
        "$(od -An -v -tu1 "$f" | tr -s ' \n' ',,' | sed 's/^,//; s/,$//')"
    done
    echo "}"
  } > "$out"
}

rebuilt=0
for m in "${MODULES[@]}"; do
  mapfile -t srcs < <(find "$ROOT/Sources/$m" -name '*.swift' | sort)
  if [[ $m == Shell ]]; then
    mapfile -t pages < <(find "$ROOT/Sources/Shell/Live/Page" -type f | sort)
    generated="$OUT/derived/Shell/embedded_resources.swift"
    if newer_than "$generated" "${pages[@]}" "$FUZZ/build.sh"; then embedded_resources "$generated" "${pages[@]}"; fi
    srcs+=("$generated")
  fi
  deps=(); for d in ${DEPS[$m]}; do deps+=("$OUT/lib$d.a"); done
  lib="$OUT/lib$m.a"
  if (( rebuilt )) || newer_than "$lib" "${srcs[@]}" "$FUZZ/build.sh" ${deps[@]+"${deps[@]}"}; then
    echo "== module $m (${#srcs[@]} files)"
    start=$SECONDS
    # A new archive, not the old one added to: objects of deleted sources must not linger.
    rm -f "$lib"
    "$SWIFTC" "${OPT[@]}" "${SAN[@]}" "${SYNTAX_FLAGS[@]}" -module-name "$m" \
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
    "$SWIFTC" "${OPT[@]}" "${SAN[@]}" "${SYNTAX_FLAGS[@]}" -module-name "$name" \
      "$t" -lShell -lSourceCode -lInterfaceBuilder -lConsoleLog -lTableSim -lLayout -lCassowary -lNotation "${SYNTAX_OBJS[@]}" -o "$exe" \
      2> >(grep -v "Cannot export local symbol '__asan_" >&2)
    echo "   $((SECONDS - start)) s"
  fi
done
echo "built: $(ls "$OUT/bin" | tr '\n' ' ')"
