#!/usr/bin/env bash
# Makes the corpora the README's speed measurements use ("How fast"), in one folder:
#
#   Scripts/make-speed-corpora.sh OUT [SCREEN2VEC_GITDIR]
#
#   OUT/fixtures   the test fixtures replicated to 228 files (12 copies each)
#   OUT/xml        the five XML fixtures replicated to 480 files (audit them with --px-per-dp 2.625)
#   OUT/one        one screen of one node, 2,000 files: a file's fixed costs
#   OUT/rico       the 165 RICO screens of Screen2Vec's sample, when a git directory of the public
#                  tobyli/Screen2Vec repository is given (the sample was removed from its newest
#                  tree; it is read from commit d483a61, and nothing of it is committed here)
#
# Copies are named as `hitarea-bench` names them (`N-name`). Replicate a folder further with
# `hitarea-bench read-speed --source DIR --screens N`, which measures CPU time against Python.
set -euo pipefail
export LC_ALL=C  # names sorted by their bytes, as the benchmark sorts them
[ $# -ge 1 ] || { sed -n '2,14p' "$0" >&2; exit 2; }
# The folders given, from where the script was called.
out=$(realpath -m "$1")
git=${2:+$(realpath -m "$2")}
cd "$(dirname "$0")/.."
fixtures=Tests/HitAreaToolsTests/Fixtures/screens

# Copies NAMES of FOLDER into OUT/DIR until it holds COUNT files.
replicate() {
  local folder=$1 dir=$2 count=$3
  shift 3
  local names=("$@")
  rm -rf "${out:?}/$dir"
  mkdir -p "$out/$dir"
  for ((i = 0; i < count; i++)); do
    local name=${names[$((i % ${#names[@]}))]}
    cp "$folder/$name" "$out/$dir/$i-$name"
  done
}

all=()
xml=()
for path in "$fixtures"/*; do
  name=${path##*/}
  all+=("$name")
  case "$name" in *.xml) xml+=("$name") ;; esac
done
replicate "$fixtures" fixtures 228 "${all[@]}"
replicate "$fixtures" xml 480 "${xml[@]}"

one=$(mktemp -d)
trap 'rm -rf "$one"' EXIT
cat > "$one/one.xml" <<'XML'
<?xml version="1.0" encoding="UTF-8"?>
<XCUIElementTypeApplication type="XCUIElementTypeApplication" name="One" label="One" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844" index="0"/>
XML
replicate "$one" one 2000 one.xml

if [ -n "$git" ]; then
  commit=d483a6106fddce601d45a6fa49c9ee927f465400
  rm -rf "${out:?}/rico"
  mkdir -p "$out/rico"
  # Each trace's view hierarchies, without macOS's `._` companions: app_trace_N.json.
  git --git-dir "$git" ls-tree -r "$commit" -- UI_embedding/dataset/data \
    | awk '$4 ~ /\/view_hierarchies\/[^\/]*\.json$/ && $4 !~ /\/\._/ {print $3, $4}' \
    | while read -r blob path; do
      IFS=/ read -r _ _ _ app trace _ file <<<"$path"
      git --git-dir "$git" cat-file blob "$blob" > "$out/rico/${app}_${trace}_$file"
    done
fi
for dir in "$out"/*/; do echo "$(ls "$dir" | wc -l) files, $(du -sh "$dir" | cut -f1)	$dir"; done
