"""Set-up: each family's 300 florins, one of each material and its workers (reviews; workers
invented); the turn order by lot; the nameless people at their card; named people drawn from
the bag onto the cards they name; the bag's order and the dice seed, secret. Then each family
chooses its two start buildings (stage "start").

A preset (docs/florenza-notation.md, "Preset") fixes any part for deterministic scenarios:
order, people, bag, dice_seed."""
from __future__ import annotations

from domain.florenza import events as ev
from domain.florenza.catalog import BUILDINGS, CATALOG, MATERIALS, PEOPLE
from domain.shared.errors import InvalidSetup
from domain.shared.rng import Rng

VARIANTS = ("standard",)
MIN_PLAYERS, MAX_PLAYERS = 2, 5
PRESET_KEYS = ("order", "people", "bag", "dice_seed")
NAMED = tuple(p for p, x in PEOPLE.items() if not x.nameless)
NAMELESS = {p: x.card for p, x in PEOPLE.items() if x.nameless}


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise InvalidSetup(msg)


def _order(preset: dict, n: int, rng: Rng) -> list:
    if "order" in preset:
        order = preset["order"]
        _check(isinstance(order, list) and all(type(x) is int for x in order)
               and sorted(order) == list(range(n)),
               f"order must list the seats 0-{n - 1} once each")
        return list(order)
    return rng.shuffled(range(n))


def _people(preset: dict, rng: Rng) -> tuple[dict, list]:
    """(people laid out -> card, the bag top first)."""
    given = preset.get("people")
    if given is not None:
        _check(isinstance(given, dict) and all(p in NAMED and c in range(1, 8)
                                               for p, c in given.items()),
               "people must map named artists and clerics to cards 1-7")
    bag = preset.get("bag")
    if bag is not None:
        _check(isinstance(bag, list) and all(p in NAMED for p in bag)
               and len(set(bag)) == len(bag), "bag must list named people once each")
        _check(not set(bag) & set(given or {}), "a person is either laid out or in the bag")
    if given is None:
        rest = [p for p in NAMED if p not in set(bag or ())]
        drawn = rng.shuffled(rest)[:CATALOG.people_at_start]
        given = {p: PEOPLE[p].card for p in drawn}
    if bag is None:
        bag = rng.shuffled([p for p in NAMED if p not in given])
    return {**NAMELESS, **given}, list(bag)


def setup_event(players: int, variant: str, seed: int, preset: dict | None) -> ev.GameSetUp:
    """The set-up, as one event recording everything random (order, people, bag, dice)."""
    _check(isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS,
           f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    _check(variant in VARIANTS, f"variant must be one of {', '.join(VARIANTS)}")
    preset = preset or {}
    _check(isinstance(preset, dict), "the preset must be a JSON object")
    unknown = set(preset) - set(PRESET_KEYS)
    _check(not unknown, f"unknown preset keys: {', '.join(sorted(map(str, unknown)))}")
    streams = [Rng(seed).fork(i) for i in range(3)]
    order = _order(preset, players, streams[0])
    people, bag = _people(preset, streams[1])
    dice_seed = preset.get("dice_seed", streams[2].next_u64())
    _check(isinstance(dice_seed, int) and dice_seed >= 0, "dice_seed: a whole number >= 0")
    fam = CATALOG.family
    each = fam["each_material"]
    return ev.GameSetUp(players=players, variant=variant, order=order,
                        florins=fam["florins"], goods=[each] * len(MATERIALS),
                        stock=[CATALOG.material_supply - each * players] * len(MATERIALS),
                        workers=fam["workers"], area=fam["first_round_workers"],
                        tiles={b.slug: b.copies for b in BUILDINGS.values()},
                        people=people, bag=bag, dice_seed=dice_seed)
