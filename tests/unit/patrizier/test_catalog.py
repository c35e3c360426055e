"""The provisional catalogue: every known constraint holds, a broken file is refused with a
message naming what is wrong, and the game says plainly that the card faces are invented."""
import copy
import json
from importlib import resources

import pytest

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS, CATALOG, CITIES, HEADS, CatalogError, validate

RAW = json.loads(resources.files("domain.patrizier.catalog")
                 .joinpath("patrizier_provisional_v1.json").read_text("utf-8"))


def test_the_component_list_of_the_rulebook():
    """"55 Auftragskarten in 10 Farben/Wappen": 7 Bologna, 7 Firenze, 4 [Ferrara], 5 Lucca,
    5 Siena, 5 Milano, 4 Parma, 7 [Pistoia], 7 Roma, 4 Verona."""
    assert len(CARDS) == 55 and sorted(CARDS) == list(range(1, 56))
    per_city = {c: sum(card.city == c for card in CARDS.values()) for c in CITIES}
    assert per_city == {"bologna": 7, "firenze": 7, "roma": 7, "pistoia": 7, "lucca": 5,
                        "siena": 5, "milano": 5, "ferrara": 4, "parma": 4, "verona": 4}


def test_each_citys_crests_add_up_to_its_floors():
    """"in einer Stadt mit einer "VII" werden während des Spiels insgesamt genau 7 Stockwerke
    ... gebaut" and the total "ist entweder 9, 7 oder 5"."""
    for city in CITIES.values():
        assert city.floors in (5, 7, 9)
        assert sum(c.crests for c in CARDS.values() if c.city == city.slug) == city.floors
        assert city.fame == (city.floors, city.floors - 3)


def test_every_card_shows_one_crest_and_exactly_one_more_symbol():
    for c in CARDS.values():
        assert c.symbol in ("second_crest", "head", "double_head", "move_floor",
                            "take_any_card")
        assert c.crests == (2 if c.symbol == "second_crest" else 1)
        assert c.heads == {"head": 1, "double_head": 2}.get(c.symbol, 0)
        assert (c.head in HEADS) == bool(c.heads)


def test_star_cards_show_one_crest_and_one_head_and_suffice_for_every_player_count():
    stars = [c for c in CARDS.values() if c.star]
    assert len(stars) >= 15
    assert all(c.crests == 1 and c.symbol == "head" for c in stars)
    assert sum(not CITIES[c.city].five_player_only for c in stars) >= 12


def test_three_head_types_and_stable_slugs():
    assert len(HEADS) == 3
    assert all(c.slug == f"{c.city}-{c.slug.rsplit('-', 1)[1]}" for c in CARDS.values())
    assert CARDS[3].slug == "bologna-3" and list(CITIES)[0] == "bologna"


def test_the_file_records_its_sources_and_says_it_is_provisional():
    meta = CATALOG.meta
    assert meta["provisional"] is True and "PROVISIONAL" in meta["note"]
    statuses = {c["id"]: c["status"] for c in RAW["constraints"]}
    assert statuses["card_faces"] == "invented" and statuses["cards_per_city"] == "sourced"
    assert statuses["floors_per_city"] == "inferred"
    urls = {u for c in RAW["constraints"] for u in c["sources"] if u.startswith("http")}
    assert "http://members.chello.at/topolino/b2008/Patrizier.html" in urls


def test_game_info_says_the_card_faces_are_invented():
    info = GAME.info
    assert info.provisional is True and "invented" in info.provisional_note
    assert (info.name, info.min_players, info.max_players) == ("patrizier", 2, 5)
    assert info.variants[0] == "standard" and info.bot_kinds == ("random", "greedy", "search")


def _broken(change) -> str:
    data = copy.deepcopy(RAW)
    change(data)
    with pytest.raises(CatalogError) as err:
        validate(data, "broken.json")
    return str(err.value)


def _card(data, cid):
    return data["cards"][cid - 1]


def _stars_mostly_in_pistoia(data):
    """15 star cards in all, but 4 of them in Pistoia: too few for 4 players without it."""
    for c in data["cards"]:
        if c["slug"] in ("pistoia-6", "pistoia-7"):
            c.update(symbol="head", head="noble", star=True)
    for c in [c for c in data["cards"] if c["star"] and c["city"] != "pistoia"][:3]:
        c["star"] = False


def test_a_valid_copy_loads():
    assert validate(copy.deepcopy(RAW)).cards == CARDS


@pytest.mark.parametrize("change,says", [
    (lambda d: _card(d, 1).update(symbol="head", crests=1, head="noble"),
     "the crests of bologna's cards add up to 8, but the city takes exactly 9 floors"),
    (lambda d: _card(d, 1).update(crests=1), "with symbol second_crest it has 2 crest(s)"),
    (lambda d: _card(d, 3).update(symbol="move_floor", head=None),
     "a star card shows one crest and one head"),
    (lambda d: _card(d, 5).update(head="doge"), "needs a head among"),
    (lambda d: _card(d, 6).update(head="noble"), "only head cards show a head"),
    (lambda d: _card(d, 6).update(symbol="swap"), "the symbol must be one of"),
    (lambda d: _card(d, 7).update(city="napoli"), "unknown city 'napoli'"),
    (lambda d: _card(d, 7).update(slug="bologna-3"), "card slugs must differ"),
    (lambda d: _card(d, 5).update(id=99), "card ids must be 1, 2, 3"),
    (lambda d: d["cards"].pop(), "must match the cities' card counts"),
    (lambda d: d["heads"].pop(), "there are 3 head types, not 2"),
    (lambda d: d["cities"][0].update(floors=8), "must take 9, 7 or 5 floors"),
    (lambda d: d["cities"][0].update(fame=[6, 9]), "higher > lower"),
    (lambda d: d["meta"].pop("provisional"), "meta.provisional"),
    (lambda d: [c.update(star=False) for c in d["cards"] if c["city"] == "bologna"],
     "star cards; there must be at least 15"),
    (lambda d: [c.update(symbol="head", head="noble") for c in d["cards"]
                if c["symbol"] == "move_floor" and c["city"] == "lucca"],
     "constraint lucca_move_card: no card with {'city': 'lucca', 'symbol': 'move_floor'}"),
    (_stars_mostly_in_pistoia, "only 11 star cards outside the five-player cities"),
])
def test_a_broken_catalogue_is_refused_with_a_clear_message(change, says):
    message = _broken(change)
    assert message.startswith("patrizier catalogue broken.json: ") and says in message
