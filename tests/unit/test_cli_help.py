"""`signoria --help` and every subcommand's options say what they do (a newcomer's first
contact with the service is its command line)."""
from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from infra.console.main import build_parser

ROOT = Path(__file__).resolve().parents[2]


def _undocumented(parser: argparse.ArgumentParser, path: str) -> list[str]:
    out = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helped = {c.dest for c in action._choices_actions}
            for name, sub in action.choices.items():
                if name not in helped:
                    out.append(f"{path} {name}")
                out += _undocumented(sub, f"{path} {name}")
        elif not isinstance(action, argparse._HelpAction) and not action.help:
            out.append(f"{path} {'/'.join(action.option_strings) or action.dest}")
    return out


def test_every_subcommand_and_option_has_a_help_text():
    assert _undocumented(build_parser(), "signoria") == []


def test_help_runs_for_every_subcommand():
    parser = build_parser()
    subs = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    top = subprocess.run([sys.executable, "-m", "infra.console.main", "--help"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert top.returncode == 0 and all(name in top.stdout for name in subs.choices)
    for name in subs.choices:
        done = subprocess.run([sys.executable, "-m", "infra.console.main", name, "--help"], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and "usage: signoria" in done.stdout, (name, done.stderr)
