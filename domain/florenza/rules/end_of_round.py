"""Phase 9, end of the round: people banished by the bishop or guarded by the captain return;
clerics and artists onto their cards, workers into their families' supplies; the people under
card 1 leave the game, all others move one card down; as many new people are drawn from the
bag and laid under the card each names. The round marker moves on; after round 8 the game
ends."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import PEOPLE
from domain.florenza.state import State
from domain.florenza.tx import Tx

ROUNDS = 8  # "Das Spiel geht über 8 Runden"


def leaving(s: State) -> list[str]:
    return [p for p, c in s.people.items() if c == 1 and not PEOPLE[p].nameless]


def end_round(tx: Tx) -> None:
    s = tx.state
    left = leaving(s)
    drawn = [{"person": p, "card": PEOPLE[p].card} for p in s.bag[:len(left)]]
    tx.emit(ev.RoundEnded(s.round, left, drawn))
