"""A PostgreSQL cluster of the test's own (initdb into a temporary directory, started on a free
port), for tests that crash and restart the database: the machine's shared server is never
touched. Runs the server as the `postgres` user when the tests run as root."""
from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from tests.support.server import free_port


def binaries() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(found[-1]).parent if found else None


class Cluster:
    def __init__(self) -> None:
        self.bin = binaries()
        # a directory of its own under /tmp: the server's user must reach it (pytest's
        # temporary directories are private to the user running the tests)
        root = Path(tempfile.mkdtemp(prefix="signoria-pg-"))
        self.root = root
        self.data = root / "pgdata"
        self.port = free_port()
        self.log = root / "postgres.log"
        self._as = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        self.data.mkdir(parents=True)
        if self._as:
            shutil.chown(root, "postgres")
            shutil.chown(self.data, "postgres")
        self._run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres",
                  "--no-sync")
        with open(self.data / "postgresql.conf", "a") as conf:
            conf.write(f"\nport = {self.port}\nlisten_addresses = '127.0.0.1'\n"
                       f"unix_socket_directories = '{self.data}'\nfsync = off\n"
                       "max_connections = 100\n")

    @property
    def url(self) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/postgres"

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run([*self._as, str(self.bin / tool), *args], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.log), "-w", "start")

    def crash(self) -> None:
        """Stop at once, as a crash would (no checkpoint; recovery at the next start)."""
        self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        except subprocess.CalledProcessError:
            pass
        shutil.rmtree(self.root, ignore_errors=True)
