"""evolve(state, event) -> state: applies recorded facts, never re-decides a rule.

Stored JSON gives lists for tuples; every handler builds tuples, so a replayed state equals the
live one."""
from __future__ import annotations

from domain.patrizier import events as ev
from domain.patrizier.state import State, replace, with_seat_item


def _setup(s: None, e: ev.GameSetUp) -> State:
    n = e.players
    return State(n=n, variant=e.variant, cities=tuple(e.cities),
                 towers={c: ((), ()) for c in e.cities}, display=dict(e.display),
                 pile=tuple(e.pile), hands=tuple(tuple(h) for h in e.hands),
                 played=((),) * n, supply=tuple(e.floors), fame=((),) * n,
                 start_seat=e.start_seat, seat=e.start_seat, stage="play")


def _card_played(s: State, e: ev.CardPlayed) -> State:
    seat, card = e.seat, e.card
    hand = tuple(c for c in s.hands[seat] if c != card)
    return replace(s, hands=with_seat_item(s.hands, seat, hand),
                   played=with_seat_item(s.played, seat, s.played[seat] + (card,)),
                   card=card, stage="build", plays=s.plays + 1)


def _floor_built(s: State, e: ev.FloorBuilt) -> State:
    towers = dict(s.towers)
    pair = towers[e.city]
    towers[e.city] = ((pair[0] + (e.seat,), pair[1]) if e.tower == 1
                      else (pair[0], pair[1] + (e.seat,)))
    return replace(s, towers=towers,
                   supply=with_seat_item(s.supply, e.seat, s.supply[e.seat] - 1))


def _city_scored(s: State, e: ev.CityScored) -> State:
    fame = list(s.fame)
    for a in e.awards:
        fame[a["seat"]] = fame[a["seat"]] + ((e.city, a["fame"]),)
    return replace(s, fame=tuple(fame), scored=s.scored + (e.city,))


def _decision_pending(s: State, e: ev.DecisionPending) -> State:
    return replace(s, stage=e.kind)


def _floor_moved(s: State, e: ev.FloorMoved) -> State:
    towers = dict(s.towers)
    pair = list(towers[e.city])
    source = pair[e.from_tower - 1]
    pair[e.from_tower - 1] = source[:-1]
    pair[e.to_tower - 1] = pair[e.to_tower - 1] + (e.owner,)
    towers[e.city] = tuple(pair)
    return replace(s, towers=towers, stage="draw")


def _move_declined(s: State, e: ev.MoveDeclined) -> State:
    return replace(s, stage="draw")


def _card_taken(s: State, e: ev.CardTaken) -> State:
    display = dict(s.display)
    display[e.city] = None
    return replace(s, display=display, stage="refill",
                   hands=with_seat_item(s.hands, e.seat, s.hands[e.seat] + (e.card,)))


def _display_refilled(s: State, e: ev.DisplayRefilled) -> State:
    display = dict(s.display)
    display[e.city] = e.card
    return replace(s, display=display, pile=s.pile[1:])


def _turn_started(s: State, e: ev.TurnStarted) -> State:
    return replace(s, seat=e.seat, stage="play", card=None)


def _game_ended(s: State, e: ev.GameEnded) -> State:
    return replace(s, stage="over", seat=None, card=None,
                   result={"scores": [dict(x) for x in e.scores], "ranking": list(e.ranking),
                           "ranks": list(e.ranks), "winners": list(e.winners)})


HANDLERS = {
    ev.GameSetUp: _setup, ev.CardPlayed: _card_played, ev.FloorBuilt: _floor_built,
    ev.CityScored: _city_scored, ev.DecisionPending: _decision_pending,
    ev.FloorMoved: _floor_moved, ev.MoveDeclined: _move_declined, ev.CardTaken: _card_taken,
    ev.DisplayRefilled: _display_refilled, ev.TurnStarted: _turn_started,
    ev.GameEnded: _game_ended,
}


def evolve(s: State | None, e: ev.Event) -> State:
    try:
        handler = HANDLERS[type(e)]
    except KeyError:
        raise TypeError(f"not a Patrizier event: {e!r}") from None
    return handler(s, e)


def fold(events, s: State | None = None) -> State:
    for e in events:
        s = HANDLERS[type(e)](s, e) if type(e) in HANDLERS else evolve(s, e)
    return s
