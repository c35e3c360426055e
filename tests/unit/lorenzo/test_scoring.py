"""Final scoring ("Spielende und Schlusswertung"): territories, characters, ventures, military
ranking with its tie rules, 1 VP per 5 resources, the winner and its tie-break."""
import pytest

from domain.lorenzo import events as ev
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.rules.flow import settle
from domain.lorenzo.rules.scoring import CATEGORIES, final_scores, military_awards, score_player
from domain.lorenzo.tx import Tx
from tests.unit.lorenzo.scenario import new, of_type, with_cards, with_res

TERRITORIES = tuple(range(1, 7))
CHARACTERS = tuple(range(49, 55))
VENTURES = tuple(range(73, 79))
PARTS = [c for c in CATEGORIES if c != "total"]


def scored(players=2, turn_order=None, **per_seat):
    """A game state whose seats hold what `per_seat["seatN"] = (cards, res)` says."""
    s = new(players=players, turn_order=turn_order)
    for seat in range(players):
        cards, res = per_seat.get(f"seat{seat}", ((), {}))
        s = with_cards(with_res(s, seat, **res), seat, *cards)
    return s


def one(cards=(), military=0, **res):
    s = with_cards(with_res(new(players=2), 0, **res), 0, *cards)
    return score_player(s.players[0], military)


@pytest.mark.parametrize("n, vp", [(0, 0), (1, 0), (2, 0), (3, 1), (4, 4), (5, 10), (6, 20)])
def test_territories_1_4_10_20_for_3_4_5_6(n, vp):
    assert one(TERRITORIES[:n])["territories"] == vp


@pytest.mark.parametrize("n, vp", [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)])
def test_characters_1_3_6_10_15_21(n, vp):
    assert one(CHARACTERS[:n])["characters"] == vp


@pytest.mark.parametrize("n", range(7))
def test_ventures_sum_of_their_points(n):
    cards = VENTURES[:n]
    assert one(cards)["ventures"] == sum(CARDS[c].end_vp for c in cards)


def test_venture_points_examples():
    # Hiring Recruits 4, Repairing the Church 5, Support to the Pope 10, Sacred War 8
    assert one((73, 74, 96, 95))["ventures"] == 27


def test_buildings_give_nothing_at_the_end():
    b = one(tuple(range(25, 31)))
    assert all(b[c] == 0 for c in PARTS)


@pytest.mark.parametrize("res, vp", [
    ({"wood": 4}, 0),
    ({"wood": 5}, 1),
    ({"wood": 2, "stone": 1, "coins": 1, "servants": 1}, 1),
    ({"wood": 3, "stone": 3, "coins": 3, "servants": 5}, 2),
    ({"coins": 19}, 3),
    ({"coins": 20}, 4),
    # military, faith and victory points are not resources
    ({"coins": 4, "military_points": 9, "faith_points": 9}, 0),
])
def test_one_vp_per_5_resources(res, vp):
    assert one(**res)["resources"] == vp


@pytest.mark.parametrize("military, expected", [
    ((10, 5), {0: 5, 1: 2}),
    ((5, 10), {0: 2, 1: 5}),
    ((10, 10), {0: 5, 1: 5}),  # tied first: both 5, nobody second
    ((10, 10, 5), {0: 5, 1: 5}),  # ... and the third gets nothing
    ((10, 5, 5), {0: 5, 1: 2, 2: 2}),  # tied second: all 2
    ((10, 5, 5, 1), {0: 5, 1: 2, 2: 2}),
    ((10, 10, 10, 1), {0: 5, 1: 5, 2: 5}),
    ((3, 9, 1, 9), {1: 5, 3: 5}),
    ((1, 2, 3, 4), {3: 5, 2: 2}),
])
def test_military_5_and_2_with_ties(military, expected):
    s = new(players=len(military))
    for seat, m in enumerate(military):
        s = with_res(s, seat, military_points=m)
    awards = military_awards(s.players)
    assert {seat: v for seat, v in awards.items() if v} == expected
    scores, _ = final_scores(s)
    assert [b["military"] for b in scores] == [expected.get(i, 0) for i in range(len(military))]


def test_breakdown_sums_to_total():
    s = scored(
        3,
        seat0=(TERRITORIES[:4] + CHARACTERS[:3] + (73, 96),
               {"victory_points": 17, "military_points": 8, "wood": 3, "coins": 9}),
        seat1=(TERRITORIES[4:6] + CHARACTERS[3:6], {"victory_points": 30, "military_points": 8}),
        seat2=((), {"victory_points": 2, "military_points": 1, "servants": 12}),
    )
    scores, ranking = final_scores(s)
    for b in scores:
        assert set(b) == set(CATEGORIES)
        assert sum(b[c] for c in PARTS) == b["total"]
    b0 = scores[0]
    assert (b0["cards_and_actions"], b0["territories"], b0["characters"], b0["ventures"],
            b0["military"], b0["resources"]) == (17, 4, 6, 14, 5, 2)
    assert b0["total"] == 17 + 4 + 6 + 14 + 5 + 2
    assert scores[1]["total"] == 30 + 0 + 6 + 5  # 2 territories score nothing
    assert scores[2]["total"] == 2 + 2  # no military award, 12 servants -> 2
    assert ranking == [0, 1, 2]


def test_faith_vp_from_reports_shown_apart_and_counted_once():
    s = new(players=2)
    s = with_res(s, 0, victory_points=12)
    s = s.with_player(s.players[0]._replace(faith_vp=7))
    b = final_scores(s)[0][0]
    assert (b["cards_and_actions"], b["faith"]) == (5, 7)
    assert b["total"] == 12 + 5  # 12 VP held (7 of them from the faith track) + military


def test_most_points_wins():
    s = scored(2, turn_order=[0, 1], seat0=((), {"victory_points": 10}),
               seat1=((), {"victory_points": 11}))
    scores, ranking = final_scores(s)
    assert ranking == [1, 0]


@pytest.mark.parametrize("order", [[0, 1, 2], [2, 1, 0], [1, 2, 0]])
def test_tie_for_the_win_goes_to_the_player_further_ahead_in_turn_order(order):
    s = scored(3, turn_order=order, seat0=((), {"victory_points": 20}),
               seat1=((), {"victory_points": 20}), seat2=((), {"victory_points": 20}))
    scores, ranking = final_scores(s)
    assert len({b["total"] for b in scores}) == 1
    assert ranking == order


def test_tie_break_only_among_the_tied():
    s = scored(3, turn_order=[2, 0, 1], seat0=((), {"victory_points": 30}),
               seat1=((), {"victory_points": 30}), seat2=((), {"victory_points": 2}))
    # military: all 0, all tied first: 5 each
    _, ranking = final_scores(s)
    assert ranking == [0, 1, 2]


def test_game_end_after_round_6_scores_and_names_the_winner():
    s = new(players=2, turn_order=[1, 0], excommunications=["1-1", "2-1", "3-1"])
    s = with_cards(with_res(s, 0, victory_points=10, military_points=3, faith_points=0), 0,
                   *TERRITORIES[:3])
    s = with_res(s, 1, victory_points=10, military_points=1, faith_points=0, coins=5)
    s = s._replace(round=6, schedule=(), turn=0, phase="actions")
    tx = Tx(s)
    settle(tx)
    s = tx.state
    assert s.phase == "over"
    end = of_type(tx.events, ev.GameEnded)[0]
    # seat 0: 10 + 1 territories + 5 military = 16; seat 1: 10 + 2 military + 1 resources
    assert [b["total"] for b in end.scores] == [16, 13]
    assert end.winner == 0 and end.ranking == [0, 1]
    assert s.result["winner"] == 0


def test_breakdown_sums_to_total_when_the_losses_exceed_the_points():
    """3-5 with 20 military and 3 VP: the total stays at 0 VP (the engine never goes below
    0) and the breakdown still adds up to it."""
    s = new(players=2)
    s = with_res(s, 0, victory_points=3, military_points=20)
    s = s.with_player(s.players[0]._replace(excommunications=("3-5",)))
    s = with_res(s, 1, victory_points=1)
    scores, ranking = final_scores(s)
    b = scores[0]
    assert b["total"] == 0
    assert sum(b[c] for c in PARTS) == b["total"]
    assert b["excommunication"] == -(3 + 5)
    assert ranking == [1, 0]
