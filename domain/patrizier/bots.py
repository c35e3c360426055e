"""Bots: `random` (uniform over the legal actions) and `greedy` (a one-step heuristic: the fame
it may expect from each city's towers, given how far each is built; heads towards sets of
three on the card it will take - every card taken is played in the end, so its heads count
then). Both only choose among `legal_actions` and take their randomness from the Rng they are
given, so a bot game is reproducible from its seeds."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS, CITIES
from domain.patrizier.legal import compute
from domain.patrizier.rules.city_scoring import tower_majority
from domain.patrizier.rules.final_scoring import SET_FAME, SET_SIZE
from domain.patrizier.state import State
from domain.shared import bots
from domain.shared.rng import Rng

BOT_KINDS = bots.BOT_KINDS
FLOOR_COST = 0.1  # a floor spent is one fewer for later cities and the supply tie-break
SYMBOL_WORTH = {"move_floor": 1.2, "take_any_card": 1.0, "second_crest": 0.8}


def _chance(margin: float, left: int) -> float:
    """A rough chance that a lead of `margin` floors holds with `left` floors still to come."""
    if left == 0:
        return 1.0 if margin > 0 else 0.0
    x = margin / (1 + 0.6 * left)
    return min(1.0, max(0.0, 0.5 + 0.5 * x))


def city_worth(city: str, towers: tuple, seat: int) -> float:
    """The fame the seat may expect from a city's two towers."""
    fame_high, fame_low = CITIES[city].fame
    t1, t2 = towers
    left = CITIES[city].floors - len(t1) - len(t2)
    p1_high = _chance(len(t1) - len(t2) + 0.5 * (len(t1) == len(t2)), left)
    worth = 0.0
    for floors, p_high in ((t1, p1_high), (t2, 1 - p1_high)):
        if seat not in floors:
            continue
        leader, most = tower_majority(floors)
        mine = floors.count(seat)
        margin = mine - most + (0.5 if leader == seat else -0.5)
        fame = p_high * fame_high + (1 - p_high) * fame_low
        worth += fame * _chance(margin, left)
    return worth


def heads_worth(s: State, seat: int, card: int) -> float:
    """What the heads on a card add to the seat's heads (played and in hand: all are played
    in the end): a completed set of three in full, an unfinished one in part."""
    c = CARDS[card]
    if not c.heads:
        return 0.0
    have = 0
    for cid in s.played[seat] + s.hands[seat]:
        other = CARDS[cid]
        if other.head == c.head:
            have += other.heads
    sets = (have + c.heads) // SET_SIZE - have // SET_SIZE
    partial = (have + c.heads) % SET_SIZE - have % SET_SIZE
    return sets * SET_FAME + partial * 0.9


def card_worth(s: State, seat: int, card: int) -> float:
    """A card to take: its heads, and what its crests and symbol let the seat do later."""
    c = CARDS[card]
    city = c.city
    open_city = 0.0 if city in s.scored else 1.0
    return heads_worth(s, seat, card) + open_city * (0.5 * c.crests
                                                     + SYMBOL_WORTH.get(c.symbol, 0.0))


def _play_score(s: State, seat: int, card: int, towers: tuple) -> float:
    city = CARDS[card].city
    before = s.towers[city]
    after = list(before)
    for t in towers:
        after[t - 1] = after[t - 1] + (seat,)
    gain = city_worth(city, tuple(after), seat) - city_worth(city, before, seat)
    beside = s.display[city]
    if beside is not None and not CARDS[card].any_card:
        nxt = card_worth(s, seat, beside)
    else:
        nxt = max((card_worth(s, seat, c) for c in s.display.values() if c is not None),
                  default=0.0)
    keep = SYMBOL_WORTH.get(CARDS[card].symbol, 0.0) if CARDS[card].crests == 1 else 0.0
    return gain + nxt - FLOOR_COST * len(towers) - 0.5 * keep


def _move_score(s: State, seat: int, f: dict) -> float:
    city = f["city"]
    before = s.towers[city]
    after = list(before)
    after[f["from_tower"] - 1] = after[f["from_tower"] - 1][:-1]
    after[f["to_tower"] - 1] = after[f["to_tower"] - 1] + (f["owner"],)
    return city_worth(city, tuple(after), seat) - city_worth(city, before, seat)


def _score(s: State, seat: int, a) -> float:
    f = a.fields
    if a.kind == "play":
        return _play_score(s, seat, f["card"], tuple(f["towers"]))
    if a.kind == "move":
        return _move_score(s, seat, f)
    if a.kind == "take":
        return card_worth(s, seat, f["card"])
    return 0.05  # decline: better than a move that gains nothing


def choose(s: State, seat: int, kind: str, rng: Rng) -> str:
    return bots.choose(compute(s, seat), seat, kind, rng, lambda a: _score(s, seat, a))
