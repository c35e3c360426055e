"""Forks (domain.shared.fork) for every game with a sampler: the first state of a fork shows a
viewer exactly what that viewer saw at the position, and what the viewer could not see is
drawn afresh (another seed, another draw; never the original's). Positions are found by the
log's steps, at command boundaries."""
import pytest

from domain import games
from domain.shared import fork
from domain.shared.rng import Rng

FORKABLE = [(name, variant, players) for name, variant, players in (
    ("lorenzo", "basic", 2), ("lorenzo", "advanced", 4), ("patrizier", "standard", 3),
    ("florenza", "standard", 3), ("ilvecchio", "standard", 3), ("ilvecchio", "low-luck", 2))
    if name in games.names() and variant in games.get(name).variants]


def _positions(decider, variant: str, players: int, seed: int, every: int = 9,
               most: int = 8) -> list:
    """States of a random game at decision points, every `every` decisions (at most `most`)."""
    state = decider.fold(decider.setup(players=players, variant=variant, seed=seed))
    rng, out, n = Rng(seed), [], 0
    while not decider.is_over(state) and len(out) < most:
        if n % every == 0:
            out.append(state)
        seat = decider.seats_to_act(state)[0]
        state = decider.step(state, seat, decider.bot_action(state, seat, "random", rng))[1]
        n += 1
    return out


def _everything(decider, state):
    """Everything about a state, hidden parts included (the replay of a finished game)."""
    return decider.reveal(state) if decider.reveal is not None else repr(state)


def _viewers(players: int) -> list:
    return [None, *range(players)]


@pytest.mark.parametrize(("name", "variant", "players"), FORKABLE)
def test_the_viewer_sees_the_same_position(name, variant, players):
    d = games.get(name)
    for i, s in enumerate(_positions(d, variant, players, seed=20 + players)):
        for viewer in _viewers(players):
            known = () if viewer is None else (viewer,)
            forked = d.sample(s, known, Rng(100 + i))
            assert d.view(forked, viewer) == d.view(s, viewer), (name, i, viewer)
            assert d.seats_to_act(forked) == d.seats_to_act(s)
            if viewer in d.seats_to_act(s):  # the same choices as at the position
                assert [a.key for a in d.legal_actions(forked, viewer)] == \
                    [a.key for a in d.legal_actions(s, viewer)]
        every = tuple(range(players))  # a finished game's replay: every seat's knowledge
        forked = d.sample(s, every, Rng(7))
        for viewer in _viewers(players):
            assert d.view(forked, viewer) == d.view(s, viewer), (name, i, viewer)


@pytest.mark.parametrize(("name", "variant", "players"), FORKABLE)
def test_what_was_unseen_is_drawn_afresh(name, variant, players):
    d = games.get(name)
    s = _positions(d, variant, players, seed=3, every=5, most=3)[-1]
    for known in [(), (0,)]:
        drawn = [_everything(d, d.sample(s, known, Rng(seed))) for seed in (1, 2, 3)]
        assert _everything(d, s) not in drawn, "a fork must not keep the original's future"
        assert len({repr(x) for x in drawn}) == 3, "other seeds, other draws"
        again = _everything(d, d.sample(s, known, Rng(2)))
        assert again == drawn[1], "the same seed draws the same"


@pytest.mark.parametrize(("name", "variant", "players"), FORKABLE)
def test_a_fork_plays_on_legally(name, variant, players):
    """A forked state is a state of the game: random bots play it to the end."""
    d = games.get(name)
    s = d.sample(_positions(d, variant, players, seed=5, every=7, most=3)[-1], (), Rng(9))
    rng = Rng(1)
    for _ in range(5000):
        if d.is_over(s):
            break
        seat = d.seats_to_act(s)[0]
        s = d.step(s, seat, d.bot_action(s, seat, "random", rng))[1]
    assert d.is_over(s) and d.outcome(s) is not None


# -- positions ---------------------------------------------------------------------------------

def _records(name: str = "patrizier", players: int = 2, seed: int = 4, moves: int = 6):
    """A game's stored records as the shell stores them: Created, Started, the set-up's
    Decided, one Decided per move."""
    d = games.get(name)
    setup = d.setup(players=players, variant=d.variants[0], seed=seed)
    seats = [{"kind": "bot", "name": f"b{i}", "bot": "random", "player": None,
              "token_hash": None} for i in range(players)]
    out = [("Created", {"game": name, "variant": d.variants[0], "seed": seed, "preset": None,
                        "seats": seats}, 1, None),
           ("Started", {"players": players, "at": None}, 2, None),
           ("Decided", {"events": [d.event_to_dict(e) for e in setup], "seat": None,
                        "action": None, "idempotency_key": None}, 3, None)]
    state, rng = d.fold(setup), Rng(seed)
    for v in range(4, 4 + moves):
        seat = d.seats_to_act(state)[0]
        key = d.bot_action(state, seat, "random", rng)
        events, state = d.step(state, seat, key)
        out.append(("Decided", {"events": [d.event_to_dict(e) for e in events], "seat": seat,
                                "action": key, "idempotency_key": None}, v, None))
    return out


def test_a_position_is_a_command_boundary():
    tables = fork.positions(_records())
    ends = sorted({t.steps for t in tables if t.state is not None})
    first = ends[0]  # the set-up's end
    assert fork.position(tables, 0).steps == first  # inside the set-up: from its end
    assert fork.position(tables, first).steps == first
    for a, b in zip(ends, ends[1:], strict=False):
        assert fork.position(tables, a).steps == a
        assert fork.position(tables, b - 1).steps == a  # inside a move: before it
    last = fork.position(tables, ends[-1])
    assert last is tables[-1]


@pytest.mark.parametrize("step", [-1, 10**6, "3", 2.5, True, None])
def test_a_step_the_game_does_not_have_is_refused(step):
    tables = fork.positions(_records())
    with pytest.raises(fork.ForkError) as e:
        fork.position(tables, step)
    assert e.value.code == "bad_step"


def test_no_position_to_play_on_once_the_game_is_over():
    d = games.get("florenza")
    records = _records("florenza", moves=0)
    state = fork.positions(records)[-1].state
    rng, v = Rng(2), len(records) + 1
    while not d.is_over(state):
        seat = d.seats_to_act(state)[0]
        key = d.bot_action(state, seat, "random", rng)
        events, state = d.step(state, seat, key)
        records.append(("Decided", {"events": [d.event_to_dict(e) for e in events],
                                    "seat": seat, "action": key, "idempotency_key": None},
                        v, None))
        v += 1
    tables = fork.positions(records)
    with pytest.raises(fork.ForkError) as e:
        fork.position(tables, tables[-1].steps)
    assert e.value.code == "bad_step" and "over" in e.value.message
    assert not fork.position(tables, tables[-2].steps).facts.over


def test_a_game_without_a_sampler_says_so():
    race = games.get("race")  # the test suite's toy game (tests/support/toy_game.py)
    assert race.sample is None
    with pytest.raises(fork.ForkError) as e:
        fork.start_state(race, object(), (0,), 1)
    assert e.value.code == "fork_unsupported" and "race" in e.value.message
