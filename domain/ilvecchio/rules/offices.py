"""Action c, an office in Florence ("Amt in Florenz übernehmen"): a standing member in Florence
gives up 2 scrolls (and 3 florins while the extra-cost tile lies on that track's stack), stands
on the next field of the council or nobility track (a crest triggers an event), and the seat
takes the top 5 tiles of that stack to choose one (a pending decision: the others play on); the
rest are shuffled back under the stack. Nobility tiles stay face down with their owner; council
tiles too until the owner's next turn (council.reveal)."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import FLORENCE
from domain.ilvecchio.rules.chance import shuffled
from domain.ilvecchio.rules.council import reveal
from domain.ilvecchio.rules.tracks import has_crest, next_field
from domain.ilvecchio.rules.vecchio import take_crest
from domain.ilvecchio.state import State

TRACKS = ("council", "nobility")
SCROLLS = 2
EXTRA_COST = 3
DRAW = 5


def price(s: State, track: str) -> dict:
    paid = {"scrolls": SCROLLS}
    if s.extra_cost == track:
        paid["florins"] = EXTRA_COST
    return paid


def take_office(tx, seat: int, track: str, follower: str | None) -> None:
    s = tx.state
    field = next_field(s, track)
    tx.emit(ev.TrackEntered(seat=seat, town=FLORENCE, track=track, field=field,
                            paid=price(s, track)))
    if follower:  # council-12: "erhält zusätzlich 1 Gefolgsmann nach Wahl"
        tx.emit(ev.GoodsChanged(seat=seat, delta={follower: 1}, reason="council-12"))
    if has_crest(track, field):
        take_crest(tx, seat)
    top = tx.state.stacks[track][:DRAW]
    if top:
        tx.emit(ev.OfficeTilesDrawn(seat=seat, stack=track, tiles=list(top)))


def pick_office(tx, seat: int, stack: str, drawn: tuple, tile: str) -> None:
    rest = [t for t in drawn if t != tile]
    tx.emit(ev.Resolved(seat=seat, kind="office_pick"))
    tx.emit(ev.OfficeTileChosen(seat=seat, stack=stack, tile=tile,
                                returned=shuffled(tx.state, rest)))
    if stack == "council" and tx.state.double:  # "wird der Bonus ... sofort ausgegeben"
        reveal(tx, seat, tile)
