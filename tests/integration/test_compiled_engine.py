"""The compiled engine (infra/compiled): the same games as plain Python, used only while its
source is unchanged. A process of this environment is started as any command starts one (the
`.pth` file installs the finder), once compiled and once with SIGNORIA_COMPILED=0."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from importlib.machinery import EXTENSION_SUFFIXES, ExtensionFileLoader
from pathlib import Path

import pytest

from infra.compiled import build as build_mod
from infra.compiled.finder import BUILD_DIR, MANIFEST, CompiledFinder, read_manifest

ROOT = Path(__file__).resolve().parents[2]

# seeded games over every compiled path: each player count and variant, random, greedy and
# search bots (the shared search and playout), with a digest of every event and decision
PLAY = """
import hashlib, json, sys
from domain.lorenzo.game import GAME
from domain.lorenzo.playout import play_game
from domain.shared import search
from domain.shared.rng import Rng
from infra.compiled.finder import compiled_modules
h = hashlib.sha256()
for players, variant, bots, seeds in ((2, "basic", ("random", "greedy"), 6),
                                      (3, "advanced", ("greedy", "random"), 4),
                                      (4, "basic", ("random",), 6),
                                      (4, "advanced", ("random",), 4)):
    for seed in range(seeds):
        state, events, moves = play_game(players, seed, bots, variant)
        h.update(repr((events, moves, state.result)).encode())
seen = []  # the search bot's choice every 40th state of a game
play_game(2, 7, ("greedy",), "basic", lambda s, e: s is not None and seen.append(s))
for i, s in enumerate(seen[::40]):
    if not GAME.is_over(s) and GAME.seats_to_act(s):
        seat = GAME.seats_to_act(s)[0]
        h.update(search.choose(GAME, GAME.search, s, seat, Rng(i), 24).encode())
print(json.dumps({"digest": h.hexdigest(), "compiled": compiled_modules()}))
"""


def _play(compiled: bool) -> dict:
    env = {**os.environ, "SIGNORIA_COMPILED": "1" if compiled else "0"}
    out = subprocess.run([sys.executable, "-c", PLAY], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=600, check=True)
    return json.loads(out.stdout)


def _built() -> dict:
    """This environment's build; where none is (no C compiler), the tests skip, except in CI,
    whose machines compile (ops/dev.py builds before the tests)."""
    manifest = read_manifest(BUILD_DIR)
    if not manifest or not manifest.get("modules"):
        if os.environ.get("CI"):
            pytest.fail("CI runs the compiled engine, and nothing is built")
        pytest.skip("the engine is not compiled here (ops/dev.py builds it with a C compiler)")
    return manifest


def test_the_compiled_engine_plays_the_same_games_as_plain_python():
    manifest = _built()
    compiled, plain = _play(True), _play(False)
    assert plain["compiled"] == []
    # every listed module the games import runs compiled (the hot path among them)
    assert {"domain.lorenzo.legal", "domain.lorenzo.evolve", "domain.lorenzo.rules.towers",
            "domain.shared.search", "domain.shared.tx"} <= set(compiled["compiled"])
    assert set(compiled["compiled"]) <= set(manifest["modules"])
    assert compiled["digest"] == plain["digest"]


def _fake_build(tmp_path: Path, source_text: str) -> tuple[Path, Path]:
    """A build dir whose manifest lists `fakepkg.mod` as built from `source_text`, with its
    binary present (the finder does not load it here)."""
    root, build_dir = tmp_path / "repo", tmp_path / "build"
    (root / "fakepkg").mkdir(parents=True)
    source = root / "fakepkg" / "mod.py"
    source.write_text(source_text)
    binary = "fakepkg/mod" + EXTENSION_SUFFIXES[0]
    (build_dir / "lib" / "fakepkg").mkdir(parents=True)
    (build_dir / "lib" / binary).write_bytes(b"not loaded here")
    (build_dir / MANIFEST).write_text(json.dumps({
        "root": str(root), "ext_suffix": EXTENSION_SUFFIXES[0], "modules": {"fakepkg.mod": {
            "source": "fakepkg/mod.py", "binary": binary,
            "sha256": hashlib.sha256(source_text.encode()).hexdigest()}}}))
    return source, build_dir


def test_an_edited_module_runs_as_its_source_not_as_the_stale_binary(tmp_path):
    source, build_dir = _fake_build(tmp_path, "X = 1\n")
    finder = CompiledFinder(str(build_dir), read_manifest(str(build_dir)))
    spec = finder.find_spec("fakepkg.mod")
    assert isinstance(spec.loader, ExtensionFileLoader) and spec.origin.endswith(
        EXTENSION_SUFFIXES[0])
    assert finder.find_spec("fakepkg.other") is None  # not in the build: not its business
    source.write_text("X = 2\n")  # edited after the build
    assert finder.find_spec("fakepkg.mod") is None  # the source is loaded, as it is now
    assert finder.stale == ["fakepkg.mod"]


def test_a_build_for_another_python_is_not_used(tmp_path):
    _, build_dir = _fake_build(tmp_path, "X = 1\n")
    manifest = json.loads((build_dir / MANIFEST).read_text())
    manifest["ext_suffix"] = ".cpython-399-other.so"
    (build_dir / MANIFEST).write_text(json.dumps(manifest))
    assert read_manifest(str(build_dir)) is None


@pytest.mark.skipif(build_mod.missing_tools() is not None, reason="nothing to compile with")
def test_the_build_compiles_only_what_changed(tmp_path):
    root = tmp_path / "repo"
    (root / "pkg").mkdir(parents=True)
    (root / "pyproject.toml").write_text(
        '[tool.signoria.compiled]\nmodules = ["pkg/*.py"]\n')
    (root / "pkg" / "__init__.py").write_text("")
    (root / "pkg" / "a.py").write_text("def f(x):\n    return x + 1\n")
    (root / "pkg" / "b.py").write_text("def g(x):\n    return x * 2\n")
    (root / "pkg" / "data.py").write_text("import os\nHERE = os.path.dirname(__file__)\n")
    build_dir = tmp_path / "build"
    first = build_mod.build(root, build_dir, jobs=2)
    assert sorted(first["modules"]) == ["pkg.a", "pkg.b"]  # data.py finds files beside it
    lib = build_dir / "lib" / "pkg"
    a, b = (lib / ("a" + EXTENSION_SUFFIXES[0])), (lib / ("b" + EXTENSION_SUFFIXES[0]))
    a_inode, b_inode = a.stat().st_ino, b.stat().st_ino
    (root / "pkg" / "b.py").write_text("def g(x):\n    return x * 3\n")
    second = build_mod.build(root, build_dir, jobs=2)
    assert a.stat().st_ino == a_inode  # unchanged: kept
    assert b.stat().st_ino != b_inode  # recompiled, and renamed into place
    assert second["modules"]["pkg.b"]["sha256"] == hashlib.sha256(
        (root / "pkg" / "b.py").read_bytes()).hexdigest()
    # the new binary is the edited source, loaded as the finder would
    script = ("import sys; from infra.compiled.finder import CompiledFinder, read_manifest\n"
              f"sys.meta_path.insert(0, CompiledFinder({str(build_dir)!r}, "
              f"read_manifest({str(build_dir)!r})))\n"
              f"sys.path.insert(0, {str(root)!r})\n"
              "import pkg.b; print(pkg.b.__file__.endswith('.so'), pkg.b.g(2))")
    out = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                         text=True, timeout=60, check=True, env={
                             **os.environ, "SIGNORIA_COMPILED": "0"})  # no project finder
    assert out.stdout.split() == ["True", "6"]
    # a module no longer listed loses its binary
    (root / "pyproject.toml").write_text('[tool.signoria.compiled]\nmodules = ["pkg/a.py"]\n')
    third = build_mod.build(root, build_dir, jobs=2)
    assert sorted(third["modules"]) == ["pkg.a"] and a.exists() and not b.exists()
