"""Set-up ("Aufbau"): tower decks period 3 under 2 under 1 (each period's 8 cards shuffled),
one excommunication tile per period, random turn order, the dice of every round; advanced game:
bonus tiles to draft and 4 leaders dealt to each player.

A preset (documented JSON, see docs/lorenzo-preset.md) fixes any part for deterministic
scenarios; everything not preset comes from the seed. Each random part draws from its own
stream, so presetting one part never changes the others.
"""
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import LEADERS
from domain.lorenzo.catalog.board import (
    LEADERS_PER_PLAYER,
    MAX_PLAYERS,
    MIN_PLAYERS,
    START_COINS,
    START_EACH,
    TYPES,
)
from domain.lorenzo.catalog.cards import deck
from domain.lorenzo.catalog.leaders import LEADER_ORDER
from domain.lorenzo.catalog.tiles import ADVANCED_TILES, tiles_of_period
from domain.shared.errors import InvalidSetup
from domain.shared.rng import Rng

DICE = ("black", "white", "orange")
PRESET_KEYS = {"turn_order", "dice", "decks", "excommunications", "bonus_tiles", "leaders"}
VARIANTS = ("basic", "advanced")


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise InvalidSetup(msg)


def _ints(xs) -> bool:
    """A JSON list of whole numbers (not booleans, which Python counts as ints)."""
    return isinstance(xs, list) and all(type(x) is int for x in xs)


def _strs(xs) -> bool:
    return isinstance(xs, list) and all(type(x) is str for x in xs)


def _turn_order(preset: dict, n: int, rng: Rng) -> list[int]:
    if "turn_order" in preset:
        order = preset["turn_order"]
        _check(_ints(order) and sorted(order) == list(range(n)),
               f"turn_order must be a permutation of the seats 0..{n - 1}")
        return list(order)
    return rng.shuffled(range(n))


def _dice(preset: dict, rng: Rng) -> list[dict]:
    rolled = [{d: rng.roll() for d in DICE} for _ in range(6)]
    given = preset.get("dice", [])
    _check(isinstance(given, list) and len(given) <= 6, "dice: a list of at most 6 rounds")
    for i, r in enumerate(given):
        _check(isinstance(r, dict) and set(r) == set(DICE)
               and all(type(v) is int and 1 <= v <= 6 for v in r.values()),
               f"dice[{i}] must give black, white and orange values 1-6")
        rolled[i] = dict(r)
    return rolled


def _decks(preset: dict, rng: Rng) -> dict:
    given = preset.get("decks", {})
    _check(isinstance(given, dict) and set(given) <= set(TYPES),
           f"decks: keys must be among {', '.join(TYPES)}")
    out = {}
    for t in TYPES:
        cards: list[int] = []
        per = given.get(t, {})
        _check(isinstance(per, dict) and set(per) <= {"1", "2", "3"},
               f"decks.{t}: keys must be the periods \"1\", \"2\", \"3\"")
        for period in (1, 2, 3):
            shuffled = rng.shuffled(deck(t, period))
            if str(period) in per:
                order = per[str(period)]
                _check(_ints(order) and sorted(order) == sorted(deck(t, period)),
                       f"decks.{t}.{period} must order exactly the cards {list(deck(t, period))}")
                shuffled = list(order)
            cards += shuffled
        out[t] = cards
    return out


def _excommunications(preset: dict, rng: Rng) -> list[str]:
    drawn = [rng.choice(tiles_of_period(p)) for p in (1, 2, 3)]
    if "excommunications" in preset:
        given = preset["excommunications"]
        _check(isinstance(given, list) and len(given) == 3
               and all(t in tiles_of_period(p) for p, t in zip((1, 2, 3), given, strict=False)),
               "excommunications: one tile id per period, e.g. [\"1-3\", \"2-5\", \"3-1\"]")
        drawn = list(given)
    return drawn


def _advanced(preset: dict, n: int, rng: Rng) -> tuple[list, list, list, list]:
    tiles, hands, kept = [None] * n, [], []
    if "bonus_tiles" in preset:
        t = preset["bonus_tiles"]
        _check(_ints(t) and len(t) == n and len(set(t)) == n
               and all(x in ADVANCED_TILES for x in t),
               f"bonus_tiles: {n} different tiles among {list(ADVANCED_TILES)}")
        tiles = list(t)
    dealt = rng.shuffled(LEADER_ORDER)
    if "leaders" in preset:
        ls = preset["leaders"]
        hands_ok = isinstance(ls, list) and all(_strs(h) for h in ls)
        flat = [x for h in ls for x in h] if hands_ok else []
        _check(hands_ok and len(ls) == n
               and all(len(h) == LEADERS_PER_PLAYER for h in ls)
               and len(set(flat)) == len(flat) and all(x in LEADERS for x in flat),
               f"leaders: {n} hands of {LEADERS_PER_PLAYER} different leader slugs")
        kept = [list(h) for h in ls]
    else:
        hands = [dealt[i * LEADERS_PER_PLAYER:(i + 1) * LEADERS_PER_PLAYER] for i in range(n)]
    offered = [] if "bonus_tiles" in preset else list(ADVANCED_TILES)
    return tiles, offered, hands, kept


def setup_event(players: int, variant: str, seed: int, preset: dict | None) -> ev.GameSetUp:
    _check(isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS,
           f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    _check(variant in VARIANTS, f"variant must be one of {', '.join(VARIANTS)}")
    preset = preset or {}
    _check(isinstance(preset, dict), "the preset must be a JSON object")
    unknown = set(preset) - PRESET_KEYS
    _check(not unknown, f"unknown preset keys: {', '.join(sorted(unknown))}")
    if variant == "basic":
        _check(not ({"bonus_tiles", "leaders"} & set(preset)),
               "bonus_tiles and leaders belong to the advanced variant")
    root = Rng(seed)
    streams = [root.fork(i) for i in range(5)]
    order = _turn_order(preset, players, streams[0])
    decks = _decks(preset, streams[1])
    tiles = _excommunications(preset, streams[2])
    dice = _dice(preset, streams[3])
    if variant == "advanced":
        bonus, offered, hands, kept = _advanced(preset, players, streams[4])
    else:
        bonus, offered, hands, kept = [0] * players, [], [], []
    start = [{**START_EACH, "coins": START_COINS[order.index(seat) + 1]}
             for seat in range(players)]
    return ev.GameSetUp(players=players, variant=variant, turn_order=order, resources=start,
                        dice=dice,
                        decks=decks, excommunications=tiles, bonus_tiles=bonus,
                        tiles_offered=offered, leader_hands=hands, leaders=kept)
