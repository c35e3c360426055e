"""What the shared layers rely on: the registry entry, info (provisional, said so), outcome,
progress, pending, messages, reveals, views and redaction, as documented."""
from domain import games
from domain.ilvecchio import GAME
from domain.ilvecchio.rules.scoring import CATEGORIES
from domain.shared.decider import Decider
from domain.shared.messages import render
from domain.shared.playout import play_game
from tests.unit.ilvecchio.scenario import new


def test_registered_and_implementing_every_member_of_the_protocol():
    assert games.get("ilvecchio") is GAME and isinstance(GAME, Decider)
    assert all(hasattr(GAME, m) for m in dir(Decider) if not m.startswith("_"))
    info = GAME.info
    assert (info.name, info.title, info.variants) == ("ilvecchio", "Il Vecchio",
                                                      ("standard", "low-luck"))
    assert (info.min_players, info.max_players, info.bot_kinds) == (2, 4, ("random", "greedy"))
    assert info.provisional and "invented" in info.provisional_note


def test_outcome_progress_and_pending_over_a_game():
    s = new(3)
    assert GAME.outcome(s) is None and GAME.outcome(None) is None
    assert GAME.progress(s).text == "setting up" and GAME.progress(None).turn == 0
    kinds = {p["kind"] for p in GAME.pending(s)}
    assert kinds <= {"council_start", "setup_place"}
    assert all(p["data"] == [] for p in GAME.pending(s) if p["kind"] == "council_start")
    s, events, _ = play_game(GAME, 3, 11, ("greedy", "random"))
    o = GAME.outcome(s)
    assert sorted(o.ranking) == [0, 1, 2] and o.ranks[o.ranking[0]] == 0
    assert all(set(b) == set(CATEGORIES) and sum(b.values()) == o.scores[i]
               for i, b in enumerate(o.breakdown))
    p = GAME.progress(s)
    assert p.text == "finished" and p.turn == p.total == 4 and GAME.pending(s) == []


def test_messages_render_and_reveals_say_what_was_random_or_hidden():
    _, events, _ = play_game(GAME, 2, 5)
    names = ["Ann", "Bea"]
    for e in events:
        d = GAME.event_to_dict(e)
        m = GAME.message(d)
        text = render(m, names)
        assert text and "{" not in text and "Seat 0" not in text
        assert GAME.reveals(d) == (d["type"] in ("GameSetUp", "DiceRolled", "CouncilStackFormed",
                                                 "OfficeTilesDrawn", "OfficeTileChosen",
                                                 "CrestTaken"))


def test_a_finished_game_is_revealed_in_full_and_the_stream_never_leaves():
    s, events, _ = play_game(GAME, 2, 6)
    v = GAME.view(s, None)
    assert v["crests"] == list(s.crests) and all(p["nobility"] is not None
                                                for p in v["players"])
    setup = GAME.redact_event(GAME.event_to_dict(events[0]), None, True)
    assert "stream" not in setup and setup["crests"] is not None
    assert GAME.reveal(new(2))["stack_order"]["nobility"]
