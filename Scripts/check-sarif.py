#!/usr/bin/env python3
"""Checks what GitHub code scanning's upload-sarif needs of a SARIF log beyond its schema.

The schema (Scripts/schemas/sarif-schema-2.1.0.json, checked by check-jsonschema) says what SARIF
allows; GitHub asks for more, and these checks fail where GitHub would refuse an upload or mix
alerts up:

1. version 2.1.0, one run or more, each with tool.driver.name and a category
   (automationDetails.id, ending in '/' so that the whole name is the category);
2. every rule with an id, help text and an absolute https helpUri;
3. every result with a ruleId among the rules, a message, one location or more whose
   artifactLocation.uri is a non-empty path relative to the repository root (no scheme, no
   leading '/', no '..'), a region with startLine >= 1, and partialFingerprints;
4. results of different elements of one file on different lines where the lines are known (a
   region other than the file's first character, which is the fallback for unknown lines),
   unless the file, read relative to the current directory, is one line (minified JSON such as
   idb's puts every element on line 1).

    Scripts/check-sarif.py FILE.sarif... [--require-lines | --require-lines-if-any]

--require-lines: every result about an element must be on a known line; --require-lines-if-any:
the same, for a log where some result is (so the check tightens by itself once the reader of a
format records lines). Prints one line per problem and a summary; exit status 1 on problems.
"""
import json
import sys
from urllib.parse import urlparse

UNKNOWN = {"startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 2}


def is_one_line(uri, cache={}):
    """Whether the artifact at `uri` (relative to the current directory) is a file of one line."""
    if uri not in cache:
        try:
            with open(uri, "rb") as f:
                cache[uri] = f.read().rstrip(b"\r\n").count(b"\n") == 0
        except OSError:
            cache[uri] = False
    return cache[uri]


USAGE = "usage: Scripts/check-sarif.py FILE.sarif... [--require-lines | --require-lines-if-any]"


def check(path, require_lines, if_any=False):
    problems = []
    with open(path, encoding="utf-8") as f:
        log = json.load(f)
    if log.get("version") != "2.1.0":
        problems.append(f"version is {log.get('version')!r}, not '2.1.0'")
    runs = log.get("runs") or []
    if not runs:
        problems.append("no runs")
    known = total = 0
    unlocated = []
    for r, run in enumerate(runs):
        where = f"runs[{r}]"
        driver = (run.get("tool") or {}).get("driver") or {}
        if not driver.get("name"):
            problems.append(f"{where}.tool.driver.name is missing")
        category = (run.get("automationDetails") or {}).get("id", "")
        if not category.strip("/") or not category.endswith("/"):
            problems.append(f"{where}.automationDetails.id {category!r}: want 'category/'")
        rules = driver.get("rules") or []
        ids = [rule.get("id") for rule in rules]
        for i, rule in enumerate(rules):
            if not rule.get("id"):
                problems.append(f"{where}.tool.driver.rules[{i}] has no id")
            if not (rule.get("help") or {}).get("text"):
                problems.append(f"rule {rule.get('id')}: no help.text")
            uri = urlparse(rule.get("helpUri", ""))
            if uri.scheme != "https" or not uri.netloc:
                problems.append(f"rule {rule.get('id')}: helpUri {rule.get('helpUri')!r}")
        lines = {}
        for i, result in enumerate(run.get("results") or []):
            here = f"{where}.results[{i}] ({result.get('ruleId')})"
            total += 1
            if result.get("ruleId") not in ids:
                problems.append(f"{here}: ruleId not among the rules")
            if not (result.get("message") or {}).get("text"):
                problems.append(f"{here}: no message.text")
            if not result.get("partialFingerprints"):
                problems.append(f"{here}: no partialFingerprints")
            locations = result.get("locations") or []
            if not locations:
                problems.append(f"{here}: no locations")
            for location in locations:
                physical = location.get("physicalLocation") or {}
                uri = (physical.get("artifactLocation") or {}).get("uri", "")
                parsed = urlparse(uri)
                if (not uri or parsed.scheme or uri.startswith("/")
                        or ".." in uri.split("/")):
                    problems.append(f"{here}: artifactLocation.uri {uri!r} is not relative")
                region = physical.get("region") or {}
                line = region.get("startLine")
                if not isinstance(line, int) or line < 1:
                    problems.append(f"{here}: region.startLine {line!r}")
                target = (result.get("properties") or {}).get("target")
                if target is None:
                    continue
                if region == UNKNOWN:
                    unlocated.append(f"{here}: {target}: no line")
                    continue
                known += 1
                other = lines.setdefault((uri, line), target)
                if other != target and not is_one_line(uri):
                    problems.append(f"{here}: {uri} line {line} holds both {other!r} and "
                                    f"{target!r}")
    if require_lines or (if_any and known > 0):
        problems += unlocated
    for problem in problems:
        print(f"{path}: {problem}")
    print(f"check-sarif: {path}: {total} results, {known} on their element's own line, "
          f"{len(problems)} problem(s)")
    return not problems


def main(argv):
    files = [a for a in argv if not a.startswith("--")]
    flags = set(argv) - set(files)
    if not files or not flags <= {"--require-lines", "--require-lines-if-any"}:
        print(USAGE, file=sys.stderr)
        return 2
    ok = all([check(f, "--require-lines" in flags, "--require-lines-if-any" in flags)
              for f in files])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
