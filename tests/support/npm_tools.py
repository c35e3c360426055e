"""npm tools the tests run (the GraphQL over HTTP audit, the schema linter), installed once into
.cache/npm-tools (ignored by git) at the pinned versions; skipped where npm is missing."""
from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HOME = ROOT / ".cache" / "npm-tools"
PACKAGES = {"graphql-http": "1.23.1", "graphql-schema-linter": "3.0.1", "graphql": "16.9.0"}


def node_modules() -> Path:
    """The folder holding PACKAGES at their versions (installed when missing)."""
    if shutil.which("npm") is None or shutil.which("node") is None:
        pytest.skip("npm and node are needed for the GraphQL tooling tests")
    modules = HOME / "node_modules"
    if all(_version(modules / name) == v for name, v in PACKAGES.items()):
        return modules
    HOME.mkdir(parents=True, exist_ok=True)
    (HOME / "package.json").write_text('{"private": true}\n')
    subprocess.run(["npm", "install", "--no-audit", "--no-fund", "--no-save",
                    *(f"{n}@{v}" for n, v in PACKAGES.items())],
                   cwd=HOME, check=True, capture_output=True, timeout=600)
    return modules


def _version(package: Path) -> str | None:
    try:
        return json.loads((package / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None
