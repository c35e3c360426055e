"""The special action ("Sonderaktion durchführen"): moving the top floor of a tower."""
import pytest

from domain.patrizier import GAME
from domain.patrizier.rules.city_scoring import tower_majority
from domain.shared.errors import RuleViolation
from tests.unit.patrizier.scenario import act, arrange, card, keys, new, of_type

MOVE = card("lucca", "move_floor")
PLAIN = card("roma", "head")
MARIANNE, BLACK, THIRD = 0, 1, 2


def _given(towers, scored=()):
    s = new(3)
    return arrange(s, hands=[[MOVE, PLAIN], s.hands[1], s.hands[2]], towers=towers,
                   scored=scored)


def test_marianne_moves_a_black_floor_in_milano_and_then_leads_the_higher_tower():
    """The rulebook's example: "Marianne (roter Spieler) spielt aus, baut ein Stockwerk in
    Lucca und möchte ein Stockwerk versetzen. In Parma darf sie nicht versetzen, da sie dort
    kein Stockwerk besitzt und in Lucca darf sie es nicht, da sie dort gerade gebaut hat. Sie
    entscheidet sich für Milano ... Sie versetzt das oberste Stockwerk (schwarz) vom einen auf
    den anderen Turm. Danach hat sie im höheren Turm die meisten Stockwerke."""
    s = _given({"lucca": ((MARIANNE, BLACK), ()), "parma": ((BLACK,), (THIRD,)),
                "milano": ((BLACK, MARIANNE, MARIANNE, BLACK), (THIRD,))})
    assert tower_majority(s.towers["milano"][0])[0] == BLACK  # 2-2, black built higher
    s, events = act(s, MARIANNE, f"play {MOVE} lucca.2")
    assert s.stage == "move" and of_type(events, "DecisionPending")[0].kind == "move"
    assert keys(s, MARIANNE) == {"move milano.1", "move milano.2", "move none"}
    assert GAME.pending(s) == [{"seat": MARIANNE, "kind": "move", "card": MOVE,
                                "cities": ["milano"]}]
    s, events = act(s, MARIANNE, "move milano.1")
    moved = of_type(events, "FloorMoved")[0]
    assert (moved.city, moved.from_tower, moved.to_tower, moved.owner) == ("milano", 1, 2, BLACK)
    assert s.towers["milano"] == ((BLACK, MARIANNE, MARIANNE), (THIRD, BLACK))
    assert tower_majority(s.towers["milano"][0])[0] == MARIANNE


@pytest.mark.parametrize("key,code", [
    ("move lucca.1", "city_just_built"),
    ("move parma.1", "no_floor_owned"),
    ("move siena.1", "city_scored"),
    ("move milano.2", "empty_tower"),
])
def test_where_a_floor_may_not_be_moved(key, code):
    """"Es darf nicht die sein, in der er gerade gebaut hat. Der Spieler muss dort mindestens
    ein Stockwerk besitzen. Sie darf noch nicht gewertet sein"."""
    s = _given({"lucca": ((MARIANNE,), ()), "parma": ((BLACK,), (THIRD,)),
                "milano": ((MARIANNE, BLACK), ()), "siena": ((MARIANNE,) * 4, (BLACK,) * 3)},
               scored=["siena"])
    s, _ = act(s, MARIANNE, f"play {MOVE} lucca.1")
    assert keys(s, MARIANNE) == {"move milano.1", "move none"}
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, MARIANNE, key)
    assert err.value.code == code


def test_the_move_may_be_declined():
    """"Kann oder möchte man nicht versetzen, verfällt die Sonderaktion." (möchte nicht)"""
    s = _given({"milano": ((MARIANNE, BLACK), ())})
    s, _ = act(s, MARIANNE, f"play {MOVE} lucca.1")
    before = s.towers
    s, events = act(s, MARIANNE, "move none")
    assert of_type(events, "MoveDeclined")[0].possible is True
    assert s.towers == before and s.stage != "move"


def test_the_move_lapses_when_no_city_allows_it():
    """"Kann oder möchte man nicht versetzen, verfällt die Sonderaktion." (kann nicht): no
    decision is asked for."""
    s = _given({"parma": ((BLACK,), ())})
    s, events = act(s, MARIANNE, f"play {MOVE} lucca.1")
    assert of_type(events, "MoveDeclined")[0].possible is False
    assert all(e.kind != "move" for e in of_type(events, "DecisionPending"))


def test_a_card_without_the_symbol_allows_no_move():
    s = _given({"milano": ((MARIANNE, BLACK), ())})
    s, events = act(s, MARIANNE, f"play {PLAIN} roma.1")
    assert not of_type(events, "MoveDeclined") and s.stage != "move"


def test_a_towers_only_floor_may_be_moved_leaving_its_site_empty():
    """Decision (docs/patrizier-rules-notes.md): "auf den anderen Turm/Bauplatz" - the moved
    floor may leave an empty site; the city's last floor then has to fill it."""
    s = _given({"milano": ((BLACK,), (MARIANNE, MARIANNE))})
    s, _ = act(s, MARIANNE, f"play {MOVE} lucca.1")
    s, _ = act(s, MARIANNE, "move milano.1")
    assert s.towers["milano"] == ((), (MARIANNE, MARIANNE, BLACK))
