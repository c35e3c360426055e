#!/usr/bin/env python3
"""One-command set-up: creates .venv, installs the project, then serves or tests.

    python3 ops/dev.py serve [signoria serve options]   # start the service (SQLite by default)
    python3 ops/dev.py test  [pytest options]           # run the whole test suite

Needs only Python >= 3.11; everything else comes from PyPI into ./.venv. With a C compiler, the
game engines' hot modules are also compiled from their own source (infra/compiled; once per
change, SIGNORIA_COMPILED=0 skips it); without one they run as plain Python.
"""
import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / "python"


def ensure_env() -> None:
    """Create the venv and (re)install when pyproject.toml changed since the last install."""
    stamp = VENV / ".signoria-installed"
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if not PY.exists():
        subprocess.check_call([sys.executable, "-m", "venv", str(VENV)])
    if not stamp.exists() or stamp.read_text() != want:
        subprocess.check_call([str(PY), "-m", "pip", "install", "-q", "--upgrade", "pip"])
        subprocess.check_call([str(PY), "-m", "pip", "install", "-q", "-e",
                               f"{ROOT}[test,compiled]"])
        stamp.write_text(want)
    # the engines' hot modules compiled from their source where a C compiler is present
    # (plain Python where not; only what changed is compiled again): infra/compiled
    subprocess.call([str(PY), "-m", "infra.compiled.build", "--if-possible"], cwd=ROOT)


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("serve", "test", "signoria"):
        print(__doc__)
        return 2
    ensure_env()
    cmd, rest = argv[0], argv[1:]
    os.chdir(ROOT)
    if cmd == "test":
        return subprocess.call([str(PY), "-m", "pytest", *rest])
    if cmd == "serve":
        return subprocess.call([str(BIN / "signoria"), "serve", *rest])
    return subprocess.call([str(BIN / "signoria"), *rest])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
