"""Serving configuration: allowed origins (CORS and WebSocket), settings, the serve command."""
from __future__ import annotations

import pytest
from litestar.exceptions import WebSocketDisconnect

from infra import settings as settings_mod
from infra.console.serve import settings_for
from tests.api.conftest import make_client

ORIGIN = "https://app.example"


def test_cors_and_websocket_origins(tmp_path):
    with make_client(tmp_path, allowed_origins=(ORIGIN,)) as client:
        r = client.options("/graphql", headers={
            "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "authorization,content-type"})
        assert r.headers.get("access-control-allow-origin") == ORIGIN
        r = client.post("/graphql", json={"query": "{ __typename }"},
                        headers={"Origin": "https://evil.example"})
        assert r.headers.get("access-control-allow-origin") is None
        with client.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"],
                                      headers={"Origin": ORIGIN}) as ws:
            ws.send_json({"type": "connection_init"})
            assert ws.receive_json()["type"] == "connection_ack"
        with pytest.raises(WebSocketDisconnect):
            with client.websocket_connect("/graphql", subprotocols=["graphql-transport-ws"],
                                          headers={"Origin": "https://evil.example"}) as ws:
                ws.send_json({"type": "connection_init"})
                ws.receive_json()


def test_api_settings_from_environment():
    s = settings_mod.load({"SIGNORIA_ALLOWED_ORIGINS": "https://a.example, https://b.example",
                           "SIGNORIA_RATE_LIMIT": "7.5"})
    assert s.allowed_origins == ("https://a.example", "https://b.example")
    assert s.rate_limit == 7.5
    assert settings_mod.load({}).allowed_origins == ()
    with pytest.raises(settings_mod.SettingsError):
        settings_mod.load({"SIGNORIA_RATE_LIMIT": "fast"})


def test_serve_db_option(tmp_path):
    s = settings_for(str(tmp_path / "x.sqlite3"))
    assert s.backend == "sqlite" and s.sqlite_path == tmp_path / "x.sqlite3"
    s = settings_for("postgresql://u@h:5433/d?schema=s")
    assert s.backend == "postgres" and s.postgres.port == 5433 and s.postgres.schema == "s"
    from infra.console.main import build_parser

    args = build_parser().parse_args(["serve", "--port", "9", "--host", "0.0.0.0"])
    assert args.port == 9 and args.host == "0.0.0.0" and args.db is None
