"""Analysis as a durable duty on a real store (SQLite and PostgreSQL): a duty runner performs it,
the read model holds it once and a rebuild gives it back unchanged, the two stores agree, a
take-back's move is not judged, and what cannot be analysed is refused with nothing stored."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from domain import games
from domain.shared.playout import play_game
from domain.shared.rng import Rng
from infra.duty import analysis as analysis_duty
from infra.duty.ledger import DutyTable
from infra.game_service.errors import AnalysisUnavailable, GameNotFinished
from infra.game_service.service import persist_finished_game
from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner, rebuild

BUDGET = 3  # search iterations per decision: every figure computed, cheaply


def _finished(service, seed: int = 41, game: str = "lorenzo", bots=("greedy",)):
    decider = games.get(game)
    _, _, moves = play_game(decider, 2, seed, bots)
    return persist_finished_game(service, game=game, variant=decider.variants[0], players=2,
                                 seed=seed, moves=moves, bots=bots).game_id


def _projected(settings):
    read = ReadModels(config=Config.from_settings(settings))
    runner = Runner(read.config, read.store, all_projections())
    runner.catch_up()
    runner.stop()
    return read


def _wait_done(service, gid, timeout: float = 300.0):
    deadline = time.monotonic() + timeout
    while (stream := analysis_duty.load(service, gid)) is None or not stream.over:
        assert time.monotonic() < deadline, "the analysis was not performed"
        time.sleep(0.1)
    return stream


def test_a_duty_runner_analyses_and_a_rebuild_gives_the_same(store, make_service, tmp_path):
    service = make_service(store, run_bots=True)
    gid = _finished(service)
    assert analysis_duty.request(service, gid, budget=BUDGET)[0] == "queued"
    assert _wait_done(service, gid).status == "done"
    assert DutyTable(service).pending(("analysis",)) == 0  # the result cleared the duty
    read = _projected(store)
    try:
        got = read.analysis(gid)
        assert got["status"] == "done" and got["budget"] == BUDGET
        assert got["done"] == got["total"] == len(got["result"]["steps"]) > 0
        projection = next(p for p in read.store.projections if p.name == "analysis")
        before = read.store.dump(projection)
        rebuild(read.config, read.store, [projection])
        assert read.store.dump(projection) == before
        assert read.analysis(gid) == got
    finally:
        read.close()


def test_sqlite_and_postgres_give_the_same_analysis(make_store, make_service):
    results = []
    for kind in ("sqlite", "postgres"):
        settings = make_store(kind)
        service = make_service(settings)
        gid = _finished(service, seed=43)
        analysis_duty.request(service, gid, budget=BUDGET)
        table = DutyTable(service)
        claim = table.claim(gid, analysis_duty.KIND, "test", 60.0)
        assert analysis_duty.perform(service, claim, table, "test", 60.0) == "done"
        read = _projected(settings)
        try:
            results.append(read.analysis(gid)["result"])
        finally:
            read.close()
    assert results[0] == results[1]


def test_asking_again_queues_nothing_more(service):
    gid = _finished(service, seed=44)
    first = analysis_duty.request(service, gid, budget=BUDGET)
    assert first[1] > 0
    assert analysis_duty.request(service, gid, budget=BUDGET) == ("queued", 0)
    assert analysis_duty.load(service, gid).version == 1


def test_running_games_and_games_without_a_search_are_refused(service):
    running = service.create_game(game="lorenzo", seats=["human:Ann", "human:Bea"], seed=5)
    with pytest.raises(GameNotFinished):
        analysis_duty.request(service, running.game_id)
    vecchio = _finished(service, seed=3, game="ilvecchio", bots=("random",))
    with pytest.raises(AnalysisUnavailable):
        analysis_duty.request(service, vecchio)
    table = DutyTable(service)
    for gid in (running.game_id, vecchio):
        assert analysis_duty.load(service, gid) is None
    assert table.pending(("analysis",)) == 0


def test_a_move_taken_back_is_not_judged(service):
    created = service.create_game(game="lorenzo", seats=["human:Ann", "human:Bea"], seed=7)
    gid, tokens = created.game_id, created.tokens
    decider, rng, undone = games.get("lorenzo"), Rng(1), None
    while (agg := service.game(gid)).status != "finished":
        seat = agg.decider.seats_to_act(agg.state)[0]
        key = decider.bot_action(agg.state, seat, "greedy", rng)
        res = service.play(gid, tokens[seat], key)
        if undone is None and agg.version > 6 and service.game(gid).undo_refusal(seat) is None:
            undone = res.version
            service.play(gid, tokens[seat], "undo")
    assert undone is not None
    decisions, _ = analysis_duty.line(service, gid)
    versions = [d.version for d in decisions]
    assert undone not in versions and len(versions) == len(set(versions))
    replayed = decider.fold(decider.setup(players=2, variant="basic", seed=7))
    for d in decisions:  # the decisions that stand replay the game to its end
        assert d.state == replayed
        replayed = decider.step(replayed, d.seat, d.key)[1]
    assert decider.is_over(replayed)


def test_the_cli_analyses_a_game_and_a_batch(tmp_path, make_service):
    from tests.conftest import sqlite_settings

    settings = sqlite_settings(tmp_path)
    service = make_service(settings)
    first, second = _finished(service, seed=45), _finished(service, seed=46)
    service.close()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SIGNORIA_")}
    env["SIGNORIA_SQLITE_PATH"] = str(settings.sqlite_path)
    cli = [sys.executable, "-m", "infra.console.main", "analyse", "--budget", str(BUDGET)]

    def run(*args) -> list[dict]:
        done = subprocess.run(cli + list(args), env=env, capture_output=True, text=True,
                              timeout=600, cwd=Path(__file__).resolve().parents[2])
        assert done.returncode == 0, done.stderr
        return [json.loads(line) for line in done.stdout.splitlines()]

    one = run(str(first))
    assert [(r["game_id"], r["status"]) for r in one] == [(str(first), "done")]
    assert len(one[0]["accuracy"]) == 2
    batch = {r["game_id"]: r for r in run("--finished")}
    assert batch[str(first)]["outcome"] == "done" and batch[str(first)]["cpu_s"] == 0
    assert batch[str(second)]["status"] == "done"


def test_a_runner_whose_lease_ran_out_stores_nothing(service):
    gid = _finished(service, seed=47)
    analysis_duty.request(service, gid, budget=BUDGET)
    table = DutyTable(service)
    stale = table.claim(gid, analysis_duty.KIND, "a", 0.01)
    time.sleep(0.05)  # a's lease runs out (a died, or stalled): b takes the duty over
    taken = table.claim(gid, analysis_duty.KIND, "b", 60.0)
    assert taken is not None
    assert analysis_duty.perform(service, taken, table, "b", 60.0) == "done"
    assert analysis_duty.perform(service, stale, table, "a", 60.0) == "lost"
    kinds = [type(e).__name__ for e in service.events.get(analysis_duty.stream_id(gid))]
    assert kinds.count("Completed") == 1
