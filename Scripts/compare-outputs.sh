#!/usr/bin/env bash
# Compares what two builds of `hitarea` print, byte for byte, with their exit statuses: a change
# meant only to be faster must print the same. Every format of the audit and the report, the fix,
# simulate, render, convert and probe, on the test fixtures (with and without a density for their
# Android dumps) and, when CORPORA is given (Scripts/make-speed-corpora.sh), on its RICO and XML
# corpora too.
#
#   Scripts/compare-outputs.sh OLD_HITAREA NEW_HITAREA [CORPORA]
#
# Prints each command whose output differs, then `all same (N checks)` or `K of N differ`
# (exit 1).
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,11p' "$0" >&2; exit 2; }
old=$(realpath "$1")
new=$(realpath "$2")
corpora=${3:-}
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
corpus_options=("$fixtures" "$fixtures --px-per-dp 2.625")
if [ -n "$corpora" ]; then
  [ -d "$corpora/rico" ] && corpus_options+=("$corpora/rico")
  [ -d "$corpora/xml" ] && corpus_options+=("$corpora/xml --px-per-dp 2.625")
fi
for corpus in "${corpus_options[@]}"; do
  read -r -a args <<<"$corpus"
  for format in text json jsonl sarif junit html markdown; do
    check audit "${args[@]}" --format "$format" --jobs 2
  done
  check audit "${args[@]}" --format jsonl --jobs 1
  check audit "${args[@]}" --format jsonl --for-report
  for policy in nearest mostLikely; do check audit "${args[@]}" --format jsonl --policy "$policy"; done
  check audit "${args[@]}" --format jsonl --containers opaque
  check audit "${args[@]}" --format jsonl --standard wcag-aaa
  check audit "${args[@]}" --format json --minimum 30 --fail-on warning
  check fix "${args[@]}" --format json
done
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
check demo
if [ "$differ" -eq 0 ]; then
  echo "all same ($checks checks)"
else
  echo "$differ of $checks differ"
  exit 1
fi
