"""Loads and validates an Il Vecchio catalogue (JSON): the map (towns, roads, areas,
intermediaries' circuits), the five tracks and the tiles of appendices A, B and C.

Every constraint the rule text fixes is checked here, so the real board can replace the
provisional file without a code change, and a broken file is refused naming what is wrong."""
from __future__ import annotations

import json
from collections import deque
from dataclasses import dataclass
from importlib import resources

DEFAULT_FILE = "ilvecchio_provisional_v1.json"
CREST_COLOURS = ("brown", "black", "grey", "white", "violet")  # the intermediaries' colours
COLOURS = (*CREST_COLOURS, "green", "red", "florence")
FOLLOWERS = ("assassin", "knight", "abbot")  # black, grey, white tokens
FOLLOWER_OF = {"black": "assassin", "grey": "knight", "white": "abbot"}
REGIONS = ("milano", "venezia", "chiesa")
FLORENCE_TRACKS = ("council", "nobility")
REGION_FOLLOWERS = {"milano": "knight+abbot", "venezia": "assassin",
                    "chiesa": "two_alike_one_other"}
SEED_TOWNS = {  # "die grünen Orte Carmignano, Ponte a Sieve oder Poggibonsi", "roten Orte ..."
    "green": {"carmignano", "ponte_a_sieve", "poggibonsi"},
    "red": {"vernio", "vicchio", "sovicille"}, "florence": {"firenze"}}
SEED_DISTANCES = (("sesto", "vicchio", 2), ("carmignano", "pistoia", 1), ("prato", "vernio", 1))
SEED_AREAS = ((4, {"empoli", "castel_fiorentino"}), (6, {"volterra", "colle"}))
PROVINCE_EFFECTS = {
    "milano": ("scroll_for_two_followers", "six_florins", "any_followers",
               "follower_for_two_scrolls", "one_follower", "bishop_and_coach"),
    "venezia": ("scroll", "knight", "assassin", "abbot", "florin_per_town_member",
                "roll_member"),
    "chiesa": ("reuse_tile", "swap_two", "free_province", "florins_for_follower_and_scroll",
               "follower_or_scroll_or_florins", "place_member_anywhere")}
COUNCIL_EFFECTS = ("scroll", "brown_florins", "follower_florins", "abbot", "knight", "assassin",
                   "coaches", "bishops", "recovery_roll", "reinforcement_extra",
                   "province_scroll", "office_follower")
NOBILITY_CONDITIONS = ("supply_members", "town_members", "region_members", "nobility_members",
                       "council_members", "coach_bishop_pairs", "white_grey_black",
                       "three_regions", "adjacent_on_tracks", "all_goods", "unused_provinces",
                       "crests")
CREST_EVENTS = ("tribute", "intermediaries", "family_member")


class CatalogError(ValueError):
    """The catalogue file breaks a known constraint (the message says which)."""


@dataclass(frozen=True, slots=True)
class Town:
    slug: str
    name: str
    colour: str
    x: float
    y: float
    index: int


@dataclass(frozen=True, slots=True)
class Field:
    cost: int
    crest: bool
    points: int


@dataclass(frozen=True, slots=True)
class Track:
    slug: str
    name: str
    kind: str  # region | florence
    town: str  # where a member enters it from
    fields: tuple


@dataclass(frozen=True, slots=True)
class Tile:
    id: str
    group: str  # province region, "council" or "nobility"
    effect: str  # province/council effect, nobility condition
    text: str
    points: object = None  # nobility: int, "players" or a scale list
    per: int = 1
    limit: int | None = None


@dataclass(frozen=True, slots=True)
class Catalog:
    meta: dict
    towns: dict  # slug -> Town, file order
    neighbours: dict  # slug -> tuple of slugs
    distance: dict  # (a, b) -> roads travelled
    areas: dict  # number -> tuple of town slugs
    circuits: dict  # colour -> tuple of towns, clockwise
    start: dict  # colour -> town
    tracks: dict  # slug -> Track
    crests: dict  # event -> count in the box
    crests_by_players: dict  # players -> crests stacked
    provinces: dict  # id -> Tile
    council: dict
    nobility: dict


def _need(cond: bool, problem: str) -> None:
    if not cond:
        raise CatalogError(f"il vecchio catalogue: {problem}")


def _towns(data: list) -> dict:
    out = {}
    for i, t in enumerate(data):
        slug = t.get("slug")
        _need(isinstance(slug, str) and slug not in out, f"town slug {slug!r} missing or repeated")
        _need(t.get("colour") in COLOURS, f"town {slug}: colour must be one of {COLOURS}")
        out[slug] = Town(slug, str(t.get("name", slug)), t["colour"], float(t.get("x", 0)),
                         float(t.get("y", 0)), i)
    for colour, names in SEED_TOWNS.items():
        have = {s for s, t in out.items() if t.colour == colour}
        _need(have == names, f"the {colour} towns must be exactly {sorted(names)}")
    return out


def _distances(towns: dict, neighbours: dict) -> dict:
    dist = {}
    for a in towns:
        seen = {a: 0}
        queue = deque([a])
        while queue:
            x = queue.popleft()
            for y in neighbours[x]:
                if y not in seen:
                    seen[y] = seen[x] + 1
                    queue.append(y)
        _need(len(seen) == len(towns), f"town {a} cannot reach every town by road")
        for b, d in seen.items():
            dist[(a, b)] = d
    return dist


def _roads(data: list, towns: dict) -> tuple[dict, dict]:
    nb: dict = {t: [] for t in towns}
    for r in data:
        a, b = r.get("towns", (None, None))
        _need(a in towns and b in towns and a != b, f"road {a}-{b}: unknown towns")
        _need(b not in nb[a], f"road {a}-{b} listed twice")
        nb[a].append(b)
        nb[b].append(a)
    neighbours = {t: tuple(v) for t, v in nb.items()}
    dist = _distances(towns, neighbours)
    for a, b, d in SEED_DISTANCES:  # the worked examples' travel costs
        _need(dist[(a, b)] == d, f"travel {a} -> {b} must cost {d} florins (rule example)")
    return neighbours, dist


def _areas(data: list, towns: dict) -> dict:
    out = {}
    for a in data:
        n = a.get("number")
        _need(isinstance(n, int) and 2 <= n <= 12 and n not in out, f"area {n!r}: 2-12, once")
        ts = tuple(a.get("towns", ()))
        _need(ts and all(t in towns and towns[t].colour != "florence" for t in ts),
              f"area {n}: towns must exist and not be Florence")
        out[n] = ts
    _need(set(out) >= set(range(2, 13)) - {7}, "every dice sum 2-12 but 7 needs an area")
    for n, need in SEED_AREAS:
        _need(need <= set(out.get(n, ())), f"area {n} must border {sorted(need)} (rule example)")
    return out


def _intermediaries(data: dict, towns: dict, areas: dict) -> tuple[dict, dict]:
    circuits, start = {}, {}
    for colour in CREST_COLOURS:
        d = data.get(colour) or {}
        circuit = tuple(d.get("circuit", ()))
        mine = {s for s, t in towns.items() if t.colour == colour}
        _need(len(circuit) >= 2 and set(circuit) == mine and len(circuit) == len(mine),
              f"intermediary {colour}: the circuit must list each {colour} town once")
        _need(d.get("start") in mine, f"intermediary {colour}: start on a {colour} town")
        circuits[colour], start[colour] = circuit, d["start"]
    brown = circuits["brown"]
    _need(brown[(brown.index("pistoia") + 1) % len(brown)] == "dicomano",
          "the brown intermediary moves from Pistoia to Dicomano (rule example)")
    for n, ts in areas.items():  # "an jedem Gebiet ... maximal 1 Mittelsmann"
        _need(sum(t in ts for t in start.values()) <= 1, f"area {n} touches two intermediaries")
    return circuits, start


def _tracks(data: dict, towns: dict) -> dict:
    out = {}
    for slug in (*REGIONS, *FLORENCE_TRACKS):
        t = data.get(slug) or {}
        kind = "region" if slug in REGIONS else "florence"
        _need(t.get("kind") == kind, f"track {slug}: kind {kind}")
        town = t.get("town")
        _need(town in towns and towns[town].colour == ("red" if kind == "region" else "florence"),
              f"track {slug}: entered from a {'red town' if kind == 'region' else 'Florence'}")
        fields = tuple(Field(int(f["cost"]), bool(f["crest"]), int(f["points"]))
                       for f in t.get("fields", ()))
        _need(len(fields) >= 3, f"track {slug}: at least 3 fields")
        if kind == "region":
            _need(all(3 <= f.points <= 10 for f in fields), f"track {slug}: 3 to 10 power points")
            _need(t.get("followers") == REGION_FOLLOWERS[slug], f"track {slug}: followers")
        else:
            _need(all(f.cost == 0 for f in fields), f"track {slug}: costs are scrolls, not florins")
            _need(all(f.points == (2 if slug == "council" else 1) for f in fields),
                  f"track {slug}: {2 if slug == 'council' else 1} power points per member")
        out[slug] = Track(slug, str(t.get("name", slug)), kind, town, fields)
    return out


def _tiles(data: dict) -> tuple[dict, dict, dict]:
    provinces = {}
    for region in REGIONS:
        mine = [p for p in data["province_tiles"] if p.get("region") == region]
        _need(tuple(p.get("effect") for p in mine) == PROVINCE_EFFECTS[region],
              f"province tiles of {region} must be appendix A's six, in order")
        for i, p in enumerate(mine, 1):
            _need(p.get("id") == f"{region}-{i}", f"province tile id {region}-{i}")
            provinces[p["id"]] = Tile(p["id"], region, p["effect"], str(p.get("text", "")))
    council = {}
    _need(tuple(c.get("effect") for c in data["council_tiles"]) == COUNCIL_EFFECTS,
          "council tiles must be appendix B's twelve, in order")
    for i, c in enumerate(data["council_tiles"], 1):
        _need(c.get("id") == f"council-{i}", f"council tile id council-{i}")
        council[c["id"]] = Tile(c["id"], "council", c["effect"], str(c.get("text", "")))
    nobility = {}
    _need(tuple(n.get("condition") for n in data["nobility_tiles"]) == NOBILITY_CONDITIONS,
          "nobility tiles must be appendix C's twelve, in order")
    for i, n in enumerate(data["nobility_tiles"], 1):
        _need(n.get("id") == f"nobility-{i}", f"nobility tile id nobility-{i}")
        pts = n.get("points")
        nobility[n["id"]] = Tile(n["id"], "nobility", n["condition"], str(n.get("text", "")),
                                 tuple(pts) if isinstance(pts, list) else pts,
                                 int(n.get("per", 1)), n.get("limit"))
    return provinces, council, nobility


def validate(data: dict) -> Catalog:
    """A Catalog from parsed JSON, or CatalogError naming the broken constraint."""
    _need(isinstance(data, dict), "the file must hold a JSON object")
    try:
        towns = _towns(data["towns"])
        neighbours, dist = _roads(data["roads"], towns)
        areas = _areas(data["areas"], towns)
        circuits, start = _intermediaries(data["intermediaries"], towns, areas)
        tracks = _tracks(data["tracks"], towns)
        provinces, council, nobility = _tiles(data)
        mc = data["medici_crests"]
    except (KeyError, TypeError, ValueError) as e:
        if isinstance(e, CatalogError):
            raise
        raise CatalogError(f"il vecchio catalogue: malformed ({e!r})") from e
    crests = {k: int(mc["events"].get(k, 0)) for k in CREST_EVENTS}
    by_players = {int(k): int(v) for k, v in mc["by_players"].items()}
    _need(set(by_players) == {2, 3, 4} and by_players[4] == 7, "7 Medici crests with 4 players")
    _need(sum(crests.values()) >= max(by_players.values()), "not enough Medici crests in the box")
    reachable = sum(f.crest for t in tracks.values() for f in t.fields[1:])
    _need(reachable >= max(by_players.values()), "too few crest fields to take every crest")
    return Catalog(meta=dict(data.get("meta", {})), towns=towns, neighbours=neighbours,
                   distance=dist, areas=areas, circuits=circuits, start=start, tracks=tracks,
                   crests=crests, crests_by_players=by_players, provinces=provinces,
                   council=council, nobility=nobility)


def load(name: str = DEFAULT_FILE) -> Catalog:
    text = resources.files("domain.ilvecchio.catalog").joinpath(name).read_text("utf-8")
    return validate(json.loads(text))
