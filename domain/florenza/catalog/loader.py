"""Loads and validates a Florenza component catalogue (JSON). Every number the quick reference
fixes is checked, so the real components can replace the provisional file without a code
change, and a broken file is refused with a message naming what is wrong."""
from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources

DEFAULT_FILE = "florenza_provisional_v1.json"
LIFE_CARDS = 7  # the seven "Leben in Florenz" cards
QUARTER_FIELDS = 5  # building fields 1-5 (KSR phase 6 figure)
SET_SIZE = 4  # "alle 4 Kunstwerke im Palast" / "die 4 Kunstwerke in der Chiesa"
HOUSE_INCOME = {  # KSR phase 1, "pro Casa 50 Florin und 1 Arbeiter" ...
    "casa": {"florins": 50, "workers": 1},
    "casamento": {"florins": 100, "workers": 1},
    "palagio": {"fame": 1, "florins": 100, "workers": 1},
}
INCOME = {"florins": 200, "materials": ["marble", "wood"], "workers": 4,
          "shortage_florins": 100}  # KSR phase 1
NAMELESS_CLERIC = {"cost": 100, "sermon": [2] * 6}  # KSR action E: 100 florins, 2 workers
KINDS = ("casa", "casamento", "palagio", "workshop")
GAINS = ("florins", "fame", "bishop", "workers")  # besides materials


class CatalogError(ValueError):
    """The catalogue file breaks a known constraint (the message says which)."""


@dataclass(frozen=True, slots=True)
class Building:
    slug: str
    name: str
    kind: str  # casa | casamento | palagio (income in phase 1) | workshop (occupied, phase 6)
    copies: int  # tiles in the game ("dunkel unterlegte" names: 1)
    cost: dict  # {"florins": n, material: n} paid to finish it
    produces: dict  # {florins | material | fame | bishop: n} on activation
    income: dict  # phase-1 income of a finished house
    fame_on_completion: int

    @property
    def occupiable(self) -> bool:
        """"Keine Belegung möglich von Casa, Casamiento und Palagio (wirken nur in Phase 1)"."""
        return self.kind == "workshop"


@dataclass(frozen=True, slots=True)
class Talent:
    fee: int
    fame: tuple  # fame per die face 1-6
    golden: tuple  # die faces whose value is golden (a masterpiece)


@dataclass(frozen=True, slots=True)
class Artist:
    slug: str
    name: str
    card: int  # the "Leben in Florenz" card it enters under
    talents: dict  # talent -> Talent
    nameless: bool


@dataclass(frozen=True, slots=True)
class Cleric:
    slug: str
    name: str
    card: int
    cost: int  # florins, paid at once
    sermon: tuple  # workers per die face 1-6
    fame: int  # fame gained (negative: paid) on donation
    bishop: int  # bishop points gained (negative: paid)
    nameless: bool


@dataclass(frozen=True, slots=True)
class ArtField:
    id: str  # "palace.2", "church.1" (in every quarter), "signoria.1", "duomo.3"
    name: str
    place: str  # palace | church | florentine | cathedral
    talents: tuple
    cost: dict
    fame: int
    bishop: int
    income: dict  # phase-1 income to the family whose crest lies there (main board only)
    pulpit: bool  # the cathedral's "Predicatore"


@dataclass(frozen=True, slots=True)
class Catalog:
    meta: dict
    materials: tuple
    material_supply: int
    extra_income_die: tuple  # die face 1-6 -> material
    talents: tuple
    family: dict
    income: dict
    life_cards: tuple  # names, card 1 first
    guard_card: int
    nameless_card: int
    people_at_start: int
    buildings: dict  # slug -> Building
    artists: dict  # slug -> Artist
    clerics: dict  # slug -> Cleric
    quarter_art: tuple  # ArtField of each quarter: palace.1-4, church.1-4
    board_art: dict  # id -> ArtField on the main board (Florentine buildings, cathedral)
    florentine: dict  # slug -> name of the Florentine buildings (and the cathedral)

    @property
    def pulpit(self) -> str:
        return next(f.id for f in self.board_art.values() if f.pulpit)


def _need(cond: bool, where: str, problem: str) -> None:
    if not cond:
        raise CatalogError(f"florenza catalogue {where}: {problem}")


def _amounts(d, where: str, what: str, allowed) -> dict:
    _need(isinstance(d, dict) and all(k in allowed and isinstance(v, int) and v > 0
                                      for k, v in d.items()), where,
          f"{what} must map {', '.join(allowed)} to positive whole numbers, not {d!r}")
    return dict(d)


def _six(values, where: str, what: str) -> tuple:
    _need(isinstance(values, list) and len(values) == 6 and all(isinstance(v, int)
                                                               for v in values), where,
          f"{what}: a table needs six whole numbers (die faces 1-6)")
    return tuple(values)


def _buildings(data: list, materials: tuple, where: str) -> dict:
    out = {}
    for b in data:
        slug, kind = b.get("slug"), b.get("kind")
        _need(isinstance(slug, str) and slug not in out, where, f"building {slug!r} repeated")
        _need(kind in KINDS, where, f"building {slug}: kind must be one of {', '.join(KINDS)}")
        gains = (*materials, *GAINS)
        income = _amounts(b.get("income", {}), where, f"building {slug} income", gains)
        if kind in HOUSE_INCOME:
            _need(income == HOUSE_INCOME[kind], where, f"building {slug}: a {kind} gives "
                  f"{HOUSE_INCOME[kind]} in phase 1 (quick reference), not {income}")
        produces = _amounts(b.get("produces", {}), where, f"building {slug} produces",
                            (*materials, "florins", "fame", "bishop"))
        _need(bool(produces) == (kind == "workshop"), where,
              f"building {slug}: only workshops produce when activated")
        out[slug] = Building(slug=slug, name=str(b.get("name", slug)), kind=kind,
                             copies=int(b.get("copies", 1)),
                             cost=_amounts(b.get("cost"), where, f"building {slug} cost",
                                           (*materials, "florins")),
                             produces=produces, income=income,
                             fame_on_completion=int(b.get("fame_on_completion", 0)))
        _need(out[slug].copies >= 1, where, f"building {slug}: at least one tile")
    _need(set(HOUSE_INCOME) <= {b.kind for b in out.values()}, where,
          "Casa, Casamento and Palagio must all be there")
    return out


def _artists(data: list, talents: tuple, where: str) -> dict:
    out = {}
    for a in data:
        slug = a.get("slug")
        _need(isinstance(slug, str) and slug not in out, where, f"artist {slug!r} repeated")
        _need(a.get("card") in range(1, LIFE_CARDS + 1), where, f"artist {slug}: card 1-7")
        raw = a.get("talents")
        _need(isinstance(raw, dict) and raw and set(raw) <= set(talents), where,
              f"artist {slug}: talents among {', '.join(talents)}")
        nameless = bool(a.get("nameless", False))
        ts = {}
        for t, spec in raw.items():
            fame = _six(spec.get("fame"), where, f"artist {slug} {t}")
            golden = tuple(spec.get("golden", ()))
            _need(all(f in range(1, 7) for f in golden), where, f"artist {slug}: golden "
                  "fields are die faces 1-6")
            _need(not (nameless and golden), where, "nameless artists make no masterpiece "
                  "(\"Alle Künstler (ausser Namenlose) können ein Meisterwerk erschaffen\")")
            ts[t] = Talent(fee=int(spec.get("fee", 0)), fame=fame, golden=golden)
        if nameless:
            _need(any(v < 0 for t in ts.values() for v in t.fame), where,
                  f"artist {slug}: nameless artists can lose fame (a negative value)")
        out[slug] = Artist(slug=slug, name=str(a.get("name", slug)), card=a["card"],
                           talents=ts, nameless=nameless)
    return out


def _clerics(data: list, where: str) -> dict:
    out = {}
    for c in data:
        slug = c.get("slug")
        _need(isinstance(slug, str) and slug not in out, where, f"cleric {slug!r} repeated")
        _need(c.get("card") in range(1, LIFE_CARDS + 1), where, f"cleric {slug}: card 1-7")
        sermon = _six(c.get("sermon"), where, f"cleric {slug} sermon")
        _need(all(v >= 0 for v in sermon), where, f"cleric {slug}: a sermon brings workers")
        out[slug] = Cleric(slug=slug, name=str(c.get("name", slug)), card=c["card"],
                           cost=int(c.get("cost", 0)), sermon=sermon,
                           fame=int(c.get("fame", 0)), bishop=int(c.get("bishop", 0)),
                           nameless=bool(c.get("nameless", False)))
    nameless = [c for c in out.values() if c.nameless]
    _need(len(nameless) == 2 and all(
        c.cost == NAMELESS_CLERIC["cost"] and list(c.sermon) == NAMELESS_CLERIC["sermon"]
        for c in nameless), where, "2 nameless clerics, 100 florins, 2 workers (quick reference)")
    return out


def _field(spec: dict, fid: str, place: str, talents: tuple, materials: tuple,
           where: str, pulpit: bool = False) -> ArtField:
    ts = spec.get("talents")
    _need(isinstance(ts, list) and ts and set(ts) <= set(talents), where,
          f"work of art {fid}: talents among {', '.join(talents)}")
    return ArtField(id=fid, name=str(spec.get("name", fid)), place=place, talents=tuple(ts),
                    cost=_amounts(spec.get("cost", {}), where, f"{fid} cost",
                                  (*materials, "florins")),
                    fame=int(spec.get("fame", 0)), bishop=int(spec.get("bishop", 0)),
                    income=_amounts(spec.get("income", {}), where, f"{fid} income",
                                    (*materials, "florins")),
                    pulpit=pulpit)


def _art(data: dict, talents: tuple, materials: tuple, where: str) -> tuple:
    quarter = []
    for place in ("palace", "church"):
        specs = data.get(place) or []
        _need(len(specs) == SET_SIZE, where, f"a quarter's {place} has {SET_SIZE} works of art")
        quarter += [_field(s, f"{place}.{i}", place, talents, materials, where)
                    for i, s in enumerate(specs, 1)]
    board, names = {}, {}
    for b in data.get("florentine") or []:
        names[b["slug"]] = b.get("name", b["slug"])
        for i, s in enumerate(b.get("fields") or [], 1):
            f = _field(s, f"{b['slug']}.{i}", "florentine", talents, materials, where)
            board[f.id] = f
    cat = data.get("cathedral") or {}
    names[cat.get("slug", "duomo")] = cat.get("name", "Cathedral")
    for i, s in enumerate(cat.get("fields") or [], 1):
        f = _field(s, f"{cat.get('slug', 'duomo')}.{i}", "cathedral", talents, materials,
                   where, pulpit=i == cat.get("pulpit"))
        board[f.id] = f
    _need(sum(f.pulpit for f in board.values()) == 1, where,
          "the cathedral has one pulpit (\"Predicatore\")")
    return tuple(quarter), board, names


def _check_sources(data: dict, artists: dict, clerics: dict, where: str) -> None:
    """The components the quick reference shows in its examples must exist."""
    for rule in data["constraints"]:
        want = rule.get("requires_cleric")
        if want:
            _need(any(c.cost == want["cost"] and list(c.sermon) == want["sermon"]
                      for c in clerics.values()), where, f"constraint {rule['id']}: no cleric "
                  f"costing {want['cost']} with the sermon table {want['sermon']}")
        tables = rule.get("requires_artist_tables")
        if tables:
            _need(any(sorted(list(t.fame) for t in a.talents.values()) == sorted(tables)
                      for a in artists.values()), where,
                  f"constraint {rule['id']}: no artist with the fame tables {tables}")


def validate(data: dict, where: str = "(data)") -> Catalog:
    """A Catalog from the parsed JSON, or CatalogError naming the first broken constraint."""
    _need(isinstance(data, dict), where, "must be a JSON object")
    meta = data.get("meta")
    _need(isinstance(meta, dict) and isinstance(meta.get("provisional"), bool), where,
          "meta.provisional must say (true/false) whether the components are invented")
    _need(isinstance(data.get("constraints"), list) and all(
        c.get("status") in ("sourced", "inferred", "invented") for c in data["constraints"]),
        where, "constraints must list each rule with status sourced, inferred or invented")
    materials = tuple(data.get("materials") or ())
    _need({"marble", "wood"} <= set(materials) and len(set(materials)) == len(materials),
          where, "materials must include marble and wood (the income), each once")
    die = tuple(data.get("extra_income_die") or ())
    _need(len(die) == 6 and set(die) <= set(materials), where,
          "extra_income_die: a material for each die face 1-6")
    talents = tuple(data.get("talents") or ())
    _need(bool(talents), where, "talents must be listed")
    income = data.get("income")
    _need(income == INCOME, where, f"income must be the quick reference's {INCOME}")
    _need(data.get("quarter_fields") == QUARTER_FIELDS, where,
          f"a quarter has {QUARTER_FIELDS} building fields")
    cards = data.get("life_cards") or []
    _need([c.get("number") for c in cards] == list(range(1, LIFE_CARDS + 1)), where,
          "the seven 'Leben in Florenz' cards, numbered 1-7 in order")
    family = data.get("family") or {}
    _need(family.get("florins") == 300 and family.get("each_material") == 1
          and family.get("start_buildings") == 2, where,
          "a family starts with 300 florins, one of each material, two buildings (reviews)")
    _need(isinstance(family.get("workers"), int) and family["workers"] >= 8, where,
          "family.workers: at least the income's 4 and the first round's")
    buildings = _buildings(data.get("buildings") or [], materials, where)
    artists = _artists(data.get("artists") or [], talents, where)
    clerics = _clerics(data.get("clerics") or [], where)
    _need(not set(artists) & set(clerics), where, "people's slugs must differ")
    quarter, board, florentine = _art(data, talents, materials, where)
    _check_sources(data, artists, clerics, where)
    nameless = int(data.get("nameless_card", 2))
    _need(all(p.card == nameless for p in (*artists.values(), *clerics.values())
              if p.nameless), where, "nameless people lie at the nameless card (II)")
    return Catalog(meta=meta, materials=materials,
                   material_supply=int(data.get("material_supply", 0)),
                   extra_income_die=die, talents=talents, family=dict(family),
                   income=dict(income), life_cards=tuple(c.get("name", "") for c in cards),
                   guard_card=int(data.get("guard_card", 6)), nameless_card=nameless,
                   people_at_start=int(data.get("people_at_start", 0)),
                   buildings=buildings, artists=artists, clerics=clerics,
                   quarter_art=quarter, board_art=board, florentine=florentine)


def load(name: str = DEFAULT_FILE) -> Catalog:
    """Read a packaged catalogue file and validate it."""
    text = resources.files("domain.florenza.catalog").joinpath(name).read_text("utf-8")
    return validate(json.loads(text), name)
