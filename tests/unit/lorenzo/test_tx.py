"""A decision's Tx builds the State only when it is read, and its hot rules (settle, gains,
harvest and production) read the fields as they go: at every decision of seeded games, the
events and the state it gives are those of the Tx that builds a State after every event, and
the fold of those events."""
import pytest

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.lorenzo.decide import execute
from domain.lorenzo.evolve import HANDLERS, evolve, fold
from domain.lorenzo.legal import action_for_key
from domain.lorenzo.notation import normalise
from domain.lorenzo.playout import play_game
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.state import State
from domain.lorenzo.tx import Tx
from domain.shared.tx import draft_tx_class

EagerTx = draft_tx_class(HANDLERS, evolve, State)


def _decision(tx_type, s, seat, kind, fields):
    tx = tx_type(s)
    execute(tx, seat, kind, fields)
    settle(tx)
    return tx.events, tx.state


@pytest.mark.parametrize("variant,players,seed", [("basic", 4, 71), ("basic", 2, 72),
                                                   ("advanced", 4, 73), ("advanced", 3, 74)])
def test_lazy_tx_gives_what_the_eager_tx_gives(variant, players, seed):
    _, _, moves = play_game(players, seed, ("random", "greedy"), variant)
    s = fold(GAME.setup(players=players, variant=variant, seed=seed))
    for seat, key in moves:
        kind, fields = action_for_key(s, seat, normalise(key))
        events, state = _decision(Tx, s, seat, kind, fields)
        assert (events, state) == _decision(EagerTx, s, seat, kind, fields), key
        assert state == fold(events, s)
        s = state
    assert s.phase == "over"


def test_the_state_is_built_when_read_and_kept_until_the_next_event():
    s = fold(GAME.setup(players=2, variant="basic", seed=5))
    tx = Tx(s)
    assert tx.state is s
    tx.emit(ev.TurnPassed(seat=s.current_seat))
    first = tx.state
    assert first is tx.state and first == evolve(s, tx.events[0])
    assert Tx(None).state is None
