#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer and ThreadSanitizer, each in its own scratch path.
# Leaks inside the toolchain's libraries are suppressed (Scripts/lsan-suppressions.txt); any
# other leak, any memory error and any data race fails the run.
#
#   Scripts/sanitize.sh [address|thread ...]     (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers=("$@")
[ ${#sanitizers[@]} -gt 0 ] || sanitizers=(address thread)
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
for sanitizer in "${sanitizers[@]}"; do
  echo "== swift test --sanitize=$sanitizer"
  log=".build/sanitize-$sanitizer.log"
  mkdir -p .build
  status=0
  swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" > "$log" 2>&1 \
    || status=$?
  grep -E "Test run with|ERROR:|WARNING: ThreadSanitizer|SUMMARY:" "$log" || true
  if [ "$status" -ne 0 ]; then
    echo "== $sanitizer: FAILED (exit $status; see $log)"
    exit 1
  fi
  echo "== $sanitizer: passed"
done
