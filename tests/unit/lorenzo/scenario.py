"""Scenario helpers for rules tests: build a state, arrange it, act, and read what happened.

Arranging uses direct state surgery (a test's "given"); acting always goes through the real
`decide` + `evolve`, and `act` also checks that the events replay to the same state.
"""
from __future__ import annotations

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.state import NO_RES, State


def new(players: int = 2, variant: str = "basic", seed: int = 1, dice=(3, 3, 3),
        turn_order=None, **preset) -> State:
    """A game at the start of round 1 with the given dice (black, white, orange)."""
    preset = dict(preset)
    preset.setdefault("turn_order", list(turn_order or range(players)))
    preset.setdefault("dice", [dict(zip(("black", "white", "orange"), dice, strict=True))] * 6)
    return GAME.fold(GAME.setup(players=players, variant=variant, seed=seed, preset=preset))


def player(s: State, seat: int):
    return s.players[seat]


def with_res(s: State, seat: int, **res) -> State:
    """Set a seat's resources: the ones named, everything else 0."""
    r = dict(NO_RES)
    r.update(res)
    return s.with_player(s.players[seat]._replace(res=r))


def add_res(s: State, seat: int, **res) -> State:
    p = s.players[seat]
    r = dict(p.res)
    for k, v in res.items():
        r[k] += v
    return s.with_player(p._replace(res=r))


def with_cards(s: State, seat: int, *card_ids: int) -> State:
    """Give a seat cards outright (no cost, no immediate effect)."""
    p = s.players[seat]
    cards = dict(p.cards)
    for cid in card_ids:
        t = CARDS[cid].type
        cards[t] = cards[t] + (cid,)
    return s.with_player(p._replace(cards=cards))


def with_tower(s: State, space: str, card_id: int | None) -> State:
    towers = dict(s.towers)
    towers[space] = card_id
    return s._replace(towers=towers)


def with_dice(s: State, black: int, white: int, orange: int) -> State:
    return s._replace(dice={"black": black, "white": white, "orange": orange})


def with_excommunication(s: State, seat: int, *tiles: str) -> State:
    p = s.players[seat]
    return s.with_player(p._replace(excommunications=p.excommunications + tuple(tiles)))


def with_leaders(s: State, seat: int, played=(), hand=(), used=(), copies=None) -> State:
    p = s.players[seat]
    return s.with_player(p._replace(leaders_played=tuple(played), leaders_hand=tuple(hand),
                                    leaders_used=tuple(used), leader_copies=dict(copies or {})))


def occupy(s: State, space: str, seat: int, member: str) -> State:
    """Put a member on a space as if placed earlier this round."""
    occ = dict(s.occupants)
    occ[space] = occ.get(space, ()) + ((seat, member),)
    p = s.players[seat]
    return s._replace(occupants=occ).with_player(p._replace(placed=p.placed + (member,)))


def turn_of(s: State, seat: int) -> State:
    """Make it `seat`'s turn now (the rest of the round's schedule follows in turn order)."""
    rest = [x for _ in range(3) for x in s.turn_order]
    return s._replace(schedule=(seat, *rest), turn=0, acted=False, pending=())


def keys(s: State, seat: int) -> set[str]:
    return {a.key for a in GAME.legal_actions(s, seat)}


def act(s: State, seat: int, *ks: str):
    """Decide each key in turn; returns (state, all events). Checks replay == live."""
    out = []
    for k in ks:
        new = GAME.decide(s, seat, k)
        before = s
        for e in new:
            s = GAME.evolve(s, e)
        assert GAME.fold([GAME.event_from_dict(GAME.event_to_dict(e)) for e in new],
                         before) == s
        out += new
    return s, out


def _summed(events, cls, seat: int, attr: str, wanted: str | None) -> dict:
    total: dict = {}
    for e in events:
        if isinstance(e, cls) and e.seat == seat and wanted in (None, getattr(e, attr)):
            for k, v in e.resources.items():
                total[k] = total.get(k, 0) + v
    return total


def gained(events, seat: int, source: str | None = None) -> dict:
    """Resources a seat received (optionally from one source), summed."""
    return _summed(events, ev.ResourcesGained, seat, "source", source)


def paid(events, seat: int, reason: str | None = None) -> dict:
    """Resources a seat paid (optionally for one reason), summed."""
    return _summed(events, ev.ResourcesPaid, seat, "reason", reason)


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def pending_kind(s: State) -> str | None:
    return s.pending[0][1]["kind"] if s.pending else None
