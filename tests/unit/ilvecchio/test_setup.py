"""Set-up ("2. Spielaufbau") against the rule text."""
import pytest

from domain.ilvecchio import GAME
from domain.ilvecchio.catalog import CATALOG, TOWNS
from domain.ilvecchio.rules.reinforcement import pairs
from domain.shared.errors import InvalidSetup
from tests.unit.ilvecchio.scenario import act, goods, keys, new, of_type


@pytest.mark.parametrize("players,start,expected", [
    (4, 0, [2, 3, 3, 4]), (3, 1, [4, 2, 3]), (2, 1, [4, 2])])
def test_start_player_2_florins_right_neighbour_4_others_3(players, start, expected):
    """"Der Startspieler erhält 2 Florin, sein rechter Nachbar 4 Florin, alle anderen 3"."""
    s = new(players, start_seat=start)
    assert [goods(s, seat)["florins"] for seat in range(players)] == expected


@pytest.mark.parametrize("players,crests", [(4, 7), (3, 4), (2, 4)])
def test_medici_crests_by_player_count(players, crests):
    """"Bei 4 Spielern ... 7"; "Bei 2 oder 3 Spielern ... 5 4" (read as the corrected 4)."""
    assert len(new(players).crests) == crests


@pytest.mark.parametrize("players,offset", [(2, 1), (3, 0), (4, 0)])
def test_two_player_tracks_start_at_their_second_field(players, offset):
    """"Bei 2 Spielern: Die Regions- und Florenzleisten beginnen erst mit dem zweiten Feld"."""
    assert new(players).offset == offset


def test_each_player_has_12_members_a_coach_a_bishop_and_three_council_tiles_to_choose():
    """"12 Familienmitglieder ..., 1 Kutsche, 1 Bischof, 3 Plättchen vom Stadtrat-Stapel"."""
    s = new(3)
    for seat in range(3):
        g = goods(s, seat)
        assert s.supply[seat] == 12 and g["coaches"] == 1 and g["bishops"] == 1
        choices = [k for k in keys(s, seat) if k.startswith("choose")]
        if seat != s.seat:
            assert len(choices) == 3


def test_the_chosen_start_tile_lies_face_up_and_the_rest_form_the_stack_with_the_extra_cost():
    """"wovon er eines wählt und offen vor sich ablegt. Alle übrigen ... gemischt ... Auf diesen
    wird das Zusatzkosten-Plättchen gelegt"."""
    s = new(2, dealt=[["council-1", "council-2", "council-3"],
                      ["council-4", "council-5", "council-6"]])
    s, _ = act(s, 1, "choose council-5")
    assert s.council[1] == ("council-5",) and not of_type(_, "CouncilStackFormed")
    s, events = act(s, 0, "choose council-2")
    formed = of_type(events, "CouncilStackFormed")[0]
    assert sorted(formed.stack) == sorted(t for t in CATALOG.council
                                          if t not in ("council-2", "council-5"))
    assert s.extra_cost == "council"


def test_intermediaries_start_on_their_colour_and_no_area_touches_two():
    """"so auf Orte mit farblich passenden Symbolen verteilt, dass sich an jedem Gebiet mit der
    gleichen Nummer maximal 1 Mittelsmann befindet"."""
    s = new(4)
    assert sorted(s.intermediaries) == ["black", "brown", "grey", "violet", "white"]
    for colour, town in s.intermediaries.items():
        assert TOWNS[town].colour == colour
    for area in CATALOG.areas.values():
        assert sum(t in area for t in s.intermediaries.values()) <= 1


def test_placement_rounds_roll_an_area_then_choose_any():
    """Round 1: the dice sum is the area, 2 members on its towns (7: choose an area);
    round 2: "ein beliebiges Gebiet" - 4 members each in the towns afterwards."""
    s = new(3, seed=5, dealt=[["council-1", "council-2", "council-3"],
                              ["council-4", "council-5", "council-6"],
                              ["council-7", "council-8", "council-9"]])
    s, _ = act(s, 0, "choose council-1")  # each seat answers its oldest decision first
    rolled = s.dice[0] + s.dice[1]
    first = [k for k in keys(s, 0) if k.startswith("place")]
    allowed = {" ".join(("place", *p)) for p in pairs(0 if rolled == 7 else rolled)}
    assert set(first) == allowed
    while s.stage == "setup":
        seat = GAME.seats_to_act(s)[0]
        s, _ = act(s, seat, GAME.legal_actions(s, seat).keys[-1])
    for seat in range(3):
        assert s.supply[seat] == 8 and s.members_in_towns(seat) == 4
    assert s.seat == s.start_seat and s.stage == "play"
    second = [p for p in s.pending]
    assert second == []


def test_a_bad_preset_is_refused():
    with pytest.raises(InvalidSetup):
        new(2, crests=["tribute"])
    with pytest.raises(InvalidSetup):
        GAME.setup(players=5, seed=1)
    with pytest.raises(InvalidSetup):
        GAME.setup(players=2, variant="nope", seed=1)
