#!/usr/bin/env bash
# Counts the instructions a build of `hitarea` spends auditing each speed corpus, with callgrind:
# repeatable where CPU times are not (the same count twice on a busy machine).
#
#   Scripts/count-instructions.sh HITAREA CORPORA [rico|fixtures|xml|one ...]
#
# CORPORA is the folder Scripts/make-speed-corpora.sh made; the default is every corpus in it.
# Each line gives the whole run and a file's share, in millions:
# `hitarea audit DIR --format jsonl --jobs 1`, with SWIFT_DETERMINISTIC_HASHING=1 so that string
# hashing is the same in every run (`--px-per-dp 2.625` for the XML dumps). The profiles stay in
# CORPORA/callgrind, for callgrind_annotate. An audit's findings (exit 1) are part of the run, and
# in the fixtures so are the files it cannot read (4, 5: their Android dumps without a density).
# Needs valgrind.
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,13p' "$0" >&2; exit 2; }
hitarea=$(realpath "$1")
corpora=$2
shift 2
which=("$@")
[ ${#which[@]} -gt 0 ] || which=(rico fixtures xml one)
mkdir -p "$corpora/callgrind"
for corpus in "${which[@]}"; do
  dir="$corpora/$corpus"
  [ -d "$dir" ] || { echo "$corpus: no $dir (Scripts/make-speed-corpora.sh)"; continue; }
  options=()
  [ "$corpus" = xml ] && options=(--px-per-dp 2.625)
  profile="$corpora/callgrind/$corpus.out"
  status=0
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$profile" \
    "$hitarea" audit "$dir" "${options[@]}" --format jsonl --jobs 1 > /dev/null 2> "$profile.log" \
    || status=$?
  case "$corpus:$status" in
    *:0 | *:1 | fixtures:4 | fixtures:5) ;;
    *) echo "$corpus: the audit exited with $status ($profile.log)" >&2; exit 1 ;;
  esac
  total=$(sed -n 's/^summary: *//p' "$profile")
  [ -n "$total" ] || { echo "$corpus: no count in $profile" >&2; exit 1; }
  files=$(ls "$dir" | wc -l)
  awk -v c="$corpus" -v t="$total" -v n="$files" \
    'BEGIN { printf "%-9s %9.2f M  %6.3f M a file (%d files)\n", c, t / 1e6, t / 1e6 / n, n }'
done
