#!/usr/bin/env python3
"""Start the production topology as plain processes on this machine (what
ops/deploy/compose.yaml runs in containers): `signoria migrate`, N API processes
(`serve --projections off --bots off`), a projection worker (`projections run`) and a
duty worker (`duties run`), on one PostgreSQL database; wait until each is ready; kill -9 and
restart any of them. Tests use it (tests/cluster), and so can an operator:

    python3 ops/launch.py --db postgresql://postgres@127.0.0.1:5432/test?schema=demo \\
        --api 2 [--ports 8101,8102] [--projection-workers 1] [--duty-workers 1] [--pin]

prints one JSON line naming each process (name, pid, url) and runs until Ctrl-C.

    cluster = Cluster(db_url, api=3, workdir=tmp)    # from Python
    cluster.start()           # migrate, start everything, wait until ready
    cluster.kill("api-2")     # SIGKILL: no clean-up at all
    cluster.restart("api-2")  # start it again and wait until ready
    cluster.stop()

    one = single(db_url, workdir=tmp, env={...})       # one plain `signoria serve` (benches,
    one.start(migrate=False)                         # tests): projections and bots in it

Commands come from `commands()`, the one description of the topology (the compose file runs
the same ones; tests/cluster check that they agree).
"""
from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def commands(api_port: str = "{port}", http_port: str = "{port}") -> dict[str, list[str]]:
    """The topology's commands, by role (without the `signoria` executable)."""
    return {
        "migrate": ["migrate"],
        "api": ["serve", "--projections", "off", "--bots", "off", "--host", "0.0.0.0",
                "--port", api_port, "--log-level", "warning"],
        "projections": ["projections", "run", "--http-host", "0.0.0.0",
                        "--http-port", http_port],
        "duties": ["duties", "run", "--http-host", "0.0.0.0", "--http-port", http_port],
    }


def drop_option(args: list[str], option: str) -> list[str]:
    """`args` without `option` and its value (to run a role with that option's default)."""
    out, skip = [], False
    for a in args:
        if skip:
            skip = False
        elif a == option:
            skip = True
        else:
            out.append(a)
    return out


def with_schema(url: str, schema: str) -> str:
    """A postgresql:// URL naming a schema."""
    return f"{url}{'&' if '?' in url else '?'}schema={schema}"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _executable() -> list[str]:
    exe = Path(sys.executable).with_name("signoria")
    return [str(exe)] if exe.exists() else [sys.executable, "-m", "infra.console.main"]


@dataclass
class Proc:
    name: str
    role: str
    port: int
    args: list[str]
    log: Path
    popen: subprocess.Popen | None = None
    starts: int = 0
    cpus: str | None = None  # SIGNORIA_CPUS of this process (Cluster.pin)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int | None:
        return None if self.popen is None else self.popen.pid

    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None


@dataclass
class Cluster:
    db_url: str
    api: int = 3
    ports: list[int] | None = None
    projection_workers: int = 1
    duty_workers: int = 1
    workdir: Path = field(default_factory=lambda: Path.cwd() / "cluster")
    env: dict[str, str] = field(default_factory=dict)
    ready_timeout: float = 60.0
    # each process on its own CPU, round robin over this process's CPUs (SIGNORIA_CPUS,
    # infra.cpus): what an operator laying out one host would do
    pin: bool = False
    procs: dict[str, Proc] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.workdir = Path(self.workdir)
        self.workdir.mkdir(parents=True, exist_ok=True)
        ports = list(self.ports or [])
        specs = [(f"api-{i + 1}", "api") for i in range(self.api)]
        specs += [(f"projections-{i + 1}", "projections")
                  for i in range(self.projection_workers)]
        specs += [(f"duties-{i + 1}", "duties") for i in range(self.duty_workers)]
        for name, role in specs:
            port = ports.pop(0) if role == "api" and ports else free_port()
            # the compose file's processes listen on every interface of their container; on
            # this machine a local cluster listens on loopback only
            args = ["127.0.0.1" if a == "0.0.0.0" else a
                    for a in commands(str(port), str(port))[role]]
            self.procs[name] = Proc(name, role, port, args, self.workdir / f"{name}.log")
        if self.pin:
            cpus = sorted(os.sched_getaffinity(0))
            for i, proc in enumerate(self.procs.values()):
                proc.cpus = str(cpus[i % len(cpus)])

    # -- environment ------------------------------------------------------------------------------

    def process_env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNORIA_")}
        env.update({"SIGNORIA_DATABASE_URL": self.db_url, "SIGNORIA_LOG_FORMAT": "json",
                    "PYTHONPATH": str(ROOT)})
        env.update(self.env)
        return env

    def run(self, *args: str, timeout: float = 120) -> subprocess.CompletedProcess:
        """Run one `signoria` command to its end (e.g. `migrate`)."""
        return subprocess.run(_executable() + list(args), cwd=self.workdir,
                              env=self.process_env(), capture_output=True, text=True,
                              timeout=timeout)

    # -- lifecycle --------------------------------------------------------------------------------

    def start(self, *, migrate: bool = True) -> Cluster:
        if migrate:
            done = self.run(*commands()["migrate"])
            if done.returncode != 0:
                raise RuntimeError(f"migrate failed: {done.stderr}")
        for proc in self.procs.values():
            self._spawn(proc)
        for proc in self.procs.values():
            self.wait_ready(proc.name)
        return self

    def _spawn(self, proc: Proc) -> None:
        out = open(proc.log, "a")  # noqa: SIM115 - the child keeps it
        env = self.process_env()
        if proc.cpus is not None:
            env["SIGNORIA_CPUS"] = proc.cpus
        proc.popen = subprocess.Popen(_executable() + proc.args, cwd=self.workdir,
                                      env=env, stdout=out, stderr=subprocess.STDOUT)
        out.close()
        proc.starts += 1

    def wait_ready(self, name: str, timeout: float | None = None) -> None:
        import httpx

        proc = self.procs[name]
        deadline = time.monotonic() + (timeout or self.ready_timeout)
        while True:
            try:
                if httpx.get(proc.url + "/health/ready", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            if not proc.alive():
                raise RuntimeError(f"{name} exited ({proc.popen.returncode}):\n"
                                   f"{self.tail(name)}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} not ready after {timeout or self.ready_timeout}s:"
                                   f"\n{self.tail(name)}")
            time.sleep(0.1)

    def kill(self, name: str, sig: int = signal.SIGKILL) -> None:
        proc = self.procs[name]
        if proc.alive():
            proc.popen.send_signal(sig)
            proc.popen.wait(30)

    def restart(self, name: str, *, wait: bool = True) -> None:
        self.kill(name)
        proc = self.procs[name]
        if proc.role != "api":
            # a worker's ops port is nobody's address: a fresh one, since the old one may have
            # been taken meanwhile (an outgoing connection's ephemeral port, seen in CI)
            old, proc.port = str(proc.port), free_port()
            proc.args = [str(proc.port) if a == old else a for a in proc.args]
        self._spawn(proc)
        if wait:
            self.wait_ready(name)

    def stop(self) -> None:
        for proc in self.procs.values():
            if proc.alive():
                proc.popen.terminate()
        for proc in self.procs.values():
            if proc.popen is not None:
                try:
                    proc.popen.wait(15)
                except subprocess.TimeoutExpired:
                    proc.popen.kill()
                    proc.popen.wait(5)

    def __enter__(self) -> Cluster:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()

    # -- inspection -------------------------------------------------------------------------------

    def api_urls(self) -> list[str]:
        return [p.url for p in self.procs.values() if p.role == "api"]

    def tail(self, name: str, lines: int = 40) -> str:
        try:
            return "\n".join(self.procs[name].log.read_text(errors="replace")
                             .splitlines()[-lines:])
        except OSError:
            return ""

    def describe(self) -> list[dict]:
        return [{"name": p.name, "role": p.role, "pid": p.pid, "url": p.url, "cpus": p.cpus}
                for p in self.procs.values()]


def single(db_url: str, *, workdir: Path, env: dict | None = None,
           args: tuple[str, ...] = ("--log-level", "warning"), pin: bool = False) -> Cluster:
    """One default `signoria serve` (everything in-process) as a Cluster of one ("api-1");
    `db_url` may be sqlite:///path; `pin`: on one CPU (the first of this process's)."""
    cluster = Cluster(db_url, api=1, projection_workers=0, duty_workers=0, workdir=workdir,
                      env=dict(env or {}), pin=pin)
    proc = cluster.procs["api-1"]
    proc.args = ["serve", "--port", str(proc.port), *args]
    return cluster


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", required=True, help="postgresql:// URL (…?schema=name)")
    ap.add_argument("--api", type=int, default=2)
    ap.add_argument("--ports", default="", help="comma-separated API ports (default: free)")
    ap.add_argument("--projection-workers", type=int, default=1)
    ap.add_argument("--duty-workers", type=int, default=1)
    ap.add_argument("--workdir", default=str(Path.cwd() / "cluster"))
    ap.add_argument("--pin", action="store_true",
                    help="each process on its own CPU, round robin (SIGNORIA_CPUS)")
    args = ap.parse_args()
    ports = [int(p) for p in args.ports.split(",") if p.strip()]
    cluster = Cluster(args.db, api=args.api, ports=ports,
                      projection_workers=args.projection_workers,
                      duty_workers=args.duty_workers, workdir=Path(args.workdir),
                      pin=args.pin)
    try:
        cluster.start()
        print(json.dumps(cluster.describe()), flush=True)
        signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt))
        while True:
            time.sleep(1)
    except KeyboardInterrupt:
        return 0
    finally:
        cluster.stop()


if __name__ == "__main__":
    sys.exit(main())
