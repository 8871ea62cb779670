#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for a bounded time.
#
#   Scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET ...]
#
# Targets: FuzzEngine (random trees and points, every policy, overflow on and off), the readers
# (FuzzSnapshotJSON, FuzzXCUITest, FuzzUIAutomator, FuzzUiAutomator2, FuzzRICO, FuzzBaseline,
# FuzzIDB, FuzzWDA, FuzzMaestro, FuzzDebugDescription), the plain XML reader against XMLParser
# (FuzzXMLPlainReader), what `hitarea audit`, `report`, `render` and `probe` do with a file in
# any format (FuzzAudit: the rules, names, fixes, every report format and its report line, the
# SVG, the automatic size), and the corpus walker's format detection (FuzzFormatDetection) when
# present. Seed corpora come from Fuzz/Corpus/<target> (checked in; FuzzAudit takes every
# target's and the test fixtures); findings (crash-*, leak-*, timeout-*) land in
# fuzz-out/<target>/. Every target runs with LeakSanitizer. Exits non-zero if any target found a
# crash.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=()
  for dir in Fuzz/*/; do
    name=$(basename "$dir")
    case "$name" in Corpus | FuzzSupport) ;; *) targets+=("$name") ;; esac
  done
fi

export HITAREA_FUZZ=1
status=0
for target in "${targets[@]}"; do
  echo "== $target: build"
  swift build --scratch-path .build/fuzz --product "$target" -Xswiftc -sanitize=fuzzer,address
  corpus="fuzz-out/$target/corpus"
  mkdir -p "$corpus" "fuzz-out/$target/findings"
  if [ -d "Fuzz/Corpus/$target" ]; then cp -n Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true; fi
  # The audit reads every format: it starts from every reader's seeds and the test fixtures
  # (the real screens and the readers' fuzz findings). A seed already there is kept.
  if [ "$target" = FuzzAudit ]; then
    for seed in Fuzz/Corpus/*/* Tests/HitAreaToolsTests/Fixtures/screens/* \
      Tests/HitAreaToolsTests/Fixtures/fuzz-crash-*; do
      copy="$corpus/$(basename "$(dirname "$seed")")-$(basename "$seed")"
      [ -e "$copy" ] || cp "$seed" "$copy"
    done
  fi
  # swift-corelibs-foundation's XMLParser leaks the CFError it builds for every libxml2 error
  # (_CFErrorCreateFromXMLInterface): not ours, so LeakSanitizer is told to pass over it
  # (Fuzz/lsan-suppressions.txt) and finds every other leak, in the XML readers too.
  echo "== $target: run ${seconds}s"
  if ! ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$PWD/Fuzz/lsan-suppressions.txt" \
      .build/fuzz/debug/"$target" "$corpus" -max_total_time="$seconds" -rss_limit_mb=4096 \
      -timeout=10 -detect_leaks=1 -artifact_prefix="fuzz-out/$target/findings/" \
      -print_final_stats=1 \
      > "fuzz-out/$target/log.txt" 2>&1; then
    status=1
    echo "   FOUND A PROBLEM: see fuzz-out/$target/findings and fuzz-out/$target/log.txt"
  fi
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb|Done)" "fuzz-out/$target/log.txt" || true
done
exit $status
