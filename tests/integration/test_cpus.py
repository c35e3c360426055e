"""SIGNORIA_CPUS (infra.cpus): an operator pins a process to CPUs as Linux lists them; every
thread of a real `signoria serve` then runs there, while it plays a game; a CPU list it cannot
use stops it at start with a message naming the setting; ops/launch.py gives each process of a
host its own CPU when asked."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from infra.settings import SettingsError, load
from tests.support.server import serve_store

pytestmark = pytest.mark.skipif(not hasattr(os, "sched_getaffinity"), reason="Linux only")

ROOT = Path(__file__).resolve().parents[2]
CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } } }"""
LEGAL = "query($g: ID!, $t: String) { legalActions(gameId: $g, token: $t) { key } }"
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version } ... on Error { code message } } }"""


def test_cpu_lists_read_as_linux_writes_them():
    assert load({}).cpus == ()
    assert load({"SIGNORIA_CPUS": "0"}).cpus == (0,)
    assert load({"SIGNORIA_CPUS": " 3 , 0-1,1 "}).cpus == (0, 1, 3)
    for bad in ("x", "3-1", "-1", "0-", "1.5"):
        with pytest.raises(SettingsError, match="SIGNORIA_CPUS"):
            load({"SIGNORIA_CPUS": bad})


def _thread_cpus(pid: int) -> dict[int, str]:
    out = {}
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            status = Path(f"/proc/{pid}/task/{tid}/status").read_text()
        except FileNotFoundError:  # a thread that ended meanwhile
            continue
        out[int(tid)] = next(line.split(":", 1)[1].strip() for line in status.splitlines()
                             if line.startswith("Cpus_allowed_list"))
    return out


@pytest.mark.parametrize("kind", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_every_thread_of_a_pinned_server_runs_on_its_cpu(kind, tmp_path):
    cpu = max(os.sched_getaffinity(0))
    with serve_store(kind, tmp_path, env={"SIGNORIA_CPUS": str(cpu)}) as srv:
        created = srv.gql(CREATE, {"i": {"players": [{"name": "Ann"}, {"name": "Bea"}],
                                         "seed": 5}})["createGame"]
        gid = created["game"]["id"]
        for seat in created["seats"]:  # the writer, projections and listeners all at work
            keys = srv.gql(LEGAL, {"g": gid, "t": seat["token"]})["legalActions"]
            if keys:
                done = srv.gql(SUBMIT, {"i": {"gameId": gid, "token": seat["token"],
                                              "action": keys[0]["key"]}})["submitAction"]
                assert done["__typename"] == "ActionAccepted", done
                break
        threads = _thread_cpus(srv.proc.pid)
    assert len(threads) > 3  # the loop, writer(s), projections, listeners ...
    assert set(threads.values()) == {str(cpu)}, threads


def test_a_cpu_the_process_may_not_use_stops_it_at_start(tmp_path):
    missing = max(os.sched_getaffinity(0)) + 1000
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNORIA_")}
    env.update(SIGNORIA_DATA_DIR=str(tmp_path / "data"), SIGNORIA_CPUS=str(missing))
    exe = Path(sys.executable).with_name("signoria")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "infra.console.main"]
    done = subprocess.run(cmd + ["serve", "--port", "0"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2, done.stderr
    assert f"SIGNORIA_CPUS: CPU {missing} is not available" in done.stderr


def test_the_launcher_gives_each_process_its_own_cpu_round_robin(tmp_path):
    sys.path.insert(0, str(ROOT / "ops"))
    try:
        from launch import Cluster
    finally:
        sys.path.remove(str(ROOT / "ops"))
    cpus = sorted(os.sched_getaffinity(0))
    cluster = Cluster("postgresql://x@127.0.0.1/none", api=3, workdir=tmp_path, pin=True)
    given = [p.cpus for p in cluster.procs.values()]
    assert given == [str(cpus[i % len(cpus)]) for i in range(5)]  # 3 API + 2 workers
    assert all(p.cpus is None for p in Cluster("postgresql://x@127.0.0.1/none", api=2,
                                               workdir=tmp_path).procs.values())
