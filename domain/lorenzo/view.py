"""view(state, viewer): what a seat (or a spectator, viewer None) may see.

Hidden while the game runs: the deck order and future dice (only counts are shown), other
seats' leader hands and draft hands. Resources, cards, placements are public. A finished game
is revealed in full."""
from __future__ import annotations

from domain.lorenzo.catalog import CARDS, LEADERS
from domain.lorenzo.catalog.board import COLOURS, TYPES
from domain.lorenzo.legal import seats_to_act
from domain.lorenzo.pending import pending
from domain.lorenzo.rules.placement import open_spaces
from domain.lorenzo.rules.values import member_value
from domain.lorenzo.state import MEMBERS, State


def _card(cid: int | None) -> dict | None:
    if cid is None:
        return None
    c = CARDS[cid]
    return {"number": c.id, "slug": c.slug, "name": c.name, "type": c.type}


def _player(s: State, seat: int, reveal: bool) -> dict:
    p = s.players[seat]
    where = {}
    for space, occ in s.occupants.items():
        for who, m in occ:
            if who == seat:
                where[m] = space
    return {
        "seat": seat,
        "resources": dict(p.res),
        "cards": {t: [_card(c) for c in p.cards[t]] for t in TYPES},
        "members": [{"member": m, "value": member_value(s, p, m) if s.dice else None,
                     "placed": m in p.placed, "space": where.get(m)} for m in MEMBERS],
        "excommunications": list(p.excommunications),
        "bonus_tile": p.bonus_tile,
        "leaders_played": [{"leader": slug, "face_down": slug in p.leaders_used,
                            "copies": p.leader_copies.get(slug)} for slug in p.leaders_played],
        "leaders_in_hand": len(p.leaders_hand),
        "leader_hand": list(p.leaders_hand) if reveal else None,
        "draft_hand": list(p.draft_hand) if reveal else None,
    }


def view(s: State, viewer: int | None) -> dict:
    over = s.phase == "over"
    # a list in board order (left to right), never a dict whose key order a store may change
    towers = [{"colour": colour, "floors": [
        {"floor": f, "space": f"tower.{colour}.{f}",
         "card": _card(s.towers.get(f"tower.{colour}.{f}")),
         "occupants": [list(o) for o in s.occupants.get(f"tower.{colour}.{f}", ())]}
        for f in (1, 2, 3, 4)]} for colour in COLOURS]
    spaces = {sp: [list(o) for o in s.occupants.get(sp, ())] for sp in open_spaces(s.n)
              if not sp.startswith("tower.")}
    out = {
        "variant": s.variant,
        "players_count": s.n,
        "phase": s.phase,
        "round": s.round,
        "period": s.period,
        "turn_order": list(s.turn_order),
        "current_seat": s.current_seat,
        "seats_to_act": list(seats_to_act(s)),
        "pending": pending(s),
        "vatican_deciding": list(s.vatican),
        "dice": dict(s.dice),
        "towers": towers,
        "spaces": spaces,
        "excommunication_tiles": list(s.excommunications),
        "deck_sizes": {t: len(s.decks[t]) for t in TYPES},
        "bonus_tiles_offered": list(s.tiles_offered),
        "players": [_player(s, seat, over or seat == viewer) for seat in range(s.n)],
        "result": s.result,
    }
    if over:
        out["decks"] = {t: list(s.decks[t]) for t in TYPES}
        out["dice_plan"] = [dict(d) for d in s.dice_plan]
    return out


def reveal(s: State) -> dict:
    """Everything at any moment (a finished game's replay): every hand, the deck order and the
    dice still to come. Equals `view(s, None)` once the game is over."""
    out = view(s, None)
    out["players"] = [_player(s, seat, True) for seat in range(s.n)]
    out["decks"] = {t: list(s.decks[t]) for t in TYPES}
    out["dice_plan"] = [dict(d) for d in s.dice_plan]
    return out


def views(s: State, viewers) -> list[dict]:
    """`view` for several viewers at once: the board is built once and only each viewer's own
    (hidden) hand is filled in, which is what a projection keeping every seat's view needs."""
    base = view(s, None)
    if s.phase == "over":
        return [base for _ in viewers]
    out = []
    for viewer in viewers:
        if viewer is None or not 0 <= viewer < s.n:
            out.append(base)
            continue
        players = list(base["players"])
        players[viewer] = _player(s, viewer, True)
        out.append({**base, "players": players})
    return out


def leader_info(slug: str) -> dict:
    lead = LEADERS[slug]
    return {"slug": slug, "name": lead.name, "text": lead.text}
