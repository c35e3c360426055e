"""API benchmark (prints JSON): submitAction over HTTP with concurrent games, and subscription
fan-out to many WebSocket subscribers of one game. Each run starts a real `signoria serve`
process (one uvicorn worker, projections in-process, bots off) on a free port.

    .venv/bin/python ops/bench/api_bench.py [--games 50] [--rate 500] [--rounds 4] [--postgres]
        [--light-games 5] [--warmup 5] [--skip-saturation] [--subscribers 500]
        [--skip-actions] [--skip-fanout]
    .venv/bin/python ops/bench/api_bench.py --processes 1,2,3 [--rate ...] [--subscribers 100]

`--processes` (PostgreSQL): for each count N (`--repeat` times, in alternating order; the
medians are the figures), N `signoria serve` processes on one fresh schema (each with the projections in-process: the projection lease lets one of them project,
the others stand by; bots off), the open-loop run with each game's client connected to
process (game mod N) - `processes_<N>`: actions/s and `server_cpu_ms_per_action` summed over
every process - and, for N >= 2, `cross_process_fanout_<N>`: `--subscribers` WebSocket
subscribers on process 1 while the actions go through process 2 (delay from sending an action
to each delivery). Goal (issue 12): CPU per action with 3 processes <= 1.15x that with 1, and
cross-process delivery p99 <= 250 ms. With 1 and 3 among the counts (and a rate), a block of one
process offered a third of the rate (`processes_1_at_a_third_of_the_rate`, the load each of
three processes sees) is measured in the same alternation: `cpu_per_action_3_over_1_at_a_third`
is what several processes cost beyond each being less busy (on a 2-core machine a process's CPU
per move grows as its own load falls: docs/operations.md "Several processes").

Goals (issue 6): submitAction >= 500 actions/s and p99 <= 50 ms with 50 concurrent games on
SQLite (2 cores), also measured on PostgreSQL; fan-out to 500 subscribers p99 <= 250 ms from
commit (the moment the driver sends the action: a conservative bound) to delivery.

Figures, per backend:

* `submit_action_<db>` (the headline): OPEN LOOP. 50 games in progress whose clients together
  offer `--rate` actions/s (500): each game's client sends its next move on a fixed schedule
  (rate / games per second, a random phase per game; every game plays as many moves, the
  shortest game's count), never more than one request in flight per game; a late response
  delays that game's next send, it never piles up requests. Each client plays `--rounds`
  games in a row (4: ≈ 11,600 actions, ≈ 23 s), so the p99 rests on enough samples and
  takes in WAL checkpoints, snapshots and garbage collections.
  `actions_per_s` is the achieved throughput (== the offered rate when the server keeps up),
  `p50_ms`/`p99_ms` the request latency (send to response), `p99_from_schedule_ms` the latency
  from each move's scheduled time (it includes a game's wait behind its own late response, so
  it shows when the server falls behind), `late_sends` the moves sent after their slot.
* `submit_action_<db>_saturated`: CLOSED LOOP, the maximum throughput: every game's client
  always has one request in flight (50 in flight in all). Its latency is queueing behind 49
  other requests (Little's law: p50 ~ 50 / throughput), not the service's response time.
* `submit_action_<db>_light`: closed loop with 5 games (latency with little queueing).
* `server_cpu_ms_per_action`: the server process's CPU time (all threads, Linux /proc) per
  action: the cost that bounds throughput on a busy machine, less noisy than wall time.
* `fanout_sqlite`: delay from an action to each of `--subscribers` WebSocket subscribers
  (`gameEvents`), with the server's and the (same machine's) client's CPU per delivery.

Each new server first plays `--warmup` games unmeasured (imports, caches).

Moves are precomputed by the engine's seeded random playout, so the client spends no CPU on
rules while measuring.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "ops"))

import httpx  # noqa: E402

from domain.lorenzo.playout import play_game  # noqa: E402

SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version events { type } } ... on Error { code message } } }"""
CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) {
  ... on GameCreated { game { id } seats { seat token } } ... on Error { code message } } }"""


def pct(samples: list[float], q: float) -> float:
    if not samples:
        return 0.0
    s = sorted(samples)
    return round(s[min(len(s) - 1, int(q * len(s)))] * 1000, 2)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    def cpu_seconds(self) -> float | None:
        """User + system CPU time of the server process so far (None off Linux). Also called
        with a Popen as `self` (Processes)."""
        pid = self.proc.pid if isinstance(self, Server) else self.pid  # Popen: .pid
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
        except (OSError, ValueError, IndexError):
            return None

    def __init__(self, db: str | None, data_dir: Path, *, pin: bool = False) -> None:
        from launch import single

        self.cluster = single(db or f"sqlite:///{data_dir}/signoria.sqlite3",
                              workdir=data_dir, pin=pin,
                              env={"SIGNORIA_RATE_LIMIT": "0", "SIGNORIA_BOTS": "0"})
        try:
            self.cluster.start(migrate=False)
        except RuntimeError as e:
            self.stop()
            raise SystemExit(f"server did not start: {e}") from None
        self.proc = self.cluster.procs["api-1"].popen
        self.base = self.cluster.procs["api-1"].url

    def stop(self) -> None:
        self.cluster.stop()


async def gql(client: httpx.AsyncClient, query: str, variables: dict, token=None) -> dict:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    r = await client.post("/graphql", json={"query": query, "variables": variables},
                          headers=headers)
    r.raise_for_status()
    body = r.json()
    if "errors" in body:
        raise RuntimeError(body["errors"])
    return body["data"]


async def create_game(client, seed: int) -> tuple[str, dict]:
    data = await gql(client, CREATE, {"i": {"players": [{"name": "A"}, {"name": "B"}],
                                            "seed": seed}})
    c = data["createGame"]
    return c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"]}


class RawConnection:
    """A minimal keep-alive HTTP/1.1 client (httpx costs the client more CPU than the server
    spends on a request; on a 2-core machine that would measure the client)."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def post(self, body: bytes, token: str) -> bytes:
        head = (f"POST /graphql HTTP/1.1\r\nHost: {self.host}\r\n"
                f"Content-Type: application/json\r\nAuthorization: Bearer {token}\r\n"
                f"Content-Length: {len(body)}\r\n\r\n").encode()
        self.writer.write(head + body)
        status = await self.reader.readline()
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value)
        data = await self.reader.readexactly(length)
        if b" 200 " not in status:
            raise RuntimeError(f"{status!r} {data[:200]!r}")
        return data

    def close(self) -> None:
        self.writer.close()


async def _games(bases: list[str], games: int, seed0: int,
                 slots: int) -> list[tuple[str, dict, list]]:
    """Game i is created through the process its client will play on (slot i mod `slots`,
    process slot mod len(bases)): a balancer with affinity, no cold loads elsewhere."""
    plans = [play_game(2, seed0 + i)[2] for i in range(games)]
    clients = [httpx.AsyncClient(base_url=b, timeout=30) for b in bases]
    try:
        created = [await create_game(clients[(i % slots) % len(bases)], seed0 + i)
                   for i in range(games)]
    finally:
        for c in clients:
            await c.aclose()
    return [(gid, toks, moves) for (gid, toks), moves in zip(created, plans, strict=True)]


class Processes:
    """Several server processes measured as one: a base URL each, CPU summed."""

    def __init__(self, cluster) -> None:
        self.cluster = cluster
        self.bases = cluster.api_urls()
        self.base = self.bases[0]

    def cpu_seconds(self) -> float | None:
        total = 0.0
        for proc in self.cluster.procs.values():
            one = Server.cpu_seconds(proc.popen)  # reads /proc/<pid>/stat
            if one is None:
                return None
            total += one
        return total


async def bench_actions(server: Server, games: int, seed0: int,
                        rate: float | None = None, rounds: int = 1) -> dict:
    """Play `games` games at once: closed loop (rate None: each game's next move as soon as the
    previous answered) or open loop (`rate` actions/s offered in all, rate/games per game).
    With `rounds` > 1 each of the `games` clients plays that many games one after another, so
    `games` stay in progress for longer (more samples behind the p99)."""
    base = server.base
    bases = getattr(server, "bases", [base])
    created = await _games(bases, games * rounds, seed0, games)
    if rate:  # every game plays as many moves, so the offered rate holds to the end
        n = min(len(moves) for _, _, moves in created)
        created = [(gid, toks, moves[:n]) for gid, toks, moves in created]
    # one client per slot: its games' moves in a row, as (game, seat token, action key)
    plan = [[(gid, toks[seat], key) for gid, toks, moves in created[slot::games]
             for seat, key in moves] for slot in range(games)]
    latencies: list[float] = []
    from_schedule: list[float] = []
    errors: list = []
    late = 0
    interval = games / rate if rate else 0.0
    rng = random.Random(seed0)

    async def play(moves: list, start: float, slot: int) -> None:
        nonlocal late
        host, port = bases[slot % len(bases)].removeprefix("http://").split(":")
        conn = RawConnection(host, int(port))
        await conn.open()
        try:
            for k, (gid, token, key) in enumerate(moves):
                body = json.dumps({"query": SUBMIT, "variables": {
                    "i": {"gameId": gid, "action": key}}}).encode()
                due = start + k * interval
                if rate:
                    delay = due - time.perf_counter()
                    if delay > 0:
                        await asyncio.sleep(delay)
                    elif delay < -0.001:
                        late += 1
                t0 = time.perf_counter()
                data = await conn.post(body, token)
                t1 = time.perf_counter()
                latencies.append(t1 - t0)
                if rate:
                    from_schedule.append(t1 - due)
                if b'"ActionAccepted"' not in data:
                    errors.append(data[:300].decode(errors="replace"))
                    return
        finally:
            conn.close()

    cpu0 = server.cpu_seconds()
    t0 = time.perf_counter() + 0.05
    await asyncio.gather(*(play(moves, t0 + rng.uniform(0, interval), slot)
                           for slot, moves in enumerate(plan)))
    elapsed = time.perf_counter() - t0
    cpu1 = server.cpu_seconds()
    out = {"mode": f"open loop, {rate:g}/s offered" if rate else "closed loop",
           "games": games, "rounds": rounds, "actions": len(latencies), "seconds": round(elapsed, 3),
           "actions_per_s": round(len(latencies) / elapsed, 1),
           "p50_ms": pct(latencies, 0.50), "p99_ms": pct(latencies, 0.99),
           "max_ms": pct(latencies, 1.0)}
    if rate:
        out.update(offered_per_s=rate, p99_from_schedule_ms=pct(from_schedule, 0.99),
                   late_sends=late)
    if cpu0 is not None and cpu1 is not None and latencies:
        out["server_cpu_ms_per_action"] = round((cpu1 - cpu0) * 1000 / len(latencies), 3)
    out.update(errors=len(errors), first_error=errors[0] if errors else None)
    return out


async def bench_fanout(server: Server, subscribers: int, moves_n: int, pace: float,
                       seed: int, act_base: str | None = None) -> dict:
    """Subscribers on `server.base`; actions through `act_base` (default: the same)."""
    from websockets.asyncio.client import connect

    base = server.base

    moves = play_game(2, seed)[2][:moves_n]
    async with httpx.AsyncClient(base_url=act_base or base, timeout=30) as client:
        gid, toks = await create_game(client, seed)
        length = (await gql(client, "query($g: ID!) { replay(gameId: $g) { length } }",
                            {"g": gid}))["replay"]["length"]
        after = None  # the cursor of the last event so far: subscribers get only new ones
        while True:
            page = (await gql(client, "query($g: ID!, $a: String) { gameEvents(gameId: $g, "
                              "after: $a, first: 100) { pageInfo { hasNextPage endCursor } } }",
                              {"g": gid, "a": after}))["gameEvents"]["pageInfo"]
            after = page["endCursor"] or after
            if not page["hasNextPage"]:
                break
        ws_url = base.replace("http", "ws") + "/graphql"
        received: list[list[tuple[int, float]]] = [[] for _ in range(subscribers)]
        ready = asyncio.Semaphore(0)
        stop = asyncio.Event()

        async def subscriber(i: int) -> None:
            async with connect(ws_url, subprotocols=["graphql-transport-ws"],
                               max_queue=None, open_timeout=60) as ws:
                await ws.send(json.dumps({"type": "connection_init", "payload": {}}))
                json.loads(await ws.recv())
                await ws.send(json.dumps({"id": "1", "type": "subscribe", "payload": {
                    "query": "subscription($g: ID!, $a: String) { gameEvents(gameId: $g, "
                             "after: $a) { step } }",
                    "variables": {"g": gid, "a": after}}}))
                ready.release()
                while not stop.is_set():
                    try:  # asyncio.timeout, not wait_for: no task per message (client CPU)
                        async with asyncio.timeout(0.5):
                            raw = await ws.recv()
                    except TimeoutError:
                        continue
                    msg = json.loads(raw)
                    if msg["type"] == "next":
                        received[i].append((msg["payload"]["data"]["gameEvents"]["step"],
                                            time.perf_counter()))
                    elif msg["type"] == "ping":
                        await ws.send(json.dumps({"type": "pong"}))
                    elif msg["type"] in ("complete", "error"):
                        return

        tasks = []
        for i in range(subscribers):
            tasks.append(asyncio.create_task(subscriber(i)))
            if i % 50 == 49:
                await asyncio.sleep(0.05)
        for _ in range(subscribers):
            await asyncio.wait_for(ready.acquire(), 60)
        await asyncio.sleep(1.0)  # every subscription reached its wait
        cpu0, client0 = server.cpu_seconds(), time.process_time()
        sent_at: dict[int, float] = {}
        step = length
        for seat, key in moves:
            t = time.perf_counter()
            data = await gql(client, SUBMIT, {"i": {"gameId": gid, "action": key}}, toks[seat])
            for _ in data["submitAction"]["events"]:
                step += 1
                sent_at[step] = t
            await asyncio.sleep(pace)
        await asyncio.sleep(2.0)
        cpu1, client1 = server.cpu_seconds(), time.process_time()
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
    lat = [at - sent_at[s] for rec in received for s, at in rec if s in sent_at]
    expected = len(sent_at) * subscribers
    out = {"subscribers": subscribers, "actions": len(moves), "events": len(sent_at),
           "deliveries": len(lat), "expected_deliveries": expected,
           "p50_ms": pct(lat, 0.5), "p99_ms": pct(lat, 0.99), "max_ms": pct(lat, 1.0)}
    if cpu0 is not None and cpu1 is not None and lat:
        out["server_cpu_us_per_delivery"] = round((cpu1 - cpu0) * 1e6 / len(lat), 1)
    if lat:  # the subscribers are one Python process on the same machine: its share
        out["client_cpu_us_per_delivery"] = round((client1 - client0) * 1e6 / len(lat), 1)
    return out


def bench_processes(args, counts: list[int]) -> dict:
    """Each count's block `--repeat` times, in alternating order (a shared machine's load
    drifts): the CPU per action of every block, their median, and the median of the
    per-repeat ratios 3 processes / 1 process."""
    import statistics

    # (name, processes, rate): with 1 and 3 among the counts, one process offered a third of
    # the rate too, the load each of three processes sees
    blocks = [(f"processes_{n}", n, args.rate) for n in counts]
    if 3 in counts and 1 in counts and args.rate:
        blocks.append((THIRD, 1, args.rate / 3))
    out: dict = {}
    cpu: dict[str, list[float]] = {name: [] for name, _, _ in blocks}
    for r in range(args.repeat):
        for name, n, rate in (blocks if r % 2 == 0 else list(reversed(blocks))):
            block = _processes_block(args, n, fanout=r == 0 and name != THIRD, rate=rate)
            out[name] = block["actions"]
            cpu[name].append(block["actions"].get("server_cpu_ms_per_action") or 0.0)
            if "fanout" in block:
                out[f"cross_process_fanout_{n}"] = block["fanout"]
    for name, values in cpu.items():
        out[name]["server_cpu_ms_per_action_runs"] = values
        out[name]["server_cpu_ms_per_action_median"] = round(statistics.median(values), 3)
    one, three = cpu.get("processes_1"), cpu.get("processes_3")
    if one and three and all(one):
        out["cpu_per_action_3_over_1"] = _ratio(three, one)
        if THIRD in cpu and all(cpu[THIRD]):
            # three processes against one process at the same load per process: what
            # running several costs beyond each one being less busy (docs/operations.md)
            out["cpu_per_action_3_over_1_at_a_third"] = _ratio(three, cpu[THIRD])
    return out


THIRD = "processes_1_at_a_third_of_the_rate"


def _ratio(over: list[float], under: list[float]) -> float:
    """The median of the per-repeat ratios (each pair measured in one repeat)."""
    import statistics

    return round(statistics.median([a / b for a, b in zip(over, under, strict=True)]), 3)


def _processes_block(args, n: int, *, fanout: bool, rate: float | None = None) -> dict:
    """N `serve` processes (projections in each: one projects, bots off) on a fresh schema."""
    from launch import Cluster, drop_option, with_schema

    from infra.settings import PostgresUrl, postgres_test_url
    from infra.storage import stores

    url = with_schema(args.postgres_url or postgres_test_url(),
                      f"bench_procs_{uuid.uuid4().hex[:8]}")
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        cluster = Cluster(url, api=n, projection_workers=0, duty_workers=0, workdir=Path(tmp),
                          env={"SIGNORIA_RATE_LIMIT": "0"}, pin=args.pin)
        for proc in cluster.procs.values():
            proc.args = drop_option(proc.args, "--projections")
        try:
            cluster.start()
            group = Processes(cluster)
            if args.warmup:
                asyncio.run(bench_actions(group, args.warmup * n, 9000))
            out["actions"] = asyncio.run(bench_actions(
                group, args.games, 1000, rate=rate or None, rounds=args.rounds))
            if fanout and n >= 2 and not args.skip_fanout:
                subscribers = Server.__new__(Server)
                subscribers.base = group.bases[0]
                subscribers.cpu_seconds = group.cpu_seconds
                out["fanout"] = asyncio.run(bench_fanout(
                    subscribers, args.subscribers, args.fanout_moves, args.pace, 77,
                    act_base=group.bases[1]))
        finally:
            cluster.stop()
            stores.drop_schema(PostgresUrl.parse(url))
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=50)
    ap.add_argument("--rate", type=float, default=500.0,
                    help="actions/s offered in all by the open-loop clients (0 = skip)")
    ap.add_argument("--rounds", type=int, default=4,
                    help="open loop: games each of the --games clients plays in a row")
    ap.add_argument("--warmup", type=int, default=5,
                    help="games played (not measured) on each new server first")
    ap.add_argument("--skip-saturation", action="store_true",
                    help="skip the closed-loop (maximum throughput) run")
    ap.add_argument("--postgres", action="store_true", help="also run on PostgreSQL")
    ap.add_argument("--postgres-url", default=None)
    ap.add_argument("--light-games", type=int, default=5,
                    help="also measure latency with this few concurrent games (0 = skip)")
    ap.add_argument("--subscribers", type=int, default=500)
    ap.add_argument("--fanout-moves", type=int, default=30)
    ap.add_argument("--pace", type=float, default=0.2, help="seconds between fan-out moves")
    ap.add_argument("--skip-actions", action="store_true")
    ap.add_argument("--skip-fanout", action="store_true")
    ap.add_argument("--pin", action="store_true",
                    help="each server process on its own CPU (SIGNORIA_CPUS; "
                         "docs/operations.md \"One CPU per process\")")
    ap.add_argument("--processes", default="",
                    help="PostgreSQL with several server processes, e.g. 1,2,3 (see above)")
    ap.add_argument("--repeat", type=int, default=3,
                    help="--processes: blocks per count, in alternating order")
    args = ap.parse_args()
    out: dict = {"cpus": os.cpu_count(), "pinned": args.pin}
    if args.processes:
        out.update(bench_processes(args, [int(n) for n in args.processes.split(",")]))
        print(json.dumps(out, indent=2))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        backends = [("sqlite", None)]
        pg_schema = None
        if args.postgres:
            from launch import with_schema

            from infra.settings import postgres_test_url

            pg_schema = f"bench_api_{uuid.uuid4().hex[:8]}"
            backends.append(("postgres", with_schema(args.postgres_url or postgres_test_url(),
                                                     pg_schema)))
        try:
            for name, db in backends:
                data = Path(tmp) / name
                data.mkdir()
                if not args.skip_actions:
                    server = Server(db, data, pin=args.pin)
                    try:
                        if args.warmup:  # first requests pay for imports and caches
                            asyncio.run(bench_actions(server, args.warmup, 9000))
                        if args.rate:
                            out[f"submit_action_{name}"] = asyncio.run(
                                bench_actions(server, args.games, 1000, rate=args.rate,
                                              rounds=args.rounds))
                        if not args.skip_saturation:
                            out[f"submit_action_{name}_saturated"] = asyncio.run(
                                bench_actions(server, args.games, 3000))
                        if args.light_games:
                            out[f"submit_action_{name}_light"] = asyncio.run(
                                bench_actions(server, args.light_games, 5000))
                    finally:
                        server.stop()
            if not args.skip_fanout:
                data = Path(tmp) / "fanout"
                data.mkdir()
                server = Server(None, data, pin=args.pin)
                try:
                    out["fanout_sqlite"] = asyncio.run(bench_fanout(
                        server, args.subscribers, args.fanout_moves, args.pace, 77))
                finally:
                    server.stop()
        finally:
            if pg_schema:
                from infra.settings import PostgresUrl
                from infra.storage import stores

                stores.drop_schema(PostgresUrl.parse(backends[1][1]))
    print(json.dumps(out, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
