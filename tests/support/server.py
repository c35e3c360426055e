"""A real `signoria serve` process for out-of-process tests: a free port, its own data
directory (or a PostgreSQL URL), its log in a file the test can scan."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import httpx


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def __init__(self, base: str, proc: subprocess.Popen, log: Path,
                 env: dict | None = None) -> None:
        self.base = base
        self.proc = proc
        self.log = log
        self.env = dict(env or {})  # the settings it was started with (SIGNORIA_...)

    @property
    def ws(self) -> str:
        return self.base.replace("http", "ws", 1) + "/graphql"

    def log_text(self) -> str:
        return self.log.read_text(errors="replace")

    def gql(self, query: str, variables: dict | None = None, token: str | None = None) -> dict:
        """POST a GraphQL document (the token as `Authorization: Bearer`); its data, failing
        on any error."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        body = httpx.post(self.base + "/graphql", json={"query": query,
                                                        "variables": variables or {}},
                          headers=headers, timeout=30).json()
        assert "errors" not in body, body
        return body["data"]


@contextmanager
def serve(tmp_path: Path, *, env: dict | None = None, args: tuple = ()):
    port = free_port()
    full = {k: v for k, v in os.environ.items() if not k.startswith("SIGNORIA_")}
    full.update(SIGNORIA_DATA_DIR=str(tmp_path / "data"), SIGNORIA_RATE_LIMIT="0")
    full.update(env or {})
    exe = Path(sys.executable).with_name("signoria")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "infra.console.main"]
    log = tmp_path / f"serve-{port}.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(cmd + ["serve", "--port", str(port), "--log-level", "info",
                                       *args], cwd=tmp_path, env=full, stdout=out,
                                stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90  # a machine shared by parallel runs starts it slowly
    while True:
        try:
            if httpx.get(base + "/health", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            raise AssertionError(log.read_text(errors="replace"))
        time.sleep(0.1)
    try:
        yield Server(base, proc, log, env)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


@contextmanager
def serve_store(kind: str, tmp_path: Path, *, env: dict | None = None, args: tuple = ()):
    """`serve` on a fresh store of `kind`: "sqlite" (in tmp_path) or "postgres" (a schema of
    its own, dropped afterwards; skipped or failed as tests.conftest says when unreachable)."""
    from infra.storage import stores
    from tests.conftest import postgres_settings, postgres_url_of, require_postgres

    env, pg = dict(env or {}), None
    if kind == "postgres":
        require_postgres()
        pg = postgres_settings()
        env["SIGNORIA_DATABASE_URL"] = postgres_url_of(pg)
    try:
        with serve(tmp_path, env=env, args=args) as srv:
            yield srv
    finally:
        if pg is not None:
            stores.drop_schema(pg.postgres)
