#!/usr/bin/env python3
"""Run the production front door (ops/deploy/nginx) with Debian's nginx on this machine, in
front of API processes on loopback: the same http.conf and locations.conf the compose file
mounts into the official image; only the main file (paths, port) and the list of back-ends
are written here. Tests (tests/cluster/test_frontdoor.py) and ops/bench/cache_bench.py use it.

    door = FrontDoor(workdir, ["http://127.0.0.1:8101", "http://127.0.0.1:8102"])
    door.start()            # nginx -p workdir, on a free loopback port: door.url
    door.stop()

or:  python3 ops/frontdoor.py --backend http://127.0.0.1:8101 --backend ... [--port 8080]"""
from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
CONF = ROOT / "ops" / "deploy" / "nginx"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"

MAIN = """daemon off;
pid {prefix}/nginx.pid;
error_log {prefix}/error.log warn;
{user}worker_processes {workers};
events {{ worker_connections 4096; }}

http {{
    client_body_temp_path {prefix}/tmp/body;
    proxy_temp_path {prefix}/tmp/proxy;
    fastcgi_temp_path {prefix}/tmp/fastcgi;
    uwsgi_temp_path {prefix}/tmp/uwsgi;
    scgi_temp_path {prefix}/tmp/scgi;
    proxy_cache_path {prefix}/cache levels=1:2 keys_zone=signoria:32m max_size=1g
                     inactive=1d use_temp_path=off;
    include signoria/http.conf;
    access_log {prefix}/access.log signoria;

    server {{
        listen 127.0.0.1:{port};
        include signoria/locations.conf;
    }}
}}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class FrontDoor:
    def __init__(self, workdir: Path, backends: list[str], port: int | None = None,
                 workers: int = 1) -> None:
        self.prefix = Path(workdir).resolve()
        self.backends = backends
        self.port = port or free_port()
        self.workers = workers
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def write(self) -> Path:
        """The configuration under the prefix: the deploy files, this machine's back-ends."""
        conf = self.prefix / "conf"
        (conf / "signoria").mkdir(parents=True, exist_ok=True)
        for d in ("tmp", "cache", "logs"):
            (self.prefix / d).mkdir(exist_ok=True)
        for name in ("http.conf", "locations.conf"):
            shutil.copyfile(CONF / "signoria" / name, conf / "signoria" / name)
        servers = "".join(f"server {urlsplit(b).netloc} max_fails=1 fail_timeout=3s;\n"
                          for b in self.backends)
        (conf / "signoria" / "servers.conf").write_text(servers)
        user = "user root;\n" if os.geteuid() == 0 else ""  # workers write the cache here
        (conf / "nginx.conf").write_text(MAIN.format(prefix=self.prefix, port=self.port,
                                                     user=user, workers=self.workers))
        return conf / "nginx.conf"

    def start(self, timeout: float = 15) -> FrontDoor:
        main = self.write()
        test = subprocess.run([NGINX, "-t", "-q", "-p", str(self.prefix), "-c", str(main),
                               "-e", "stderr"], capture_output=True, text=True)
        if test.returncode != 0:
            raise RuntimeError(f"nginx -t failed: {test.stderr}")
        self.proc = subprocess.Popen([NGINX, "-p", str(self.prefix), "-c", str(main),
                                      "-e", str(self.prefix / "error.log")],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=1):
                    return self
            except OSError:
                if self.proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("nginx did not start: " + (
                        self.prefix / "error.log").read_text(errors="replace")) from None
                time.sleep(0.05)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGQUIT)  # graceful: workers finish their requests
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)

    def __enter__(self) -> FrontDoor:
        return self.start()

    def __exit__(self, *exc) -> None:
        self.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", action="append", required=True,
                        help="an API process's URL (repeat)")
    parser.add_argument("--port", type=int, default=None)
    parser.add_argument("--workdir", type=Path, default=Path("frontdoor"))
    args = parser.parse_args()
    door = FrontDoor(args.workdir, args.backend, args.port).start()
    print(f"front door at {door.url} (Ctrl-C stops it)", flush=True)
    try:
        door.proc.wait()
    except KeyboardInterrupt:
        door.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
