"""The front door (ops/deploy/nginx, run by Debian's nginx: ops/frontdoor.py) in front of three
API processes, a projection worker and a duty worker on PostgreSQL, as clients meet it: a
finished replay served from the cache (the API asked once), seats' views, running games and
private tables never served from it however the token travels, subscriptions through it, and
a back-end killed mid-game routed around."""
from __future__ import annotations

import gzip
import json
import re
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx
import pytest
from frontdoor import NGINX, FrontDoor
from launch import Cluster
from websockets.sync.client import connect

from infra.storage import migrate, stores
from tests.conftest import postgres_settings, postgres_url_of, require_postgres
from tests.support import conceded
from tests.support.conceded import post
from tests.web import scenes

GR = "application/graphql-response+json"
REPLAY = """query($g: ID!) { replay(gameId: $g) { length finished moves { step action }
  stateAt(step: 3) { status result { winners } } } }"""
GAME = "query($g: ID!, $t: String) { game(id: $g, token: $t) { status viewerSeat version } }"
LEGAL = "query($g: ID!) { game(id: $g) { version legalActions { key } } }"
SUBMIT = """mutation($g: ID!, $a: String!, $v: Int!) { submitAction(input: {gameId: $g,
  action: $a, expectedVersion: $v}) { __typename ... on ActionAccepted { version } } }"""

pytestmark = pytest.mark.skipif(not Path(NGINX).exists(), reason="nginx is not installed")


@pytest.fixture(scope="module")
def door(tmp_path_factory):
    """One cluster and its front door for the module (the last test kills back-ends)."""
    require_postgres()
    settings = postgres_settings()
    tmp = tmp_path_factory.mktemp("frontdoor")
    cluster = Cluster(postgres_url_of(settings), api=3, workdir=tmp / "cluster",
                      ready_timeout=180,  # (a busy machine starts processes slowly)
                      env={"SIGNORIA_RATE_LIMIT": "0", "SIGNORIA_TRUSTED_PROXIES": "127.0.0.1"})
    try:
        with cluster, FrontDoor(tmp / "nginx", cluster.api_urls()) as front:
            front.cluster = cluster
            yield front
    finally:
        stores.drop_schema(settings.postgres)


def _get(url: str, query: str, variables: dict, headers: dict | None = None,
         client: httpx.Client | None = None) -> httpx.Response:
    params = {"query": query, "variables": json.dumps(variables)}
    headers = {"GraphQL-Require-Preflight": "1", **(headers or {})}
    return (client or httpx).get(url + "/graphql", params=params, headers=headers, timeout=30)


def _request_counts(url: str) -> list[tuple[str, float]]:
    """A process's GraphQL request counters (its /metrics): (labels, count) each."""
    text = httpx.get(url + "/metrics", timeout=10).text
    return [(m.group(1), float(m.group(2))) for m in re.finditer(
        r'^signoria_requests_total\{([^}]*)\} ([0-9.e+]+)$', text, re.M)]


def _api_requests(door, operation: str) -> int:
    """GraphQL requests of `operation` the API processes answered."""
    total = 0
    for url in door.cluster.api_urls():
        try:
            counts = _request_counts(url)
        except httpx.HTTPError:
            continue  # a killed one
        total += sum(int(n) for labels, n in counts if f'operation="{operation}"' in labels)
    return total


def test_a_thousand_views_of_a_finished_replay_reach_the_api_once(door):
    gid, _ = scenes.finished(door.url, "LORENZO", ["GREEDY"] * 4, 7)
    before = _api_requests(door, "replay")

    def view(i: int) -> httpx.Response:
        with httpx.Client() as client:
            return _get(door.url, REPLAY, {"g": gid}, client=client)

    with ThreadPoolExecutor(16) as pool:
        answers = list(pool.map(view, range(1000)))
    assert {r.status_code for r in answers} == {200}
    assert len({r.content for r in answers}) == 1
    assert answers[0].json()["data"]["replay"]["finished"] is True
    assert _api_requests(door, "replay") - before == 1
    assert sum(r.headers["x-cache-status"] == "HIT" for r in answers) >= 990
    # a conditional request is answered by the proxy: 304, nothing sent again
    tag = answers[0].headers["etag"]
    again = _get(door.url, REPLAY, {"g": gid}, {"If-None-Match": tag})
    assert again.status_code == 304 and again.content == b""
    # Vary mix-ups: another media type is its own entry, compressed or not the same JSON
    gr = _get(door.url, REPLAY, {"g": gid}, {"Accept": GR})
    assert gr.headers["content-type"].startswith(GR) and gr.json() == answers[0].json()
    with httpx.Client() as client:
        params = {"query": REPLAY, "variables": json.dumps({"g": gid})}
        with client.stream("GET", door.url + "/graphql", params=params,
                           headers={"Accept-Encoding": "gzip"}) as r:
            raw = b"".join(r.iter_raw())
    assert r.headers["content-encoding"] == "gzip"
    assert json.loads(gzip.decompress(raw)) == answers[0].json()
    assert _api_requests(door, "replay") - before == 2  # the second media type only


def test_seats_running_games_and_private_tables_never_come_from_the_cache(door):
    gid, token = conceded.finished(door.url)
    private, private_token = conceded.finished(door.url, private=True)
    running, tokens = conceded.started(door.url, seed=9)
    before = _api_requests(door, "game")
    seat = {"Authorization": f"Bearer {token}"}
    # a seat's view, token in the header: never stored, never served from the cache
    for _ in range(3):
        r = _get(door.url, GAME, {"g": gid}, seat)
        assert r.json()["data"]["game"]["viewerSeat"] == 0
        assert r.headers["x-cache-status"] == "BYPASS"
    # the spectator's view of the same URL is cached, and never given to the seat
    spectator = [_get(door.url, GAME, {"g": gid}) for _ in range(3)]
    assert [r.headers["x-cache-status"] for r in spectator][1:] == ["HIT", "HIT"]
    assert spectator[0].json()["data"]["game"]["viewerSeat"] is None
    r = _get(door.url, GAME, {"g": gid}, seat)
    assert r.json()["data"]["game"]["viewerSeat"] == 0
    # the token as an argument: the API says private, nothing is stored
    for g, t in ((gid, token), (private, private_token), (running, tokens[0])):
        for _ in range(2):
            r = _get(door.url, GAME, {"g": g, "t": t})
            assert r.json()["data"]["game"]["viewerSeat"] == 0
            assert r.headers["x-cache-status"] == "MISS"
            assert r.headers["cache-control"] == "private, no-store"
    # a private table and a running game, as a spectator: every request reaches the API
    for g in (private, running):
        for _ in range(2):
            r = _get(door.url, GAME, {"g": g})
            assert r.headers["x-cache-status"] == "MISS"
    assert _api_requests(door, "game") - before == 3 + 1 + 1 + 6 + 4
    # a game that finishes while others' entries are cached: the next view is the final one
    assert _get(door.url, GAME, {"g": running}).json()["data"]["game"]["status"] == "PLAYING"
    conceded.finish(door.url, running, tokens)
    final = [_get(door.url, GAME, {"g": running}) for _ in range(2)]
    assert [r.json()["data"]["game"]["status"] for r in final] == ["FINISHED"] * 2
    assert final[1].headers["x-cache-status"] == "HIT"


def test_subscriptions_work_through_the_front_door(door):
    gid, tokens = conceded.started(door.url, seed=5)
    ws_url = door.url.replace("http", "ws", 1) + "/graphql"
    with connect(ws_url, subprotocols=["graphql-transport-ws"], open_timeout=10) as ws:
        ws.send(json.dumps({"type": "connection_init"}))
        assert json.loads(ws.recv(10))["type"] == "connection_ack"
        ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
            "query": "subscription($g: ID!) { gameUpdated(gameId: $g) { status version } }",
            "variables": {"g": gid}}}))
        first = json.loads(ws.recv(10))
        assert first["type"] == "next" and first["payload"]["data"]["gameUpdated"]["status"]
        conceded.post(door.url, conceded.CONCEDE, {"g": gid}, token=tokens[0])
        later = json.loads(ws.recv(30))
        assert later["payload"]["data"]["gameUpdated"]["version"] > \
            first["payload"]["data"]["gameUpdated"]["version"]


def test_a_back_end_that_is_not_ready_is_routed_around(door, tmp_path):
    """A process whose schema moved on (as after a newer process migrated: a rolling deploy)
    answers /graphql with 503 before anything runs; the front door leaves it out (passive
    checks: open-source nginx has no active ones) and no reader sees it."""
    settings = postgres_settings()  # the sick process's own schema
    sick_cluster = Cluster(postgres_url_of(settings), api=1, projection_workers=0,
                           duty_workers=0, workdir=tmp_path / "sick", ready_timeout=180,
                           env=door.cluster.env)
    sick_cluster.start()
    try:
        sick = sick_cluster.api_urls()[0]
        with migrate.Migrator(settings).locked() as m:
            m.record(migrate.Step(99, "from a newer process", lambda _: None))
        deadline = time.monotonic() + 30  # the gate reads the schema every few seconds
        while _get(sick, "{ __typename }", {}).status_code != 503:
            assert time.monotonic() < deadline, "the gate never closed"
            time.sleep(0.5)
        healthy = door.cluster.procs["api-3"].url  # alive whichever test ran before
        with FrontDoor(tmp_path / "nginx", [sick, healthy]) as front:
            before = _answered(sick)
            answers = [_get(front.url, "{ __typename }", {},
                            {"Authorization": f"Bearer reader-{i}"}) for i in range(60)]
            assert [a.status_code for a in answers] == [200] * 60
            # it was asked (about half the readers hash to it) and refused, nothing more
            after = _answered(sick)
            assert after["503"] > before["503"] and after["200"] == before["200"]
            # a mutation is never retried by the proxy: one sent to it (none is, once it is
            # left out) answers 503 with Retry-After and changes nothing
            r = httpx.post(sick + "/graphql", timeout=30, json={"query": SUBMIT, "variables": {
                "g": "00000000-0000-0000-0000-000000000000", "a": "x", "v": 0}})
            assert r.status_code == 503 and r.headers["retry-after"] == "1"
            assert r.json()["errors"][0]["extensions"]["code"] == "unavailable"
    finally:
        sick_cluster.stop()
        stores.drop_schema(settings.postgres)


def _answered(url: str) -> dict:
    """GraphQL requests a process answered, by HTTP status."""
    return {status: sum(n for labels, n in _request_counts(url)
                        if f'status="{status}"' in labels) for status in ("200", "503")}


def test_a_back_end_killed_mid_game_is_routed_around(door):
    gid, tokens = conceded.started(door.url, seed=6)
    seat = {"Authorization": f"Bearer {tokens[0]}"}
    door.cluster.kill("api-1")
    door.cluster.kill("api-2")
    moved = 0
    for _ in range(3):  # the seat keeps playing, whichever process it was on
        state = post(door.url, LEGAL, {"g": gid}, token=tokens[0])["game"]
        if not state["legalActions"]:
            scenes.wait(door.url, gid, lambda s: 0 in (s["game"]["seatsToAct"] or []))
            continue
        r = httpx.post(door.url + "/graphql", headers=seat, timeout=30, json={
            "query": SUBMIT, "variables": {"g": gid, "a": state["legalActions"][0]["key"],
                                           "v": state["version"]}})
        assert r.status_code == 200, r.text
        assert r.json()["data"]["submitAction"]["__typename"] == "ActionAccepted"
        moved += 1
    assert moved
    assert _get(door.url, GAME, {"g": gid}).status_code == 200
