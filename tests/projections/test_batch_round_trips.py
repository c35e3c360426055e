"""A projection batch on PostgreSQL goes in few round trips (projections.store.BatchCursor):
statements whose results nobody reads wait for the next one that must run now; a failing one
still rolls the whole batch back."""
from __future__ import annotations

import pytest
from psycopg import ClientCursor

from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner
from tests.projections.corpus import played_game

pytestmark = pytest.mark.postgres


@pytest.fixture
def projected(make_store, make_service):
    """(service, a 2-player game 10 moves in, its read models, a runner caught up with it)."""
    made = []

    def make(seed: int):
        store = make_store("postgres")
        service = make_service(store)
        game = played_game(service, 2, seed, "basic", 10)
        rm = ReadModels(config=Config.from_settings(store))
        runner = Runner(rm.config, rm.store, all_projections())
        made.append((runner, rm))
        runner.catch_up()
        return service, game, rm, runner

    yield make
    for runner, rm in made:
        runner.stop()
        rm.close()


def test_a_batch_of_one_move_is_three_round_trips(projected, monkeypatch):
    service, game, rm, runner = projected(7)
    version = rm.game_summary(game.game_id)["version"]
    seat, key = game.moves[10]
    service.play_seat(game.game_id, seat, key)
    sent = []
    real = ClientCursor.execute

    def execute(self, query, *args, **kwargs):
        sent.append(str(query))
        return real(self, query, *args, **kwargs)

    monkeypatch.setattr(ClientCursor, "execute", execute)
    assert runner.run_once() == 1
    monkeypatch.undo()
    assert len(sent) == 3, sent  # BEGIN + positions; views + positions' update; COMMIT
    assert sent[0].startswith("BEGIN; ") and sent[-1].endswith("COMMIT")
    assert rm.game_summary(game.game_id)["version"] == version + 1


def test_a_failing_statement_rolls_the_whole_batch_back(projected, monkeypatch):
    service, game, rm, runner = projected(8)
    before = {p.name: rm.store.dump(p) for p in rm.store.projections}
    positions = rm.store.positions()
    seat, key = game.moves[10]
    service.play_seat(game.game_id, seat, key)
    log = next(p for p in runner.projections if p.name == "log")
    real = log.apply

    def broken(cur, records, ctx):
        changed = real(cur, records, ctx)
        cur.execute("INSERT INTO rm_no_such_table VALUES (1)")  # fails when sent
        return changed

    monkeypatch.setattr(log, "apply", broken)
    with pytest.raises(Exception, match="rm_no_such_table"):
        runner.run_once()
    assert rm.store.positions() == positions
    assert {p.name: rm.store.dump(p) for p in rm.store.projections} == before
    monkeypatch.undo()
    assert runner.run_once() == 1  # and the next batch projects it
    assert rm.store.positions() != positions
