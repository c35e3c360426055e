"""Hidden information stays hidden: for every step of every running game and every viewer
(spectator and each seat), the board, the log and the replay show no other seat's leader or
draft hand, no deck order, no dice plan, no seed or token hash. Finished games are revealed."""
from __future__ import annotations

import json

from domain.lorenzo import GAME
from domain.lorenzo.catalog import LEADERS
from tests.projections.corpus import engine_events

SECRET_KEYS = {"seed", "token_hash", "decks", "dice_plan"}


def keys_of(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from keys_of(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys_of(v)


def check_view(view, viewer, players, secrets, where):
    assert not SECRET_KEYS & set(keys_of(view)), where
    for seat, p in enumerate(view["players"]):
        if seat != viewer:
            assert p["leader_hand"] is None and p["draft_hand"] is None, where
    text = json.dumps(view)
    for secret in secrets:
        assert secret not in text, (where, secret)


def deck_secrets(events):
    setup = events[0]
    plan = [json.dumps(list(d.values())) for d in setup.dice]
    return [json.dumps(list(cards))[1:-1] for cards in setup.decks.values()] + plan[2:]


def check_log_entry(entry, viewer, where):
    data, t = entry["data"], entry["type"]
    assert not {"seed", "token_hash"} & set(keys_of(data)), where
    if t == "GameSetUp":
        assert data["decks"] is None and data["dice"] is None, where
        for seat, hand in enumerate(data["leader_hands"]):
            assert seat == viewer or hand is None, where
    elif t == "DraftHandsPassed":
        for seat, hand in enumerate(data["hands"]):
            assert seat == viewer or hand is None, where
    elif t == "LeaderDrafted" and data["seat"] != viewer:
        assert data["leader"] is None, where


def test_running_games_hide_everything_secret(corpus):
    rm = corpus.read
    running = corpus.running()
    assert any(g.variant == "advanced" and g.played > 0 for g in running)
    for game in running:
        events = engine_events(game)
        secrets = deck_secrets(events)
        hidden_drafts = {i: e for i, e in enumerate(events, 1)
                         if type(e).__name__ == "LeaderDrafted"}
        viewers = [None, *range(game.players)]
        for viewer in viewers:
            where = (game.seed, viewer)
            board = rm.board(game.game_id, viewer)
            assert board["status"] == "playing" and board["viewer"] == viewer
            check_view(board["view"], viewer, game.players, secrets, where)
            for action in board["legal_actions"]:
                assert viewer in board["seats_to_act"], where
                assert not SECRET_KEYS & set(keys_of(action)), where
            log = rm.game_log(game.game_id, viewer, 0, 1000)
            assert len(log) == len(events)
            for entry in log:
                check_log_entry(entry, viewer, (*where, entry["step"]))
                drafted = hidden_drafts.get(entry["step"])
                if drafted is not None and drafted.seat != viewer:
                    assert LEADERS[drafted.leader].name not in entry["description"]
            for step in range(1, len(events) + 1):
                got = rm.replay_state(game.game_id, step, viewer)
                check_view(got["snapshot"]["view"], viewer, game.players, secrets,
                           (*where, step))
                check_log_entry(got["event"], viewer, (*where, step))


def test_lists_and_summaries_never_carry_secrets(corpus):
    page = corpus.read.game_list(first=200)
    assert not SECRET_KEYS & set(keys_of(page))
    assert all(set(s) == {"seat", "kind", "name", "bot", "player", "taken_over"}
               for g in page["items"]
               for s in g["seats"])


def test_a_finished_game_is_revealed_to_everyone(corpus):
    game = next(g for g in corpus.finished() if g.variant == "advanced")
    final = GAME.view(game.state, None)
    for viewer in (None, 0, 1):
        board = corpus.read.board(game.game_id, viewer)
        assert board["status"] == "finished" and board["legal_actions"] == []
        assert board["view"]["players"] == final["players"] and "decks" in board["view"]
        assert all(p["leader_hand"] is not None for p in board["view"]["players"])
    log = corpus.read.game_log(game.game_id, 1, 0, 1)
    assert log[0]["data"]["decks"] is not None  # the setup, complete once over
