"""Set-up ("Spielvorbereitung"): the cities in play (Pistoia only with 5 players), floors per
player, 3 star cards dealt to each player, the rest shuffled into the draw pile, one card face
up beside each city, a start player by lot.

A preset (docs/patrizier-preset.md) fixes any part for deterministic scenarios; the rest comes
from the seed, each random part from its own stream.
"""
from __future__ import annotations

from functools import cache

from domain.patrizier import events as ev
from domain.patrizier.catalog import CARDS, CITIES
from domain.shared.errors import InvalidSetup
from domain.shared.rng import Rng

VARIANTS = ("standard",)
MIN_PLAYERS, MAX_PLAYERS = 2, 5
HAND = 3
FLOORS = {2: 39, 3: 29, 4: 21, 5: 21}  # "Bei 2 Spielern 39 Stück ... bei 4 und 5 Spielern 21"
PRESET_KEYS = ("start_seat", "hands", "display", "pile")


@cache
def cities_in_play(players: int) -> tuple:
    """With 2-4 players Pistoia ("Bei 2, 3 und 4 Spielern ... nicht benötigt") stays out."""
    return tuple(c.slug for c in CITIES.values() if players == 5 or not c.five_player_only)


@cache
def cards_in_play(players: int) -> tuple:
    """The order cards of the cities in play (Pistoia's "7 Auftragskarten" only with 5)."""
    cities = set(cities_in_play(players))
    return tuple(c.id for c in CARDS.values() if c.city in cities)


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise InvalidSetup(msg)


def _ids(value, what: str, allowed: frozenset) -> list:
    _check(isinstance(value, list) and all(isinstance(c, int) and not isinstance(c, bool)
                                           and c in allowed for c in value),
           f"{what} must list card ids of this game ({min(allowed)}-{max(allowed)}"
           f"{', without Pistoia' if len(allowed) < len(CARDS) else ''})")
    return list(value)


def _hands(preset: dict, n: int, deck: frozenset, rng: Rng, named: set) -> list:
    if "hands" in preset:
        given = preset["hands"]
        _check(isinstance(given, list) and len(given) == n, f"hands: one list per seat ({n})")
        return [_ids(h, f"hands[{i}]", deck) for i, h in enumerate(given)]
    stars = [c for c in sorted(deck) if CARDS[c].star and c not in named]
    _check(len(stars) >= HAND * n, "not enough star cards left to deal the hands")
    stars = rng.shuffled(stars)
    return [stars[i * HAND:(i + 1) * HAND] for i in range(n)]


def _display(preset: dict, cities: tuple, deck: frozenset) -> dict | None:
    if "display" not in preset:
        return None
    given = preset["display"]
    _check(isinstance(given, dict) and set(given) == set(cities),
           f"display: a card id or null for every city in play ({', '.join(cities)})")
    for city, card in given.items():
        if card is not None:
            _ids([card], f"display.{city}", deck)
    return {c: given[c] for c in cities}


def _deal(preset, n, seed) -> tuple[list, dict, list, int]:
    cities, deck = cities_in_play(n), frozenset(cards_in_play(n))
    streams = [Rng(seed).fork(i) for i in range(3)]
    start = streams[0].below(n)
    if "start_seat" in preset:
        start = preset["start_seat"]
        _check(isinstance(start, int) and 0 <= start < n, f"start_seat must be a seat 0-{n - 1}")
    display = _display(preset, cities, deck)
    named = {c for c in (display or {}).values() if c is not None}
    if "pile" in preset:
        _check("hands" in preset, "a preset pile needs preset hands too")
        named |= set(_ids(preset["pile"], "pile", deck))
    hands = _hands(preset, n, deck, streams[1], named)
    for i, h in enumerate(hands):
        _check(len(h) == HAND, f"hands[{i}]: every player starts with {HAND} cards")
    used = [c for h in hands for c in h] + [c for c in (display or {}).values() if c is not None]
    _check(len(used) == len(set(used)), "a card may appear only once in hands and display")
    rest = [c for c in sorted(deck) if c not in set(used)]
    if "pile" in preset:
        pile = list(preset["pile"])
        _check(sorted(pile) == rest, "pile must hold exactly the cards in neither hands nor "
               "display (with no display given, the display is laid out from its top)")
    else:
        pile = streams[2].shuffled(rest)
    if display is None:
        display = {c: (pile[i] if i < len(pile) else None) for i, c in enumerate(cities)}
        pile = pile[len(cities):]
    return hands, display, pile, start


def setup_event(players: int, variant: str, seed: int, preset: dict | None) -> ev.GameSetUp:
    """The set-up, as one event recording every card's place (dealt, displayed, pile order)."""
    _check(isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS,
           f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    _check(variant in VARIANTS, f"variant must be one of {', '.join(VARIANTS)}")
    preset = preset or {}
    _check(isinstance(preset, dict), "the preset must be a JSON object")
    unknown = set(preset) - set(PRESET_KEYS)
    _check(not unknown, f"unknown preset keys: {', '.join(sorted(map(str, unknown)))}")
    hands, display, pile, start = _deal(preset, players, seed)
    return ev.GameSetUp(players=players, variant=variant, cities=list(cities_in_play(players)),
                        floors=[FLOORS[players]] * players, start_seat=start, hands=hands,
                        display=display, pile=pile)
