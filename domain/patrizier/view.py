"""view(state, viewer): what a seat (or a spectator, viewer None) may see (docs/patrizier-view.md).

Public: the cities with both towers floor by floor (each floor's owner seat), fame tiles left,
the card beside each city, played stacks and their heads, floors left, scores so far. Hidden
while the game runs: other seats' hands (only their sizes) and the draw pile (only its size).
A finished game is revealed in full."""
from __future__ import annotations

from functools import cache

from domain.patrizier.catalog import CARDS, CITIES
from domain.patrizier.legal import seats_to_act
from domain.patrizier.rules.city_scoring import tower_majority
from domain.patrizier.rules.final_scoring import head_fame, heads_count
from domain.patrizier.rules.setup import FLOORS, cards_in_play
from domain.patrizier.state import State


@cache
def _card_view(cid: int) -> dict:
    c = CARDS[cid]
    return {"id": c.id, "slug": c.slug, "name": c.name, "city": c.city, "crests": c.crests,
            "symbol": c.symbol, "head": c.head, "heads": c.heads, "star": c.star}


def card_view(cid: int) -> dict:
    """A card as the views show it: id, slug, name, city, crests, symbol, head, heads, star."""
    return dict(_card_view(cid))


def _card(cid: int | None) -> dict | None:
    return None if cid is None else dict(_card_view(cid))


def _city(s: State, slug: str) -> dict:
    city = CITIES[slug]
    t1, t2 = s.towers[slug]
    scored = slug in s.scored
    towers = [{"tower": i, "floors": list(fl), "height": len(fl),
               "leader": tower_majority(fl)[0]} for i, fl in ((1, t1), (2, t2))]
    return {"city": slug, "name": city.name, "floors": city.floors, "built": len(t1) + len(t2),
            "scored": scored, "fame_tiles": [] if scored else list(city.fame),
            "higher_tower": None if len(t1) == len(t2) else (1 if len(t1) > len(t2) else 2),
            "towers": towers, "display": _card(s.display[slug])}


def _player(s: State, seat: int, reveal: bool) -> dict:
    played = s.played[seat]
    cities = sum(f for _, f in s.fame[seat])
    heads = head_fame(played)
    hand = s.hands[seat]
    return {"seat": seat, "supply": s.supply[seat], "built": FLOORS[s.n] - s.supply[seat],
            "hand_size": len(hand), "hand": [_card(c) for c in hand] if reveal else None,
            "played": [_card(c) for c in played], "heads": heads_count(played),
            "fame_tiles": [{"city": c, "fame": f} for c, f in s.fame[seat]],
            "score": {"cities": cities, "heads": heads, "total": cities + heads}}


def view(s: State, viewer: int | None) -> dict:
    over = s.stage == "over"
    out = {
        "game": "patrizier",
        "variant": s.variant,
        "players_count": s.n,
        "stage": s.stage,
        "current_seat": s.seat,
        "seats_to_act": list(seats_to_act(s)),
        "start_seat": s.start_seat,
        "cards_played": s.plays,
        "cards_total": len(cards_in_play(s.n)),
        "turn_card": _card(s.card),
        "cities": [_city(s, c) for c in s.cities],
        "pile_size": len(s.pile),
        "players": [_player(s, seat, over or seat == viewer) for seat in range(s.n)],
        "result": s.result,
    }
    if over:
        out["pile"] = [_card(c) for c in s.pile]
    return out


def reveal(s: State) -> dict:
    """Everything at any moment (a finished game's replay): every hand and the pile's order.
    Equals `view(s, None)` once the game is over."""
    out = view(s, None)
    out["players"] = [_player(s, seat, True) for seat in range(s.n)]
    out["pile"] = [_card(c) for c in s.pile]
    return out


def views(s: State, viewers) -> list[dict]:
    """`view` for several viewers at once: the board is built once and only each viewer's own
    hand is filled in."""
    base = view(s, None)
    if s.stage == "over":
        return [base for _ in viewers]
    out = []
    for viewer in viewers:
        if not isinstance(viewer, int) or not 0 <= viewer < s.n:
            out.append(base)
            continue
        players = list(base["players"])
        players[viewer] = _player(s, viewer, True)
        out.append({**base, "players": players})
    return out
