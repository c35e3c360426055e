"""Game queries answered from the answers kept per version (api.response_cache): a repeated
query is served without executing it again, yet never across versions, viewers or time."""
from __future__ import annotations

import sqlite3

from api import board_rows, compression, controller, response_cache
from api.schema import _parse
from projections.store import ViewStore
from tests.api.conftest import create, legal, seat_to_act, submit
from tests.contract.client import GAME as FULL

GAME = """query($g: ID!, $t: String) { game(id: $g, token: $t) { version viewerSeat
  seatsToAct legalActions { key } view { ... on LorenzoView { round phase } } } }"""
EVENTS = """query($g: ID!) { gameEvents(gameId: $g, first: 20) { nodes { step type } } }"""
CLOCK = """query($g: ID!) { game(id: $g) { version clock { seats { seat remainingMs } } } }"""


def _executions(monkeypatch) -> list:
    """Count the queries that are executed rather than answered from the kept answers."""
    ran: list = []
    real = response_cache.Answers.put

    def put(self, k, answer, *args, **kwargs):
        ran.append(k)
        return real(self, k, answer, *args, **kwargs)
    monkeypatch.setattr(response_cache.Answers, "put", put)
    return ran


def test_a_repeated_query_is_answered_once_per_version_and_viewer(gql, monkeypatch):
    ran = _executions(monkeypatch)
    c = create(gql)
    gid, tokens = c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}
    seat = seat_to_act(gql, gid)
    ran.clear()
    first = gql.raw(GAME, {"g": gid, "t": tokens[seat]}).json()
    again = gql.raw(GAME, {"g": gid, "t": tokens[seat]}).json()
    assert first == again and len(ran) == 1  # the second came from the kept answer
    assert first["data"]["game"]["legalActions"]
    # another viewer is another answer: the spectator sees no legal actions
    spectator = gql(GAME, {"g": gid, "t": None})["game"]
    assert spectator["viewerSeat"] is None and spectator["legalActions"] == []
    assert len(ran) == 2
    # a move makes a new version: the kept answer is not served for it
    key = legal(gql, gid, tokens[seat])[0]["key"]
    assert submit(gql, gid, key, tokens[seat])["__typename"] == "ActionAccepted"
    after = gql(GAME, {"g": gid, "t": tokens[seat]})["game"]
    assert after["version"] > first["data"]["game"]["version"]


def test_answers_with_time_or_errors_are_never_kept(gql, monkeypatch):
    ran = _executions(monkeypatch)
    c = create(gql, clock={"mode": "TURN", "perMoveSeconds": 60})
    gid = c["game"]["id"]
    ran.clear()
    gql(CLOCK, {"g": gid})
    gql(CLOCK, {"g": gid})
    assert ran == []  # the clock's time left is computed at each request
    bad = gql.raw(GAME, {"g": gid, "t": "not-a-token"}).json()
    assert bad["errors"][0]["extensions"]["code"] == "unauthorized"
    assert ran == []  # a refusal is answered afresh each time (and counted by the limiter)


def test_which_queries_can_be_kept():
    def plan(q, v=None):
        return response_cache.plan(_parse(q), None, v)
    gid = "6e18cdf8-9b83-48f1-accc-db03b36d5b57"
    assert plan("query($g: ID!) { game(id: $g) { version } }", {"g": gid}) == [gid]
    both = _parse(f'{{ game(id: "{gid}") {{ version }} gameEvents(gameId: "{gid}") '
                  "{ nodes { step } } }")
    assert response_cache.board_ids(both, None, [gid, gid]) == [gid]  # the `game` root's only
    assert plan(f'{{ replay(gameId: "{gid}") {{ length }} gameEvents(gameId: "{gid}") '
                "{ nodes { step } } }") == [gid, gid]
    assert plan("query($g: ID!) { game(id: $g) { presence { spectators } } }",
                {"g": gid}) is None
    assert plan("{ games { nodes { id } } }") is None  # the lobby changes without a game's version
    assert plan("mutation { registerPlayer(input: {name: \"A\"}) { __typename } }") is None
    assert plan("query($g: ID!) { game(id: $g) { version } }", {"g": "\ud800"}) is None
    # what the document alone says is kept per document; the ids still come from each request
    other = "0b8f4a7e-2c1d-4e5f-9a6b-7c8d9e0f1a2b"
    assert plan("query($g: ID!) { game(id: $g) { version } }", {"g": other}) == [other]
    assert plan("query($g: ID!) { game(id: $g) { version } }", {}) is None
    assert plan("query($g: ID!, $x: Boolean!) { game(id: $g) @include(if: $x) { version } }",
                {"g": gid, "x": True}) is None


def _three_seats_played(gql, *, seed: int, moves: int) -> tuple[str, dict, int]:
    """A 3-player game `moves` moves in: (its id, tokens by seat, the seat to act)."""
    c = create(gql, [{"name": n} for n in ("Ann", "Bea", "Cid")], seed=seed)
    gid, tokens = c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}
    for _ in range(moves):
        seat = seat_to_act(gql, gid)
        submit(gql, gid, legal(gql, gid, tokens[seat])[0]["key"], tokens[seat])
    return gid, tokens, seat_to_act(gql, gid)


def test_a_game_answered_from_the_rows_read_with_the_versions_is_the_ordinary_answer(
        gql, monkeypatch):
    """The board row read with the versions (api.board_rows) answers `game` as the board read
    would have: the same bytes for the seat to act, another seat and a spectator (each query a
    new text: no kept answer)."""
    gid, tokens, seat = _three_seats_played(gql, seed=5, moves=4)
    seen: list = []
    real = board_rows.row_of
    monkeypatch.setattr(board_rows, "row_of", lambda g: seen.append(real(g)) or seen[-1])

    def answers(note: str) -> list[str]:
        return [gql.raw(FULL + note, {"g": gid, "t": t}).text
                for t in (tokens[seat], tokens[(seat + 1) % 3], None)]
    with_rows = answers("# rows")
    assert len(seen) == 3 and all(r is not None for r in seen)  # the rows answered
    monkeypatch.setattr(board_rows, "row_of", lambda g: None)
    assert answers("# board") == with_rows
    assert '"legalActions":[{' in with_rows[0]


def test_game_reads_take_their_version_on_the_event_loop_and_answer_as_in_a_thread(
        gql, monkeypatch):
    """On SQLite a game query's version look-up (and the board row with it) is one statement
    read on the event loop itself (ViewStore.read_now), not handed to a worker thread; where
    that cannot be done at once, the worker thread reads it, and the answer is the same."""
    gid, tokens, seat = _three_seats_played(gql, seed=8, moves=3)
    handed: list = []
    real_run = controller.run

    async def run(fn, *args, **kwargs):
        handed.append(getattr(fn, "__name__", ""))
        return await real_run(fn, *args, **kwargs)
    monkeypatch.setattr(controller, "run", run)
    viewers = (tokens[seat], tokens[(seat + 1) % 3], None)
    on_loop = [gql.raw(FULL + "# loop", {"g": gid, "t": t}).text for t in viewers]
    events = gql.raw(EVENTS, {"g": gid}).text
    assert "versions_and_boards" not in handed and '"legalActions":[{' in on_loop[0]
    monkeypatch.setattr(ViewStore, "read_now", lambda self, sql, params=(): None)
    in_thread = [gql.raw(FULL + "# thread", {"g": gid, "t": t}).text for t in viewers]
    assert handed.count("versions_and_boards") == 3
    assert in_thread == on_loop
    assert gql.raw(EVENTS + "# thread", {"g": gid}).text == events


def test_read_now_gives_up_instead_of_waiting(gql):
    """ViewStore.read_now answers one statement as the pool's transaction would, and gives
    None (the caller reads in a worker thread) rather than wait on a busy file."""
    store = gql.read.store
    gid = create(gql)["game"]["id"]
    assert gql(GAME, {"g": gid, "t": None})["game"]["version"]  # (the read side has it)
    sql = "SELECT game_id, version FROM rm_games ORDER BY game_id"
    with store.read() as cur:
        expected = [tuple(r) for r in cur.execute(sql).fetchall()]
    assert [tuple(r) for r in store.read_now(sql)] == expected and expected

    class Busy:
        def execute(self, *_):
            raise sqlite3.OperationalError("database is locked")
    store._here.conn = Busy()  # this thread's connection, busy this instant
    assert store.read_now(sql) is None


def test_a_kept_answer_is_sent_in_the_bytes_compressed_when_it_was_kept(gql, monkeypatch):
    """A kept answer goes out again in the bytes compressed for its first request (no second
    compression), and a client asking another coding gets that coding, decoded the same."""
    c = create(gql)
    gid, tokens = c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}
    seat = seat_to_act(gql, gid)
    compressed: list = []
    real = compression.compress
    monkeypatch.setattr(compression, "compress",
                        lambda body, coding: compressed.append(coding) or real(body, coding))

    def read(encoding: str):
        return gql.client.post("/graphql", json={"query": FULL, "variables": {
            "g": gid, "t": tokens[seat]}}, headers={"Accept-Encoding": encoding})
    first, again = read("gzip, deflate, br"), read("br")
    assert first.headers["content-encoding"] == again.headers["content-encoding"] == "br"
    assert compressed == ["br"]  # the second was sent as kept
    assert first.json() == again.json() and '"legalActions":[{' in first.text
    gz = read("gzip")
    assert gz.headers["content-encoding"] == "gzip" and gz.json() == first.json()
    plain = read("identity")
    assert "content-encoding" not in plain.headers and plain.json() == first.json()
    assert compressed == ["br", "gzip"]  # (identity is the answer's own bytes)
