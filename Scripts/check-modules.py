#!/usr/bin/env python3
"""Checks the module boundaries that the manifest states but the build does not enforce.

SwiftPM puts every module of the package in one build folder, so a file can import a module its
target does not depend on and still build when that module happens to be built first. This
script fails (exit 1) when:

1. a file imports a module of this package that its target does not list as a dependency;
2. the runtime core (Sources/HitAreaKit) names a type of a module built on it (the format, the
   audit, the tools, the command, the debug product): no back door from the runtime to tooling;
3. the runtime adapters (HitAreaUIKit, HitAreaSwiftUI) depend on anything but HitAreaKit and
   TapThrottling;
4. a runtime file imports Foundation other than the ones allowed below;
5. the doc comment of a public declaration names a package type, which a user cannot see.

    Scripts/check-modules.py        (from anywhere; prints one line per problem)
"""
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUNTIME = "HitAreaKit"
RUNTIME_ADAPTERS = {"HitAreaUIKit", "HitAreaSwiftUI"}
ADAPTER_DEPENDENCIES = {"HitAreaKit", "TapThrottling"}
BUILT_ON_RUNTIME = ["HitAreaSnapshot", "HitAreaAuditing", "HitAreaTools", "HitAreaCLI",
                    "HitAreaUIKitAuditing", "HitAreaXCTest"]
# The runtime's only Foundation imports: elementary functions and `Thread.isMainThread`.
RUNTIME_FOUNDATION = {"Support/Math.swift", "Hooking/MainThreadGate.swift"}

IMPORT = re.compile(
    r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:public\s+|package\s+|internal\s+|private\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|func|var|typealias)\s+)?(\w+)", re.M)
DECLARATION = re.compile(
    r"^(?:@[\w]+(?:\([^)]*\))?\s+)*(?:public |package |open )(?:final )?(?:indirect )?"
    r"(?:struct|enum|class|protocol|typealias|actor) ([A-Z]\w*)", re.M)

PACKAGE_TYPE = re.compile(
    r"^(?:@[\w]+(?:\([^)]*\))?\s+)*package (?:final )?(?:indirect )?"
    r"(?:struct|enum|class|protocol|typealias|actor) ([A-Z]\w*)", re.M)
PUBLIC = re.compile(r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*(?:public|open)\b")


def swift_files(folder):
    for directory, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def code_of(text):
    """The text without comments and string literals (roughly: enough to find type names)."""
    text = re.sub(r'"""[\s\S]*?"""', '""', text)
    text = re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)
    return re.sub(r"//.*", "", text)


def main():
    manifest = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    targets = {}
    for target in manifest["targets"]:
        deps = set()
        for dependency in target["dependencies"]:
            for kind, value in dependency.items():
                if kind in ("byName", "target") and value:
                    deps.add(value[0])
        default = {"test": "Tests", "plugin": "Plugins"}.get(target["type"], "Sources")
        path = target.get("path") or os.path.join(default, target["name"])
        targets[target["name"]] = (os.path.join(ROOT, path), deps)
    problems = []

    for name, (folder, deps) in sorted(targets.items()):
        for path in swift_files(folder):
            for imported in IMPORT.findall(open(path, encoding="utf-8").read()):
                if imported in targets and imported != name and imported not in deps:
                    problems.append(f"{os.path.relpath(path, ROOT)}: imports {imported}, which "
                                    f"target {name} does not depend on")
        if name in RUNTIME_ADAPTERS and not deps <= ADAPTER_DEPENDENCIES:
            extra = ", ".join(sorted(deps - ADAPTER_DEPENDENCIES))
            problems.append(f"Package.swift: runtime adapter {name} depends on {extra}")

    tooling_types = {}
    for module in BUILT_ON_RUNTIME:
        for path in swift_files(targets[module][0]):
            for declared in DECLARATION.findall(open(path, encoding="utf-8").read()):
                tooling_types.setdefault(declared, module)
    runtime_folder = targets[RUNTIME][0]
    for path in swift_files(runtime_folder):
        text = open(path, encoding="utf-8").read()
        relative = os.path.relpath(path, runtime_folder)
        used = set(re.findall(r"\b[A-Z]\w*\b", code_of(text)))
        for declared in sorted(used & tooling_types.keys()):
            problems.append(f"Sources/{RUNTIME}/{relative}: names {declared} of "
                            f"{tooling_types[declared]}")
        if "Foundation" in IMPORT.findall(text) and relative not in RUNTIME_FOUNDATION:
            problems.append(f"Sources/{RUNTIME}/{relative}: imports Foundation")

    package_types = set()
    for path in swift_files(os.path.join(ROOT, "Sources")):
        package_types.update(PACKAGE_TYPE.findall(open(path, encoding="utf-8").read()))
    for path in swift_files(os.path.join(ROOT, "Sources")):
        lines = open(path, encoding="utf-8").read().split("\n")
        start = None
        for number, line in enumerate(lines):
            if line.lstrip().startswith("///"):
                start = number if start is None else start
                continue
            if start is not None and PUBLIC.match(line):
                doc = "\n".join(lines[start:number])
                for named in sorted(set(re.findall(r"`+([A-Z]\w*)", doc)) & package_types):
                    problems.append(f"{os.path.relpath(path, ROOT)}:{start + 1}: the doc comment "
                                    f"of a public declaration names package type {named}")
            if not line.lstrip().startswith("@"):
                start = None

    for problem in problems:
        print(problem)
    if problems:
        print(f"check-modules: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check-modules: {len(targets)} targets, boundaries hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
