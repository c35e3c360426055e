"""A store written before the table fold still works: its snapshots hold the table's fields as
the aggregate's own attributes (`GameMatch.Snapshot.mutate` converts them). The fixture was
written by the code of commit 9650098 (`fixtures/pre_table_store/make_store.py`, run with that
checkout first on the path): a 2-player Lorenzo game with a turn clock and one take-back,
48 versions, a snapshot at version 40."""
from __future__ import annotations

import json
import random
import shutil
from dataclasses import fields
from pathlib import Path

from domain.shared.shell import GameMatch
from infra.game_service.service import GameService
from infra.settings import Settings

FIXTURE = Path(__file__).parent / "fixtures" / "pre_table_store"


def _service(tmp_path) -> GameService:
    shutil.copy(FIXTURE / "events.sqlite3", tmp_path / "events.sqlite3")
    return GameService(Settings(sqlite_path=tmp_path / "events.sqlite3", run_bots=False,
                                snapshot_every=20), run_bots=False)


def _service_again(service: GameService) -> GameService:
    """A second service on the same store (nothing cached: the game loads from its snapshot)."""
    return GameService(service.settings, run_bots=False)


def _folded(service: GameService, gid) -> GameMatch:
    """The game folded from its stored events alone (no snapshot)."""
    agg = None
    for event in service.events.get(gid):
        agg = event.mutate(agg)
    return agg


def test_an_old_snapshot_loads_as_the_table_its_events_fold_to(tmp_path):
    game = json.loads((FIXTURE / "game.json").read_text())
    with _service(tmp_path) as service:
        gid = service.game(game["game_id"]).id
        snaps = list(service.snapshots.get(gid))
        assert snaps and "t" not in snaps[-1].state  # really the old layout
        loaded, folded = service.game(gid), _folded(service, gid)
        assert loaded.version == folded.version == game["version"]
        for f in fields(folded.t):
            assert getattr(loaded.t, f.name) == getattr(folded.t, f.name), f.name
        assert loaded.t.clock is not None and loaded.t.facts.seats_to_act
        assert loaded.t.facts.seats_to_act == folded.t.facts.seats_to_act
        # the old snapshot lacks move times and the log's step count: the game is folded from
        # its events, and its next save stores a snapshot of today's shape
        assert loaded.t.move_times and loaded.t.steps == folded.t.steps > 0
        seat = loaded.t.facts.seats_to_act[0]
        tokens = {int(k): v for k, v in game["tokens"].items()}
        key = sorted(a.key for a in service.legal_actions(gid, tokens[seat]))[0]
        service.play(gid, tokens[seat], key)
        assert "t" in list(service.snapshots.get(gid))[-1].state
        with _service_again(service) as fresh:
            assert fresh.game(gid).t == _folded(fresh, gid).t


def test_a_game_from_an_old_store_plays_on_to_its_end(tmp_path):
    game = json.loads((FIXTURE / "game.json").read_text())
    tokens = {int(k): v for k, v in game["tokens"].items()}
    rng = random.Random(3)
    with _service(tmp_path) as service:
        gid = game["game_id"]
        for _ in range(2000):
            acting = [s for s in tokens if service.legal_actions(gid, tokens[s])]
            if not acting:
                break
            seat = acting[0]
            keys = sorted(a.key for a in service.legal_actions(gid, tokens[seat]))
            service.play(gid, tokens[seat], rng.choice([k for k in keys if k != "undo"]
                                                        or keys))
        agg = service.game(gid)
        assert agg.status == "finished" and agg.t.facts.outcome is not None
        # the finished game's table equals a fold of all its events, old ones included
        assert agg.t.facts.outcome == _folded(service, agg.id).t.facts.outcome
