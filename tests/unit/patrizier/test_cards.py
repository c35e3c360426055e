"""Taking and refilling cards ("Auftragskarte nachziehen", "Auftragskarte auffüllen",
"Besondere Situationen") and the turn order."""
import pytest

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS
from domain.shared.errors import RuleViolation
from tests.unit.patrizier.scenario import (
    act,
    arrange,
    card,
    cards,
    empty_display,
    keys,
    new,
    of_type,
)

PLAY = card("roma", "head")  # a Roma card with a head: no move, no "?"
ANY = card(None, "take_any_card")  # a card with the "?" symbol
ANY_CITY = CARDS[ANY].city
SPARE = [c for c in cards(symbol="second_crest") if CARDS[c].city not in ("roma", "pistoia")]


def _given(hand, display, pile=(), other_hand=None):
    s = new(2)
    return arrange(s, hands=[hand, other_hand if other_hand is not None else s.hands[1]],
                   display={**empty_display(s), **display}, pile=list(pile))


def test_the_card_beside_the_city_built_in_is_taken():
    """"Der Spieler nimmt die Karte, die neben der Stadt liegt, in der er gerade gebaut hat,
    auf die Hand." (no choice, so no decision is asked for)"""
    beside, elsewhere = SPARE[0], SPARE[1]
    s = _given([PLAY, SPARE[2]], {"roma": beside, "parma": elsewhere}, pile=[SPARE[3]])
    s, events = act(s, 0, f"play {PLAY} roma.1")
    taken = of_type(events, "CardTaken")[0]
    assert (taken.card, taken.city) == (beside, "roma")
    assert set(s.hands[0]) == {SPARE[2], beside} and s.display["parma"] == elsewhere


def test_the_question_mark_lets_the_player_take_any_citys_card():
    """"Ist jedoch auf seiner gerade ausgespielten Karte das nebenstehende Symbol abgebildet,
    darf der Spieler sich eine Karte einer beliebigen Stadt nehmen."""
    s = _given([ANY], {ANY_CITY: SPARE[0], "parma": SPARE[1], "verona": SPARE[2]})
    s, events = act(s, 0, f"play {ANY} {ANY_CITY}.1")
    assert s.stage == "take" and of_type(events, "DecisionPending")[0].kind == "take"
    assert keys(s, 0) == {f"take {ANY_CITY}", "take parma", "take verona"}
    assert GAME.pending(s)[0] == {"seat": 0, "kind": "take", "card": ANY, "reason": "any_card",
                                  "cities": sorted([ANY_CITY, "parma", "verona"])}
    s, events = act(s, 0, "take verona")
    assert of_type(events, "CardTaken")[0].card == SPARE[2] and s.hands[0] == (SPARE[2],)


def test_no_card_beside_the_city_built_in_lets_the_player_choose_another():
    """"Baut ein Spieler in einer Stadt, in der keine Auftragskarte mehr ausliegt, darf er
    sich eine Auftragskarte einer beliebigen anderen Stadt aussuchen."""
    s = _given([PLAY], {"parma": SPARE[0], "verona": SPARE[1]})
    s, _ = act(s, 0, f"play {PLAY} roma.1")
    assert keys(s, 0) == {"take parma", "take verona"}
    assert GAME.pending(s)[0]["reason"] == "no_card"
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, 0, "take roma")
    assert err.value.code == "no_card_there"


def test_a_single_card_left_anywhere_is_taken_without_asking():
    s = _given([PLAY], {"parma": SPARE[0]})
    s, events = act(s, 0, f"play {PLAY} roma.1")
    assert of_type(events, "CardTaken")[0].city == "parma" and s.hands[0] == (SPARE[0],)


def test_the_freed_place_is_refilled_from_the_top_of_the_pile():
    """"Auf das freigewordene Feld der Stadt muss die oberste Karte vom Nachziehstapel offen
    ausgelegt werden."""
    s = _given([PLAY], {"roma": SPARE[0]}, pile=[SPARE[1], SPARE[2]])
    s, events = act(s, 0, f"play {PLAY} roma.1")
    refill = of_type(events, "DisplayRefilled")[0]
    assert (refill.city, refill.card) == ("roma", SPARE[1])
    assert s.display["roma"] == SPARE[1] and s.pile == (SPARE[2],)


def test_with_the_pile_used_up_the_refill_is_skipped():
    """"Ist der Nachziehstapel aufgebraucht, wird das "Auffüllen" übersprungen."""
    s = _given([PLAY], {"roma": SPARE[0]})
    s, events = act(s, 0, f"play {PLAY} roma.1")
    assert of_type(events, "CardTaken") and not of_type(events, "DisplayRefilled")
    assert s.display["roma"] is None


def test_with_no_card_on_the_board_taking_is_skipped_too():
    """"Liegt überhaupt keine Auftragskarte mehr auf dem Spielplan aus, wird auch das
    "Nachziehen" übersprungen."""
    s = _given([PLAY, SPARE[0]], {})
    s, events = act(s, 0, f"play {PLAY} roma.1")
    assert not of_type(events, "CardTaken") and s.hands[0] == (SPARE[0],)
    assert of_type(events, "TurnStarted")[0].seat == 1


def test_then_the_next_player_clockwise_and_players_without_cards_are_passed():
    """"Der Startspieler beginnt das Spiel, danach geht es im Uhrzeigersinn weiter." ...
    "Dann ist der nächste Spieler an der Reihe." Decision: a player without cards is passed
    until the game ends."""
    s = new(3)
    s = arrange(s, hands=[[PLAY], [], [SPARE[0]]], display=empty_display(s), pile=[])
    s, events = act(s, 0, f"play {PLAY} roma.1")
    assert of_type(events, "TurnStarted")[0].seat == 2 and s.seat == 2


def test_a_turn_runs_in_exactly_this_order():
    """"Ist ein Spieler am Zug, so führt er folgende Aktionen in genau dieser Reihenfolge aus:
    1. Auftragskarte ausspielen 2. Stockwerk(e) bauen 3. Evtl. Sonderaktion durchführen
    4. Auftragskarte nachziehen 5. Auftragskarte auffüllen. Dann ist der nächste Spieler an
    der Reihe."""
    move = card("lucca", "move_floor")
    s = _given([move], {"lucca": SPARE[0]}, pile=[SPARE[1]])
    s = arrange(s, towers={"milano": ((0,), ())})
    s, first = act(s, 0, f"play {move} lucca.1")
    s, rest = act(s, 0, "move milano.1")
    assert [type(e).__name__ for e in first + rest] == [
        "CardPlayed", "FloorBuilt", "DecisionPending", "FloorMoved", "CardTaken",
        "DisplayRefilled", "TurnStarted"]


def test_everyone_may_look_at_the_played_stacks():
    """"Ein Spieler darf jederzeit die Karten in seinem Stapel anschauen." The stacks lie
    face up, so every viewer sees every stack (and the fame tiles won, decision 12)."""
    s = _given([PLAY], {})
    s = arrange(s, fame=[[("parma", 5)], []])
    s, _ = act(s, 0, f"play {PLAY} roma.1")
    seen_by_other = GAME.view(s, 1)["players"][0]
    assert [c["id"] for c in seen_by_other["played"]] == [PLAY]
    assert seen_by_other["fame_tiles"] == [{"city": "parma", "fame": 5}]
    assert seen_by_other["hand"] is None and seen_by_other["hand_size"] == 0
