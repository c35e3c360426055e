"""Game list, summaries, boards, analytics and ratings, checked against the corpus itself."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from domain.lorenzo import GAME
from projections.base import dumps
from projections.board import queries as board_queries
from projections.games.queries import BadCursor
from projections.ratings import skill
from projections.tables import NOT_HELD, Tables
from tests.projections.corpus import engine_events


def test_game_list_filters_and_pages_without_gaps(corpus):
    rm = corpus.read
    seen, after = [], None
    while True:
        page = rm.game_list(first=7, after=after)
        seen += page["items"]
        if not page["has_next"]:
            break
        after = page["end_cursor"]
    assert sorted(s["game_id"] for s in seen) == sorted(g.game_id for g in corpus.games)
    activity = [(s["last_activity"], s["game_id"]) for s in seen]
    assert activity == sorted(activity, reverse=True)

    running = rm.game_list(status="playing", first=100)["items"]
    assert {s["game_id"] for s in running} == {g.game_id for g in corpus.running()}
    adv3 = rm.game_list(variant="advanced", players=3, first=100)["items"]
    assert len(adv3) == sum(1 for g in corpus.games if (g.variant, g.players) ==
                            ("advanced", 3))
    assert rm.game_list(open_only=True)["items"] == []
    with pytest.raises(BadCursor):
        rm.game_list(after="nonsense")
    assert rm.game_list(game="race", first=100)["items"] == []
    assert len(rm.game_list(game="lorenzo", first=100)["items"]) == min(100, len(corpus.games))


def test_summary_of_a_running_and_a_finished_game(corpus):
    game = next(g for g in corpus.running() if g.players == 4)
    s = corpus.read.game_summary(game.game_id)
    assert (s["status"], s["variant"], s["players"], s["open_seats"]) == (
        "playing", "basic", 4, 0)
    assert [seat["name"] for seat in s["seats"]] == [f"player-2004-{i}" for i in range(4)]
    assert s["progress"]["turn"] >= 1 and s["progress"]["total"] == 6
    assert s["created_at"] <= s["last_activity"] and s["last_activity"].startswith("20")
    assert s["outcome"] is None and len(s["seats_to_act"]) == 1
    first = corpus.finished()[0]
    done = corpus.read.game_summary(first.game_id)
    assert done["status"] == "finished" and done["progress"]["turn"] == 6
    assert done["outcome"]["winners"] == [first.state.result["winner"]]
    assert done["outcome"]["scores"] == [sc["total"] for sc in first.state.result["scores"]]
    assert done["created_at"].startswith("20") and done["seats_to_act"] == []
    assert corpus.read.game_summary("00000000-0000-0000-0000-000000000000") is None


def test_board_has_the_engine_view_and_lobby_facts(corpus):
    game = next(g for g in corpus.running() if g.players == 4)
    board = corpus.read.board(game.game_id, 2)
    assert board["game_id"] == game.game_id and board["viewer"] == 2
    assert board["view"]["players"][2]["leader_hand"] is not None
    assert board["version"] == corpus.read.game_summary(game.game_id)["version"]
    assert board["status"] == "playing" and board["game"] == "lorenzo"
    assert corpus.read.board(game.game_id, 9)["viewer"] is None  # not a seat: spectator
    assert corpus.read.board("00000000-0000-0000-0000-000000000000", None) is None


def test_a_running_games_spectator_view_is_derived_when_read_and_a_finished_ones_kept(corpus):
    """A running game's row holds its lobby facts but no view (nobody may ever watch it): a
    spectator's read derives the engine's spectator view at the row's version. A finished
    game's row keeps its view (everything revealed), read by everyone."""
    game = next(g for g in corpus.running() if g.players == 4)
    done = corpus.finished()[0]
    with corpus.read.store.read() as cur:
        rows = {r["game_id"]: json.loads(r["view"]) for r in cur.execute(
            "SELECT game_id, view FROM rm_board WHERE game_id IN (?, ?)",
            [game.game_id, done.game_id]).fetchall()}
    assert rows[game.game_id]["status"] == "playing" and rows[game.game_id]["view"] is None
    assert rows[done.game_id]["status"] == "finished" and rows[done.game_id]["view"]
    state = GAME.fold(engine_events(game))
    board = corpus.read.board(game.game_id, None)
    assert board["viewer"] is None and board["legal_actions"] == []
    assert json.loads(dumps(board["view"])) == json.loads(dumps(GAME.view(state, None)))
    assert board["view"] != corpus.read.board(game.game_id, 0)["view"]  # a seat sees its hand


def test_log_pages_and_describes(corpus):
    game = corpus.finished()[0]
    first = corpus.read.game_log(game.game_id, None, 0, 10)
    rest = corpus.read.game_log(game.game_id, None, 10, 10_000)
    assert [e["step"] for e in first + rest] == list(range(1, len(game.events) + 1))
    assert all(e["description"] for e in first + rest)
    assert [e["type"] for e in first + rest] == [type(e).__name__ for e in game.events]


def test_analytics_match_a_direct_computation(corpus):
    games = [g for g in corpus.finished() if (g.variant, g.players) == ("basic", 2)]
    got = corpus.read.analytics(variant="basic", players=2)
    assert got["games"] == len(games)
    wins, scores = Counter(), Counter()
    taken, excomm = Counter(), Counter()
    parts = Counter()
    for g in games:
        result = g.state.result
        wins[result["winner"]] += 1
        for seat, sc in enumerate(result["scores"]):
            scores[seat] += sc["total"]
            for k in ("territories", "faith", "military", "excommunication"):
                parts[k] += sc[k]
        for p in g.state.players:
            taken.update(c for cards in p.cards.values() for c in cards)
            excomm.update(int(t.split("-")[0]) for t in p.excommunications)
    n = len(games)
    assert [(s["seat"], s["wins"]) for s in got["seats"]] == sorted(wins.items())
    for s in got["seats"]:
        assert s["mean_score"] == pytest.approx(scores[s["seat"]] / n, abs=1e-3)
    cards = {c["card"]: c for c in got["details"]["cards"]}
    assert {c: v["taken"] for c, v in cards.items() if v["taken"]} == dict(taken)
    assert all(v["offered"] == n for v in cards.values()) and len(cards) == 96
    for p in got["details"]["excommunication"]["periods"]:
        assert p["excommunicated"] == excomm[p["period"]] and p["exposed"] == 2 * n
    means = {b["category"]: b["mean"] for b in got["score_breakdown"]}
    for k in ("territories", "faith", "military", "excommunication"):
        assert means[k] == pytest.approx(parts[k] / (2 * n), abs=1e-3)
    assert got["game_length"]["mean_actions"] == pytest.approx(
        sum(len(g.moves) for g in games) / n, abs=1e-3)
    assert got["game_length"]["mean_events"] == pytest.approx(
        sum(len(g.events) for g in games) / n, abs=1e-3)


def test_analytics_filters(corpus):
    rm = corpus.read
    everything = rm.analytics()
    assert everything["games"] == len(corpus.finished())
    adv = rm.analytics(variant="advanced")
    assert adv["games"] == sum(1 for g in corpus.finished() if g.variant == "advanced")
    assert sum(lead["played"] for lead in adv["details"]["leaders"]) > 0
    assert sum(d["games"] for d in everything["days"]) == everything["games"]
    assert sum(b["games"] for b in everything["by_players"]) == everything["games"]
    assert rm.analytics(game="race")["games"] == 0
    assert rm.analytics(until="2000-01-01")["games"] == 0
    day = corpus.read.game_summary(corpus.finished()[0].game_id)["last_activity"][:10]
    assert rm.analytics(since=day, until=day)["games"] >= 1


def test_ratings_follow_the_skill_model_in_game_order(corpus):
    """Identities, not names: every bot of one kind is one player (seated twice in a game, it
    is left out of that game); humans without a player key are not rated. Each finished game
    updates (mu, sigma) of its rated seats by the Weng-Lin model from their ranks."""
    expect: dict[str, list] = {}
    finished = sorted(corpus.finished(), key=lambda g: _end_position(corpus, g))
    for g in finished:
        ids = [s["player"] for s in corpus.read.game_summary(g.game_id)["seats"]]
        seats = [i for i, p in enumerate(ids) if p is not None and ids.count(p) == 1]
        if len(seats) < 2:
            continue
        ranking = g.state.result["ranking"]
        before = [expect.get(ids[i], [skill.INITIAL, 0])[0] for i in seats]
        after = skill.update(before, [ranking.index(i) for i in seats])
        for i, a in zip(seats, after, strict=True):
            expect[ids[i]] = [a, expect.get(ids[i], [0, 0])[1] + 1]
    assert set(expect) == {"bot-random", "bot-greedy"}
    board = corpus.read.ratings(first=500)
    assert {r["player"]: (r["mu"], r["sigma"], r["games"]) for r in board} == {
        n: (round(v[0][0], 3), round(v[0][1], 3), v[1]) for n, v in expect.items()}
    for r in board:  # the display figure is the conservative estimate
        assert r["ordinal"] == pytest.approx(r["mu"] - 3 * r["sigma"], abs=2e-3)
        assert r["sigma"] < skill.INITIAL[1]  # every rated game makes the estimate surer
    assert {r["name"] for r in board} == {"random bot", "greedy bot"}
    assert [r["ordinal"] for r in board] == sorted((r["ordinal"] for r in board), reverse=True)
    page2 = corpus.read.ratings(first=1, after=board[0]["cursor"])
    assert page2 == board[1:2]
    with pytest.raises(ValueError):
        corpus.read.ratings(after="zzz")
    hist = corpus.read.rating_history(board[0]["player"])
    assert len(hist) == board[0]["games"]
    assert hist[-1]["after"] == {k: board[0][k] for k in ("mu", "sigma", "ordinal")}
    assert hist[0]["before"]["ordinal"] == 0  # a new identity
    assert all(a["after"] == b["before"] for a, b in zip(hist, hist[1:], strict=False))
    assert corpus.read.ratings(game="race") == []


def _end_position(corpus, game) -> int:
    return corpus.read.game_log(game.game_id, None, 0, 10_000)[-1]["position"]


def _quartiles(values: list[int]) -> dict:
    """min, quartiles, max as the lowest value reaching each share of the sorted values."""
    s = sorted(values)
    at = {"min": 0.0, "p25": 0.25, "median": 0.5, "p75": 0.75, "max": 1.0}
    return {k: s[max(1, int(-(-len(s) * q // 1))) - 1] for k, q in at.items()}


def _check_distribution(got: dict, values: list[int]) -> None:
    assert got["buckets"] == [{"value": v, "count": n} for v, n in sorted(Counter(values).items())]
    assert got["count"] == len(values)
    assert got["mean"] == pytest.approx(sum(values) / len(values), abs=1e-3)
    assert {k: got[k] for k in ("min", "p25", "median", "p75", "max")} == _quartiles(values)


def test_score_and_length_distributions_and_first_cards_match_a_direct_computation(corpus):
    from domain.lorenzo import events as ev

    games = [g for g in corpus.finished() if (g.variant, g.players) == ("basic", 2)]
    got = corpus.read.analytics(variant="basic", players=2)
    totals = [sc["total"] for g in games for sc in g.state.result["scores"]]
    _check_distribution(got["score_distribution"], totals)
    winners = [g.state.result["scores"][g.state.result["winner"]]["total"] for g in games]
    _check_distribution(got["winner_score_distribution"], winners)
    _check_distribution(got["length_distribution"], [len(g.moves) for g in games])
    first: dict[int, list] = {}
    for g in games:
        firsts: dict[int, int] = {}
        for e in g.events:
            if isinstance(e, ev.CardTaken):
                firsts.setdefault(e.seat, e.card)
        for seat, card in firsts.items():
            first.setdefault(card, []).append(
                (seat == g.state.result["winner"], g.state.result["scores"][seat]["total"]))
    by_card = {x["card"]: x for x in got["details"]["first_cards"]}
    assert set(by_card) == set(first)
    for card, seen in first.items():
        x = by_card[card]
        assert (x["seats"], x["wins"]) == (len(seen), sum(w for w, _ in seen))
        assert x["win_rate"] == pytest.approx(x["wins"] / x["seats"], abs=1e-4)
        assert x["mean_score"] == pytest.approx(sum(s for _, s in seen) / len(seen), abs=1e-3)


def test_a_players_games_under_the_filters(corpus):
    rm = corpus.read
    everything = rm.player_games("bot-greedy")
    assert len(everything) == rm.rating("lorenzo", "bot-greedy")["games"]
    history = rm.rating_history("bot-greedy")
    assert [x["game_id"] for x in everything] == [h["game_id"] for h in history]
    assert [x["after"] for x in everything] == [h["after"] for h in history]
    for x in everything[:20]:
        s = rm.game_summary(x["game_id"])
        seat = [p.get("player") for p in s["seats"]].index("bot-greedy")
        assert (x["seat"], x["rank"], x["score"]) == (
            seat, s["outcome"]["ranks"][seat], s["outcome"]["scores"][seat])
        assert x["won"] == (seat in s["outcome"]["winners"])
        assert (x["variant"], x["players"]) == (s["variant"], s["players"])
    assert everything
    for variant in ("basic", "advanced"):
        assert rm.player_games("bot-greedy", variant=variant) == [
            x for x in everything if x["variant"] == variant]
    for players in (2, 3):
        assert rm.player_games("bot-greedy", players=players) == [
            x for x in everything if x["players"] == players]
    day = everything[0]["at"][:10]
    assert rm.player_games("bot-greedy", since=day, until=day) == [
        x for x in everything if x["at"][:10] == day]
    assert rm.player_games("bot-greedy", until="2000-01-01") == []
    assert rm.player_games("p-nobody") == [] and not rm.known_player("p-nobody")
    assert rm.known_player("bot-greedy") and rm.player_games("bot-greedy", game="race") == []


def test_a_board_from_the_row_read_with_the_versions_is_the_board(corpus):
    """`versions_and_boards` reads each game's version and board row at once (a `game` query's
    one read, api.board_rows); `board_of` that row is `board`, for every viewer, held in
    memory or not."""
    rm = corpus.read
    running = next(g for g in corpus.running() if g.players == 4)
    done = corpus.finished()[0]
    missing = "00000000-0000-0000-0000-000000000000"
    ids = [running.game_id, done.game_id, missing]
    versions, rows = rm.versions_and_boards(ids, ids)
    assert versions == rm.versions(ids) and versions[2] is None and missing not in rows
    # rows only of the games asked for (a `gameEvents` or `replay` root needs none)
    assert rm.versions_and_boards(ids, [done.game_id]) == (versions, {done.game_id:
                                                                      rows[done.game_id]})
    assert rm.versions_and_boards(ids, []) == (versions, {})
    for game in (running, done):
        row = rows[game.game_id]
        assert board_queries._loads(row["view"]) == json.loads(row["view"])
        assert row["version"] == versions[ids.index(game.game_id)]
        for viewer in (None, 0, 1, 2, 3, 9):
            board = rm.board(game.game_id, viewer)
            assert rm.board_of(game.game_id, viewer, row) == board
            held = rm.board_of(game.game_id, viewer, row, held_only=True)
            assert held is NOT_HELD or held == board
    # a version nobody holds: held_only says so rather than read, the plain call reads it
    older = {**rows[running.game_id], "version": rows[running.game_id]["version"] - 1}
    fresh = Tables(rm.config)
    try:
        assert fresh.seat_part(running.game_id, older["version"], 0,
                               held_only=True) is NOT_HELD
        assert fresh.seat_part(running.game_id, older["version"], 0)["legal_actions"] \
            is not None
    finally:
        fresh.close()


@pytest.mark.parametrize("text", ['{"a":NaN}', '{"s":"\\ud800 \\u00e9"}',
                                  '{"n":12345678901234567890123}',
                                  '{"f":[1.5e300,-0.0,1e-7],"o":{"b":null,"a":true}}'])
def test_a_board_row_reads_as_json_reads_it(text):
    """The row's decoder (msgspec, `json` for what it refuses) gives what `json` gives."""
    got, expected = board_queries._loads(text), json.loads(text)
    assert repr(got) == repr(expected)  # (repr: NaN is not equal to itself)
