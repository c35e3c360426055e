"""Shortcuts of the apply side, checked against the general way at every decision of seeded
games: a decision's Tx builds the State only when it is read, and its hot rules (settle, gains,
harvest and production) read the fields as they go (the events and state are those of the Tx
that builds a State after every event, and the fold of those events); a gain looks perks up
only for players with leaders (else: by the excommunications, or nothing to change)."""
import pytest

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import MARKET_REWARDS, PRIVILEGE_OPTIONS
from domain.lorenzo.decide import execute
from domain.lorenzo.evolve import HANDLERS, evolve, fold
from domain.lorenzo.legal import action_for_key
from domain.lorenzo.notation import normalise
from domain.lorenzo.playout import play_game
from domain.lorenzo.rules.effects import net_gain
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.values import perks
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


def _net_gain_from_perks(p, resources: dict, card_immediate: bool) -> dict:
    """The gain as perks say, asked every time (what net_gain did before its shortcuts)."""
    k = perks(p)
    got = {r: v for r, v in resources.items() if v}
    if card_immediate and k.santa_rita:
        got = {r: v * 2 if r in ("wood", "stone", "coins", "servants") else v
               for r, v in got.items()}
    for hit, amount in k.gain_malus:
        got = {r: max(0, v - amount) if r in hit else v for r, v in got.items()}
    return {r: v for r, v in got.items() if v}


_SOURCES = ([dict(o) for o in PRIVILEGE_OPTIONS.values()]
            + [e["resources"] for reward in MARKET_REWARDS.values() for e in reward
               if e["type"] == "gain_resources"]
            + [e["resources"] for c in CARDS.values() for e in c.immediate
               if e["type"] == "gain_resources"][::7])


@pytest.mark.parametrize("variant,seed", [("basic", 75), ("advanced", 76), ("advanced", 77)])
def test_a_gain_is_what_the_perks_give(variant, seed):
    kinds = set()

    def check(state, event):
        if state is None or not isinstance(event, ev.RoundEnded):
            return
        for p in state.players:
            kinds.add((bool(p.excommunications), bool(p.leaders_played)))
            for resources in _SOURCES:
                for immediate in (False, True):
                    assert (net_gain(p, resources, immediate)
                            == _net_gain_from_perks(p, resources, immediate)), (p, resources)

    play_game(4, seed, ("random", "greedy"), variant, on_event=check)
    assert (True, False) in kinds and (False, False) in kinds
