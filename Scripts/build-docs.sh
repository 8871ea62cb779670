#!/usr/bin/env bash
# Builds the DocC documentation of every module that builds on Linux from symbol graphs with the
# toolchain's docc, treating every warning as an error. (HitAreaUIKit, HitAreaSwiftUI and
# HitAreaUIKitAuditing build
# only for Apple platforms; their catalogs are checked with apple-typecheck's symbol graphs.)
#
#   Scripts/build-docs.sh [OUTPUT_DIR]     (default: .build/docs)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs}"
graphs=".build/symbol-graphs"
rm -rf "$graphs" && mkdir -p "$graphs" "$out"
dumped=$(swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols 2>&1 | tail -n 1 | sed -n 's/.*Files written to //p')
[ -d "$dumped" ] || { echo "no symbol graphs were written" >&2; exit 1; }
for module in HitAreaKit TapThrottling HitAreaSnapshot HitAreaAuditing HitAreaTools HitAreaXCTest; do
  module_graphs="$graphs/$module"
  mkdir -p "$module_graphs"
  cp "$dumped/$module".symbols.json "$module_graphs/"
  cp "$dumped/$module"@*.symbols.json "$module_graphs/" 2>/dev/null || true
  echo "== docc: $module"
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$module_graphs" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.hitareakit.$module" \
    --output-dir "$out/$module.doccarchive" --warnings-as-errors
done
echo "documentation in $out"
