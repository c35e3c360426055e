"""What the shared layers rely on: the registry entry, info, outcome, progress, pending,
message, reveals, views, redaction and the notation, as documented."""
import re

from domain import games
from domain.patrizier import GAME
from domain.patrizier.catalog import CARDS
from domain.patrizier.notation import normalise
from domain.shared.decider import Decider
from domain.shared.messages import render
from domain.shared.playout import play_game
from tests.unit.patrizier.scenario import act, arrange, card, empty_display, new, of_type

SINGLE = card("bologna", "head")
DOUBLE = card("bologna", "second_crest")
MOVE = card("lucca", "move_floor")


def test_registered_and_implementing_every_member_of_the_protocol():
    assert games.get("patrizier") is GAME and isinstance(GAME, Decider)
    members = [m for m in dir(Decider) if not m.startswith("_")]
    assert all(hasattr(GAME, m) for m in members)


def test_outcome_is_none_while_running_and_ranks_once_over():
    s = new(3)
    assert GAME.outcome(s) is None and GAME.outcome(None) is None
    s, _, _ = play_game(GAME, 3, 11)
    o = GAME.outcome(s)
    assert sorted(o.ranking) == [0, 1, 2] and o.ranks[o.ranking[0]] == 0
    assert all(o.scores[seat] == sum(o.breakdown[seat].values()) for seat in range(3))
    assert set(o.breakdown[0]) == {"cities", "heads"}
    assert o.winners == tuple(seat for seat in o.ranking if o.ranks[seat] == 0)


def test_progress_counts_cards_played_out_of_all_cards():
    assert GAME.progress(None).text == "not started"
    s = new(4)
    p = GAME.progress(s)
    assert (p.turn, p.total) == (0, 48) and "0 of 48 cards played" in p.text
    s = act(s, 0, GAME.legal_actions(s, 0).keys[0])[0]
    assert GAME.progress(s).turn == 1
    s, _, _ = play_game(GAME, 5, 4)
    assert GAME.progress(s)[:3] == (55, 55, "finished")


def test_pending_has_one_entry_per_seat_to_act_with_its_kinds_fields():
    s = new(2)
    s = arrange(s, hands=[[MOVE, SINGLE], [DOUBLE]], towers={"milano": ((0,), ())},
                display=empty_display(s))
    assert GAME.pending(s) == [{"seat": 0, "kind": "play", "hand_size": 2, "supply": 39}]
    s, _ = act(s, 0, f"play {MOVE} lucca.1")
    assert GAME.pending(s) == [{"seat": 0, "kind": "move", "card": MOVE, "cities": ["milano"]}]
    s, _, _ = play_game(GAME, 2, 1)
    assert GAME.pending(s) == [] and GAME.seats_to_act(s) == ()


def test_messages_are_templates_with_typed_arguments():
    _, events, _ = play_game(GAME, 3, 5, ("greedy", "random"))
    kinds = set()
    for e in events:
        d = GAME.event_to_dict(e)
        m = GAME.message(d)
        assert GAME.describe_event(d) == render(m)
        assert set(re.findall(r"{(\w+)}", m.template)) == set(m.args)
        for a in m.args.values():
            kinds.add(a["kind"])
            named = a["kind"] in ("card", "city")  # these name a thing with an image
            assert set(a) == {"kind", "value", "text"} | ({"asset"} if named else set())
            if named:
                assert a["asset"] == f"patrizier.{a['kind']}.{a['value']}"
            if a["kind"] == "seat":
                assert a["value"] in range(3)
            if a["kind"] == "card":
                assert isinstance(a["value"], int) and 1 <= a["value"] <= 55
            if a["kind"] == "city":
                assert a["value"] in GAME.fold(events[:1]).cities
        if d["type"] == "FloorBuilt":
            assert m.template == "{player} builds a floor in {city} on {tower}"
            assert m.args["tower"]["value"] in (1, 2)
    assert {"seat", "card", "city", "tower", "number"} <= kinds
    names = ["Ann", "Bo", "Cy"]
    d = GAME.event_to_dict(events[-1])
    winner = names[d["winners"][0]]
    assert render(GAME.message(d), names).startswith(f"Game over: {winner}")


def test_reveals_marks_the_deal_cards_from_hands_and_cards_from_the_pile():
    _, events, _ = play_game(GAME, 2, 2)
    by_type = {}
    for e in events:
        d = GAME.event_to_dict(e)
        by_type.setdefault(d["type"], set()).add(GAME.reveals(d))
    assert by_type["GameSetUp"] == by_type["CardPlayed"] == by_type["DisplayRefilled"] == {True}
    for t in ("FloorBuilt", "CardTaken", "TurnStarted", "CityScored", "GameEnded"):
        assert by_type[t] == {False}, t


def test_views_equal_view_for_every_viewer_and_a_finished_game_reveals_everything():
    checked = 0

    def check(state, event):
        nonlocal checked
        if state is None or checked > 150:
            return
        viewers = [None, *range(state.n), 9]
        assert GAME.views(state, viewers) == [GAME.view(state, v) for v in viewers]
        checked += 1
    s, events, _ = play_game(GAME, 4, 8, ("greedy", "random"), on_event=check)
    assert checked > 100
    full = GAME.view(s, None)
    assert all(p["hand"] == [] for p in full["players"]) and full["pile"] == []
    running = GAME.fold(events[:1])
    setup = GAME.event_to_dict(events[0])
    assert GAME.redact_event(setup, 1, True) == setup
    red = GAME.redact_event(setup, 1, False)
    assert red["hands"][1] == setup["hands"][1] and red["hands"][0] is None
    assert red["pile"] is None and red["pile_size"] == len(running.pile)
    assert GAME.view(running, 1)["players"][1]["hand"] is not None


def test_the_view_shape():
    s = new(2)
    v = GAME.view(s, 0)
    assert set(v) == {"game", "variant", "players_count", "stage", "current_seat",
                      "seats_to_act", "start_seat", "cards_played", "cards_total", "turn_card",
                      "cities", "pile_size", "players", "result"}
    city = v["cities"][0]
    assert set(city) == {"city", "name", "floors", "built", "scored", "fame_tiles",
                         "higher_tower", "towers", "display"}
    assert set(city["towers"][0]) == {"tower", "floors", "height", "leader"}
    assert set(v["players"][0]) == {"seat", "supply", "built", "hand_size", "hand", "played",
                                    "heads", "fame_tiles", "score"}
    assert set(v["players"][0]["hand"][0]) == {"id", "slug", "name", "city", "crests",
                                               "symbol", "head", "heads", "star"}


def test_legal_actions_have_plain_descriptions_and_typed_fields():
    s = new(2)
    s = arrange(s, hands=[[MOVE, DOUBLE], []], towers={"milano": ((0,), (1,))})
    acts = list(GAME.legal_actions(s, 0))
    s, _ = act(s, 0, f"play {MOVE} lucca.1")
    acts += list(GAME.legal_actions(s, 0))
    assert {a.kind for a in acts} == {"play", "move", "decline"}
    for a in acts:
        assert a.description[0].isupper() and "_" not in a.description
        assert not re.search(r"\w\.\d", a.description), a.description  # no site tokens
        assert all(re.fullmatch(r"[a-z_]+", k) for k in a.fields)
    move = next(a for a in acts if a.kind == "move" and a.fields["from_tower"] == 2)
    assert move.fields == {"city": "milano", "from_tower": 2, "to_tower": 1, "owner": 1}
    play = next(a for a in acts if a.key == f"play {DOUBLE} bologna.1 bologna.2")
    assert play.fields == {"card": DOUBLE, "city": "bologna", "towers": [1, 2], "floors": 2}


def test_keys_are_normalised_case_spacing_slugs_and_site_order():
    assert normalise("  PLAY   bologna-2 Bologna.2  bologna.1 ") == "play 2 bologna.1 bologna.2"
    assert normalise("Take ROMA") == "take roma" and normalise("move None") == "move none"
    s = new(2)
    s = arrange(s, hands=[[DOUBLE], []])
    events = GAME.decide(s, 0, f"Play {CARDS[DOUBLE].slug.upper()} BOLOGNA.2 bologna.1")
    assert [(e.city, e.tower) for e in of_type(events, "FloorBuilt")] == [("bologna", 1),
                                                                         ("bologna", 2)]


def test_reveal_shows_everything_at_any_moment_and_equals_the_final_view_once_over():
    s = new(3)
    r = GAME.reveal(s)
    assert all(p["hand"] is not None and len(p["hand"]) == 3 for p in r["players"])
    assert [c["id"] for c in r["pile"]] == list(s.pile)
    done, _, _ = play_game(GAME, 3, 6)
    assert GAME.reveal(done) == GAME.view(done, None)


def test_normalise_and_action_keys_are_public():
    assert GAME.normalise("MOVE  Milano.1") == "move milano.1"
    assert GAME.redact_action("play 12 firenze.1", 0, 1, False) == "play 12 firenze.1"
    assert GAME.redact_action(None, None, 1, False) is None


def test_a_shared_victory_reads_as_one():
    d = {"type": "GameEnded", "v": 1, "winners": [0, 2, 3], "ranking": [0, 2, 3, 1],
         "ranks": [0, 3, 0, 0], "scores": [{"cities": 30, "heads": 6, "total": 36,
                                            "supply": 2}] * 4}
    assert GAME.describe_event(d) == ("Game over: Seat 0, Seat 2 and Seat 3 share the victory "
                                      "with 36 fame")
    assert render(GAME.message(d), ["Ann", "Bo", "Cy", "Di"]).startswith(
        "Game over: Ann, Cy and Di share")
