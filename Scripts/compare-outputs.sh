#!/usr/bin/env bash
# Compares what two builds of `hitarea` print, byte for byte, with their exit statuses: a change
# meant only to be faster must print the same. Every format of the audit and the report, the fix,
# simulate, render, convert and probe, on the test fixtures (with and without a density for their
# Android dumps) and, when CORPORA is given (Scripts/make-speed-corpora.sh), on its RICO and XML
# corpora too; and the demo, with the pictures it writes.
#
#   Scripts/compare-outputs.sh OLD_HITAREA NEW_HITAREA [CORPORA]
#
# Prints each command whose output differs, then `all same (N checks)` or `K of N differ`
# (exit 1).
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,11p' "$0" >&2; exit 2; }
old=$(realpath "$1")
new=$(realpath "$2")
corpora=${3:+$(realpath -m "$3")}
cd "$(dirname "$0")/.."
fixtures=Tests/HitAreaToolsTests/Fixtures/screens
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checks=0
differ=0
check() {
  checks=$((checks + 1))
  local a b
  a=$("$old" "$@" 2>&1; echo "exit $?")
  b=$("$new" "$@" 2>&1; echo "exit $?")
  if [ "$a" != "$b" ]; then
    differ=$((differ + 1))
    echo "differs: hitarea $*"
  fi
}
# The checks of a whole corpus: a folder and the options it is read with.
corpus() {
  for format in text json jsonl sarif junit html markdown; do
    check audit "$@" --format "$format" --jobs 2
  done
  check audit "$@" --format jsonl --jobs 1
  check audit "$@" --format jsonl --for-report
  for policy in nearest mostLikely; do check audit "$@" --format jsonl --policy "$policy"; done
  check audit "$@" --format jsonl --containers opaque
  check audit "$@" --format jsonl --standard wcag-aaa
  check audit "$@" --format json --minimum 30 --fail-on warning
  check fix "$@" --format json
}
corpus "$fixtures"
corpus "$fixtures" --px-per-dp 2.625
if [ -n "$corpora" ]; then
  if [ -d "$corpora/rico" ]; then corpus "$corpora/rico"; fi
  if [ -d "$corpora/xml" ]; then corpus "$corpora/xml" --px-per-dp 2.625; fi
fi
# The report of two shards, in the wrong order, from the old build's lines.
"$old" audit "$fixtures" --format jsonl --for-report --px-per-dp 2.625 > "$work/all.jsonl" || true
head -n 7 "$work/all.jsonl" > "$work/first.jsonl"
tail -n +8 "$work/all.jsonl" > "$work/second.jsonl"
for format in text json sarif junit html markdown; do
  check report "$work/second.jsonl" "$work/first.jsonl" --format "$format"
done
for format in text swift android; do check fix "$fixtures" --format "$format" --px-per-dp 2.625; done
for file in "$fixtures"/*; do
  check audit "$file" --format json --px-per-dp 2.625
  check convert "$file" --output - --px-per-dp 2.625
  check simulate "$file" --taps 500 --format json --px-per-dp 2.625
  check render "$file" --px-per-dp 2.625
  check probe "$file" 100 200 --format json --px-per-dp 2.625
done
check simulate "$fixtures/ios_xcuitest_settings_top_390x844.xml" --policy all --regime wild \
  --taps 2000
# The demo's report and its pictures, each build's in a folder of its own.
checks=$((checks + 1))
a=$("$old" demo --output "$work/demo-old" 2>&1 | sed "s|$work/demo-old|OUT|g"; echo "exit $?")
b=$("$new" demo --output "$work/demo-new" 2>&1 | sed "s|$work/demo-new|OUT|g"; echo "exit $?")
if [ "$a" != "$b" ] || ! diff -r -q "$work/demo-old" "$work/demo-new" > /dev/null; then
  differ=$((differ + 1))
  echo "differs: hitarea demo --output DIR"
fi
if [ "$differ" -eq 0 ]; then
  echo "all same ($checks checks)"
else
  echo "$differ of $checks differ"
  exit 1
fi
