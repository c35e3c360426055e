"""Set-up ("Spielvorbereitung"), each test citing the rule it checks, and the preset."""
import pytest

from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS, CITIES
from domain.patrizier.rules.setup import cards_in_play
from domain.shared.errors import InvalidSetup
from tests.unit.patrizier.scenario import new


def _setup(players, seed=1, preset=None):
    return GAME.setup(players=players, seed=seed, preset=preset)[0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pistoia_is_left_out_with_two_to_four_players(players):
    """"Bei 2, 3 und 4 Spielern werden die 7 Auftragskarten mit den orangefarbenen Wappen der
    Stadt Pistoia und die beiden dazugehörigen Ruhmesplättchen nicht benötigt"."""
    e = _setup(players)
    assert "pistoia" not in e.cities and len(e.cities) == 9
    dealt = [c for h in e.hands for c in h] + list(e.display.values()) + e.pile
    assert len(dealt) == 48 and not any(CARDS[c].city == "pistoia" for c in dealt)
    assert "pistoia" not in GAME.view(GAME.fold([e]), None)["cities"]


def test_five_players_use_pistoia_with_its_seven_cards_and_two_tiles():
    """"Falls 5 Spieler teilnehmen muss die Seite mit Pistoia sichtbar sein"."""
    e = _setup(5)
    assert "pistoia" in e.cities and len(e.cities) == 10
    dealt = [c for h in e.hands for c in h] + list(e.display.values()) + e.pile
    assert sorted(dealt) == sorted(CARDS)
    assert sum(CARDS[c].city == "pistoia" for c in dealt) == 7
    pistoia = next(c for c in GAME.view(GAME.fold([e]), None)["cities"]
                   if c["city"] == "pistoia")
    assert len(pistoia["fame_tiles"]) == 2


@pytest.mark.parametrize("players,floors", [(2, 39), (3, 29), (4, 21), (5, 21)])
def test_floors_per_player(players, floors):
    """"Bei 2 Spielern 39 Stück ..., bei 3 Spielern 29 Stück ..., bei 4 und 5 Spielern 21
    Stück"."""
    assert new(players).supply == (floors,) * players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_city_starts_with_both_fame_tiles(players):
    """"Die Ruhmesplättchen ... werden mit der Zahl nach oben auf die beiden runden Felder der
    dazugehörigen Städte gelegt"."""
    for city in GAME.view(new(players), None)["cities"]:
        assert city["fame_tiles"] == list(CITIES[city["city"]].fame)
        assert not city["scored"]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_three_star_cards_dealt_to_each_player_and_the_rest_shuffled_into_the_pile(players):
    """"Jeder Spieler erhält von diesen verdeckt 3 Auftragskarten" ... "Die nicht verteilten
    Auftragskarten mit *-Symbol werden mit den restlichen Auftragskarten (ohne *-Symbol)
    gemischt und als verdeckter Nachziehstapel neben den Spielplan gelegt"."""
    for seed in range(20):
        e = _setup(players, seed)
        assert all(len(h) == 3 and all(CARDS[c].star for c in h) for h in e.hands)
        dealt = {c for h in e.hands for c in h}
        undealt_stars = {c for c in cards_in_play(players) if CARDS[c].star} - dealt
        assert undealt_stars <= set(e.pile) | set(e.display.values())
    piles = {tuple(_setup(players, seed).pile) for seed in range(5)}
    assert len(piles) == 5  # shuffled: different seeds, different piles


@pytest.mark.parametrize("players", [2, 5])
def test_one_card_face_up_beside_each_city_from_the_pile(players):
    """"Nun wird auf jedes Feld mit dem Namen einer Stadt eine Karte vom Nachziehstapel offen
    ausgelegt"."""
    e = _setup(players)
    assert set(e.display) == set(e.cities)
    assert all(c is not None for c in e.display.values())
    assert len(e.pile) == len(cards_in_play(players)) - 3 * players - len(e.cities)
    state = GAME.fold([e])
    assert state.stage == "play" and state.seat == e.start_seat


def test_the_start_player_is_chosen_by_lot():
    """"Ein Startspieler wird per Los bestimmt"."""
    starts = {_setup(4, seed).start_seat for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert _setup(4, 7).start_seat == _setup(4, 7).start_seat


def test_a_preset_fixes_start_hands_display_and_pile():
    hands = [[1, 2, 3], [4, 5, 6]]
    deck = [c for c in cards_in_play(2) if c not in {1, 2, 3, 4, 5, 6}]
    pile = list(reversed(deck))
    e = _setup(2, preset={"start_seat": 1, "hands": hands, "pile": pile})
    assert e.start_seat == 1 and e.hands == hands
    assert list(e.display.values()) == pile[:9] and e.pile == pile[9:]
    display = {c: None for c in e.cities} | {"roma": 7}
    e = _setup(2, preset={"hands": hands, "display": display,
                          "pile": [c for c in deck if c != 7]})
    assert e.display == display and 7 not in e.pile


def test_presetting_one_part_keeps_the_others_from_the_seed():
    a = _setup(3, 5)
    b = _setup(3, 5, {"start_seat": (a.start_seat + 1) % 3})
    assert (a.hands, a.display, a.pile) == (b.hands, b.display, b.pile)


@pytest.mark.parametrize("players,preset,says", [
    (2, {"start_seat": 2}, "start_seat"),
    (2, {"hands": [[1, 2, 3]]}, "one list per seat"),
    (2, {"hands": [[1, 2], [4, 5, 6]]}, "3 cards"),
    (2, {"hands": [[1, 2, 3], [3, 4, 5]]}, "only once"),
    (2, {"hands": [[1, 2, 3], [4, 5, 33]]}, "card ids of this game"),
    (2, {"pile": [1, 2]}, "needs preset hands"),
    (2, {"hands": [[1, 2, 3], [4, 5, 6]], "pile": [7, 8]}, "exactly the cards"),
    (2, {"display": {"roma": 7}}, "every city in play"),
    (2, {"colours": ["red"]}, "unknown preset keys"),
    (6, {}, "2 to 5 players"),
])
def test_bad_presets_raise_invalid_setup(players, preset, says):
    with pytest.raises(InvalidSetup) as err:
        _setup(players, preset=preset)
    assert err.value.code == "invalid_setup" and says in err.value.message


def test_unknown_variant_is_refused():
    with pytest.raises(InvalidSetup):
        GAME.setup(players=3, variant="advanced", seed=1)
