"""Permanent effects of development cards: territories' harvest, buildings' production,
characters' bonuses and ventures' end-game victory points.

Rule text (shared/seeds/000_…, "Ernte und Produktion", "Aktivierung dauerhafter Effekte",
"Charaktere", "Spielende und Schlusswertung"): an action of value v activates every card "deren
Wert gleich oder geringer als der … Aktionswert ist"; exchanges must be paid from what was held
"bevor er mit der Aktivierung beginnt"; "Bietet ein Gebäude mehrere Tauschoptionen (Pfeile),
kann immer nur eine davon gewählt werden"; character bonuses raise action values or discount
costs; ventures score "Die Summe der Siegpunkte aller Wagniskarten". Card data: the raw
catalogue (shared/reference/lorenzo_data.json, vocabulary in the report's section 3).
"""
import pytest

from domain.lorenzo import events as ev
from domain.lorenzo.catalog.data import raw
from domain.lorenzo.rules.scoring import score_player
from tests.unit.lorenzo.scenario import (
    act,
    gained,
    keys,
    new,
    of_type,
    paid,
    pending_kind,
    turn_of,
    with_cards,
    with_res,
    with_tower,
)

RAW = {c["id"]: c for c in raw()["development_cards"]}


def _ids(card_type):
    return [cid for cid in sorted(RAW) if RAW[cid]["type"] == card_type]


def _slug(cid):
    return f"{cid}-{RAW[cid]['slug']}"


def _activation(cid):
    """(action value, effects) of a territory's harvest / building's production."""
    for p in RAW[cid]["permanent_effects"]:
        if p["type"] in ("harvest", "production"):
            return p["action_value"], p["effects"]
    raise AssertionError(cid)


def _bare(players=2, dice=(1, 1, 1)):
    s = new(players=players, dice=dice)
    return s._replace(towers={k: None for k in s.towers})


def _card_sources(events):
    return {int(e.source.split(":")[1]) for e in of_type(events, ev.ResourcesGained)
            if e.source.startswith("card:")}


# --- harvest ----------------------------------------------------------------------------------

@pytest.mark.parametrize("cid", _ids("territory"), ids=_slug)
def test_territory_harvest_at_its_value(cid):
    """A harvest of exactly the card's value activates it and gives exactly what it prints."""
    value, effects = _activation(cid)
    s = with_cards(_bare(dice=(value, 1, 1)), 0, cid)
    s = turn_of(with_res(s, 0), 0)
    s, events = act(s, 0, "place black harvest.1")
    placed = of_type(events, ev.MemberPlaced)[0]
    assert placed.value == value
    want = {}
    for e in effects:
        if e["type"] == "gain_resources":
            want.update(e["resources"])
    assert gained(events, 0, f"card:{cid}") == want
    privileges = [e for e in effects if e["type"] == "council_privilege"]
    if privileges:
        assert pending_kind(s) == "privilege"
        assert s.pending[0][1]["count"] == privileges[0]["count"]
    else:
        assert not s.pending


@pytest.mark.parametrize("cid", _ids("territory"), ids=_slug)
def test_territory_harvest_one_below_its_value_gives_nothing_from_it(cid):
    """"… allerdings nur derjenigen, deren Wert gleich oder geringer als der Ernte-Aktionswert
    des Spielers ist": one below the card's value it is not activated. For value-1 cards the
    large space (3 players, -3) gives action value 0 with a value-3 member."""
    value, _ = _activation(cid)
    if value >= 2:
        s = with_cards(_bare(dice=(value - 1, 1, 1)), 0, cid)
        key = "place black harvest.1"
    else:
        s = with_cards(_bare(players=3, dice=(3, 1, 1)), 0, cid)
        key = "place black harvest.2"
    s = turn_of(with_res(s, 0), 0)
    s, events = act(s, 0, key)
    assert of_type(events, ev.MemberPlaced)[0].value == value - 1
    assert gained(events, 0, f"card:{cid}") == {}
    assert not s.pending


def test_harvest_at_value_0_on_the_large_space_activates_not_even_the_tile():
    """"Es erntet bzw. produziert aber nur etwas, wenn sein … Aktionswert mindestens 4 beträgt"
    (on the large space): a value-3 member harvests nothing; the tile needs value 1."""
    s = turn_of(with_res(with_cards(_bare(players=3, dice=(3, 1, 1)), 0, 1), 0), 0)
    s, events = act(s, 0, "place black harvest.2")
    assert gained(events, 0) == {}


# --- production -------------------------------------------------------------------------------

BUDGET = {"coins": 10, "wood": 10, "stone": 10, "servants": 10, "faith_points": 10,
          "military_points": 10}
OTHERS = {"territory": (1, 2, 3), "character": (63, 64), "venture": (73, 74, 75, 76),
          "building": (39,)}  # Barracks: value 1 exchange, excluded below by value when needed


def _production_state(cid, die, players=2, res=None, others=True):
    held = [cid]
    if others:
        held += [*OTHERS["territory"], *OTHERS["character"], *OTHERS["venture"]]
    s = with_cards(_bare(players=players, dice=(die, 1, 1)), 0, *held)
    return turn_of(with_res(s, 0, **(BUDGET if res is None else res)), 0)


def _exchange(effects):
    return next((e["options"] for e in effects if e["type"] == "exchange"), None)


@pytest.mark.parametrize("cid", _ids("building"), ids=_slug)
def test_building_production_at_its_value_gives_its_plain_and_per_card_gains(cid):
    """Production at the card's value: plain gains as printed; "Erhalte … für jede … Anzahl
    Karten": Mint per building (itself included), Tax Office per territory, Triumphal Arch per
    venture, Theater per character; an exchange card asks which option (or none)."""
    value, effects = _activation(cid)
    s = _production_state(cid, value)
    p = s.players[0]
    s, events = act(s, 0, "place black production.1")
    want = {}
    for e in effects:
        if e["type"] == "gain_resources":
            for k, v in e["resources"].items():
                want[k] = want.get(k, 0) + v
        elif e["type"] == "gain_per_card":
            for k, v in e["resources"].items():
                want[k] = want.get(k, 0) + v * p.count(e["card_type"])
    assert gained(events, 0, f"card:{cid}") == {k: v for k, v in want.items() if v}
    kinds = [d["kind"] for _, d in s.pending]
    expect = [("privilege") for e in effects if e["type"] == "council_privilege"]
    options = _exchange(effects)
    if options:
        expect.append("exchange")
        assert s.pending[-1][1]["cards"] == [cid]
    assert kinds == expect


def test_per_card_production_counts():
    """Concrete counts: Mint with 3 buildings gives 3 coins; Tax Office with 4 territories 4
    coins; Triumphal Arch with 2 ventures 2 VP; Theater with 5 characters 5 VP."""
    cases = [(25, {"building": (39, 31)}, {"coins": 3}),
             (26, {"territory": (1, 2, 3, 4)}, {"coins": 4}),
             (27, {"venture": (73, 74)}, {"victory_points": 2}),
             (28, {"character": (63, 64, 65, 66, 67)}, {"victory_points": 5})]
    for cid, held, want in cases:
        s = with_cards(_bare(dice=(6, 1, 1)), 0, cid, *[c for ids in held.values() for c in ids])
        s = turn_of(with_res(s, 0), 0)
        s, events = act(s, 0, "place black production.1")
        assert gained(events, 0, f"card:{cid}") == want, cid


@pytest.mark.parametrize("cid", _ids("building"), ids=_slug)
def test_building_production_one_below_its_value_gives_nothing_from_it(cid):
    """One below the card's value the building is not activated (no gain, no exchange)."""
    value, _ = _activation(cid)
    if value >= 2:
        s = _production_state(cid, value - 1, others=False)
        key = "place black production.1"
    else:
        s = _production_state(cid, 3, players=3, others=False)
        key = "place black production.2"
    s, events = act(s, 0, key)
    assert of_type(events, ev.MemberPlaced)[0].value == value - 1
    assert gained(events, 0, f"card:{cid}") == {}
    assert not s.pending


EXCHANGE_CASES = [pytest.param(cid, i, id=f"{_slug(cid)}-option{i}")
                  for cid in _ids("building") if _exchange(_activation(cid)[1])
                  for i in range(1, len(_exchange(_activation(cid)[1])) + 1)]


@pytest.mark.parametrize(("cid", "option"), EXCHANGE_CASES)
def test_each_exchange_option_pays_and_gives_as_printed_once(cid, option):
    """"Zahle die links aufgeführten Ressourcen … um die rechts aufgeführten … zu erhalten,
    nur ein Mal pro Aktivierung (falls zwei Pfeilsymbole abgebildet sind, musst du dich für eins
    entscheiden)": every option is offered when affordable, plus none; the chosen one pays
    exactly its price, gives exactly its gain, and the card offers nothing more."""
    value, effects = _activation(cid)
    options = _exchange(effects)
    s = _production_state(cid, value, others=False)
    s, _ = act(s, 0, "place black production.1")
    assert pending_kind(s) == "exchange"
    assert keys(s, 0) == {f"exchange {cid} {i}" for i in range(1, len(options) + 1)} | \
        {f"exchange {cid} none"}
    before = s.players[0].res
    s, events = act(s, 0, f"exchange {cid} {option}")
    opt = options[option - 1]
    assert paid(events, 0) == opt["pay"]
    want = {}
    for g in opt["gain"]:
        if g["type"] == "gain_resources":
            want.update(g["resources"])
    assert gained(events, 0) == want
    if any(g["type"] == "council_privilege" for g in opt["gain"]):
        assert pending_kind(s) == "privilege"
    else:
        assert not s.pending
    after = s.players[0].res
    for r in before:
        assert after[r] == before[r] - opt["pay"].get(r, 0) + want.get(r, 0)


@pytest.mark.parametrize(("cid", "option"), EXCHANGE_CASES)
def test_exchange_none_pays_nothing(cid, option):
    value, _ = _activation(cid)
    s = _production_state(cid, value, others=False)
    s, _ = act(s, 0, "place black production.1")
    s, events = act(s, 0, f"exchange {cid} none")
    assert not paid(events, 0) and not gained(events, 0) and not s.pending


@pytest.mark.parametrize(("cid", "option"), EXCHANGE_CASES)
def test_exchange_option_not_offered_when_its_price_is_not_held(cid, option):
    """An option whose price is not held before the activation is not offered."""
    value, effects = _activation(cid)
    pay = _exchange(effects)[option - 1]["pay"]
    res = dict(BUDGET)
    for k, v in pay.items():
        res[k] = v - 1
    s = _production_state(cid, value, res=res, others=False)
    s, _ = act(s, 0, "place black production.1")
    assert f"exchange {cid} {option}" not in keys(s, 0)


def test_exchange_budget_excludes_the_tile_gain():
    """Marketplace (pay 3 coins): 1 coin held plus the tile's 2 coins is not enough - "muss
    der Spieler bereits in seinem persönlichen Vorrat besitzen, bevor er mit der Aktivierung
    beginnt"."""
    s = turn_of(with_res(with_cards(_bare(dice=(3, 1, 1)), 0, 33), 0, coins=1), 0)
    s, events = act(s, 0, "place black production.1")
    assert gained(events, 0, "bonus-tile") == {"coins": 2, "military_points": 1}
    assert not s.pending


def test_exchange_gain_cannot_pay_another_exchange():
    """"Ressourcen oder Punkte, die ein Spieler durch die dauerhaften Effekte eines Gebäudes
    erhält, kann er nicht für den dauerhaften Effekt eines anderen Gebäudes verwenden":
    Carpenter's Shop's coins cannot pay the Treasury."""
    s = with_cards(_bare(dice=(4, 1, 1)), 0, 29, 34)  # Carpenter's Shop, Treasury
    s = turn_of(with_res(s, 0, wood=2), 0)
    s, _ = act(s, 0, "place black production.1")
    assert s.pending[0][1]["cards"] == [29]
    s, events = act(s, 0, "exchange 29 2")
    assert gained(events, 0) == {"coins": 5}
    assert not s.pending


def test_two_exchanges_share_the_pre_activation_budget():
    """1 coin held: Treasury and Chapel each cost a coin; spending it on one leaves nothing
    for the other (the budget is what was held before, minus what earlier exchanges used)."""
    s = with_cards(_bare(dice=(3, 1, 1)), 0, 34, 31)  # Treasury (coins), Chapel (coin)
    s = turn_of(with_res(s, 0, coins=1), 0)
    s, _ = act(s, 0, "place black production.1")
    assert s.pending[0][1]["cards"] == [34, 31]
    assert keys(s, 0) == {"exchange 34 1", "exchange 34 none"}
    s1, _ = act(s, 0, "exchange 34 1")
    assert not s1.pending
    s2, _ = act(s, 0, "exchange 34 none")
    assert keys(s2, 0) == {"exchange 31 1", "exchange 31 none"}


# --- characters -------------------------------------------------------------------------------

TOWER_CHARACTERS = {49: "territory", 50: "building", 51: "character", 52: "venture"}
COLOUR = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}
FLOOR2 = {"territory": 7, "building": 39, "character": 63, "venture": 74}  # free-ish cards


def test_tower_characters_are_warlord_stonemason_dame_knight():
    got = {}
    for cid in _ids("character"):
        for p in RAW[cid]["permanent_effects"]:
            if p["type"] == "action_value_modifier" and p["action"] == "tower":
                got[cid] = (p["card_type"], p["value"])
    assert got == {c: (t, 2) for c, t in TOWER_CHARACTERS.items()}


@pytest.mark.parametrize("cid", sorted(TOWER_CHARACTERS), ids=_slug)
def test_tower_character_adds_2_for_its_card_type_only(cid):
    """Warlord / Stonemason / Dame / Knight: +2 when taking a card of their type. A value-1
    member reaches floor 2 (value 3) of that tower without servants, not of the others."""
    t = TOWER_CHARACTERS[cid]
    rich = {"coins": 20, "wood": 20, "stone": 20, "military_points": 20}
    s = _bare()
    for tt, c in FLOOR2.items():
        s = with_tower(s, f"tower.{COLOUR[tt]}.2", c)
    plain = turn_of(with_res(s, 0, **rich), 0)
    assert not any(".2" in k and k.startswith("place black tower.") for k in keys(plain, 0))
    s = turn_of(with_res(with_cards(s, 0, cid), 0, **rich), 0)
    reached = {k.split()[2] for k in keys(s, 0) if k.startswith("place black tower.")}
    assert reached == {f"tower.{COLOUR[t]}.2"}
    key = next(k for k in keys(s, 0) if k.startswith(f"place black tower.{COLOUR[t]}.2"))
    s, events = act(s, 0, key)
    assert of_type(events, ev.MemberPlaced)[0].value == 3


def test_dame_discounts_characters_by_one_coin():
    """Dame: +2 for characters and 1 coin less for each character taken."""
    s = with_tower(_bare(), "tower.blue.1", 63)  # Papal Messenger, 5 coins
    s = turn_of(with_res(with_cards(s, 0, 51), 0, coins=4), 0)
    s, events = act(s, 0, "place black tower.blue.1")
    assert paid(events, 0, "card-cost") == {"coins": 4}


def test_stonemason_discount_is_one_wood_or_one_stone():
    """Stonemason: 1 wood OR 1 stone off a building (report 4.1, card 50: the slash means
    "or"), chosen with `disc=K`. Military Academy costs 1 servant, 2 wood, 2 stone."""
    s = with_tower(_bare(), "tower.yellow.1", 47)
    s0 = turn_of(with_res(with_cards(s, 0, 50), 0, servants=1, wood=2, stone=2), 0)
    ks = {k for k in keys(s0, 0) if k.startswith("place black tower.yellow.1")}
    assert ks == {"place black tower.yellow.1 disc=1", "place black tower.yellow.1 disc=2"}
    _, e1 = act(s0, 0, "place black tower.yellow.1 disc=1")
    _, e2 = act(s0, 0, "place black tower.yellow.1 disc=2")
    assert {tuple(sorted(paid(e, 0, "card-cost").items())) for e in (e1, e2)} == {
        (("servants", 1), ("stone", 2), ("wood", 1)), (("servants", 1), ("stone", 1), ("wood", 2))}
    # both at once is not on offer: 1 wood + 1 stone short of the full cost is unaffordable
    s1 = turn_of(with_res(with_cards(s, 0, 50), 0, servants=1, wood=1, stone=1), 0)
    assert not any(k.startswith("place black tower.yellow.1") for k in keys(s1, 0))
    s2 = turn_of(with_res(with_cards(s, 0, 50), 0, servants=1, wood=1, stone=2), 0)
    only = [k for k in keys(s2, 0) if k.startswith("place black tower.yellow.1")]
    assert len(only) == 1
    _, e3 = act(s2, 0, only[0])
    assert paid(e3, 0, "card-cost") == {"servants": 1, "wood": 1, "stone": 2}


AREA_CHARACTERS = {53: ("harvest", 2), 61: ("harvest", 3), 54: ("production", 2),
                   62: ("production", 3)}
BY_VALUE = {"harvest": {1: 9, 2: 14, 3: 12, 4: 4, 5: 5, 6: 16},
            "production": {1: 43, 2: 41, 3: 34, 4: 29, 5: 25, 6: 40}}


def test_area_characters_are_farmer_peasant_artisan_scholar():
    got = {}
    for cid in _ids("character"):
        for p in RAW[cid]["permanent_effects"]:
            if p["type"] == "action_value_modifier" and p["action"] in ("harvest", "production"):
                got[cid] = (p["action"], p["value"])
    assert got == AREA_CHARACTERS


@pytest.mark.parametrize("cid", sorted(AREA_CHARACTERS), ids=_slug)
def test_area_character_raises_the_action_value(cid):
    """Farmer/Peasant +2/+3 harvest, Artisan/Scholar +2/+3 production: a value-1 member
    activates the cards up to 1 + bonus and not the next one."""
    action, bonus = AREA_CHARACTERS[cid]
    s = with_cards(_bare(), 0, cid, *BY_VALUE[action].values())
    s = turn_of(with_res(s, 0), 0)
    s, events = act(s, 0, f"place black {action}.1")
    assert of_type(events, ev.MemberPlaced)[0].value == 1 + bonus
    assert _card_sources(events) == {c for v, c in BY_VALUE[action].items() if v <= 1 + bonus
                                     and _plain(c)}


def _plain(cid):
    return any(e["type"] != "exchange" for e in _activation(cid)[1])


def test_harvest_bonus_applies_to_a_cards_bonus_harvest():
    """Farmer +2 also raises the Cardinal's harvest (4 → 6): "Ansonsten gelten alle üblichen
    Regeln für diese Aktion"."""
    s = with_tower(_bare(), "tower.blue.1", 69)
    s = with_cards(s, 0, 53, 16, 5)  # Dukedom (6), Forest (5)
    s = turn_of(with_res(s, 0, coins=4), 0)
    s, _ = act(s, 0, "place black tower.blue.1")
    s, events = act(s, 0, "harvest")
    assert of_type(events, ev.ActionPerformed)[0].value == 6
    assert _card_sources(events) == {16, 5}


def test_preacher_has_no_floor_bonus_on_floors_3_and_4():
    """Preacher: "Du erhältst keine Boni, wenn du eine Entwicklungskarte aus der dritten oder
    vierten Turmebene nimmst (mit einem Familienmitglied oder durch den Effekt einer anderen
    Karte)": no 1 wood on green floor 3."""
    s = with_tower(_bare(dice=(5, 1, 1)), "tower.green.3", 7)
    with_p = turn_of(with_res(with_cards(s, 0, 55), 0), 0)
    _, events = act(with_p, 0, "place black tower.green.3")
    assert gained(events, 0, "tower.green.3") == {}
    without = turn_of(with_res(s, 0), 0)
    _, events = act(without, 0, "place black tower.green.3")
    assert gained(events, 0, "tower.green.3") == {"wood": 1}


def test_preacher_cannot_pay_with_the_withheld_bonus():
    """Repairing the Church (1 coin, 1 wood, 1 stone) on purple floor 3 (bonus 1 coin): with no
    coins it is payable only thanks to the bonus, so not for the Preacher's owner."""
    s = with_tower(_bare(dice=(5, 1, 1)), "tower.purple.3", 74)
    without = turn_of(with_res(s, 0, wood=1, stone=1), 0)
    assert "place black tower.purple.3" in keys(without, 0)
    with_p = turn_of(with_res(with_cards(s, 0, 55), 0, wood=1, stone=1), 0)
    assert not any("tower.purple.3" in k for k in keys(with_p, 0))


def test_preacher_also_withholds_the_bonus_on_a_cards_take_action():
    """"… oder durch den Effekt einer anderen Karte": the Captain's territory from floor 4
    gives no 2 wood to the Preacher's owner."""
    s = with_tower(with_tower(_bare(), "tower.blue.1", 57), "tower.green.4", 7)
    s = turn_of(with_res(with_cards(s, 0, 55), 0, coins=4, servants=1), 0)
    s, _ = act(s, 0, "place black tower.blue.1")
    s, events = act(s, 0, "take tower.green.4 +1")
    assert gained(events, 0, "tower.green.4") == {}
    assert s.players[0].cards["territory"] == (7,)


# --- ventures ---------------------------------------------------------------------------------

@pytest.mark.parametrize("cid", _ids("venture"), ids=_slug)
def test_venture_end_game_victory_points(cid):
    """"Eingegangene Wagnisse: Die Summe der Siegpunkte aller Wagniskarten"."""
    amount = next(p["amount"] for p in RAW[cid]["permanent_effects"]
                  if p["type"] == "end_game_victory_points")
    p = with_cards(_bare(), 0, cid).players[0]
    assert score_player(p, 0)["ventures"] == amount


def test_ventures_sum():
    p = with_cards(_bare(), 0, 73, 96, 95).players[0]  # 4 + 10 + 8
    assert score_player(p, 0)["ventures"] == 22
