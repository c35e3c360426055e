"""Il Vecchio on the read side, on SQLite and PostgreSQL: its analytics plug-in's tables are
created and filled, the numbers equal a direct computation from the engine's final states
(power points by source, tracks and who held them, province tiles), win rates by seat and
player count come from the generic statistics, ratings get one Il Vecchio ladder, and a live
build equals a clean rebuild."""
from __future__ import annotations

from domain.ilvecchio import GAME as ENGINE
from domain.ilvecchio.rules.scoring import CATEGORIES, majority
from domain.shared.playout import play_game
from infra.game_service.service import GameService, persist_finished_game
from projections.config import Config
from projections.read import ReadModels
from projections.registry import all_projections
from projections.runner import Runner, rebuild

GAMES = ((2, 21), (3, 22), (4, 23), (2, 24))
BOTS = ("greedy", "random")


def _direct(states) -> dict:
    sources = {c: [0, 0, 0, 0] for c in CATEGORIES}
    tracks: dict = {}
    seats: dict = {}
    for s in states:
        o = ENGINE.outcome(s)
        won = set(o.winners)
        for seat in range(s.n):
            w = seat in won
            for c in CATEGORIES:
                pts = o.breakdown[seat][c]
                row = sources[c]
                row[0], row[1] = row[0] + 1, row[1] + pts
                row[2], row[3] = row[2] + w, row[3] + (pts if w else 0)
            key = (s.n, seat)
            seats[key] = [seats.get(key, [0, 0])[0] + 1, seats.get(key, [0, 0])[1] + w]
        for track, on in s.tracks.items():
            holder = majority(s, track)
            row = tracks.setdefault(track, [0, 0, 0, 0])
            row[0] += len(on)
            row[1] += sum(1 for x in on if x in won)
            row[2] += holder is not None
            row[3] += holder in won
    return {"sources": sources, "tracks": tracks, "seats": seats}


def test_ilvecchio_analytics_and_ratings_on_each_store(store):
    config = Config.from_settings(store)
    read = ReadModels(config=config)
    states = []
    try:
        live = Runner(config, read.store, all_projections(), batch_size=7)
        with GameService(store, run_bots=False) as service:
            for players, seed in GAMES:
                state, _, moves = play_game(ENGINE, players, seed, BOTS)
                persist_finished_game(service, game="ilvecchio", variant="standard",
                                      players=players, seed=seed, moves=moves, bots=BOTS)
                states.append(state)
                live.catch_up()
        live.stop()
        a = read.analytics(game="ilvecchio")
        want = _direct(states)
        assert a["games"] == len(GAMES)
        d = a["details"]
        assert [r["source"] for r in d["sources"]] == list(CATEGORIES)
        assert {r["source"]: [r["seats"], r["points"], r["winner_seats"], r["winner_points"]]
                for r in d["sources"]} == want["sources"]
        assert {r["track"]: [r["members"], r["winner_members"], r["held"], r["winner_held"]]
                for r in d["tracks"]} == want["tracks"]
        taken = sum(len(s.provinces[seat]) for s in states for seat in range(s.n))
        assert sum(r["taken"] for r in d["tiles"]) == taken
        two = read.analytics(game="ilvecchio", players=2)
        assert two["games"] == 2
        for (n, seat), (games, wins) in want["seats"].items():
            rows = {r["seat"]: r for r in read.analytics(game="ilvecchio", players=n)["seats"]}
            assert [rows[seat]["games"], rows[seat]["wins"]] == [games, wins]
        ladder = read.ratings("ilvecchio")
        assert {r["player"] for r in ladder} == {"bot-greedy", "bot-random"}
        assert read.ratings("patrizier") == []
        before = {p.name: read.store.dump(p) for p in read.store.projections}
        rebuild(config, read.store, read.store.projections)
        assert {p.name: read.store.dump(p) for p in read.store.projections} == before
    finally:
        read.close()
