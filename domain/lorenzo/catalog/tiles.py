"""Excommunication tiles (21, `<period>-<n>`) and personal bonus tiles (basic 0, advanced 1-4)."""
from dataclasses import dataclass
from functools import cache

from domain.lorenzo.catalog.data import raw


@dataclass(frozen=True, slots=True)
class Excommunication:
    id: str
    period: int
    effects: tuple
    text: str


@dataclass(frozen=True, slots=True)
class BonusTile:
    id: int
    harvest: dict  # resources at value >= 1
    production: dict


EXCOMMUNICATIONS: dict[str, Excommunication] = {
    t["id"]: Excommunication(t["id"], t["period"], tuple(t["effects"]), t["text"])
    for ts in raw()["excommunications"].values() for t in ts
}


def _tile(d: dict) -> BonusTile:
    assert d["harvest"]["action_value"] == d["production"]["action_value"] == 1
    return BonusTile(d["id"], dict(d["harvest"]["resources"]), dict(d["production"]["resources"]))


_T = raw()["personal_bonus_tiles"]
BONUS_TILES: dict[int, BonusTile] = {0: _tile(_T["basic"])}
BONUS_TILES.update({d["id"]: _tile(d) for d in _T["advanced"]})
ADVANCED_TILES: tuple[int, ...] = tuple(d["id"] for d in _T["advanced"])


@cache  # every set-up asks (a pure function of the catalogue)
def tiles_of_period(period: int) -> tuple[str, ...]:
    return tuple(t.id for t in EXCOMMUNICATIONS.values() if t.period == period)
