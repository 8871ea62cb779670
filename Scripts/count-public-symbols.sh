#!/usr/bin/env bash
# Counts the public and open symbols of each library module: what a package that depends on
# HitAreaKit can name. Reads the symbol graphs SwiftPM dumps (synthesized members skipped; a
# module's extensions of other modules' types included). HitAreaUIKit and HitAreaSwiftUI build
# only for Apple platforms, so on Linux they count 0.
#
#   Scripts/count-public-symbols.sh [MODULE ...]   (default: every library module)
#
# Prints one line per module, `count<TAB>module`, then the total; needs jq.
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(HitAreaKit TapThrottling HitAreaUIKit HitAreaSwiftUI HitAreaUIKitAuditing
  HitAreaSnapshot HitAreaAuditing HitAreaTools)
# (The dump also fails for the test runners' modules when the tests are not built; the library
# modules' graphs are written all the same.)
dumped=$( (swift package dump-symbol-graph --skip-synthesized-members 2>&1 || true) \
  | sed -n 's/.*Files written to //p' | tail -n 1)
[ -d "$dumped" ] || { echo "no symbol graphs were written" >&2; exit 1; }
total=0
for module in "${modules[@]}"; do
  shopt -s nullglob
  graphs=("$dumped/$module".symbols.json "$dumped/$module"@*.symbols.json)
  shopt -u nullglob
  count=0
  if [ ${#graphs[@]} -gt 0 ]; then
    count=$(jq -s '[.[].symbols[] | select(.accessLevel == "public" or .accessLevel == "open")]
      | length' "${graphs[@]}")
  fi
  printf '%s\t%s\n' "$count" "$module"
  total=$((total + count))
done
printf '%s\t%s\n' "$total" total
