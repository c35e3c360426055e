"""Florenza's golden transcripts (tests.support.golden). The provisional catalogue is part of
what they pin: real components are a new catalogue file, and these are then regenerated
deliberately, once, with
    .venv/bin/python -m tests.unit.florenza.golden_transcripts --write
"""
import sys
from pathlib import Path

from domain.florenza import GAME
from tests.support.golden import Transcripts

DIR = Path(__file__).parent / "golden"
CASES = [
    {"name": "2p-seed1", "players": 2, "seed": 1, "full": True},
    {"name": "3p-seed3-greedy", "players": 3, "seed": 3, "full": False,
     "bots": ["greedy", "random"]},
    {"name": "5p-seed2", "players": 5, "seed": 2, "full": False},
]
GOLDEN = Transcripts(GAME, DIR, CASES)

if __name__ == "__main__" and "--write" in sys.argv:
    GOLDEN.write()
