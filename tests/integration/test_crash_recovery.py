"""A server process killed with SIGKILL mid-burst: every acknowledged command survives and no
game holds a half-applied command; a restarted service resumes the bots that were due."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from uuid import UUID

from tests.conftest import postgres_url_of
from tests.support.checks import assert_commands_whole, replayed_state

ROOT = Path(__file__).resolve().parents[2]
ACKS_BEFORE_KILL = 150


def server_env(settings) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNORIA_")}
    env["PYTHONPATH"] = str(ROOT)
    if settings.postgres is not None:
        env["SIGNORIA_DATABASE_URL"] = postgres_url_of(settings)
    else:
        env["SIGNORIA_SQLITE_PATH"] = str(settings.sqlite_path)
    return env


def test_sigkill_during_a_burst_loses_no_acknowledged_command(store, make_service):
    proc = subprocess.Popen([sys.executable, "-m", "tests.support.burst_server", "3", "6"],
                            cwd=ROOT, env=server_env(store), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    acks = []
    try:
        header = json.loads(proc.stdout.readline() or "{}")
        assert "games" in header, proc.stderr.read()
        deadline = time.monotonic() + 60
        while len(acks) < ACKS_BEFORE_KILL and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            acks.append(json.loads(line))
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert len(acks) >= ACKS_BEFORE_KILL, proc.stderr.read()

    service = make_service(store)  # the restart
    for gid in header["games"]:
        agg = service.game(gid)
        assert_commands_whole(service, gid)
        assert replayed_state(service, gid) == agg.state
        assert agg.state.moves == len(agg.commands)
    for ack in acks:
        agg = service.game(ack["game"])
        assert ack["key"] in agg.commands, f"acknowledged command {ack['key']} lost"
        assert agg.commands[ack["key"]][3] <= ack["version"]
    # The restarted service keeps accepting commands on the same games.
    gid = UUID(header["games"][0])
    assert service.play_seat(gid, 0, "step.1").version == service.game(gid).version


def test_restarted_service_resumes_bots_that_are_due(store, make_service):
    first = make_service(store)  # bots not running: as if the process died right after saving
    created = first.create_game(game="race", seats=["bot:random", "bot:stepper"], seed=5)
    lobby = first.create_game(game="race", seats=["bot:random", "open"], seed=6)
    assert first.game(created.game_id).version == 3  # created, started, set up: bots are due
    first.close()

    restarted = make_service(store, run_bots=True)
    assert restarted.bots.wait_idle(30)
    assert restarted.game(created.game_id).status == "finished"
    assert restarted.game(lobby.game_id).status == "lobby"  # nobody is due in a lobby
    joined = restarted.join_game(lobby.game_id, "Ann")
    assert joined.started
