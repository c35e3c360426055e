"""What the shared layers rely on: the registry entry, info, outcome, progress, pending,
message, reveals, views, redaction and the notation, as documented."""
import re

from domain import games
from domain.florenza import GAME
from domain.florenza.notation import normalise
from domain.shared.decider import Decider
from domain.shared.messages import render
from domain.shared.playout import play_game
from tests.unit.florenza.scenario import act, new, placing

_DONE = {}


def finished(players=3, seed=11, bots=("greedy", "random")):
    key = (players, seed, bots)
    if key not in _DONE:
        _DONE[key] = play_game(GAME, players, seed, bots)
    return _DONE[key]


def test_registered_and_implementing_every_member_of_the_protocol():
    assert games.get("florenza") is GAME and isinstance(GAME, Decider)
    members = [m for m in dir(Decider) if not m.startswith("_")]
    assert all(hasattr(GAME, m) for m in members)
    assert GAME.info.min_players == 2 and GAME.info.max_players == 5
    assert GAME.info.provisional and GAME.info.bot_kinds == ("random", "greedy")


def test_outcome_is_none_while_running_and_ranks_once_over():
    assert GAME.outcome(new(3)) is None and GAME.outcome(None) is None
    s, _, _ = finished()
    o = GAME.outcome(s)
    assert sorted(o.ranking) == [0, 1, 2] and o.ranks[o.ranking[0]] == 0
    assert all(o.scores[seat] == sum(o.breakdown[seat].values()) for seat in range(3))
    assert o.winners == tuple(seat for seat in o.ranking if o.ranks[seat] == 0)


def test_progress_counts_rounds_of_eight():
    assert GAME.progress(None).text == "not started"
    assert GAME.progress(new(2))[:3] == (0, 8, "choosing start buildings")
    assert GAME.progress(placing())[:3] == (2, 8, "round 2 of 8, place")
    assert GAME.progress(finished()[0])[:3] == (8, 8, "finished")


def test_pending_names_the_seat_and_its_stage():
    assert GAME.pending(new(2)) == [{"seat": 1, "kind": "start", "round": 0}]
    assert GAME.pending(placing()) == [{"seat": 0, "kind": "place", "round": 2}]
    assert GAME.pending(finished()[0]) == [] and GAME.seats_to_act(finished()[0]) == ()


def test_messages_are_templates_with_typed_arguments_and_names():
    _, events, _ = finished()
    kinds = set()
    for e in events:
        d = GAME.event_to_dict(e)
        m = GAME.message(d)
        assert GAME.describe_event(d) == render(m)
        assert set(re.findall(r"{(\w+)}", m.template)) == set(m.args)
        for a in m.args.values():
            kinds.add(a["kind"])
            if "asset" in a:
                assert a["asset"] == f"florenza.{a['kind']}.{a['value']}"
    # a work of art's field by its parts: the seat and its place, or the main board's building
    assert {"seat", "number", "amounts", "building", "person", "florentine"} <= kinds
    d = GAME.event_to_dict(events[-1])
    names = ["Ann", "Bo", "Cy"]
    assert render(GAME.message(d), names).startswith(f"Game over: {names[d['winners'][0]]}")


def test_reveals_marks_setup_dice_and_draws():
    _, events, _ = finished()
    by_type: dict = {}
    for e in events:
        d = GAME.event_to_dict(e)
        by_type.setdefault(d["type"], set()).add(GAME.reveals(d))
    for t in ("GameSetUp", "IncomeRolled", "WorkCompleted", "RoundEnded"):
        assert by_type[t] == {True}, t
    for t in ("Pending", "ArtPlanned", "BuildingPlanned", "OfficesNamed", "GameEnded"):
        assert by_type[t] == {False}, t


def test_views_hide_the_bag_and_dice_seed_until_the_end():
    s = new(3)
    v = GAME.view(s, 1)
    assert "bag" not in v and v["bag_size"] == len(s.bag)
    assert GAME.views(s, [None, 0, 1, 9]) == [GAME.view(s, x) for x in (None, 0, 1, 9)]
    assert GAME.reveal(s)["bag"] == list(s.bag)
    setup = GAME.event_to_dict(GAME.setup(players=3, seed=1)[0])
    red = GAME.redact_event(setup, 0, False)
    assert red["bag"] is None and red["dice_seed"] is None and red["bag_size"] == len(
        setup["bag"])
    assert GAME.redact_event(setup, 0, True) == setup
    done = finished()[0]
    assert GAME.view(done, None)["bag"] == list(done.bag) == GAME.reveal(done)["bag"]


def test_the_view_shape():
    v = GAME.view(placing(), 0)
    assert {"round", "stage", "order", "captain", "bishop", "people", "life_cards", "board",
            "stock", "tiles", "players", "market", "pulpits"} <= set(v)
    p = v["players"][0]
    assert {"florins", "goods", "fame", "certificates", "bishop_points", "supply_workers",
            "area_workers", "quarter", "works", "score"} <= set(p)
    assert len(p["quarter"]) == 5 and len(p["works"]) == 8 and len(v["life_cards"]) == 7


def test_legal_actions_have_plain_descriptions_and_typed_fields():
    acts = list(GAME.legal_actions(placing(), 0))
    assert {"occupy", "plan", "art", "market", "donate", "pass"} >= {a.kind for a in acts}
    assert {"plan", "art", "market", "donate", "pass"} <= {a.kind for a in acts}
    for a in acts:
        assert a.description[0].isupper() and "_" not in a.description
        assert all(re.fullmatch(r"[a-z_]+", k) for k in a.fields)


def test_keys_are_normalised_and_public():
    assert normalise("  Trade  GOLD+marble  wood ") == "trade marble+gold wood"
    assert GAME.normalise("PLAN  Cava") == "plan cava"
    assert GAME.redact_action("plan cava", 0, 1, False) == "plan cava"
    s, _ = act(placing(), 0, "PLAN  Cava")
    assert s.quarters[0][0] == ("cava", False, 0)
