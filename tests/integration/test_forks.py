"""GameService.fork_game on each store: a fork of a finished game, or of a running one from a
seat's knowledge, starts where the original was as that viewer saw it, redraws the rest, is
stored as a new stream beginning with its origin, and replays equal to live."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from domain import games
from domain.shared.rng import Rng
from domain.shared.shell import GameMatch, domain_dicts
from infra.game_service.errors import (
    BadStep,
    ForkUnsupported,
    GameNotStarted,
    ImportRejected,
    InvalidCommand,
    Unauthorized,
)
from infra.storage.transfer import export_lines, import_game
from tests.support.checks import assert_commands_whole, replayed_state


def _play(service, game_id, moves: int | None = None, seed: int = 1) -> None:
    """Random-legal moves for whoever must act (all of them, or `moves`)."""
    rng, n = Rng(seed), 0
    while moves is None or n < moves:
        g = service.game(game_id)
        if g.status != "playing":
            return
        seat = g.t.facts.seats_to_act[0]
        service.play_seat(game_id, seat, g.decider.bot_action(g.state, seat, "random", rng))
        n += 1


def _state_at(service, game_id, step: int):
    """The original's engine state after its first `step` domain events (a plain fold)."""
    d = games.get(service.game(game_id).game)
    return d.fold([d.event_from_dict(x) for x in
                   domain_dicts(service.stored_events(game_id))[:step]])


def _move_end(service, game_id, after: int) -> int:
    """The step at which the first command ending after `after` domain events ends."""
    n = 0
    for e in service.stored_events(game_id):
        if isinstance(e, GameMatch.Decided):
            n += len(e.events)
            if n > after:
                return n
    raise AssertionError("no such command")


@pytest.fixture
def finished(service):
    c = service.create_game(game="patrizier", seats=["human:Ann", "human:Bea", "human:Cid"],
                            seed=41)
    _play(service, c.game_id)
    assert service.game(c.game_id).status == "finished"
    return c


def test_fork_of_a_finished_game_starts_at_that_step(service, finished, store, make_service):
    step = _move_end(service, finished.game_id, 30)
    f = service.fork_game(finished.game_id, step, seats=["human:Dee", "bot:greedy", "open"],
                          seed=5)
    assert f.tokens.keys() == {0} and not f.started
    fork = service.game(f.game_id)
    original = _state_at(service, finished.game_id, step)
    d = fork.decider
    # every seat's knowledge at that step is kept (the replay of a finished game shows it)
    for viewer in (None, 0, 1, 2):
        assert d.view(fork.state, viewer) == d.view(original, viewer)
    assert fork.state.pile != original.pile  # what nobody knew (the pile's order) is redrawn
    assert fork.origin == {"game_id": str(finished.game_id), "step": step}
    stored = assert_commands_whole(service, f.game_id)
    assert [type(e).__name__ for e in stored] == ["Created", "Forked"]
    assert all(s.get("player") is None for s in fork.seats)  # practice: unrated

    service.join_game(f.game_id, "Eve")
    _play(service, f.game_id, seed=3)
    live = service.game(f.game_id)
    assert live.status == "finished" and live.t.facts.outcome is not None
    assert replayed_state(service, f.game_id) == live.state
    cold = make_service(replace(store, cache_size=0)).game(f.game_id)
    assert cold.state == live.state and cold.origin == live.origin


def test_forks_with_other_seeds_redraw_differently(service, finished):
    step = _move_end(service, finished.game_id, 20)
    seats = ["bot:random"] * 3
    a, b, again = (service.game(service.fork_game(finished.game_id, step, seats=seats,
                                                  seed=seed).game_id) for seed in (1, 2, 1))
    assert a.state.pile != b.state.pile
    assert a.state == again.state  # the same seed, the same fork
    assert a.state.pile != _state_at(service, finished.game_id, step).pile


def test_fork_of_a_running_game_keeps_only_the_seats_knowledge(service):
    c = service.create_game(game="patrizier", seats=["human:Ann", "human:Bea"], seed=8)
    _play(service, c.game_id, moves=6)
    g = service.game(c.game_id)
    clock = {"mode": "turn", "on_timeout": "bot_move", "per_move_ms": 60_000}
    f = service.fork_game(c.game_id, g.t.steps, seats=["human:Ann", "bot:greedy"],
                          token=c.tokens[0], seed=9, clock=clock)
    fork = service.game(f.game_id)
    # its clock runs from the start for whoever must act there
    due = fork.t.facts.seats_to_act
    assert fork.deadline() is not None and fork.deadline()[1] in due
    d = fork.decider
    assert d.view(fork.state, 0) == d.view(g.state, 0)
    assert fork.state.hands[0] == g.state.hands[0]
    assert fork.state.hands[1] != g.state.hands[1]  # the other hand is drawn afresh
    assert fork.status == "playing"
    # the running original is untouched
    assert service.game(c.game_id).version == g.version


def test_refusals_store_nothing(service, finished):
    c = service.create_game(game="patrizier", seats=["human:Ann", "human:Bea"], seed=8)
    _play(service, c.game_id, moves=2)
    lobby = service.create_game(game="patrizier", seats=["human:Ann", "open"])
    race = service.create_game(game="race", seats=["human:Ann", "human:Bea"], seed=1)
    before = service.position()
    steps = service.game(c.game_id).t.steps
    seats2 = ["bot:random", "bot:random"]
    with pytest.raises(Unauthorized):  # not a seat of the running game
        service.fork_game(c.game_id, steps, seats=seats2)
    with pytest.raises(Unauthorized):
        service.fork_game(c.game_id, steps, seats=seats2, token=finished.tokens[0])
    for bad in (-1, steps + 1, "2", None):
        with pytest.raises(BadStep):
            service.fork_game(c.game_id, bad, seats=seats2, token=c.tokens[1])
    end = service.game(finished.game_id).t.steps
    with pytest.raises(BadStep):  # over there: nothing to play on
        service.fork_game(finished.game_id, end, seats=["bot:random"] * 3)
    with pytest.raises(InvalidCommand):  # as many seats as the game has
        service.fork_game(finished.game_id, 10, seats=seats2)
    with pytest.raises(GameNotStarted):
        service.fork_game(lobby.game_id, 0, seats=seats2, token=lobby.tokens[0])
    with pytest.raises(ForkUnsupported, match="race"):
        service.fork_game(race.game_id, 1, seats=seats2, token=race.tokens[0])
    assert service.position() == before


def test_a_fork_exports_and_imports_whole(service, finished, make_store, make_service):
    step = _move_end(service, finished.game_id, 12)
    f = service.fork_game(finished.game_id, step, seats=["bot:random"] * 3, seed=4)
    _play(service, f.game_id, moves=5)
    lines = list(export_lines(service, f.game_id))
    other = make_service(make_store("sqlite"))
    assert import_game(other, lines) == f.game_id
    assert other.game(f.game_id).state == service.game(f.game_id).state
    assert other.game(f.game_id).origin == service.game(f.game_id).origin
    # a file naming anything but the domain's own classes is refused, nothing stored
    forked = json.loads(lines[1])
    forked["fields"]["state"] = {"~e": "os:getenv", "v": "HOME"}
    third = make_service(make_store("sqlite"))
    with pytest.raises(ImportRejected):
        import_game(third, [lines[0], json.dumps(forked), *lines[2:]])
    assert third.position() == 0
