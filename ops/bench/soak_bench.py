"""Soak benchmark (prints JSON): a real `signoria serve` (projections and bots in-process) plays
N bot games while clients subscribe to some and query others; the server's RSS is sampled
every `--every` games (goal: flat after warm-up, under the configured cache bounds), and at the
end the disk used per game, event store and read models separately.

    .venv/bin/python ops/bench/soak_bench.py [--games 10000] [--players 4] [--inflight 16]
        [--every 500] [--subscribe-every 10] [--postgres] [--cache-mb ...]

Figures: `rss_mib` (game count -> MiB), `rss_growth_after_warmup_mib` (last sample minus the
sample at `--warmup` games), `ceiling_mib` (the largest sample), `cache_bytes` (the server's
own view of its caches, from /metrics, at the end), `disk` (bytes per game: event store =
events + snapshots + duties; read models = every rm_* table and the tracking table; SQLite:
pages in use, PostgreSQL: pg_total_relation_size after VACUUM FULL; `allocated`: the files as
the running service left them, SQLite's file sizes and PostgreSQL's sizes after a plain VACUUM).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "ops"))

import httpx  # noqa: E402
from launch import single, with_schema  # noqa: E402

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) {
  ... on GameCreated { game { id } } ... on Error { code message } } }"""
STATUS = "query($g: ID!) { game(id: $g) { status version } }"
EVENTS = "subscription($g: ID!) { gameEvents(gameId: $g) { step } }"
QUERY = "query($g: ID!) { game(id: $g) { round players { victoryPoints } } }"
BOTS = ("RANDOM", "GREEDY")


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return round(int(line.split()[1]) / 1024, 1)
    return 0.0


class Soak:
    def __init__(self, base: str, pid: int, args) -> None:
        self.base, self.pid, self.args = base, pid, args
        self.finished = 0
        self.samples: dict[int, float] = {}
        self.deliveries = 0
        self.queries = 0
        self.errors: list[str] = []

    async def run(self) -> None:
        limits = httpx.Limits(max_connections=self.args.inflight * 2)
        async with httpx.AsyncClient(base_url=self.base, timeout=60, limits=limits) as client:
            self.samples[0] = rss_mib(self.pid)
            queue: asyncio.Queue[int] = asyncio.Queue()
            for i in range(self.args.games):
                queue.put_nowait(i)
            await asyncio.gather(*(self.worker(client, queue)
                                   for _ in range(self.args.inflight)))

    async def worker(self, client: httpx.AsyncClient, queue: asyncio.Queue) -> None:
        while not queue.empty():
            i = queue.get_nowait()
            try:
                await self.game(client, i)
            except Exception as e:  # noqa: BLE001 - counted and shown, the soak goes on
                self.errors.append(repr(e)[:200])
            self.finished += 1
            if self.finished % self.args.every == 0:
                self.samples[self.finished] = rss_mib(self.pid)
                print(json.dumps({"games": self.finished, "rss_mib": self.samples[self.finished],
                                  "errors": len(self.errors)}), file=sys.stderr, flush=True)

    async def game(self, client: httpx.AsyncClient, i: int) -> None:
        players = [{"bot": BOTS[s % 2]} for s in range(self.args.players)]
        r = await client.post("/graphql", json={"query": CREATE, "variables": {
            "i": {"players": players, "seed": 10_000 + i}}})
        gid = r.json()["data"]["createGame"]["game"]["id"]
        follow = None
        if self.args.subscribe_every and i % self.args.subscribe_every == 0:
            follow = asyncio.create_task(self.subscribe(gid))
        while True:  # a spectator polls the game (and the board) until it is over
            await asyncio.sleep(self.args.poll)
            r = await client.post("/graphql", json={"query": QUERY if random.random() < 0.5
                                                    else STATUS, "variables": {"g": gid}})
            self.queries += 1
            r = await client.post("/graphql", json={"query": STATUS, "variables": {"g": gid}})
            game = r.json()["data"]["game"]
            if game and game["status"] == "FINISHED":
                break
        if follow is not None:
            await asyncio.wait_for(follow, 60)

    async def subscribe(self, gid: str) -> None:
        from websockets.asyncio.client import connect

        url = self.base.replace("http", "ws", 1) + "/graphql"
        async with connect(url, subprotocols=["graphql-transport-ws"]) as ws:
            await ws.send(json.dumps({"type": "connection_init", "payload": {}}))
            await ws.recv()
            await ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
                "query": EVENTS, "variables": {"g": gid}}}))
            while True:
                msg = json.loads(await ws.recv())
                if msg["type"] == "next":
                    self.deliveries += 1
                elif msg["type"] == "ping":
                    await ws.send(json.dumps({"type": "pong"}))
                elif msg["type"] in ("complete", "error"):
                    return


def metrics_caches(base: str) -> dict[str, int]:
    out = {}
    for line in httpx.get(base + "/metrics", timeout=10).text.splitlines():
        if line.startswith("signoria_cache_bytes{"):
            name = line.split('cache="')[1].split('"')[0]
            out[name] = int(float(line.rsplit(" ", 1)[1]))
    return out


def disk_sqlite(data: Path, games: int) -> dict:
    """Bytes in use in each file (pages minus free pages), after folding the WAL back."""
    import sqlite3

    def used(path: Path) -> int:
        conn = sqlite3.connect(str(path))
        try:
            conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            pages, free, size = (conn.execute(f"PRAGMA {p}").fetchone()[0]
                                 for p in ("page_count", "freelist_count", "page_size"))
            return (pages - free) * size
        finally:
            conn.close()

    store, views = data / "signoria.sqlite3", data / "signoria.readside.sqlite3"
    return {"event_store_bytes_per_game": round(used(store) / games),
            "read_models_bytes_per_game": round(used(views) / games),
            "allocated": {"event_store_bytes_per_game": round(store.stat().st_size / games),
                          "read_models_bytes_per_game": round(views.stat().st_size / games)}}


def disk_postgres(pg, games: int) -> dict:
    import psycopg

    def sizes(conn) -> dict[str, int]:
        return dict(conn.execute(
            "SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c JOIN "
            "pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = %s AND "
            "c.relkind = 'r'", [pg.schema]).fetchall())

    def per_game(sizes: dict[str, int]) -> dict:
        store = sum(v for k, v in sizes.items() if k.startswith("signoria_"))
        views = sum(v for k, v in sizes.items() if k.startswith("rm_"))
        return {"event_store_bytes_per_game": round(store / games),
                "read_models_bytes_per_game": round(views / games),
                "tables_bytes_per_game": {k: round(v / games) for k, v in sorted(sizes.items())}}

    # allocated: what the running service left on disk (plain VACUUM, as autovacuum does:
    # dead rows' space is reusable but stays allocated); in use: after VACUUM FULL (the
    # figure comparable with SQLite's pages in use)
    with psycopg.connect(pg.conninfo(), autocommit=True) as conn:
        tables = [f'"{pg.schema}"."{name}"' for name in sizes(conn)]
        conn.execute("VACUUM ANALYZE " + ", ".join(tables))
        allocated = sizes(conn)
        conn.execute("VACUUM FULL " + ", ".join(tables))
        in_use = sizes(conn)
    return {**per_game(in_use), "allocated": per_game(allocated)}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10_000)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    ap.add_argument("--inflight", type=int, default=16, help="games in progress at once")
    ap.add_argument("--every", type=int, default=500, help="sample RSS every N games")
    ap.add_argument("--warmup", type=int, default=1000,
                    help="games after which RSS should stay flat")
    ap.add_argument("--subscribe-every", type=int, default=10,
                    help="a WebSocket subscriber follows every N-th game (0 = none)")
    ap.add_argument("--poll", type=float, default=1.0,
                    help="seconds between a spectator's looks at its game")
    ap.add_argument("--postgres", action="store_true")
    ap.add_argument("--postgres-url", default=None)
    ap.add_argument("--env", action="append", default=[],
                    help="extra SIGNORIA_*=value for the server (cache bounds ...)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp) / "data"
        data.mkdir()
        env = {"SIGNORIA_RATE_LIMIT": "0", "SIGNORIA_LOG_FORMAT": "json"}
        db, pg = f"sqlite:///{data}/signoria.sqlite3", None
        if args.postgres:
            from infra.settings import PostgresUrl, postgres_test_url

            db = with_schema(args.postgres_url or postgres_test_url(),
                             f"soak_{uuid.uuid4().hex[:8]}")
            pg = PostgresUrl.parse(db)
        for item in args.env:
            key, _, value = item.partition("=")
            env[key] = value
        server = single(db, workdir=Path(tmp), env=env)
        try:
            server.start(migrate=False)
            proc = server.procs["api-1"].popen
            base = server.procs["api-1"].url
            soak = Soak(base, proc.pid, args)
            started = time.perf_counter()
            asyncio.run(soak.run())
            elapsed = time.perf_counter() - started
            caches = metrics_caches(base)
            samples = soak.samples
            warm = max((g for g in samples if g <= args.warmup), default=0)
            last = max(samples)
            out = {"games": args.games, "players": args.players,
                   "backend": "postgres" if pg else "sqlite", "seconds": round(elapsed, 1),
                   "errors": len(soak.errors), "first_error": soak.errors[:1],
                   "deliveries": soak.deliveries, "queries": soak.queries,
                   "rss_mib": samples,
                   "rss_growth_after_warmup_mib": round(samples[last] - samples[warm], 1),
                   "ceiling_mib": max(samples.values()), "cache_bytes": caches}
        finally:
            server.stop()
        out["disk"] = disk_postgres(pg, args.games) if pg else disk_sqlite(data, args.games)
        if pg is not None:
            from infra.storage import stores

            stores.drop_schema(pg)
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
