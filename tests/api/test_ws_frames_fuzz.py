"""Random WebSocket frame sequences against a real `signoria serve`, as a careless or hostile
client sends them: non-JSON, arrays, numbers, unknown types, binary and oversized frames,
messages after a close, a subscribe before `connection_init`, repeated ids and inits. Every
connection ends in exactly one close with a documented code (or stays open while all it sent
was valid), the server keeps answering, and its log holds nothing above INFO about it: no
ERROR, no traceback. SIGNORIA_FUZZ_FRAMES (default 3,000) sets the number of frames; the
issue's full run is 10,000 or more."""
from __future__ import annotations

import asyncio
import json
import os
import random

import httpx
import pytest
import websockets
from websockets.exceptions import ConnectionClosed

from tests.support.server import serve_store

FRAMES = int(os.environ.get("SIGNORIA_FUZZ_FRAMES", "3000"))
# the codes docs/api.md lists: 4400 bad message, 4401 subscribe before the ack, 4408 no init
# in time, 4409 an id in use, 4429 a second init, 4413 a client that does not read, 1009 a
# frame over the size limit
DOCUMENTED = {4400, 4401, 4408, 4409, 4429, 4413, 1009}
CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } } } }"""
UPDATED = "subscription($g: ID!) { gameUpdated(gameId: $g) { version } }"


def frames(rng: random.Random, gid: str) -> list:
    """One connection's frames: valid protocol messages mixed with broken ones."""
    def sub(sid=None, **payload):
        return {"id": sid or str(rng.randrange(4)), "type": "subscribe", "payload": payload
                or {"query": UPDATED, "variables": {"g": gid}}}
    choices = [
        lambda: {"type": "connection_init", "payload": {}},
        lambda: {"type": "connection_init", "payload": rng.choice([[], 5, "x", None])},
        lambda: {"type": "ping"}, lambda: {"type": "pong"},
        lambda: sub(), lambda: sub(rng.choice([5, None, ""])),
        lambda: sub(query=rng.choice(["{", "subscription { nope }", "query { x }", 5])),
        lambda: sub(query=UPDATED, variables=rng.choice([[], "x", {"g": 5}, {"g": "zz"}])),
        lambda: {"type": "subscribe", "id": "1"},
        lambda: {"id": str(rng.randrange(4)), "type": "complete"},
        lambda: {"id": rng.choice([None, 7, []]), "type": "complete"},
        lambda: {"type": rng.choice(["start", "stop", "connection_terminate", "", 5, None])},
        lambda: {}, lambda: [], lambda: [{"type": "ping"}], lambda: 5, lambda: "ping",
        lambda: None, lambda: True,
        lambda: ("text", rng.choice(["", "{", "}", "nope", "\x00", "{\"type\":", "[[[["])),
        lambda: ("text", "[" * 5000 + "]" * 5000),
        lambda: ("bytes", rng.randbytes(rng.randrange(1, 64))),
        lambda: ("text", json.dumps({"type": "ping", "pad": "x" * 300_000})),
    ]
    first = [{"type": "connection_init", "payload": {}}] if rng.random() < 0.6 else []
    return first + [rng.choice(choices)() for _ in range(rng.randrange(1, 7))]


async def _one(url: str, sent: list) -> int | None:
    """Send the frames; the close code the server sent (None: still open, all was valid)."""
    async with websockets.connect(url, subprotocols=["graphql-transport-ws"],
                                  max_size=None) as ws:
        try:
            for f in sent:
                if isinstance(f, tuple):
                    await ws.send(f[1] if f[0] == "text" else bytes(f[1]))
                else:
                    await ws.send(json.dumps(f))
            while True:  # read until the server closes, or it is quiet for a moment
                await asyncio.wait_for(ws.recv(), 0.5)
        except TimeoutError:
            return None
        except ConnectionClosed as e:
            return e.rcvd.code if e.rcvd is not None else -1


@pytest.fixture(scope="module",
                params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def server(request, tmp_path_factory):
    with serve_store(request.param, tmp_path_factory.mktemp("frames"),
                  env={"SIGNORIA_BOTS": "0"}) as srv:
        yield srv


def test_every_bad_frame_sequence_ends_in_one_documented_close(server):
    body = httpx.post(server.base + "/graphql", json={"query": CREATE, "variables": {"i": {
        "players": [{"name": "Ann"}, {"name": "Bea"}]}}}, timeout=15).json()
    gid = body["data"]["createGame"]["game"]["id"]
    rng = random.Random(2025)
    sequences, total = [], 0
    while total < FRAMES:
        sequences.append(frames(rng, gid))
        total += len(sequences[-1])

    async def run_all():
        gate = asyncio.Semaphore(32)

        async def limited(seq):
            async with gate:
                return await _one(server.ws, seq)
        return await asyncio.gather(*(limited(s) for s in sequences))
    codes = asyncio.run(run_all())
    closed = [c for c in codes if c is not None]
    # -1: no close frame reached the client: its own write after the server's close was
    # reset (TCP), which discards what it had not read yet - the server closed once all the
    # same (its log, below); rare unless a large frame follows the close
    lost = [seq for c, seq in zip(codes, sequences, strict=True) if c == -1]
    odd = [(c, [f if not isinstance(f, tuple) else (f[0], len(f[1])) for f in seq])
           for c, seq in zip(codes, sequences, strict=True)
           if c is not None and c != -1 and c not in DOCUMENTED]
    assert closed and not odd, odd[:5]
    assert len(lost) <= max(3, len(sequences) // 50), len(lost)
    assert httpx.get(server.base + "/health", timeout=10).status_code == 200
    log = server.log_text()
    for bad in ('"level": "error"', "Traceback", "Unexpected ASGI message"):
        assert bad not in log, log[log.find(bad) - 2000:log.find(bad) + 2000]
