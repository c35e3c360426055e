#!/usr/bin/env python3
"""Build the reference web client (api/web) into api/web/dist, which is committed: a machine
with only Python gets the whole client from `python3 ops/dev.py serve`.

    python3 ops/build_web.py           # npm ci, npm run build, then write dist/build-info.json
    python3 ops/build_web.py --check   # no npm: is the committed dist built from these sources?

dist/build-info.json records the hash of the client's sources (every file under api/web but
node_modules/ and dist/: package.json, package-lock.json, the Vite and TypeScript configs,
the HTML entries, src/) and the hash of every built file. tests/web/test_dist.py runs the same
check, so changing a source without rebuilding fails the tests.
"""
from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "api" / "web"
DIST = WEB / "dist"
INFO = DIST / "build-info.json"
SKIP = {"node_modules", "dist"}


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source_files(web: Path = WEB) -> list[Path]:
    """The files the build reads, in a stable order (hidden files and folders left out)."""
    out = []
    for path in web.rglob("*"):
        rel = path.relative_to(web)
        if rel.parts[0] in SKIP or any(p.startswith(".") for p in rel.parts) or not path.is_file():
            continue
        out.append(path)
    return sorted(out, key=lambda p: p.relative_to(web).as_posix())


def sources_hash(web: Path = WEB) -> str:
    """One hash over the sources' relative paths and contents."""
    h = hashlib.sha256()
    for path in source_files(web):
        h.update(path.relative_to(web).as_posix().encode() + b"\0")
        h.update(_sha256(path).encode() + b"\n")
    return h.hexdigest()


def built_files(dist: Path = DIST) -> dict[str, str]:
    """Every built file (but build-info.json) and its hash."""
    return {p.relative_to(dist).as_posix(): _sha256(p) for p in sorted(dist.rglob("*"))
            if p.is_file() and p != dist / INFO.name}


def problems(web: Path = WEB) -> list[str]:
    """What is wrong with the committed build: [] when it matches the sources."""
    dist = web / "dist"
    info_path = dist / INFO.name
    if not info_path.is_file():
        return [f"{info_path} is missing: run python3 ops/build_web.py"]
    info = json.loads(info_path.read_text())
    out = []
    if info.get("sources_sha256") != sources_hash(web):
        out.append("api/web's sources changed since the last build: run python3 ops/build_web.py "
                   "and commit api/web/dist")
    files = built_files(dist)
    if files != info.get("files"):
        changed = sorted(set(files.items()) ^ set(info.get("files", {}).items()))
        out.append(f"api/web/dist differs from its build-info.json ({len(changed)} entries, e.g. "
                   f"{changed[0][0]}): rebuild with python3 ops/build_web.py")
    return out


def build() -> None:
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build_web: npm is not on PATH (Node.js 20.19+ with npm is needed to build)")
    subprocess.check_call([npm, "ci", "--no-audit", "--no-fund"], cwd=WEB)
    subprocess.check_call([npm, "run", "build"], cwd=WEB)
    info = {"sources_sha256": sources_hash(), "files": built_files()}
    INFO.write_text(json.dumps(info, indent=1, sort_keys=True) + "\n")
    total = sum((DIST / f).stat().st_size for f in info["files"])
    print(f"build_web: {len(info['files'])} files, {total / 1e6:.1f} MB in {DIST.relative_to(ROOT)}; "
          f"sources {info['sources_sha256'][:12]}")


def main(argv: list[str]) -> int:
    if argv == ["--check"]:
        found = problems()
        for line in found:
            print(f"build_web: {line}", file=sys.stderr)
        return 1 if found else 0
    if argv:
        print(__doc__)
        return 2
    build()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
