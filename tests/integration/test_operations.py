"""What an operator relies on: /metrics, /health/live and /health/ready, the consistency and
request-id headers, JSON log lines carrying request, game and operation (never a token), the
client address behind trusted proxies only, and a dropped WebSocket logged as INFO."""
from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import logging
import socket
import struct
import threading
import time
from types import SimpleNamespace

from litestar.testing import TestClient
from websockets.sync.client import connect

from api import controller as controller_module
from api.app import create_app
from api.context import ApiState
from api.disconnects import quiet_disconnects
from api.limits import Limits
from domain.lorenzo.playout import play_game
from infra import logs
from tests.cluster import client as docs
from tests.cluster.conftest import single
from tests.conftest import sqlite_settings


def _client(tmp_path, *, projections: bool = True, **settings):
    s = dataclasses.replace(sqlite_settings(tmp_path), **settings)
    return TestClient(create_app(s, limits=Limits(rate_per_second=0),
                                 start_projections=projections))


def _post(client, query, variables=None, **headers):
    return client.post("/graphql", json={"query": query, "variables": variables or {}},
                       headers=headers)


def _create(client, **headers):
    return _post(client, docs.CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}],
                                             "seed": 3}}, **headers)


def test_metrics_and_health(tmp_path):
    with _client(tmp_path) as client:
        created = _create(client)
        gid = created.json()["data"]["createGame"]["game"]["id"]
        assert created.headers["signoria-position"].isdigit()
        _post(client, docs.GAME, {"g": gid}, **{
            "Signoria-Consistency": created.headers["signoria-position"]})
        text = client.get("/metrics").text
        for needle in ('signoria_requests_total{operation="createGame",status="200",'
                       'type="mutation"}',
                       'signoria_request_seconds_count{operation="game",type="query"}',
                       'signoria_commands_total{command="create",outcome="accepted"}',
                       'signoria_cache_bytes{cache="aggregates"}',
                       'signoria_projection_lag{projection="games"} 0.0',
                       "signoria_event_store_position", "signoria_websocket_connections",
                       "signoria_subscriptions", 'signoria_duties{state="due"}',
                       'signoria_consistency_waits_total{outcome='):
            assert needle in text, needle
        assert gid not in text  # no game ids (or anything a client sent) in labels
        assert client.get("/health/live").json() == {"status": "ok"}
        ready = client.get("/health/ready")
        assert ready.status_code == 200 and ready.json()["lag"] == 0
        assert client.get("/health").json()["status"] == "ok"  # as before


def test_not_ready_while_the_read_models_lag(tmp_path):
    with _client(tmp_path, projections=False, ready_max_lag=0) as client:
        _create(client)
        ready = client.get("/health/ready")
        assert ready.status_code == 503
        assert "behind" in ready.json()["problems"][0]
        assert client.get("/health/live").status_code == 200


def _until_refused(client) -> dict:
    """The answer to a plain request once the process's gate has seen it is not ready (a
    thread of its own checks every second, the schema every SCHEMA_EVERY seconds)."""
    deadline = time.monotonic() + 20
    while True:
        answer = _post(client, "{ __typename }")
        if answer.status_code == 503 or time.monotonic() > deadline:
            return answer
        time.sleep(0.2)


def _from_the_future(settings) -> None:
    """The schema as a newer process leaves it once it has migrated (a rolling deploy)."""
    from infra.storage import migrate

    with migrate.Migrator(settings).locked() as m:
        m.record(migrate.Step(99, "from a newer process", lambda _: None))


def test_a_process_whose_schema_moved_on_refuses_requests_and_changes_nothing(tmp_path):
    """A process whose code does not match the schema any more answers /graphql with 503
    before anything runs: a front door without active health checks (open-source nginx) then
    routes around it on that 503 (tests/cluster/test_frontdoor.py)."""
    settings = sqlite_settings(tmp_path)
    with TestClient(create_app(settings, limits=Limits(rate_per_second=0))) as client:
        assert _create(client).status_code == 200
        _from_the_future(settings)
        refused = _until_refused(client)
        assert refused.status_code == 503, refused.text
        assert refused.headers["retry-after"] == "1"
        error = refused.json()["errors"][0]
        assert error["extensions"]["code"] == "unavailable"
        assert "schema version 99" in error["message"] and "data" not in refused.json()
        service = client.app.state.api.service
        written = service.position()
        assert _create(client).status_code == 503
        assert service.position() == written  # the refused mutation wrote nothing
        assert client.get("/graphql", params={"query": "{ __typename }"},
                          headers={"GraphQL-Require-Preflight": "1"}).status_code == 503
        assert client.get("/health/live").status_code == 200
        assert client.get("/health/ready").status_code == 503


def test_read_models_behind_are_reported_but_requests_still_served(tmp_path):
    """A lag is the whole deployment's on PostgreSQL: refusing in every process would turn
    late views into no service; moves never wait for the read side."""
    with _client(tmp_path, projections=False, ready_max_lag=0) as client:
        _create(client)
        time.sleep(2.5)  # two of the gate's checks
        assert client.get("/health/ready").status_code == 503
        assert _post(client, "{ __typename }").status_code == 200
        assert _create(client).status_code == 200


def test_the_readiness_gate_can_be_turned_off(tmp_path):
    settings = dataclasses.replace(sqlite_settings(tmp_path), ready_gate=False)
    with TestClient(create_app(settings, limits=Limits(rate_per_second=0))) as client:
        _from_the_future(settings)
        time.sleep(7)  # past a schema check of the gate, were it on
        assert _post(client, "{ __typename }").status_code == 200
        assert client.get("/health/ready").status_code == 503  # still reported


def test_consistency_header_errors(tmp_path, monkeypatch):
    monkeypatch.setattr(controller_module, "CONSISTENCY_TIMEOUT", 0.2)
    with _client(tmp_path, projections=False) as client:
        created = _create(client, **{"X-Request-Id": "req-42"})
        assert created.headers["x-request-id"] == "req-42"
        gid = created.json()["data"]["createGame"]["game"]["id"]
        position = int(created.headers["signoria-position"])
        late = _post(client, docs.GAME, {"g": gid}, **{"Signoria-Consistency": str(position)})
        assert late.status_code == 200
        assert late.json()["errors"][0]["extensions"]["code"] == "consistency_timeout"
        bad = _post(client, docs.GAME, {"g": gid}, **{"Signoria-Consistency": "soon"})
        assert bad.status_code == 400
        assert bad.json()["errors"][0]["extensions"]["code"] == "bad_consistency"
        # (a request that waits for no read model: projections are off here)
        assert len(_post(client, "{ __typename }").headers["x-request-id"]) == 16


def test_json_log_lines_carry_request_game_and_operation_never_a_token(tmp_path,
                                                                       monkeypatch):
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(logs.JsonFormatter())
    root = logging.getLogger()
    root.addHandler(handler)
    old = root.level
    root.setLevel(logging.INFO)
    try:
        with _client(tmp_path) as client:
            created = _create(client).json()["data"]["createGame"]
            gid, token = created["game"]["id"], created["seats"][0]["token"]
            service = client.app.state.api.service
            original = service._attempts

            def logged(*args, **kwargs):
                logging.getLogger("infra.game_service.service").info("deciding")
                return original(*args, **kwargs)

            monkeypatch.setattr(service, "_attempts", logged)
            _post(client, docs.SUBMIT, {"i": {"gameId": gid, "action": "pass"}},
                  Authorization=f"Bearer {token}", **{"X-Request-Id": "r-1"})
    finally:
        root.removeHandler(handler)
        root.setLevel(old)
    lines = [json.loads(line) for line in out.getvalue().splitlines() if line.strip()]
    # one line per attempt: on the event loop at once, and again on the writer's thread when
    # the move had to wait; each carries the request's context
    deciding = [x for x in lines if x["message"] == "deciding"]
    assert 1 <= len(deciding) <= 2
    for line in deciding:
        assert line["request_id"] == "r-1" and line["game_id"] == gid
        assert line["operation"] == "mutation submitAction" and line["level"] == "info"
    assert token not in out.getvalue()


def test_the_client_address_trusts_only_configured_proxies():
    state = ApiState(service=None, read=None, trusted_proxies=("10.0.0.0/8", "127.0.0.1"))

    def conn(peer, forwarded=None):
        headers = {"x-forwarded-for": forwarded} if forwarded else {}
        return SimpleNamespace(client=SimpleNamespace(host=peer), headers=headers)

    assert state.client_address(conn("203.0.113.9", "1.2.3.4")) == "203.0.113.9"
    assert state.client_address(conn("10.1.2.3", "198.51.100.7")) == "198.51.100.7"
    # a client may prepend anything: the right-most address no trusted proxy added wins
    assert state.client_address(conn("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.5")) \
        == "198.51.100.7"
    assert state.client_address(conn("10.1.2.3", "not-an-address")) == "10.1.2.3"
    assert state.client_address(conn("10.1.2.3")) == "10.1.2.3"
    plain = ApiState(service=None, read=None)
    assert plain.client_address(conn("10.1.2.3", "198.51.100.7")) == "10.1.2.3"


def test_a_dropped_websocket_is_an_info_line():
    from uvicorn.protocols.utils import ClientDisconnected

    quiet_disconnects()
    records = []
    handler = logging.Handler()
    handler.emit = records.append
    logger = logging.getLogger("strawberry.ws.task")
    logger.addHandler(handler)
    try:
        try:
            raise ClientDisconnected()
        except ClientDisconnected as e:
            logger.exception("Exception in worker task", exc_info=e)
        try:
            raise ValueError("a real bug")
        except ValueError as e:
            logger.exception("Exception in worker task", exc_info=e)
    finally:
        logger.removeHandler(handler)
    dropped, bug = records
    assert dropped.levelname == "INFO" and dropped.exc_info is None
    assert "dropped its WebSocket" in dropped.getMessage()
    assert bug.levelname == "ERROR" and bug.exc_info is not None


def test_a_server_whose_subscribers_vanish_logs_no_traceback(tmp_path):
    server = single(f"sqlite:///{tmp_path}/signoria.sqlite3", workdir=tmp_path,
                    env={"SIGNORIA_RATE_LIMIT": "0"}, args=("--log-format", "json"))
    try:
        server.start(migrate=False)
        base = server.procs["api-1"].url
        client = docs.Client(base)
        gid, tokens, _ = client.create_game([{"name": "Ann"}, {"name": "Bea"}], 5)
        moves = play_game(2, 5)[2]

        def play():  # events in flight while the subscribers vanish
            for seat, action in moves[:60]:
                client.submit(gid, action, tokens[seat])
                time.sleep(0.01)

        mover = threading.Thread(target=play)
        mover.start()
        for _ in range(30):  # subscribers that vanish without a close frame (a reset)
            with contextlib.suppress(OSError), connect(
                    base.replace("http", "ws") + "/graphql",
                    subprotocols=["graphql-transport-ws"]) as ws:
                ws.send(json.dumps({"type": "connection_init", "payload": {}}))
                ws.recv(5)
                ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
                    "query": docs.UPDATES, "variables": {"g": gid}}}))
                ws.recv(5)
                ws.socket.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER,
                                     struct.pack("ii", 1, 0))
                ws.socket.close()
            time.sleep(0.02)
        mover.join(60)
        time.sleep(0.5)
        client.close()
    finally:
        server.stop()
    text = server.procs["api-1"].log.read_text()
    assert "Traceback" not in text and '"level": "error"' not in text, text[-3000:]


def test_an_idle_keep_alive_connection_outlives_a_clients_idle_expiry(tmp_path):
    """A real `serve`: one HTTP connection, idle for 6 s (longer than uvicorn's default 5 s,
    which equals httpx's idle expiry and raced it: the soak saw clients' reused connections
    closed under them), still answers its next request."""
    import http.client

    from tests.support.server import serve

    with serve(tmp_path) as server:
        host, port = server.base.removeprefix("http://").split(":")
        conn = http.client.HTTPConnection(host, int(port), timeout=5)
        try:
            conn.request("GET", "/health/live")
            assert conn.getresponse().read() and conn.sock is not None
            sock = conn.sock
            time.sleep(6)
            conn.request("GET", "/health/live")
            response = conn.getresponse()
            assert response.status == 200 and conn.sock is sock  # the same connection
            assert json.loads(response.read()) == {"status": "ok"}
        finally:
            conn.close()
