"""Compile the modules `pyproject.toml` lists under `[tool.signoria.compiled]` with Cython, from
their unchanged source, into `build/compiled/` (binaries and a manifest of the sources' SHA-256),
and write the `.pth` file that installs `finder` in this environment. Only modules whose source
changed since the last build are compiled again. A module that locates files beside itself
(`__file__`) stays plain Python: its binary lives elsewhere.

    python -m infra.compiled.build [--if-possible] [--jobs N] [--clean]

`--if-possible`: without a C compiler, the Python headers or Cython, say so and leave the engine
as plain Python (exit 0); `ops/dev.py` builds so. `SIGNORIA_COMPILED=0` skips the build.
"""
from __future__ import annotations

import argparse
import contextlib
import glob
import hashlib
import json
import os
import shutil
import sys
import sysconfig
import tempfile
import tomllib
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from infra.compiled.finder import BUILD_DIR, MANIFEST, enabled, read_manifest

ROOT = Path(__file__).resolve().parents[2]
PTH = "signoria_compiled.pth"
# plain Python semantics: no C types from annotations (a State, a tuple subclass, passes where
# a hint says tuple), and functions that behave as Python's (introspection, pickling)
DIRECTIVES = {"language_level": 3, "binding": True, "annotation_typing": False}


def listed_sources(root: Path = ROOT) -> dict[str, Path]:
    """Module name -> source of every module the project lists for compiling."""
    conf = tomllib.loads((root / "pyproject.toml").read_text())
    patterns = conf.get("tool", {}).get("signoria", {}).get("compiled", {}).get("modules", [])
    out = {}
    for pattern in patterns:
        for path in sorted(glob.glob(str(root / pattern))):
            src = Path(path)
            if src.name == "__init__.py" or "__file__" in src.read_text():
                continue
            name = ".".join(src.relative_to(root).with_suffix("").parts)
            out[name] = src
    return out


def missing_tools() -> str | None:
    """What is missing to compile here, if anything."""
    cc = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc})"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python headers (Python.h)"
    try:
        import Cython  # noqa: F401
    except ImportError:
        return "no Cython (pip install 'signoria[compiled]')"
    return None


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _compile(sources: dict[str, Path], out: Path, jobs: int) -> None:
    """Cython then the C compiler, `jobs` at a time; raises if any module fails."""
    from Cython.Build import cythonize
    from setuptools import Distribution, Extension
    from setuptools.command.build_ext import build_ext

    # a new directory each build (Cython makes a build dir's folders once per process)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="tmp-", dir=out.parent))
    args = ["-g0"] if os.name == "posix" else []  # no debug info: half the compile time
    exts = [Extension(name, [str(src)], extra_compile_args=args)
            for name, src in sources.items()]
    exts = cythonize(exts, compiler_directives=DIRECTIVES, nthreads=jobs, build_dir=str(tmp),
                     quiet=True, force=True)
    cmd = build_ext(Distribution({"ext_modules": exts, "script_name": "build"}))
    cmd.build_lib, cmd.build_temp, cmd.parallel = str(out), str(tmp), jobs
    cmd.ensure_finalized()
    with _output_to(out.parent / "build.log"):  # the compiler's warnings: not on the console
        cmd.run()
    shutil.rmtree(tmp, ignore_errors=True)  # generated C and objects (30 MB): kept on a failure


def build(root: Path = ROOT, build_dir: Path = Path(BUILD_DIR), jobs: int | None = None) -> dict:
    """Bring the build up to date with the sources; answers the manifest written."""
    import Cython

    sources = listed_sources(root)
    suffix = EXTENSION_SUFFIXES[0]
    old = read_manifest(str(build_dir)) or {}
    same_tools = old.get("cython") == Cython.__version__ and old.get("directives") == DIRECTIVES
    kept, todo = {}, {}  # todo: module -> (source, its SHA-256 as compiled)
    for name, src in sources.items():
        entry = old.get("modules", {}).get(name) if same_tools else None
        digest = _digest(src)
        if entry and entry["sha256"] == digest and (build_dir / "lib" / entry["binary"]).exists():
            kept[name] = entry
        else:
            todo[name] = (src, digest)
    if todo:
        print(f"compiling {len(todo)} engine module(s) with Cython (once per change) ...",
              flush=True)
        _compile({name: src for name, (src, _) in todo.items()}, build_dir / "new",
                 jobs or os.cpu_count() or 1)
    modules = dict(kept)
    for name, (src, digest) in todo.items():
        binary = name.replace(".", "/") + suffix
        # renamed into place: a running process keeps the file it mapped (a rewrite in place
        # could crash it)
        (build_dir / "lib" / binary).parent.mkdir(parents=True, exist_ok=True)
        os.replace(build_dir / "new" / binary, build_dir / "lib" / binary)
        modules[name] = {"source": str(src.relative_to(root)), "sha256": digest,
                         "binary": binary}
    manifest = {"root": str(root), "ext_suffix": suffix, "cython": Cython.__version__,
                "directives": DIRECTIVES, "modules": dict(sorted(modules.items()))}
    if manifest != old:  # renamed into place too: a process starting now reads a whole one
        build_dir.mkdir(parents=True, exist_ok=True)
        (build_dir / "manifest.new").write_text(json.dumps(manifest, indent=1) + "\n")
        os.replace(build_dir / "manifest.new", build_dir / MANIFEST)
    listed = {build_dir / "lib" / m["binary"] for m in modules.values()}
    for binary in (build_dir / "lib").rglob("*" + suffix):  # modules no longer listed
        if binary not in listed:
            binary.unlink()
    return manifest


@contextlib.contextmanager
def _output_to(log: Path):
    """This process's and its children's output (file descriptors 1 and 2) into `log`."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = [os.dup(1), os.dup(2)]
    try:
        with open(log, "w") as f:
            os.dup2(f.fileno(), 1)
            os.dup2(f.fileno(), 2)
            yield
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for fd in saved:
            os.close(fd)


@contextlib.contextmanager
def _lock(build_dir: Path):
    """One build at a time (two `ops/dev.py` started together share the build dir)."""
    build_dir.mkdir(parents=True, exist_ok=True)
    with open(build_dir / ".lock", "w") as f:
        if os.name == "posix":
            import fcntl
            fcntl.flock(f, fcntl.LOCK_EX)
        yield


def write_pth() -> Path:
    """The `.pth` file that installs the finder at every start of this environment's Python
    (a failure there leaves plain Python, never a broken interpreter)."""
    pth = Path(sysconfig.get_paths()["purelib"]) / PTH
    line = ('import sys; exec("try: import infra.compiled.finder as f; f.install()'
            '\\nexcept Exception: pass")\n')
    if not pth.exists() or pth.read_text() != line:
        pth.write_text(line)
    return pth


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m infra.compiled.build", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--if-possible", action="store_true",
                    help="without the tools to compile, say so and exit 0")
    ap.add_argument("--jobs", type=int, default=None, help="compilers at once (default: CPUs)")
    ap.add_argument("--clean", action="store_true", help="remove the build and its .pth file")
    args = ap.parse_args(argv)
    if args.clean:
        shutil.rmtree(BUILD_DIR, ignore_errors=True)
        (Path(sysconfig.get_paths()["purelib"]) / PTH).unlink(missing_ok=True)
        return 0
    if not enabled():
        return 0
    missing = missing_tools()
    if missing:
        print(f"the game engines run as plain Python: {missing}", file=sys.stderr)
        return 0 if args.if_possible else 1
    try:
        with _lock(Path(BUILD_DIR)):
            build(jobs=args.jobs)
        write_pth()
    except Exception as e:  # a module Cython or the compiler refuses: plain Python, said
        print(f"the game engines run as plain Python: the build failed ({e}; "
              f"{Path(BUILD_DIR) / 'build.log'})", file=sys.stderr)
        return 0 if args.if_possible else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
