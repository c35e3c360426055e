"""A version's derived facts are computed once (issue 19): a move through the write side and
the read side of one process asks the game for seats to act, pending decisions, progress,
whether it is over and its outcome once per stored version, not once per reader."""
from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from domain import games
from domain.lorenzo import GAME as LORENZO
from domain.lorenzo.playout import play_game
from infra.game_service.service import GameService
from infra.settings import Settings
from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner

DERIVED = ("seats_to_act", "pending", "progress", "is_over", "outcome")


def counting(decider, calls: Counter):
    """The same game under another name, counting calls of the derived facts."""
    def count(name):
        fn = getattr(decider, name)

        def counted(*args, **kwargs):
            calls[name] += 1
            return fn(*args, **kwargs)
        return counted
    info = decider.info._replace(name="lorenzo_counted")
    return replace(decider, info=info, **{name: count(name) for name in DERIVED})


@pytest.fixture
def counted_game():
    calls: Counter = Counter()
    games.register(counting(LORENZO, calls))
    yield calls
    games._LOADED.pop("lorenzo_counted", None)


def test_each_derived_fact_once_per_version_on_both_sides(tmp_path, counted_game):
    calls = counted_game
    settings = Settings(sqlite_path=tmp_path / "events.sqlite3", run_bots=False)
    config = Config.from_settings(settings)
    read = ReadModels(config=config)
    runner = Runner(config, read.store, all_projections(), batch_size=1000)
    moves = play_game(4, seed=7)[2][:120]
    try:
        with GameService(settings, run_bots=False) as service:
            created = service.create_game(game="lorenzo_counted", seed=7,
                                          seats=[f"human:P{i}" for i in range(4)])
            runner.catch_up()
            calls.clear()
            for seat, key in moves:
                service.play(created.game_id, created.tokens[seat], key)
                runner.run_once()  # the read side follows every move, as a live server does
            versions = service.game(created.game_id).version - 1 - 1  # after the set-up
        game = read.board(str(created.game_id))
    finally:
        runner.stop()
        read.close()
    assert game["version"] == versions + 2
    per_version = {name: calls[name] / len(moves) for name in DERIVED}
    # once per version for the whole process: the write side derives, the read side takes
    # the same table (projections.handoff) and the board rows read its facts
    # (the outcome only once the game is over: these 120 moves do not end it)
    assert per_version == {**{name: 1.0 for name in DERIVED}, "outcome": 0.0}, per_version
