"""Advanced set-up ("Spielaufbau", advanced rules): personal bonus tiles chosen in reverse turn
order; leaders dealt 4 each, each keeps one and passes the rest to the right-hand neighbour
(seat i to seat i-1) until everyone holds 4. Hands are hidden from the other seats."""
import json

import pytest

from domain.lorenzo import GAME
from domain.lorenzo import events as ev
from domain.lorenzo.catalog import LEADERS
from domain.shared.errors import RuleViolation
from tests.unit.lorenzo.scenario import act, keys, new, of_type


def start(players=3, turn_order=None, seed=7, **preset):
    events = GAME.setup(players=players, variant="advanced", seed=seed,
                        preset={"turn_order": list(turn_order or range(players)), **preset})
    return GAME.fold(events), events


def rejected(s, seat, key) -> str:
    with pytest.raises(RuleViolation) as err:
        GAME.decide(s, seat, key)
    return err.value.code


def pick_tiles(s):
    """Everyone takes the first tile still offered, in the required order."""
    events = []
    while s.phase == "tiles":
        seat = GAME.seats_to_act(s)[0]
        s, more = act(s, seat, f"tile {s.tiles_offered[0]}")
        events += more
    return s, events


# --- bonus tiles -------------------------------------------------------------------------------

@pytest.mark.parametrize("order", [[0, 1, 2], [1, 2, 0], [2, 0, 1, 3]])
def test_bonus_tiles_in_reverse_turn_order(order):
    s, _ = start(len(order), order)
    assert s.phase == "tiles"
    assert s.tiles_offered == (1, 2, 3, 4)
    assert all(p.bonus_tile is None for p in s.players)
    pickers = []
    for _ in order:
        (seat,) = GAME.seats_to_act(s)
        pickers.append(seat)
        for other in set(order) - {seat}:
            assert keys(s, other) == set()
            assert rejected(s, other, f"tile {s.tiles_offered[0]}") == "not_your_turn"
        assert keys(s, seat) == {f"tile {t}" for t in s.tiles_offered}
        tile = s.tiles_offered[-1]
        s, events = act(s, seat, f"tile {tile}")
        assert of_type(events, ev.BonusTileChosen)[0].tile == tile
        assert s.players[seat].bonus_tile == tile
        assert tile not in s.tiles_offered  # the picked tile leaves the table
    assert pickers == list(reversed(order))
    assert s.phase == "leaders"


def test_a_picked_tile_cannot_be_picked_again():
    s, _ = start(3, [0, 1, 2])
    s, _ = act(s, 2, "tile 3")
    assert "tile 3" not in keys(s, 1)
    with pytest.raises(RuleViolation):
        GAME.decide(s, 1, "tile 3")


def test_the_drafted_tile_is_used_for_harvest_and_production():
    """Tile 4: harvest 1 wood, 1 stone, 1 coin; production 1 servant, 2 military."""
    hands = [["santa-rita", "sisto-iv", "cesare-borgia", "lorenzo-de-medici"],
             ["francesco-sforza", "ludovico-ariosto", "filippo-brunelleschi",
              "federico-da-montefeltro"]]
    s, _ = start(2, [0, 1], leaders=hands,
                 dice=[{"black": 3, "white": 3, "orange": 3}] * 6)
    s, _ = act(s, 1, "tile 4")
    s, _ = act(s, 0, "tile 2")
    assert [p.bonus_tile for p in s.players] == [2, 4]
    assert s.phase == "actions" and s.round == 1  # leaders preset: no leader draft
    s, _ = act(s, 0, "place black market.1", "end")
    s, events = act(s, 1, "place black harvest.1")
    assert {k: v for e in of_type(events, ev.ResourcesGained) if e.source == "bonus-tile"
            for k, v in e.resources.items()} == {"wood": 1, "stone": 1, "coins": 1}


# --- leader draft --------------------------------------------------------------------------------

def test_leaders_dealt_4_each_all_different():
    s, _ = pick_tiles(start(4, [0, 1, 2, 3])[0])
    hands = [p.draft_hand for p in s.players]
    assert all(len(h) == 4 for h in hands)
    flat = [x for h in hands for x in h]
    assert len(set(flat)) == 16 and set(flat) <= set(LEADERS)
    assert all(p.leaders_hand == () for p in s.players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_keep_one_pass_the_rest_to_the_right_until_everyone_holds_4(players):
    s, _ = pick_tiles(start(players)[0])
    assert s.phase == "leaders"
    n = players
    dealt = {x for p in s.players for x in p.draft_hand}
    for rnd in range(4):
        before = [p.draft_hand for p in s.players]
        assert all(len(h) == 4 - rnd for h in before)
        assert set(GAME.seats_to_act(s)) == set(range(n))
        kept = []
        for seat in range(n):
            assert keys(s, seat) == {f"draft {x}" for x in before[seat]}
            choice = before[seat][-1]
            kept.append(choice)
            s, events = act(s, seat, f"draft {choice}")
            assert choice in s.players[seat].leaders_hand
            # a seat keeps one per pass: no second pick before the hands move on
            if rnd < 3 and seat < n - 1:
                assert keys(s, seat) == set()
                assert rejected(s, seat, f"draft {before[seat][0]}") == "not_your_turn"
        passed = of_type(events, ev.DraftHandsPassed)
        assert len(passed) == 1
        for seat in range(n):
            rest = tuple(x for x in before[seat] if x != kept[seat])
            # seat i passes to its right-hand neighbour, seat i-1
            assert s.players[(seat - 1) % n].draft_hand == rest
    assert all(len(p.leaders_hand) == 4 for p in s.players)
    assert all(p.draft_hand == () for p in s.players)
    assert {x for p in s.players for x in p.leaders_hand} == dealt
    # the game proper starts
    assert s.phase == "actions" and s.round == 1


def test_presetting_tiles_and_leaders_skips_both_drafts():
    s = new(players=2, variant="advanced", bonus_tiles=[3, 1],
            leaders=[["santa-rita", "sisto-iv", "cesare-borgia", "lorenzo-de-medici"],
                     ["francesco-sforza", "ludovico-ariosto", "filippo-brunelleschi",
                      "federico-da-montefeltro"]])
    assert s.phase == "actions"
    assert s.players[0].leaders_hand == ("santa-rita", "sisto-iv", "cesare-borgia",
                                         "lorenzo-de-medici")
    assert [p.bonus_tile for p in s.players] == [3, 1]


# --- hidden hands ---------------------------------------------------------------------------

def _assert_view_hides(s, n):
    for viewer in [*range(n), None]:
        v = GAME.view(s, viewer)
        json.dumps(v)
        for seat, pv in enumerate(v["players"]):
            if seat == viewer:
                assert pv["leader_hand"] == list(s.players[seat].leaders_hand)
                assert pv["draft_hand"] == list(s.players[seat].draft_hand)
            else:
                assert pv["leader_hand"] is None
                assert pv["draft_hand"] is None
        assert "decks" not in v and "dice_plan" not in v


def _assert_events_hide(events, s, n):
    for e in events:
        data = GAME.event_to_dict(e)
        for viewer in [*range(n), None]:
            r = GAME.redact_event(json.loads(json.dumps(data)), viewer, finished=False)
            t = r["type"]
            if t == "GameSetUp":
                assert r["decks"] is None and r["dice"] is None
                for seat in range(n):
                    if seat != viewer:
                        if r["leader_hands"]:
                            assert r["leader_hands"][seat] is None
                        if r["leaders"]:
                            assert r["leaders"][seat] is None
                    elif data["leader_hands"]:
                        assert r["leader_hands"][seat] == data["leader_hands"][seat]
            elif t == "DraftHandsPassed":
                for seat in range(n):
                    expected = data["hands"][seat] if seat == viewer else None
                    assert r["hands"][seat] == expected
            elif t == "LeaderDrafted":
                assert r["leader"] == (data["leader"] if data["seat"] == viewer else None)
            else:
                assert r == data
            # finished games are revealed in full
            assert GAME.redact_event(data, viewer, finished=True) == data


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view_never_shows_another_seats_hands(players):
    s, events = start(players)
    _assert_view_hides(s, players)
    s, more = pick_tiles(s)
    events += more
    _assert_view_hides(s, players)
    while s.phase == "leaders":
        for seat in GAME.seats_to_act(s):
            s, more = act(s, seat, f"draft {s.players[seat].draft_hand[0]}")
            events += more
            _assert_view_hides(s, players)
    assert s.phase == "actions"
    _assert_view_hides(s, players)
    _assert_events_hide(events, s, players)


def test_view_counts_other_hands_without_showing_them():
    s = new(players=2, variant="advanced", bonus_tiles=[3, 1],
            leaders=[["santa-rita", "sisto-iv", "cesare-borgia", "lorenzo-de-medici"],
                     ["francesco-sforza", "ludovico-ariosto", "filippo-brunelleschi",
                      "federico-da-montefeltro"]])
    v = GAME.view(s, 1)
    assert v["players"][0]["leaders_in_hand"] == 4
    assert v["players"][0]["leader_hand"] is None
    assert v["players"][1]["leader_hand"] == ["francesco-sforza", "ludovico-ariosto",
                                              "filippo-brunelleschi", "federico-da-montefeltro"]
    assert "santa-rita" not in json.dumps(v)


def test_preset_leaders_hidden_in_the_setup_event():
    events = GAME.setup(players=2, variant="advanced", seed=3,
                        preset={"bonus_tiles": [1, 2],
                                "leaders": [["santa-rita", "sisto-iv", "cesare-borgia",
                                             "lorenzo-de-medici"],
                                            ["francesco-sforza", "ludovico-ariosto",
                                             "filippo-brunelleschi",
                                             "federico-da-montefeltro"]]})
    setup = GAME.event_to_dict(events[0])
    r = GAME.redact_event(setup, 1, finished=False)
    assert r["leaders"][0] is None and r["leaders"][1][0] == "francesco-sforza"
    assert "santa-rita" not in json.dumps(r)
    assert r["decks"] is None and r["dice"] is None
    spectator = GAME.redact_event(setup, None, finished=False)
    assert spectator["leaders"] == [None, None]


def test_played_leaders_are_public():
    s = new(players=2, variant="advanced", bonus_tiles=[3, 1],
            leaders=[["santa-rita", "sisto-iv", "cesare-borgia", "lorenzo-de-medici"],
                     ["francesco-sforza", "ludovico-ariosto", "filippo-brunelleschi",
                      "federico-da-montefeltro"]])
    p = s.players[0]._replace(leaders_played=("santa-rita",), leaders_hand=("sisto-iv",))
    s = s.with_player(p)
    v = GAME.view(s, 1)
    assert v["players"][0]["leaders_played"][0]["leader"] == "santa-rita"
    assert v["players"][0]["leader_hand"] is None
    assert "sisto-iv" not in json.dumps(v)
