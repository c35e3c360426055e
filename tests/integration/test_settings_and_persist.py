"""Store selection from settings, and storing simulated games (`simulate --persist`)."""
from __future__ import annotations

from pathlib import Path

import pytest

from domain import games
from domain.shared.errors import RuleViolation
from domain.shared.rng import Rng
from domain.shared.shell import GameMatch
from infra.game_service.service import persist_finished_game
from infra.settings import PostgresUrl, SettingsError, load
from tests.support.checks import assert_commands_whole, replayed_state


def test_sqlite_is_the_default_in_a_data_directory():
    s = load({})
    assert s.backend == "sqlite" and s.sqlite_path == Path("data") / "signoria.sqlite3"
    assert load({"SIGNORIA_DATA_DIR": "/tmp/x"}).sqlite_path == Path("/tmp/x/signoria.sqlite3")
    assert load({"SIGNORIA_SQLITE_PATH": "/tmp/y.db"}).sqlite_path == Path("/tmp/y.db")


def test_a_postgresql_url_selects_postgres():
    s = load({"SIGNORIA_DATABASE_URL": "postgresql://bob:s%40cret@db.example:6543/games?schema=x"})
    assert s.backend == "postgres"
    assert s.postgres == PostgresUrl(host="db.example", port=6543, user="bob",
                                     password="s@cret", dbname="games", schema="x")
    with pytest.raises(SettingsError):
        load({"SIGNORIA_DATABASE_URL": "mysql://nope"})
    with pytest.raises(SettingsError):
        load({"SIGNORIA_CACHE_SIZE": "many"})


def test_service_works_with_no_configuration(tmp_path, monkeypatch, make_service):
    monkeypatch.chdir(tmp_path)
    svc = make_service(load({}))
    created = svc.create_game(game="race", seats=["human:Ann", "bot:random"], seed=1)
    assert svc.game(created.game_id).status == "playing"
    assert (tmp_path / "data" / "signoria.sqlite3").exists()


def play_out(decider, players, seed):
    state = decider.fold(decider.setup(players=players, variant=decider.variants[0], seed=seed))
    rng, moves = Rng(seed), []
    while not decider.is_over(state):
        seat = decider.seats_to_act(state)[0]
        key = decider.bot_action(state, seat, "random", rng)
        moves.append((seat, key))
        state = decider.fold(decider.decide(state, seat, key), state)
    return state, moves


@pytest.mark.parametrize("game", ["race", "lorenzo", "patrizier"])
def test_persist_finished_game_stores_the_same_game(game, service):
    decider = games.get(game)
    state, moves = play_out(decider, 3, seed=77)
    saved = persist_finished_game(service, game=game, variant=decider.variants[0], players=3,
                                  seed=77, moves=moves)
    assert saved.finished and saved.position == service.position()
    stored = service.game(saved.game_id)
    assert stored.state == state and stored.version == saved.version
    assert replayed_state(service, saved.game_id) == state
    commands = [e for e in assert_commands_whole(service, saved.game_id)
                if isinstance(e, GameMatch.Decided)]
    assert [(e.seat, e.action) for e in commands] == [(None, None), *moves]  # setup + moves


def test_persist_refuses_an_illegal_move_and_stores_nothing(service):
    with pytest.raises(RuleViolation):
        persist_finished_game(service, game="race", variant="turns", players=2, seed=1,
                              moves=[(0, "step.1"), (0, "step.1")])
    assert service.position() == 0
