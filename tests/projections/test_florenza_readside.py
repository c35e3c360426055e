"""Florenza on the read side, on SQLite and PostgreSQL: its analytics plug-in's tables (fame
by source, works by place, offices) are filled, the numbers equal a direct computation from the
engine's events and final states, win rate by seat and turn-order position come from the
generic tables, ratings get one Florenza ladder, and a live build equals a clean rebuild."""
from __future__ import annotations

from domain.florenza import GAME as ENGINE
from domain.florenza.state import art_field
from domain.shared.playout import play_game
from infra.game_service.service import GameService, persist_finished_game
from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner, rebuild

GAMES = ((2, 11), (3, 12), (5, 14))
BOTS = ("greedy", "random")


def _expected(played) -> dict:
    """Works by place, offices and total fame per winner, straight from events and states."""
    works: dict = {}
    offices = {"captain": 0, "bishop": 0, "cardinal": 0}
    wins: dict = {}
    for state, events in played:
        o = ENGINE.outcome(state)
        for e in events:
            d = ENGINE.event_to_dict(e)
            if d["type"] in ("WorkCompleted", "WorkFailed"):
                row = works.setdefault(art_field(d["art"])[0].place, [0, 0])
                row[d["type"] == "WorkFailed"] += 1
            if d["type"] == "OfficesNamed":
                for office in offices:
                    offices[office] += d[office] is not None
        for seat in range(state.n):
            row = wins.setdefault(seat, [0, 0])
            row[0] += 1
            row[1] += seat in o.winners
    return {"works": works, "offices": offices, "seats": wins}


def test_florenza_analytics_and_ratings_on_each_store(store):
    config = Config.from_settings(store)
    read = ReadModels(config=config)
    played = []
    try:
        live = Runner(config, read.store, all_projections(), batch_size=50)
        with GameService(store, run_bots=False) as service:
            for players, seed in GAMES:
                state, events, moves = play_game(ENGINE, players, seed, BOTS)
                persist_finished_game(service, game="florenza", variant="standard",
                                      players=players, seed=seed, moves=moves, bots=BOTS)
                played.append((state, events))
                live.catch_up()
        live.stop()
        a = read.analytics(game="florenza")
        want = _expected(played)
        assert a["games"] == len(GAMES)
        d = a["details"]
        assert {r["place"]: [r["completed"], r["failed"]] for r in d["works"]
                if r["completed"] or r["failed"]} == want["works"]
        assert {r["office"]: r["rounds"] for r in d["offices"]} == want["offices"]
        assert sum(r["fame"] for r in d["fame_by_source"] if r["source"] == "works") > 0
        assert {r["seat"]: [r["games"], r["wins"]] for r in a["seats"]} == want["seats"]
        assert sorted(r["position"] for r in a["turn_order"]) == list(range(5))
        assert read.analytics(game="florenza", players=5)["games"] == 1
        assert {r["player"] for r in read.ratings("florenza")} == {"bot-greedy", "bot-random"}
        before = {p.name: read.store.dump(p) for p in read.store.projections}
        rebuild(config, read.store, read.store.projections)
        assert {p.name: read.store.dump(p) for p in read.store.projections} == before
    finally:
        read.close()
