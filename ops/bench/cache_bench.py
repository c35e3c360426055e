"""Cache benchmark (prints JSON): views of a finished 4-player Lorenzo replay through the front
door's cache (nginx, ops/frontdoor.py) against the same GET sent straight to one API process.

    .venv/bin/python ops/bench/cache_bench.py [--requests 5000] [--concurrency 4] [--depth 16]

One run starts, on a fresh PostgreSQL schema (SIGNORIA_TEST_POSTGRES_URL), the production
topology with one API process (ops/launch.py) and Debian's nginx in front of it, plays a
4-bot Lorenzo game to its end, then measures, with the same load generator (Node, keep-alive
connections, `--concurrency` requests in flight) and the same request (a 9-step window of the
replay, as the web client asks for it):

* `direct`: GETs straight to the API process (its own per-process answer cache serves repeats:
  today's cost of a replay view);
* `cached`: the same GETs through the front door, the answer already in its cache.

The load generator keeps `--concurrency` connections with `--depth` pipelined requests each,
so that its own cost per request (one Node thread on the same 2 shared cores) does not bound
the faster side; the direct figure is the better of that and as many requests in flight one
per connection (uvicorn answers a connection's pipelined requests one after another).

Figures: requests/s of each and their ratio `speedup` (goal >= 20), and the API process's CPU
(all threads, nanoseconds from /proc/<pid>/task/*/schedstat) per 1,000 views of each and
their ratio `cpu_ratio` (goal <= 0.01)."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path
from urllib.parse import urlsplit

import httpx

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "ops"))
sys.path.insert(0, str(ROOT))

from frontdoor import FrontDoor  # noqa: E402
from launch import Cluster, with_schema  # noqa: E402

CREATE = """mutation { createGame(input: {game: LORENZO, seed: 7, players: [{bot: GREEDY},
  {bot: GREEDY}, {bot: GREEDY}, {bot: GREEDY}]}) { ... on GameCreated { game { id } } } }"""
STATUS = "query($g: ID!) { game(id: $g) { status } }"
VIEW = """query ReplayWindow($g: ID!) { replay(gameId: $g) { length finished
  steps(start: 40, first: 9) { step game { status version seatsToAct progress { turn text }
  seats { seat name } view { __typename } result { winners } } } } }"""
LOAD = r"""
// `concurrency` keep-alive connections, each with `depth` requests in flight (HTTP/1.1
// pipelining): the loader's own cost per request stays far below either server's.
const net = require("net");
const [host, port, path, total, concurrency, depth] = [process.argv[2], +process.argv[3],
  process.argv[4], +process.argv[5], +process.argv[6], +process.argv[7]];
const request = Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\n` +
  "GraphQL-Require-Preflight: 1\r\n\r\n");
const statuses = {};
let sent = 0, done = 0;
const start = process.hrtime.bigint();
function connection() {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    let inFlight = 0, buffer = "";
    const fill = () => {
      const parts = [];
      while (inFlight < depth && sent < total) { sent++; inFlight++; parts.push(request); }
      if (parts.length) socket.write(Buffer.concat(parts));
      if (inFlight === 0) socket.end();
    };
    socket.setEncoding("latin1");
    socket.on("connect", fill);
    socket.on("data", (chunk) => {
      buffer += chunk;
      for (;;) {  // whole responses: a head, then Content-Length bytes
        const head = buffer.indexOf("\r\n\r\n");
        if (head < 0) break;
        const m = /content-length: *(\d+)/i.exec(buffer.slice(0, head));
        const length = m ? +m[1] : 0;
        if (buffer.length < head + 4 + length) break;
        const status = buffer.slice(9, 12);
        statuses[status] = (statuses[status] || 0) + 1;
        buffer = buffer.slice(head + 4 + length);
        inFlight--; done++;
      }
      fill();
    });
    // the server closes a connection after so many requests (nginx: keepalive_requests):
    // what was unanswered is sent again on a new one
    socket.on("close", () => {
      if (inFlight > 0 || sent < total) { sent -= inFlight; inFlight = 0; resolve(connection()); }
      else resolve();
    });
  });
}
Promise.all(Array.from({ length: concurrency }, connection)).then(() => {
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(JSON.stringify({ requests: done, seconds, statuses }));
});
"""


def cpu_ns(pid: int) -> int:
    """CPU time of every thread of `pid` so far (ns)."""
    total = 0
    for stat in Path(f"/proc/{pid}/task").glob("*/schedstat"):
        try:
            total += int(stat.read_text().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # a thread that just ended
    return total


def load(script: Path, base: str, path: str, requests: int, concurrency: int,
         depth: int) -> dict:
    parts = urlsplit(base)
    out = subprocess.run(["node", str(script), parts.hostname, str(parts.port), path,
                          str(requests), str(concurrency), str(depth)],
                         capture_output=True, text=True, check=True, timeout=600).stdout
    return json.loads(out)


def measure(script: Path, base: str, path: str, pid: int, args, depth: int) -> dict:
    requests = args.requests
    before = cpu_ns(pid)
    run = load(script, base, path, requests, args.concurrency * args.depth // depth, depth)
    used = cpu_ns(pid) - before
    assert set(run["statuses"]) == {"200"}, run
    return {"requests": requests, "in_flight_per_connection": depth,
            "requests_per_s": round(requests / run["seconds"], 1),
            "api_cpu_ms_per_1000": round(used / 1e6 * 1000 / requests, 3)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=5000)
    parser.add_argument("--concurrency", type=int, default=4, help="connections")
    parser.add_argument("--depth", type=int, default=16, help="requests in flight on each")
    args = parser.parse_args()
    from infra.settings import PostgresUrl, postgres_test_url
    from infra.storage import stores

    url = with_schema(postgres_test_url(), f"bench_cache_{uuid.uuid4().hex[:8]}")
    tmp = Path(tempfile.mkdtemp(prefix="cache_bench_"))
    script = tmp / "load.js"
    script.write_text(LOAD)
    cluster = Cluster(url, api=1, workdir=tmp / "cluster", env={"SIGNORIA_RATE_LIMIT": "0"})
    try:
        with cluster, FrontDoor(tmp / "nginx", cluster.api_urls(), workers=2) as door:
            api = cluster.api_urls()[0]
            gid = httpx.post(api + "/graphql", json={"query": CREATE}, timeout=30) \
                .json()["data"]["createGame"]["game"]["id"]
            deadline = time.monotonic() + 300
            while httpx.post(api + "/graphql", json={"query": STATUS, "variables": {"g": gid}},
                             timeout=30).json()["data"]["game"]["status"] != "FINISHED":
                assert time.monotonic() < deadline, "the bots did not finish in time"
                time.sleep(0.5)
            query = httpx.QueryParams({"query": VIEW, "variables": json.dumps({"g": gid})})
            path = f"/graphql?{query}"
            warm = httpx.get(door.url + path, headers={"GraphQL-Require-Preflight": "1"})
            assert warm.headers["cache-control"].startswith("public"), warm.headers
            pid = cluster.procs["api-1"].pid
            for base in (api, door.url):  # warm-up, unmeasured
                load(script, base, path, 200, args.concurrency, args.depth)
            # the baseline at its best: pipelined, or one request per connection
            direct = max((measure(script, api, path, pid, args, d) for d in (args.depth, 1)),
                         key=lambda m: m["requests_per_s"])
            cached = measure(script, door.url, path, pid, args, args.depth)
            body_bytes = len(warm.content)
    finally:
        stores.drop_schema(PostgresUrl.parse(url))
    speedup = cached["requests_per_s"] / direct["requests_per_s"]
    cpu_ratio = cached["api_cpu_ms_per_1000"] / max(direct["api_cpu_ms_per_1000"], 1e-9)
    print(json.dumps({
        "bench": "cache_bench", "view": "replay window of 9 steps, 4-player Lorenzo, finished",
        "answer_bytes": body_bytes, "connections": args.concurrency, "depth": args.depth,
        "direct": direct, "cached": cached,
        "speedup": round(speedup, 1), "speedup_goal": 20, "speedup_ok": speedup >= 20,
        "cpu_ratio": round(cpu_ratio, 5), "cpu_ratio_goal": 0.01, "cpu_ok": cpu_ratio <= 0.01,
    }, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
