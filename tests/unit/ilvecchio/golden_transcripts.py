"""Il Vecchio's golden transcripts (tests.support.golden). The provisional map is part of what
they pin: the real board is a new catalogue file, and these are then regenerated deliberately,
once, with
    .venv/bin/python -m tests.unit.ilvecchio.golden_transcripts --write
"""
import sys
from pathlib import Path

from domain.ilvecchio import GAME
from tests.support.golden import Transcripts

DIR = Path(__file__).parent / "golden"
CASES = [
    {"name": "2p-seed1", "players": 2, "seed": 1, "full": True},
    {"name": "3p-seed3-greedy", "players": 3, "seed": 3, "full": False,
     "bots": ["greedy", "random"]},
    {"name": "4p-seed2-low-luck", "players": 4, "seed": 2, "full": False,
     "variant": "low-luck", "bots": ["greedy"]},
]
GOLDEN = Transcripts(GAME, DIR, CASES)

if __name__ == "__main__" and "--write" in sys.argv:
    GOLDEN.write()
