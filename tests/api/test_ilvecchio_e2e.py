"""End to end, Il Vecchio: `signoria simulate --game ilvecchio` as a real command."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def _cli() -> list[str]:
    exe = Path(sys.executable).with_name("signoria")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "infra.cli"]


def test_simulate_ilvecchio_as_a_command(tmp_path):
    """The issue's acceptance run: 200 random 4-player games, every one scored."""
    done = subprocess.run(_cli() + ["simulate", "--game", "ilvecchio", "--games", "200",
                                    "--players", "4", "--json"], cwd=tmp_path,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["games"] == out["scored"] == 200 and out["variant"] == "standard"
    assert len(out["win_share"]) == 4 and abs(sum(out["win_share"]) - 1) < 0.01
    low = subprocess.run(_cli() + ["simulate", "--game", "ilvecchio", "--games", "5",
                                   "--players", "2", "--variant", "low-luck",
                                   "--bots", "greedy,random", "--json"], cwd=tmp_path,
                         capture_output=True, text=True, timeout=120)
    assert low.returncode == 0, low.stderr
    assert json.loads(low.stdout)["scored"] == 5
    bad = subprocess.run(_cli() + ["simulate", "--game", "ilvecchio", "--players", "5"],
                         cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--players must be 2-4 for ilvecchio" in bad.stderr
