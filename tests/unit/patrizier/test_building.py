"""Playing a card and building floors ("Auftragskarte ausspielen", "Stockwerk(e) bauen")."""
import pytest

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS, CITIES
from domain.shared.errors import RuleViolation
from tests.unit.patrizier.scenario import act, arrange, card, keys, new, of_type

DOUBLE = card("bologna", "second_crest")  # a Bologna card with two crests
SINGLE = card("bologna", "head")  # a Bologna card with one crest and a head
OTHER = card("roma", "head")


def _given(hand, towers=None, supply=None):
    s = new(2)
    return arrange(s, hands=[hand, s.hands[1]], towers=towers or {}, supply=supply)


def test_the_card_goes_face_up_onto_the_players_stack():
    """"Der Spieler spielt eine seiner 3 Auftragskarten aus seiner Hand offen vor sich aus.
    Liegt schon eine Karte vor ihm, legt er die neue Karte auf die zuvor gespielte."""
    earlier = card("roma", "second_crest")
    s = arrange(_given([SINGLE, OTHER, DOUBLE]), played=[[earlier], []])
    s, events = act(s, 0, f"play {SINGLE} bologna.1")
    assert of_type(events, "CardPlayed")[0].card == SINGLE
    assert s.played[0] == (earlier, SINGLE)
    assert SINGLE not in s.hands[0]


def test_one_floor_per_crest_in_the_cards_city_on_either_site():
    """"Für jedes Stadtwappen auf der ausgespielten Auftragskarte setzt der Spieler nun also
    ein Stockwerk von seinem Vorrat in die entsprechende Stadt. Zum Bauen stehen ihm dabei
    stets die beiden Bauplätze der Stadt zur Verfügung"."""
    s = _given([SINGLE, OTHER, DOUBLE])
    assert {k for k in keys(s, 0) if k.startswith(f"play {SINGLE} ")} == {
        f"play {SINGLE} bologna.1", f"play {SINGLE} bologna.2"}
    after, events = act(s, 0, f"play {SINGLE} bologna.2")
    assert [(e.city, e.tower) for e in of_type(events, "FloorBuilt")] == [("bologna", 2)]
    assert after.towers["bologna"] == ((), (0,))
    assert after.supply[0] == s.supply[0] - 1


def test_a_floor_goes_on_top_of_the_tower():
    """"Ist auf einem Bauplatz bereits ein Stockwerk gebaut, so kann ein weiteres Stockwerk
    darüber gesetzt werden und ein Turm entsteht."""
    s = _given([SINGLE, OTHER, DOUBLE], towers={"bologna": ((1, 1), (1,))})
    after, _ = act(s, 0, f"play {SINGLE} bologna.1")
    assert after.towers["bologna"] == ((1, 1, 0), (1,))


def test_two_crests_build_both_floors_on_one_tower_or_one_on_each():
    """"Hat der Spieler eine Auftragskarte mit 2 Stadtwappen gespielt, darf er auswählen, ob
    er beide Stockwerke auf einen Turm oder je ein Stockwerk auf beide Türme bzw. Bauplätze
    der entsprechenden Stadt setzt."""
    s = _given([DOUBLE, OTHER, SINGLE])
    assert {k for k in keys(s, 0) if k.startswith(f"play {DOUBLE} ")} == {
        f"play {DOUBLE} bologna.1 bologna.1", f"play {DOUBLE} bologna.1 bologna.2",
        f"play {DOUBLE} bologna.2 bologna.2"}
    both, _ = act(s, 0, f"play {DOUBLE} bologna.2 bologna.2")
    assert both.towers["bologna"] == ((), (0, 0))
    each, _ = act(s, 0, f"play {DOUBLE} bologna.2 bologna.1")  # either order is accepted
    assert each.towers["bologna"] == ((0,), (0,))
    assert each.supply[0] == s.supply[0] - 2


def test_the_last_floor_of_a_city_must_go_on_the_empty_site():
    """"Jeder Turm muss mindestens aus einem Stockwerk bestehen. Wird das letzte Stockwerk in
    einer Stadt gebaut und ein Bauplatz ist noch leer, so muss das Stockwerk auf den freien
    Bauplatz gebaut werden."""
    s = _given([SINGLE, OTHER, DOUBLE], towers={"bologna": ((1,) * 8, ())})
    assert {k for k in keys(s, 0) if k.startswith(f"play {SINGLE} ")} == {
        f"play {SINGLE} bologna.2"}
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, 0, f"play {SINGLE} bologna.1")
    assert err.value.code == "tower_left_empty"
    two_left = _given([DOUBLE, OTHER, SINGLE], towers={"bologna": ((), (1,) * 7)})
    assert {k for k in keys(two_left, 0) if k.startswith(f"play {DOUBLE} ")} == {
        f"play {DOUBLE} bologna.1 bologna.1", f"play {DOUBLE} bologna.1 bologna.2"}


def test_a_city_takes_exactly_its_total_of_floors():
    """"in einer Stadt mit einer "VII" werden während des Spiels insgesamt genau 7 Stockwerke
    (verteilt auf zwei Türme) gebaut": the cards' crests fill every city exactly, so a game
    played to the end leaves every city complete (unless a supply ran out)."""
    from domain.shared.playout import play_game
    for seed in range(8):
        state, _, _ = play_game(GAME, 3, seed)
        assert 0 in state.supply or all(state.built(c) == CITIES[c].floors
                                        for c in state.cities)


def test_a_player_out_of_floors_builds_only_what_the_supply_holds():
    """Decision (docs/patrizier-rules-notes.md): a player without floors in supply builds no
    more; the card is still played and the turn goes on."""
    s = _given([DOUBLE, OTHER, SINGLE], supply=[1, 39])
    assert {k for k in keys(s, 0) if k.startswith(f"play {DOUBLE}")} == {
        f"play {DOUBLE} bologna.1", f"play {DOUBLE} bologna.2"}
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, 0, f"play {DOUBLE} bologna.1 bologna.2")
    assert err.value.code == "wrong_floor_count"
    empty = _given([DOUBLE, OTHER, SINGLE], supply=[0, 39])
    after, events = act(empty, 0, f"play {DOUBLE}")
    assert of_type(events, "CardPlayed") and not of_type(events, "FloorBuilt")
    assert after.supply[0] == 0 and after.played[0] == (DOUBLE,)
    assert CARDS[DOUBLE].crests == 2
