"""Patrizier on the read side, on SQLite and PostgreSQL: its analytics plug-in's tables are
created and filled, the numbers equal a direct computation from the engine's final states,
ratings get one Patrizier ladder, and a live build equals a clean rebuild."""
from __future__ import annotations

from domain.patrizier import GAME as ENGINE
from domain.shared.playout import play_game
from infra.game_service.service import GameService, persist_finished_game
from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner, rebuild
from tests.support.patrizier import final_facts

GAMES = ((2, 11), (3, 12), (4, 13), (5, 14), (5, 15))
BOTS = ("greedy", "random")


def test_patrizier_analytics_and_ratings_on_each_store(store):
    config = Config.from_settings(store)
    read = ReadModels(config=config)
    states = []
    try:
        live = Runner(config, read.store, all_projections(), batch_size=7)
        with GameService(store, run_bots=False) as service:
            for players, seed in GAMES:
                state, _, moves = play_game(ENGINE, players, seed, BOTS)
                persist_finished_game(service, game="patrizier", variant="standard",
                                      players=players, seed=seed, moves=moves, bots=BOTS)
                states.append(state)
                live.catch_up()
        live.stop()
        a = read.analytics(game="patrizier")
        want = final_facts(states)
        assert a["games"] == len(GAMES)
        assert {r["position"]: [r["games"], r["wins"]] for r in a["turn_order"]} == {
            k: v[:2] for k, v in want["turns"].items()}
        sizes = {r["floors"]: r for r in a["details"]["city_sizes"]}
        for floors, w in want["sizes"].items():
            assert {k: sizes[floors][k] for k in w} == w, floors
        assert {r["head"]: [r["seats"], r["heads"], r["sets"], r["winner_seats"],
                            r["winner_sets"]] for r in a["details"]["heads"]} == want["heads"]
        five = read.analytics(game="patrizier", players=5)
        assert five["games"] == 2 and sum(r["cities_in_play"] for r in
                                          five["details"]["city_sizes"]) == 20
        assert read.analytics(game="lorenzo")["games"] == 0
        ladder = read.ratings("patrizier")
        # an identity seated twice in one game is not rated in it: only the 2-player game
        assert {r["player"]: r["games"] for r in ladder} == {"bot-greedy": 1, "bot-random": 1}
        assert read.ratings("lorenzo") == []
        before = {p.name: read.store.dump(p) for p in read.store.projections}
        rebuild(config, read.store, read.store.projections)
        assert {p.name: read.store.dump(p) for p in read.store.projections} == before
    finally:
        read.close()
