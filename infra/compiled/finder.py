"""Loads a compiled module in place of its Python source only while that source is the one it
was built from (its SHA-256 in the build's manifest): an edited module runs as plain Python
until the next build, never as a stale binary. Installed at interpreter start by the `.pth`
file `build` writes into the environment; `SIGNORIA_COMPILED=0` turns it off. Standard library
only: it runs before anything else is imported."""
from __future__ import annotations

import hashlib
import json
import os
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader, ModuleSpec

MANIFEST = "manifest.json"
# beside the packages: the repository of an editable install (`build` writes there too)
BUILD_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "build", "compiled")


class CompiledFinder:
    """A meta path finder for the modules of one build's manifest."""

    def __init__(self, build_dir: str, manifest: dict) -> None:
        root, out = manifest["root"], os.path.join(build_dir, "lib")
        # module name -> (its source, the source's SHA-256 when built, the binary)
        self.modules = {name: (os.path.join(root, m["source"]), m["sha256"],
                               os.path.join(out, m["binary"]))
                        for name, m in manifest["modules"].items()}
        self.stale: list[str] = []  # modules whose source changed since the build

    def find_spec(self, fullname: str, path=None, target=None) -> ModuleSpec | None:
        entry = self.modules.get(fullname)
        if entry is None:
            return None
        source, digest, binary = entry
        try:
            with open(source, "rb") as f:
                same = hashlib.sha256(f.read()).hexdigest() == digest
        except OSError:
            return None
        if not same or not os.path.exists(binary):
            self.stale.append(fullname)
            return None  # the next finder loads the source as it is now
        return ModuleSpec(fullname, ExtensionFileLoader(fullname, binary), origin=binary)

    def invalidate_caches(self) -> None:
        pass


def read_manifest(build_dir: str) -> dict | None:
    """The build's manifest, if it is for this interpreter's binaries."""
    try:
        with open(os.path.join(build_dir, MANIFEST)) as f:
            manifest = json.load(f)
    except (OSError, ValueError):
        return None
    if manifest.get("ext_suffix") != EXTENSION_SUFFIXES[0]:
        return None  # built for another Python
    return manifest


def enabled() -> bool:
    """Whether compiled modules are wanted here (`SIGNORIA_COMPILED=0` turns them off)."""
    return os.environ.get("SIGNORIA_COMPILED", "1") != "0"


def install(build_dir: str = BUILD_DIR) -> CompiledFinder | None:
    """Put the finder first on `sys.meta_path` (once), unless turned off or nothing is built."""
    if not enabled():
        return None
    for f in sys.meta_path:
        if isinstance(f, CompiledFinder):
            return f
    manifest = read_manifest(build_dir)
    if not manifest or not manifest.get("modules"):
        return None
    finder = CompiledFinder(build_dir, manifest)
    sys.meta_path.insert(0, finder)
    return finder


def compiled_modules() -> list[str]:
    """The modules of this process loaded compiled (for benchmarks and tests to say so)."""
    listed = {name for f in sys.meta_path if isinstance(f, CompiledFinder) for name in f.modules}
    return sorted(name for name, m in list(sys.modules.items())
                  if name in listed and isinstance(getattr(m, "__loader__", None),
                                                   ExtensionFileLoader))
