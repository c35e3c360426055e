"""The rulebook's worked examples (shared/seeds/000_…, "Aktivierung dauerhafter Effekte" and
"Beispiel für den 1. Vatikanbericht in Runde 2")."""
from domain.lorenzo import events as ev
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
    with_dice,
    with_res,
)

FOREST, MONASTERY, MANOR_HOUSE, MARBLE_PIT = 5, 6, 15, 20
TREASURY, CARPENTERS_SHOP, FORTRESS = 34, 29, 44


def test_harvest_example_value_3_plus_2_servants():
    """A value-3 member on the first harvest space with 2 servants harvests at 5: tile 1 wood,
    1 stone, 1 servant; Forest 3 wood; Manor House 2 military, 2 servants; Marble Pit 1 VP,
    2 stone; nothing from the Monastery (value 6)."""
    s = with_dice(new(players=2), black=3, white=1, orange=1)
    s = with_cards(s, 0, FOREST, MONASTERY, MANOR_HOUSE, MARBLE_PIT)
    s = turn_of(with_res(s, 0, servants=2), 0)
    assert "place black harvest.1 +2" in keys(s, 0)
    s, events = act(s, 0, "place black harvest.1 +2")
    placed = of_type(events, ev.MemberPlaced)[0]
    assert (placed.value, placed.servants) == (5, 2)
    assert gained(events, 0, "bonus-tile") == {"wood": 1, "stone": 1, "servants": 1}
    assert gained(events, 0, f"card:{FOREST}") == {"wood": 3}
    assert gained(events, 0, f"card:{MANOR_HOUSE}") == {"military_points": 2, "servants": 2}
    assert gained(events, 0, f"card:{MARBLE_PIT}") == {"victory_points": 1, "stone": 2}
    assert gained(events, 0, f"card:{MONASTERY}") == {}


def _production_example(servants_raise: int):
    """A value-6 member on the large production space (3 players): value 3, or more with
    servants. Treasury (3), Carpenter's Shop (4), Fortress (5)."""
    s = with_dice(new(players=3), black=6, white=1, orange=1)
    s = with_cards(s, 0, TREASURY, CARPENTERS_SHOP, FORTRESS)
    s = turn_of(with_res(s, 0, servants=2, coins=2, wood=2), 0)
    key = "place black production.2" + (f" +{servants_raise}" if servants_raise else "")
    assert key in keys(s, 0)
    return act(s, 0, key)


def test_production_example_choice_1_treasury_and_tile_only():
    s, events = _production_example(0)
    assert gained(events, 0, "bonus-tile") == {"coins": 2, "military_points": 1}
    assert pending_kind(s) == "exchange"
    assert s.pending[0][1]["cards"] == [TREASURY]
    # the 2 coins from the tile cannot pay the Treasury: only coins held before count
    assert keys(s, 0) == {"exchange 34 1", "exchange 34 2", "exchange 34 none"}
    s, ev2 = act(s, 0, "exchange 34 2")
    assert paid(ev2, 0) == {"coins": 2} and gained(ev2, 0) == {"victory_points": 5}


def test_production_example_choice_2_adds_the_carpenters_shop():
    s, events = _production_example(1)
    assert s.pending[0][1]["cards"] == [TREASURY, CARPENTERS_SHOP]
    s, ev2 = act(s, 0, "exchange 34 1", "exchange 29 2")
    assert gained(ev2, 0) == {"victory_points": 3, "coins": 5}
    assert paid(ev2, 0) == {"coins": 1, "wood": 2}


def test_production_example_choice_3_adds_the_fortress():
    s, events = _production_example(2)
    assert gained(events, 0, f"card:{FORTRESS}") == {"victory_points": 2}
    assert pending_kind(s) == "privilege"  # Fortress: 2 VP and a council privilege


def test_production_exchange_budget_excludes_what_the_activation_gave():
    """With 0 coins before production, the Treasury's exchange is not offered even though the
    bonus tile gives 2 coins during the same activation."""
    s = with_dice(new(players=2), black=6, white=1, orange=1)
    s = turn_of(with_res(s, 0), 0)
    s = with_cards(s, 0, TREASURY)
    s, events = act(s, 0, "place black production.1")
    assert gained(events, 0) == {"coins": 2, "military_points": 1}
    assert not s.pending


def test_first_vatican_report_example():
    """Red has 2 faith (below 3): excommunicated, keeps the faith. Green has 3: chooses;
    supporting gives 3 VP and faith back to 0."""
    s = new(players=2)
    s = with_res(s, 0, faith_points=2)
    s = with_res(s, 1, faith_points=3)
    s = s._replace(round=2, schedule=(), turn=0, phase="actions")
    from domain.lorenzo.rules.flow import settle
    from domain.lorenzo.tx import Tx
    tx = Tx(s)
    settle(tx)
    s = tx.state
    forced = of_type(tx.events, ev.Excommunicated)
    assert [(e.seat, e.forced, e.tile) for e in forced] == [(0, True, s.excommunications[0])]
    assert s.players[0].res["faith_points"] == 2
    assert keys(s, 1) == {"support", "excommunicate"}
    s, events = act(s, 1, "support")
    assert s.players[1].res["faith_points"] == 0
    assert s.players[1].res["victory_points"] == 3
    assert s.round == 3 and s.phase == "actions"
