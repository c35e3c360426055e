"""Set-up ("Spielaufbau"): board, province tiles by region, council and nobility stacks face
down, Medici crests (7 with 4 players, 4 with 2 or 3), tracks from their second field with 2
players, intermediaries on the catalogue's start towns (no area touching two), florins 2 / 4 / 3
(start player / right neighbour / others), 12 members, a coach and a bishop each, 3 council
tiles to choose one of; then two placement rounds (2d6 area, a 7 chooses; then a free area).

A preset (docs/ilvecchio-preset.md) fixes any random part for deterministic scenarios.
"""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG
from domain.shared.errors import InvalidSetup
from domain.shared.rng import Rng

VARIANTS = ("standard", "low-luck")
LOW_LUCK = "low-luck"  # "Variante mit weniger Glücksanteil"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
DEAL = 3  # "3 Plättchen vom Stadtrat-Stapel, wovon er eines wählt"
PRESET_KEYS = ("start_seat", "dealt", "council_stack", "nobility_stack", "crests", "stream")


def _check(cond: bool, msg: str) -> None:
    if not cond:
        raise InvalidSetup(msg)


def florins(players: int, start: int) -> list[int]:
    """"Der Startspieler erhält 2 Florin, sein rechter Nachbar 4 Florin, alle anderen 3"
    (play runs clockwise, so the right neighbour is the seat before the start seat)."""
    out = [3] * players
    out[(start - 1) % players] = 4
    out[start] = 2
    return out


def crest_box() -> list[str]:
    return [kind for kind, count in CATALOG.crests.items() for _ in range(count)]


def _ids(value, what: str, allowed: set) -> list:
    _check(isinstance(value, list) and all(isinstance(v, str) and v in allowed for v in value)
           and len(set(value)) == len(value), f"{what}: distinct ids among {sorted(allowed)}")
    return list(value)


def _council(preset: dict, n: int, r: Rng) -> tuple[list, list]:
    tiles = list(CATALOG.council)
    if "dealt" in preset:
        dealt = preset["dealt"]
        _check(isinstance(dealt, list) and len(dealt) == n, f"dealt: one list per seat ({n})")
        dealt = [list(d) if isinstance(d, list) else d for d in dealt]
        for i, d in enumerate(dealt):
            _check(len(_ids(d, f"dealt[{i}]", set(tiles))) == DEAL, f"dealt[{i}]: {DEAL} tiles")
    else:
        order = r.shuffled(tiles)
        dealt = [order[i * DEAL:(i + 1) * DEAL] for i in range(n)]
    used = [t for d in dealt for t in d]
    _check(len(used) == len(set(used)), "dealt: a tile may be dealt once")
    rest = [t for t in tiles if t not in used]
    if "council_stack" in preset:
        stack = _ids(preset["council_stack"], "council_stack", set(rest))
        _check(len(stack) == len(rest), "council_stack: exactly the tiles not dealt")
    else:
        stack = r.shuffled(rest)
    return dealt, stack


def setup_event(players: int, variant: str, seed: int, preset: dict | None) -> ev.GameSetUp:
    _check(isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS,
           f"{MIN_PLAYERS} to {MAX_PLAYERS} players")
    _check(variant in VARIANTS, f"variant must be one of {', '.join(VARIANTS)}")
    preset = preset or {}
    _check(isinstance(preset, dict), "the preset must be a JSON object")
    unknown = set(preset) - set(PRESET_KEYS)
    _check(not unknown, f"unknown preset keys: {', '.join(sorted(map(str, unknown)))}")
    streams = [Rng(seed).fork(i) for i in range(5)]
    start = preset.get("start_seat", streams[0].below(players))
    _check(type(start) is int and 0 <= start < players, f"start_seat: a seat 0-{players - 1}")
    dealt, council = _council(preset, players, streams[1])
    nobility = preset.get("nobility_stack", streams[2].shuffled(list(CATALOG.nobility)))
    _check(len(_ids(nobility, "nobility_stack", set(CATALOG.nobility))) == len(CATALOG.nobility),
           "nobility_stack: every nobility tile once")
    count = CATALOG.crests_by_players[players]
    crests = preset.get("crests", streams[3].shuffled(crest_box())[:count])
    _check(isinstance(crests, list) and len(crests) == count
           and all(isinstance(c, str) and c in CATALOG.crests for c in crests),
           f"crests: {count} crests for {players} players, each one of {sorted(CATALOG.crests)}")
    stream = preset.get("stream", streams[4].next_u64())
    _check(type(stream) is int and 0 <= stream < 1 << 64, "stream: an integer 0 to 2^64 - 1")
    return ev.GameSetUp(players=players, variant=variant, start_seat=start,
                        florins=florins(players, start), dealt=dealt, council_stack=council,
                        nobility_stack=list(nobility), crests=list(crests),
                        intermediaries=dict(CATALOG.start), offset=1 if players == 2 else 0,
                        stream=stream)
