"""The game states the read side holds stay bounded by their measured bytes, measured at the
end of a batch (projections.base.GameFollower.settle): a game still held is measured as it is
then, a game that finished within the batch is never walked."""
from __future__ import annotations

from types import SimpleNamespace

from domain.shared.lru import deep_size
from projections.base import GameFollower, followers
from projections.config import Config
from projections.read import ReadModels
from projections.runner import rebuild
from tests.projections.corpus import finished_game, played_game


def _record(game_id: str, kind: str, position: int):
    return SimpleNamespace(game_id=game_id, kind=kind, position=position)


def test_a_due_measurement_waits_for_the_batch_end_and_skips_dropped_games():
    follower = GameFollower(lambda r: ["created"], lambda s, r: [*s, "x" * 200])
    walked = []
    measure = follower.games.sizeof
    follower.games.sizeof = lambda held: walked.append(held) or measure(held)
    follower.apply(_record("kept", "Created", 1), None)
    follower.apply(_record("gone", "Created", 2), None)
    created_size = follower.games.size_of("kept")
    for i in range(GameFollower.REMEASURE + 3):
        follower.apply(_record("kept", "Decided", 10 + i), None)
        follower.apply(_record("gone", "Decided", 100 + i), None)
    assert len(walked) == 2  # only the two first follows so far
    assert follower.games.size_of("kept") == created_size  # due, not yet measured
    follower.drop("gone")  # finished within the batch
    follower.settle()
    assert len(walked) == 3  # "kept" once, "gone" never again
    assert follower.games.size_of("kept") == deep_size(follower.games.get("kept")[0])


def test_measures_come_after_twice_as_many_records_each_time_up_to_a_cap():
    follower = GameFollower(lambda r: ["created"], lambda s, r: [*s, "x" * 200])
    measured_at = []
    measure = follower.games.sizeof
    follower.games.sizeof = lambda held: measured_at.append(len(held[0])) or measure(held)
    follower.apply(_record("g", "Created", 1), None)
    for i in range(1000):
        follower.apply(_record("g", "Decided", 10 + i), None)
        follower.settle()  # a batch a record
    gaps = [b - a for a, b in zip(measured_at, measured_at[1:], strict=False)]
    top = GameFollower.REMEASURE_MAX
    first = GameFollower.REMEASURE
    assert gaps[:4] == [first, 2 * first, 4 * first, 8 * first]
    assert max(gaps) == top and set(gaps[gaps.index(top):]) == {top}


def test_after_a_rebuild_held_games_are_measured_as_they_are(store, make_service):
    service = make_service(store)
    finished_game(service, 2, 41)
    running = played_game(service, 2, 42, "basic", 3 * GameFollower.REMEASURE)
    clean = ReadModels(config=Config.from_settings(store))
    try:
        rebuild(clean.config, clean.store, clean.store.projections)
        held = {}
        for p in clean.store.projections:
            for f in followers(p):
                held.update({(p.name, gid): (f.games.get(gid), f.games.size_of(gid))
                             for gid in f.games.keys()})
        assert {gid for _, gid in held} == {running.game_id}  # the finished one is dropped
        for (name, _), ((state, *_), size) in held.items():
            assert size == deep_size(state), name
    finally:
        clean.close()
