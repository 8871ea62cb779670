#!/usr/bin/env bash
# Mutation check: applies each mutant of Scripts/mutants.txt (a small, named source edit) on a
# scratch copy of the package, one at a time, builds incrementally, runs the tests that should
# kill it, and restores the file. Prints a table of the mutants' fates and, as its last line,
#   {"mutants":N,"killed":K,"survived":S,"buildErrors":B,"equivalent":E,"score":K/(N-B-E)}
#
#   Scripts/mutate.sh [NAME_PATTERN]     # only the mutants whose name matches the grep pattern
#
# The scratch copy is $HITAREA_MUTATE_DIR (default: $TMPDIR/hitarea-mutate-<user>), refreshed
# from the working tree at every run (uncommitted changes included) and kept, with its .build,
# so that later runs build incrementally. Each test run is limited to $HITAREA_MUTATE_TIMEOUT
# seconds (default 600); a mutant whose tests time out counts as killed (it hangs).
#
# Exit status: 0 when every mutant is killed or equivalent, 1 when one survives or fails to
# build, 2 when the unmutated tree fails its filtered tests (nothing can be concluded then).
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
only="${1:-}"
scratch="${HITAREA_MUTATE_DIR:-${TMPDIR:-/tmp}/hitarea-mutate-$(id -un)}"
limit="${HITAREA_MUTATE_TIMEOUT:-600}"
list="$root/Scripts/mutants.txt"

# The list: one mutant a line, fields separated by tabs (`#` starts a comment line):
#   name  file  original  replacement  filter  [equivalent: why]
# `original` must occur exactly once in `file` (`\n` in it or in `replacement` is a line
# break); `filter` is a `swift test --filter` expression.
names=() files=() originals=() replacements=() filters=() notes=()
while IFS=$'\t' read -r name file original replacement filter note; do
  case "$name" in '' | '#'*) continue ;; esac
  if [ -n "$only" ] && ! grep -q -- "$only" <<<"$name"; then continue; fi
  nl=$'\n'
  original=${original//\\n/$nl} replacement=${replacement//\\n/$nl}
  names+=("$name") files+=("$file") originals+=("$original") replacements+=("$replacement")
  filters+=("$filter") notes+=("${note:-}")
done <"$list"
count=${#names[@]}
[ "$count" -gt 0 ] || { echo "no mutants in $list${only:+ match '$only'}" >&2; exit 2; }

echo "== scratch copy: $scratch" >&2
mkdir -p "$scratch"
find "$scratch" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
tar -C "$root" --exclude=./.build --exclude=./fuzz-out --exclude=./.git -cf - . | tar -C "$scratch" -xf -
cd "$scratch"

build() { swift build --build-tests >"$scratch/.build-log.txt" 2>&1; }
run_tests() { timeout "$limit" swift test --skip-build --filter "$1" >"$scratch/.test-log.txt" 2>&1; }

# Every mutant's text must be found once before anything runs.
for i in "${!names[@]}"; do
  text=$(cat "${files[$i]}" 2>/dev/null) || { echo "${names[$i]}: no file ${files[$i]}" >&2; exit 2; }
  rest=${text#*"${originals[$i]}"}
  if [ "$rest" = "$text" ]; then
    echo "${names[$i]}: original text not found in ${files[$i]}" >&2
    exit 2
  fi
  if [ "${rest#*"${originals[$i]}"}" != "$rest" ]; then
    echo "${names[$i]}: original text occurs more than once in ${files[$i]}" >&2
    exit 2
  fi
done

echo "== build and run the filtered tests on the unmutated tree" >&2
start=$SECONDS
build || { echo "the unmutated tree does not build: $scratch/.build-log.txt" >&2; exit 2; }
all=$(IFS='|'; echo "${filters[*]}")
run_tests "$all" || { echo "the unmutated tree fails: $scratch/.test-log.txt" >&2; exit 2; }
echo "   $((SECONDS - start)) s" >&2

killed=0 survived=0 broken=0 equivalent=0
rows=()
for i in "${!names[@]}"; do
  file=${files[$i]}
  if [[ "${notes[$i]}" == equivalent:* ]]; then
    equivalent=$((equivalent + 1))
    rows+=("$(printf '%-34s %-12s %5s  %s' "${names[$i]}" "equivalent" "-" "${notes[$i]#equivalent: }")")
    continue
  fi
  start=$SECONDS
  cp "$file" "$scratch/.original"
  text=$(cat "$file")
  printf '%s\n' "${text/"${originals[$i]}"/"${replacements[$i]}"}" >"$file"
  if ! build; then
    fate="build-error"
    broken=$((broken + 1))
  elif run_tests "${filters[$i]}"; then
    fate="SURVIVED"
    survived=$((survived + 1))
  else
    fate="killed"
    killed=$((killed + 1))
  fi
  cp "$scratch/.original" "$file"
  rows+=("$(printf '%-34s %-12s %5s  %s' "${names[$i]}" "$fate" "$((SECONDS - start))s" "${filters[$i]}")")
  echo "   ${names[$i]}: $fate ($((SECONDS - start)) s)" >&2
done
build >/dev/null 2>&1 || true  # leave the scratch build matching the sources

printf '%-34s %-12s %5s  %s\n' "MUTANT" "FATE" "TIME" "FILTER (or why it is equivalent)"
for row in "${rows[@]}"; do echo "$row"; done
scored=$((count - broken - equivalent))
score=$(awk -v k="$killed" -v n="$scored" 'BEGIN { printf (n > 0 ? "%.3f" : "0"), (n > 0 ? k / n : 0) }')
echo "{\"mutants\":$count,\"killed\":$killed,\"survived\":$survived,\"buildErrors\":$broken,\"equivalent\":$equivalent,\"score\":$score}"
[ "$survived" -eq 0 ] && [ "$broken" -eq 0 ]
