#!/usr/bin/env bash
# Runs one fuzz target for a while with its corpus.
#
#   Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags…]
#
# TARGET: Lines, VisualFormat, Transcript, Data, Font, ConsoleLog, InterfaceBuilder, SwiftCode or
# ObjCCode (the Fuzz prefix is optional).
# Builds first if anything is out of date. The seed corpus Fuzz/Corpus/TARGET is copied into
# Fuzz/.build/corpus/TARGET (kept between runs, so it grows); the repository's corpus is never
# written. Crashes, leaks and timeouts go to Fuzz/.build/artifacts/TARGET/; the whole log to
# Fuzz/.build/logs/TARGET.log.
set -euo pipefail
FUZZ="$(cd "$(dirname "$0")" && pwd)"
OUT="$FUZZ/.build"
if [[ $# -lt 2 ]]; then
  echo "usage: $0 TARGET SECONDS [libFuzzer flags…]   (TARGET: Lines VisualFormat Transcript Data Font ConsoleLog InterfaceBuilder SwiftCode ObjCCode)" >&2
  exit 2
fi
name="${1#Fuzz}"; target="Fuzz$name"; seconds="$2"; shift 2
[[ -f "$FUZZ/Targets/$target.swift" ]] || { echo "no target $target in $FUZZ/Targets" >&2; exit 2; }

"$FUZZ/build.sh"

flags=()
extra_corpus=()
case "$name" in
  Lines)        flags+=(-max_len=8192 -dict="$FUZZ/trellis.dict") ;;
  VisualFormat) flags+=(-max_len=256) ;;
  Transcript)   flags+=(-max_len=16384) ;;
  Data)         flags+=(-max_len=4096)
                # Real feed data (CJK text) from ../shared when it is there; never copied in.
                [[ -d "$FUZZ/../../shared/data" ]] && extra_corpus+=("$(cd "$FUZZ/../../shared/data" && pwd)") ;;
  ConsoleLog)   flags+=(-max_len=8192)
                # The real logs of the tests are the seeds.
                extra_corpus+=("$(cd "$FUZZ/../Tests/Fixtures/logs" && pwd)") ;;
  SwiftCode|ObjCCode) flags+=(-max_len=16384)
                # The sessions' code, and the tests' (never copied in).
                extra_corpus+=("$(cd "$FUZZ/../Sessions/code" && pwd)") ;;
  InterfaceBuilder) flags+=(-max_len=65536 -dict="$FUZZ/ib.dict")
                # The sessions' documents, and the real ones of ../shared when it is there (never copied in).
                extra_corpus+=("$(cd "$FUZZ/../Sessions/ib" && pwd)")
                for d in "$FUZZ/../../shared/data/ib/files" "$FUZZ/../../shared/data/ib-cells"; do
                  [[ -d "$d" ]] && extra_corpus+=("$(cd "$d" && pwd)")
                done ;;
  Font)         flags+=(-max_len=1048576)
                # Big fonts are not kept in the repository: read the system's as extra seeds.
                if [[ -z "$(ls -A "$FUZZ/Corpus/FuzzFont" 2>/dev/null)" ]]; then
                  for d in /usr/share/fonts/truetype/dejavu /usr/share/fonts/truetype; do
                    [[ -d "$d" ]] && { extra_corpus+=("$d"); break; }
                  done
                fi ;;
esac

corpus="$OUT/corpus/$target"
artifacts="$OUT/artifacts/$target"
mkdir -p "$corpus" "$artifacts" "$OUT/logs"
[[ -d "$FUZZ/Corpus/$target" ]] && cp -n "$FUZZ/Corpus/$target"/* "$corpus"/ 2>/dev/null || true

export SWIFT_BACKTRACE=enable=no           # else a crash's backtracer can hold the pipe for minutes
export LSAN_OPTIONS="suppressions=$FUZZ/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"

cd "$artifacts"   # libFuzzer may write fuzz-*.log files in the working directory
set -x
"$OUT/bin/$target" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
  -artifact_prefix="$artifacts/" "${flags[@]}" "$@" \
  "$corpus" ${extra_corpus[@]+"${extra_corpus[@]}"} 2>&1 | tee "$OUT/logs/$target.log"
