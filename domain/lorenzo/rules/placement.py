"""Placing family members ("Aktionen"): which spaces are open, occupancy and colour rules,
and the servants a placement may spend (never more than needed)."""
from functools import cache

from domain.lorenzo.catalog.board import COLOURS, LARGE_SPACE_MODIFIER, MARKET_MIN_PLAYERS
from domain.lorenzo.rules.values import forbidden_area
from domain.lorenzo.state import COLOURED, Player, State

TOWER_SPACES = tuple(f"tower.{c}.{f}" for c in COLOURS for f in (1, 2, 3, 4))
AREA_SPACES = ("harvest.1", "harvest.2", "production.1", "production.2")
ALL_SPACES = TOWER_SPACES + tuple(f"market.{i}" for i in (1, 2, 3, 4)) + ("council",) \
    + AREA_SPACES
AREA = {space: space.split(".", 1)[0] for space in ALL_SPACES}  # tower, market, council …


def space_open(space: str, players: int) -> bool:
    """Spaces closed by player count: market 3-4 need 4 players, large areas 3+."""
    if space.startswith("market."):
        return players >= MARKET_MIN_PLAYERS[int(space[-1])]
    if space in ("harvest.2", "production.2"):
        return players >= 3
    return space in ALL_SPACES


@cache
def open_spaces(players: int) -> tuple[str, ...]:
    return tuple(s for s in ALL_SPACES if space_open(s, players))


def occupancy_problem(s: State, p: Player, member: str, space: str) -> str | None:
    """Why `member` may not go to `space` (a rule code), or None."""
    area = space.split(".", 1)[0]
    occ = s.occupants
    ariosto = p.leader_active("ludovico-ariosto")
    if area == "tower":
        if s.towers.get(space) is None:
            return "no_card"
        if occ.get(space) and not ariosto:
            return "space_occupied"
        if member != "neutral":
            colour = space.split(".")[1]
            for f in (1, 2, 3, 4):
                for seat, m in occ.get(f"tower.{colour}.{f}", ()):
                    if seat == p.seat and m in COLOURED:
                        return "tower_colour_taken"
        return None
    if area == "market":
        if forbidden_area(p, "market"):
            return "market_forbidden"
        if occ.get(space) and not ariosto:
            return "space_occupied"
        return None
    if area in ("harvest", "production"):
        if space.endswith(".1") and occ.get(space) and not ariosto:
            return "space_occupied"
        if member != "neutral":
            for sp in (f"{area}.1", f"{area}.2"):
                for seat, m in occ.get(sp, ()):
                    if seat == p.seat and m in COLOURED:
                        return "area_colour_taken"
        return None
    return None  # council: any number, any colour


def space_modifier(space: str) -> int:
    return LARGE_SPACE_MODIFIER if space in ("harvest.2", "production.2") else 0

