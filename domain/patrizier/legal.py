"""legal_actions(state, seat): exactly the actions the rules accept now, each with its key.

The same list serves the API, the bots, the tests and `decide` (which accepts a key only if it
is in this list), so "what can I do" and "what is accepted" never drift apart. Kinds and
fields (docs/patrizier-notation.md):

    play     {card, city, towers: [1|2 per floor built], floors}
    move     {city, from_tower, to_tower, owner}   owner: the seat whose floor is moved
    decline  {}                                    decline the move
    take     {card, city, reason}   reason: city | any_card | no_card (see rules.cards)
"""
from __future__ import annotations

from domain.patrizier import notation as n
from domain.patrizier.catalog import CARDS
from domain.patrizier.describe import move_text, play_text, take_text
from domain.patrizier.rules.building import placements
from domain.patrizier.rules.cards import take_options
from domain.patrizier.rules.moving import move_options
from domain.patrizier.state import State
from domain.shared.decider import LegalAction, LegalActions
from domain.shared.messages import message, worded

_PLAY_KEYS = {cid: {t: n.play_key(cid, c.city, t)
                    for t in ((), (1,), (2,), (1, 1), (1, 2), (2, 2))}
              for cid, c in CARDS.items()}


def _play(key: str, seat: int, card: int, towers: tuple) -> LegalAction:
    city = CARDS[card].city
    return worded(key, "play", play_text(card, towers),
                       {"card": card, "city": city, "towers": list(towers),
                        "floors": len(towers)})


def _move(key: str, seat: int, city: str, tower: int, owner: int) -> LegalAction:
    return worded(key, "move", move_text(seat, city, tower, owner),
                       {"city": city, "from_tower": tower, "to_tower": 3 - tower,
                        "owner": owner})


def _decline(key: str, seat: int) -> LegalAction:
    return worded(key, "decline", message("Do not move a floor"), {})


def _take(key: str, seat: int, card: int, city: str, reason: str) -> LegalAction:
    return worded(key, "take", take_text(card, city),
                       {"card": card, "city": city, "reason": reason})


_LAST: tuple = (None, None, None)  # (state, seat, actions) last computed


def compute(s: State, seat: int) -> LegalActions:
    """All legal actions of `seat` (none when it is not this seat's decision). The last answer
    is kept: a bot's choice and `decide` ask about the same (immutable) state one after the
    other. The state is held, so an identical `is` means the very same state."""
    global _LAST
    last = _LAST
    if last[0] is s and last[1] == seat:
        return last[2]
    acts = _compute(s, seat)
    _LAST = (s, seat, acts)
    return acts


def _compute(s: State, seat: int) -> LegalActions:
    acts = LegalActions()
    if seat != s.seat:
        return acts
    stage = s.stage
    if stage == "play":
        for card in s.hands[seat]:
            keys = _PLAY_KEYS[card]
            for towers in placements(s, seat, card):
                key = keys[towers]
                acts.add(key, _play, key, seat, card, towers)
    elif stage == "move":
        for city, tower in move_options(s, seat):
            key = n.move_key(city, tower)
            acts.add(key, _move, key, seat, city, tower, s.towers[city][tower - 1][-1])
        acts.add("move none", _decline, "move none", seat)
    elif stage == "take":
        cities, reason = take_options(s)
        for city in cities:
            key = n.take_key(city)
            acts.add(key, _take, key, seat, s.display[city], city, reason)
    return acts


def legal_actions(s: State, seat: int) -> LegalActions:
    return compute(s, seat)


def seats_to_act(s: State) -> tuple[int, ...]:
    return () if s.stage == "over" or s.seat is None else (s.seat,)


_KINDS = {_play: "play", _move: "move", _decline: "decline", _take: "take"}


def action_for_key(s: State, seat: int, key: str) -> tuple | None:
    """(kind, arguments after key and seat) of a legal key, without building its description:
    play (card, towers), move (city, tower, owner), decline (), take (card, city, reason)."""
    acts = compute(s, seat)
    try:
        maker, args = acts.makers[acts.keys.index(key)]
    except ValueError:
        return None
    return _KINDS[maker], args[2:]
