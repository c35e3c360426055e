"""Bots: `random` (uniform over the legal actions) and `greedy` (a one-step heuristic: tower
majorities weighted by how far each city is built, heads towards sets of three, the card it
will take). Both only choose among `legal_actions` and take their randomness from the Rng they
are given, so a bot game is reproducible from its seeds."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS, CITIES
from domain.patrizier.legal import compute
from domain.patrizier.rules.city_scoring import tower_majority
from domain.patrizier.rules.final_scoring import SET_FAME, SET_SIZE, heads_count
from domain.patrizier.state import State
from domain.shared.rng import Rng

BOT_KINDS = ("random", "greedy")
FLOOR_COST = 0.15  # a floor spent is one fewer for later cities and the supply tie-break


def city_worth(city: str, towers: tuple, seat: int) -> float:
    """What the seat may expect from a city's towers: each tile it leads, more surely the
    fuller the city."""
    fame_high, fame_low = CITIES[city].fame
    t1, t2 = towers
    built = len(t1) + len(t2)
    sure = 0.35 + 0.65 * built / CITIES[city].floors
    high, low = (t1, t2) if len(t1) >= len(t2) else (t2, t1)
    worth = 0.0
    for floors, fame in ((high, fame_high), (low, fame_low)):
        leader, most = tower_majority(floors)
        if leader == seat:
            worth += fame * sure
        elif most:
            worth += fame * 0.3 * floors.count(seat) / (most + 1)
    return worth


def _heads_worth(s: State, seat: int, card: int) -> float:
    c = CARDS[card]
    if not c.heads:
        return 0.0
    have = heads_count(s.played[seat])[c.head]
    sets = (have + c.heads) // SET_SIZE - have // SET_SIZE
    return sets * SET_FAME * 0.6 + c.heads * 0.8


def card_worth(s: State, seat: int, card: int) -> float:
    """A card in hand: its heads, its crests where the seat can still gain, its symbol."""
    c = CARDS[card]
    v = _heads_worth(s, seat, card) + 0.6 * c.crests
    if c.moves:
        v += 1.0
    elif c.any_card:
        v += 0.6
    return v


def _play_score(s: State, seat: int, card: int, towers: tuple) -> float:
    city = CARDS[card].city
    before = s.towers[city]
    after = list(before)
    for t in towers:
        after[t - 1] = after[t - 1] + (seat,)
    gain = city_worth(city, tuple(after), seat) - city_worth(city, before, seat)
    beside = s.display[city]
    cards = [beside] if beside is not None and not CARDS[card].any_card else \
        [c for c in s.display.values() if c is not None]
    nxt = max((card_worth(s, seat, c) for c in cards), default=0.0)
    return gain + _heads_worth(s, seat, card) - FLOOR_COST * len(towers) + 0.3 * nxt \
        - 0.5 * (CARDS[card].moves or CARDS[card].any_card)


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
    acts = compute(s, seat)
    if not acts:
        raise ValueError(f"seat {seat} has nothing to do")
    if kind == "random":
        return acts.keys[rng.below(len(acts))]
    if kind == "greedy":
        best, best_score = acts.keys[0], float("-inf")
        for a in acts:
            sc = _score(s, seat, a) + rng.below(1000) * 1e-6  # break ties reproducibly
            if sc > best_score:
                best, best_score = a.key, sc
        return best
    raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")
