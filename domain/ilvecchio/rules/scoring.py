"""Final scoring ("Wertung"): nobility tiles (appendix C, scored first), 3-10 power points per
member in the regions, 2 per member in the council, 1 per member in the nobility, 5 for a member
on every track, 3 per track majority (a tie goes to whoever had placed all their members there
first), 1 per Medici crest, 2 for giving up the whole double turn. Ties: followers + scrolls,
then florins, then a shared victory."""
from __future__ import annotations

from domain.ilvecchio.catalog import CATALOG, FOLLOWER_OF, REGIONS, TOWN_LIST, TOWNS, TRACKS
from domain.ilvecchio.rules.tracks import points_of
from domain.ilvecchio.state import G, State

CATEGORIES = ("nobility_tiles", "regions", "council", "nobility", "all_tracks", "majorities",
              "crests", "double_turn")
_COLOUR_OF = {i: TOWNS[t].colour for i, t in enumerate(TOWN_LIST)}


def _adjacent_pairs(s: State, seat: int) -> int:
    """Neighbouring own members on one track, counted in disjoint pairs ("je 2")."""
    pairs = 0
    for track in s.tracks.values():
        run = 0
        for who in track + (None,):
            if who == seat:
                run += 1
            else:
                pairs += run // 2
                run = 0
    return pairs


def condition_count(s: State, seat: int, condition: str) -> int:
    """How often a nobility condition is met (before its `per` and `limit`)."""
    g = s.goods[seat]
    if condition == "supply_members":
        return s.supply[seat]
    if condition == "town_members":
        return s.members_in_towns(seat)
    if condition == "region_members":
        return sum(s.tracks[r].count(seat) for r in REGIONS)
    if condition in ("nobility_members", "council_members"):
        return s.tracks[condition.partition("_")[0]].count(seat)
    if condition == "coach_bishop_pairs":
        return min(g[G["coaches"]], g[G["bishops"]])
    if condition == "white_grey_black":
        colours = {_COLOUR_OF[i] for i in range(len(TOWN_LIST))
                   if s.up[seat][i] or s.down[seat][i]}
        return int(set(FOLLOWER_OF) <= colours)
    if condition == "three_regions":
        return min(s.tracks[r].count(seat) for r in REGIONS)
    if condition == "adjacent_on_tracks":
        return _adjacent_pairs(s, seat)
    if condition == "all_goods":
        return int(s.followers(seat) > 0 and all(g[G[k]] for k in
                                                  ("florins", "scrolls", "coaches", "bishops")))
    if condition == "unused_provinces":
        return len(s.provinces[seat]) - len(s.used[seat])
    if condition == "crests":
        return s.crests_taken[seat]
    raise ValueError(condition)


def tile_points(s: State, seat: int, tile_id: str) -> int:
    tile = CATALOG.nobility[tile_id]
    count = condition_count(s, seat, tile.effect)
    if isinstance(tile.points, tuple):  # a scale: 3/5/7/10 for 1/2/3/4 crests
        return tile.points[min(count, len(tile.points)) - 1] if count else 0
    units = count // tile.per
    if tile.limit is not None:
        units = min(units, tile.limit)
    return units * (s.n if tile.points == "players" else tile.points)


def majority(s: State, track: str) -> int | None:
    return majority_of(s.tracks[track])


def majority_of(seats) -> int | None:
    """The seat with most members on a track (its seats in the order they entered); a tie
    goes to the tied seat whose last member arrived first ("als Erster alle seine
    Familienmitglieder ... platziert hatte")."""
    seats = list(seats)
    if not seats:
        return None
    most = max(seats.count(x) for x in set(seats))
    tied = [x for x in set(seats) if seats.count(x) == most]
    return min(tied, key=lambda x: max(i for i, w in enumerate(seats) if w == x))


def scores(s: State) -> list[dict]:
    out = []
    leaders = {t: majority(s, t) for t in TRACKS}
    for seat in range(s.n):
        row = {
            "nobility_tiles": sum(tile_points(s, seat, t) for t in s.nobility[seat]),
            "regions": sum(points_of(s, r, seat) for r in REGIONS),
            "council": points_of(s, "council", seat),
            "nobility": points_of(s, "nobility", seat),
            "all_tracks": 5 if all(seat in s.tracks[t] for t in TRACKS) else 0,
            "majorities": 3 * sum(1 for w in leaders.values() if w == seat),
            "crests": s.crests_taken[seat],
            "double_turn": 2 if s.doubled[seat] == "skipped" else 0,
        }
        row["total"] = sum(row[c] for c in CATEGORIES)
        g = s.goods[seat]
        row["followers_scrolls"] = s.followers(seat) + g[G["scrolls"]]
        row["florins"] = g[G["florins"]]
        out.append(row)
    return out


def rank(rows: list[dict]) -> tuple[list, list, list]:
    key = [(r["total"], r["followers_scrolls"], r["florins"]) for r in rows]
    ranking = sorted(range(len(rows)), key=lambda i: (-key[i][0], -key[i][1], -key[i][2], i))
    ranks = [sum(1 for j in range(len(rows)) if key[j] > key[i]) for i in range(len(rows))]
    return ranking, ranks, [i for i in ranking if ranks[i] == 0]
