"""Action b, taking a province ("Provinz übernehmen"): a standing member in the region's red
town gives up the region's followers (Venice 1 assassin; Milan 1 knight and 1 abbot; Papal
States 2 alike and 1 other), pays the next field's florins and stands on it; a crest there
triggers an Il Vecchio event; then the seat chooses one of the region's province tiles left
(a pending decision: the others play on meanwhile). milano-3 (any followers, the number must
fit) and chiesa-3 (no florins) change this action when used with it."""
from __future__ import annotations

from functools import cache
from itertools import combinations_with_replacement

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import FOLLOWERS, REGION_OF_TOWN, TRACKS
from domain.ilvecchio.rules.tracks import field_stats, has_crest, next_field
from domain.ilvecchio.rules.vecchio import take_crest
from domain.ilvecchio.state import State

TOWNS = tuple(REGION_OF_TOWN)  # the red towns
NEEDED = {"venezia": 1, "milano": 2, "chiesa": 3}


def _standard(region: str, combo: tuple) -> bool:
    if region == "venezia":
        return combo == ("assassin",)
    if region == "milano":
        return combo == ("knight", "abbot")
    return len(set(combo)) == 2  # "2 gleiche Gefolgsmänner und 1 Gefolgsmann anderer Farbe"


@cache
def payments(region: str) -> tuple:
    """(combo, needs milano-3) for every follower combination of the right number, in
    FOLLOWERS order."""
    out = []
    for combo in combinations_with_replacement(FOLLOWERS, NEEDED[region]):
        out.append((combo, not _standard(region, combo)))
    return tuple(out)


@cache
def offers(region: str, m3: bool, followers: tuple) -> tuple:
    """(payment word, combo, tiles it needs) of the combinations a seat holding `followers`
    (assassin, knight, abbot counts) can give for the region, with milano-3 unused (`m3`)."""
    held = dict(zip(FOLLOWERS, followers, strict=True))
    return tuple(("+".join(combo), combo, ("milano-3",) if needs_m3 else ())
                 for combo, needs_m3 in payments(region)
                 if (m3 or not needs_m3) and all(held[f] >= combo.count(f) for f in combo))


def cost(s: State, region: str, free: bool) -> int:
    return 0 if free else field_stats(region, next_field(s, region)).cost


def take_province(tx, seat: int, town: str, combo: tuple, using: tuple) -> None:
    region = REGION_OF_TOWN[town]
    for tile in using:
        tx.emit(ev.TileUsed(seat=seat, tile=tile, turn_over=True))
    s = tx.state
    field = next_field(s, region)
    paid = {f: combo.count(f) for f in FOLLOWERS if f in combo}
    florins = cost(s, region, "chiesa-3" in using)
    if florins:
        paid["florins"] = florins
    tx.emit(ev.TrackEntered(seat=seat, town=town, track=region, field=field, paid=paid))
    if "council-11" in s.council[seat]:  # "Wer eine Provinz übernimmt, erhält ... 1 Schriftrolle"
        tx.emit(ev.GoodsChanged(seat=seat, delta={"scrolls": 1}, reason="council-11"))
    if has_crest(region, field):
        take_crest(tx, seat)
    if tx.state.pool[region]:
        tx.emit(ev.DecisionPending(seat=seat, kind="province_pick", data=[region]))


def pick_province(tx, seat: int, tile: str) -> None:
    """"wählt ein noch vorhandenes Provinz-Plättchen der Region"; a seat whose region ran
    out of tiles meanwhile chooses nothing."""
    tx.emit(ev.Resolved(seat=seat, kind="province_pick"))
    tx.emit(ev.ProvinceTaken(seat=seat, tile=tile))
    region = tile.partition("-")[0]
    if not tx.state.pool[region]:
        for p in tx.state.pending:
            if p.kind == "province_pick" and p.data[0] == region:
                tx.emit(ev.Resolved(seat=p.seat, kind="province_pick"))


def region_name(region: str) -> str:
    return TRACKS[region].name
