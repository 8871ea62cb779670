#!/usr/bin/env python3
"""The yardstick of `hitarea-bench read-speed`: Python's standard parsers reading a folder of
screen dumps, and nothing else.

Each file's bytes are read and parsed by the C parser of Python's standard library: JSON with
`json.loads` (for Maestro's output, from its first line that starts with `{`, after the CLI's
messages), XML with `xml.etree.ElementTree.fromstring` (expat); XCUITest's debugDescription text,
which no standard parser reads, is decoded as UTF-8. Prints one JSON line:
`{"files": n, "bytes": n, "parseCPUSeconds": s}`, the CPU time of the parsing loop alone (the
interpreter's start is left out, which favours Python).

    Scripts/parse-corpus.py DIR
"""
import json
import os
import sys
import time
import xml.etree.ElementTree as ElementTree


def parse(data):
    start = data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if start in (b"{", b"["):
        return json.loads(data)
    if start == b"<":
        return ElementTree.fromstring(data)
    brace = data.find(b"\n{")
    if brace >= 0 and b"Element subtree:" not in data[:brace]:
        return json.loads(data[brace + 1:])
    return data.decode("utf-8")


def main(argv):
    if len(argv) != 1 or not os.path.isdir(argv[0]):
        print("usage: Scripts/parse-corpus.py DIR", file=sys.stderr)
        return 2
    root = argv[0]
    paths = sorted(
        os.path.join(folder, name)
        for folder, _, names in os.walk(root)
        for name in names if not name.startswith("."))
    files = total = 0
    cpu = 0.0
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        start = time.process_time()
        try:
            parse(data)
        except (ValueError, ElementTree.ParseError, UnicodeDecodeError):
            pass  # a file hitarea reports as broken: its parse time still counts
        cpu += time.process_time() - start
        files += 1
        total += len(data)
    print(json.dumps({"files": files, "bytes": total, "parseCPUSeconds": round(cpu, 4)}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
