"""view(state, viewer): what a seat (or a spectator, viewer None) may see
(docs/ilvecchio-notation.md, "View").

Public: the towns with every seat's standing and lying members and the intermediaries, the
tracks field by field, the province tiles on the board, how many crests, council and nobility
tiles are left and where the extra-cost tile lies, each seat's goods, members in supply,
province tiles (used or not) and face-up council tiles. Hidden while the game runs: the crest
stack's events, both stacks' order, other seats' face-down council tiles, nobility tiles and
tiles being chosen (only their number). A finished game is revealed in full."""
from __future__ import annotations

from domain.ilvecchio.catalog import CATALOG, TOWN_LIST, TOWNS, TRACKS
from domain.ilvecchio.legal import seats_to_act
from domain.ilvecchio.rules.scoring import majority
from domain.ilvecchio.rules.tracks import field_stats
from domain.ilvecchio.state import GOODS, State

# the tiles drawn or dealt face down are the chooser's secret: others see only the kind (and
# an office pick's stack)
PRIVATE_PENDING = {"office_pick": 1, "council_start": 0}


def _towns(s: State) -> list[dict]:
    at = {t: c for c, t in s.intermediaries.items()}
    out = []
    for i, slug in enumerate(TOWN_LIST):
        t = TOWNS[slug]
        out.append({"town": slug, "name": t.name, "colour": t.colour, "x": t.x, "y": t.y,
                    "intermediary": at.get(slug),
                    "standing": [s.up[seat][i] for seat in range(s.n)],
                    "lying": [s.down[seat][i] for seat in range(s.n)]})
    return out


def _tracks(s: State) -> list[dict]:
    out = []
    for slug, t in TRACKS.items():
        seats = s.tracks[slug]
        length = max(len(t.fields), s.offset + len(seats))
        occupant = [None] * s.offset + list(seats)
        fields = [{"field": i, "cost": field_stats(slug, i).cost,
                   "crest": i < len(t.fields) and t.fields[i].crest,
                   "points": field_stats(slug, i).points, "usable": i >= s.offset,
                   "seat": occupant[i] if i < len(occupant) else None} for i in range(length)]
        out.append({"track": slug, "name": t.name, "kind": t.kind, "town": t.town,
                    "fields": fields, "majority": majority(s, slug)})
    return out


def _player(s: State, seat: int, full: bool) -> dict:
    return {"seat": seat, "goods": dict(zip(GOODS, s.goods[seat], strict=True)),
            "supply": s.supply[seat], "on_tracks": s.on_tracks(seat),
            "provinces": [{"tile": t, "used": t in s.used[seat]} for t in s.provinces[seat]],
            "council": list(s.council[seat]), "council_hidden": len(s.hidden[seat]),
            "council_hidden_tiles": list(s.hidden[seat]) if full else None,
            "nobility_count": len(s.nobility[seat]),
            "nobility": list(s.nobility[seat]) if full else None,
            "crests": s.crests_taken[seat], "double_turn": s.doubled[seat]}


def _pending(s: State, viewer: int | None, full: bool) -> list[dict]:
    out = []
    for p in s.pending:
        secret = p.kind in PRIVATE_PENDING and not full and p.seat != viewer
        out.append({"seat": p.seat, "kind": p.kind,
                    "data": list(p.data[:PRIVATE_PENDING[p.kind]]) if secret else list(p.data)})
    return out


def _view(s: State, viewer: int | None, full: bool) -> dict:
    return {
        "game": "ilvecchio", "variant": s.variant, "players_count": s.n, "stage": s.stage,
        "current_seat": s.seat, "seats_to_act": list(seats_to_act(s)),
        "start_seat": s.start_seat, "dice": list(s.dice), "towns": _towns(s),
        "roads": [[a, b] for a in TOWN_LIST for b in CATALOG.neighbours[a] if a < b],
        "areas": [{"number": n, "towns": list(ts)} for n, ts in CATALOG.areas.items()],
        "tracks": _tracks(s), "crests_left": len(s.crests), "extra_cost": s.extra_cost,
        "stacks": {k: len(v) for k, v in s.stacks.items()},
        "province_pool": {r: list(ts) for r, ts in s.pool.items()},
        "ending": s.ending, "double": s.double, "actions_left": s.actions_left,
        "players": [_player(s, seat, full or seat == viewer) for seat in range(s.n)],
        "pending": _pending(s, viewer, full), "result": s.result,
        "provisional": bool(CATALOG.meta.get("provisional")),
    }


def view(s: State, viewer: int | None) -> dict:
    over = s.stage == "over"
    out = _view(s, viewer, over)
    if over:
        out["crests"] = list(s.crests)
        out["stack_order"] = {k: list(v) for k, v in s.stacks.items()}
    return out


def reveal(s: State) -> dict:
    """Everything at any moment (a finished game's replay)."""
    out = _view(s, None, True)
    out["crests"] = list(s.crests)
    out["stack_order"] = {k: list(v) for k, v in s.stacks.items()}
    return out


def views(s: State, viewers) -> list[dict]:
    return [view(s, v if isinstance(v, int) and 0 <= v < s.n else None) for v in viewers]
