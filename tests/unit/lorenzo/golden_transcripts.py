"""Lorenzo's golden transcripts (tests.support.golden). Regenerate (only for a deliberate new
event version) with
    .venv/bin/python -m tests.unit.lorenzo.golden_transcripts --write
"""
import sys
from pathlib import Path

from domain.lorenzo import GAME
from tests.support.golden import Transcripts

DIR = Path(__file__).parent / "golden"
CASES = [
    {"name": "basic-2p-seed1", "players": 2, "variant": "basic", "seed": 1, "full": True},
    {"name": "basic-4p-seed2", "players": 4, "variant": "basic", "seed": 2, "full": False},
    {"name": "advanced-3p-seed3", "players": 3, "variant": "advanced", "seed": 3,
     "full": False, "bots": ["greedy", "random"]},
]
GOLDEN = Transcripts(GAME, DIR, CASES)

if __name__ == "__main__" and "--write" in sys.argv:
    GOLDEN.write()
