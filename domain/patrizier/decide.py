"""decide(state, seat, key) -> events. A key is accepted only if it is a legal action now;
otherwise a typed RuleViolation says which rule it breaks, and nothing changes."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS
from domain.patrizier.diagnose import diagnose
from domain.patrizier.legal import action_for_key
from domain.patrizier.notation import normalise
from domain.patrizier.rules import building, cards, moving
from domain.patrizier.rules.city_scoring import score_if_complete
from domain.patrizier.rules.flow import continue_turn, end_turn
from domain.patrizier.state import State
from domain.patrizier.tx import Tx
from domain.shared.errors import GameOver


def execute(tx: Tx, seat: int, kind: str, args: tuple) -> None:
    """Carry out a legal action, given its kind and arguments (see legal.action_for_key)."""
    if kind == "play":
        card, towers = args
        city = CARDS[card].city
        cards.play_card(tx, seat, card)
        building.build(tx, seat, city, towers)
        score_if_complete(tx, city)
        continue_turn(tx, seat)
    elif kind == "move":
        city, tower, _ = args
        moving.move_floor(tx, seat, city, tower)
        continue_turn(tx, seat)
    elif kind == "decline":
        moving.decline(tx, seat, possible=True)
        continue_turn(tx, seat)
    else:  # take
        _, city, _ = args
        cards.take(tx, seat, city)
        end_turn(tx)


def step(s: State, seat: int, key: str) -> tuple[list, State]:
    """The events of one decision and the state they lead to (folded as they are emitted, so
    callers holding the state need not evolve them again)."""
    if s.stage == "over":
        raise GameOver()
    key = normalise(key)
    a = action_for_key(s, seat, key) if isinstance(seat, int) else None
    if a is None:
        raise diagnose(s, seat, key)
    tx = Tx(s)
    execute(tx, seat, *a)
    return tx.events, tx.state


def decide(s: State, seat: int, key: str) -> list:
    return step(s, seat, key)[0]
