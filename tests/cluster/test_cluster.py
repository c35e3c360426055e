"""The production topology under load and crashes: 3 API processes (projections and bots off),
a projection worker and a duty worker on one PostgreSQL schema (ops/launch.py), concurrent
games over HTTP, two kill -9s of randomly chosen processes (each restarted). Afterwards every
read model equals a clean rebuild, no log entry exists twice, every acknowledged action is
stored, every bot game finished, and a subscriber on one process received every event
caused through another exactly once."""
from __future__ import annotations

import os
import random
import threading
import time

import httpx
import pytest

from domain.lorenzo.playout import play_game
from domain.shared.shell import domain_dicts
from infra.game_service.service import GameService
from projections.config import Config
from projections.read import ReadModels
from projections.runner import rebuild
from tests.cluster.client import ApiError, Client, Subscriber
from tests.cluster.conftest import drop_option

pytestmark = pytest.mark.postgres

HUMAN_GAMES = 14
HUMAN_MOVES = 40
BOT_GAMES = 6
MIXED_GAMES = 2
SEED = 20261122
PACE = 0.1  # seconds between a game's moves: the load lasts while processes are killed
# which processes are killed varies from run to run; a failure names the seed to replay it
KILL_SEED = int(os.environ.get("SIGNORIA_TEST_SEED") or time.time_ns() % 2**32)


class Load:
    """Drives the games; records every acknowledged action."""

    def __init__(self, clients: list[Client]) -> None:
        self.clients = clients
        self.acks: list[tuple[str, str, int]] = []  # (game, idempotency key, version)
        self.errors: list[str] = []
        self.lock = threading.Lock()

    def submit(self, gid: str, action: str, token: str, key: str, via: list[int]):
        """Submit until some process answers (a killed one fails the call: try the next)."""
        deadline = time.monotonic() + 90
        attempt = 0
        while True:
            client = self.clients[via[attempt % len(via)]]
            try:
                result, _ = client.submit(gid, action, token, key=key)
                return result
            except (httpx.HTTPError, ApiError):
                attempt += 1
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)

    def play_moves(self, gid: str, tokens: dict, moves: list, via: list[int]) -> None:
        try:
            for k, (seat, action) in enumerate(moves):
                key = f"{gid}:{k}"
                result = self.submit(gid, action, tokens[seat], key, [via[(k + i) % len(via)]
                                                                      for i in range(len(via))])
                assert result["__typename"] == "ActionAccepted", result
                with self.lock:
                    self.acks.append((gid, key, result["version"]))
                time.sleep(PACE)
        except Exception as e:  # noqa: BLE001 - reported by the test
            self.errors.append(f"{gid}: {e!r}")

    def play_human_seat(self, gid: str, token: str) -> None:
        """The human seat of a game with a bot: its first legal action whenever it may act."""
        n = 0
        deadline = time.monotonic() + 240
        try:
            while time.monotonic() < deadline:
                client = self.clients[n % len(self.clients)]
                try:
                    game = client.game(gid, token=token)
                except (httpx.HTTPError, ApiError):
                    time.sleep(0.2)
                    continue
                if game and game["status"] == "FINISHED":
                    return
                legal = [a["key"] for a in game["legalActions"]] if game else []
                if not legal:
                    time.sleep(0.05)
                    continue
                key = f"{gid}:h{n}"
                result = self.submit(gid, legal[0], token, key, [n % len(self.clients)])
                if result["__typename"] == "ActionAccepted":
                    with self.lock:
                        self.acks.append((gid, key, result["version"]))
                    n += 1
            self.errors.append(f"{gid}: mixed game did not finish")
        except Exception as e:  # noqa: BLE001
            self.errors.append(f"{gid}: {e!r}")


def _create(clients: list[Client], players: list[dict], seed: int, i: int):
    for attempt in range(50):
        try:
            return clients[(i + attempt) % len(clients)].create_game(players, seed)
        except (httpx.HTTPError, ApiError):
            time.sleep(0.2)
    raise AssertionError("no process created the game")


def test_cluster_survives_two_kill_9s(make_cluster, pg_store):
    cluster = make_cluster(api=3, env={"SIGNORIA_DUTY_LEASE_SECONDS": "2"})
    clients = [Client(url) for url in cluster.api_urls()]
    load = Load(clients)
    rng = random.Random(KILL_SEED)
    threads: list[threading.Thread] = []

    # the followed game: moves through process B only, a subscriber on process A
    _, _, followed_moves = play_game(2, SEED)
    followed, followed_tokens, _ = clients[1].create_game([{"name": "Ann"}, {"name": "Bea"}],
                                                          SEED)
    subscriber = Subscriber(clients[0].base, followed)
    subscriber.start()
    assert subscriber.ready.wait(20)
    threads.append(threading.Thread(target=load.play_moves, args=(
        followed, followed_tokens, followed_moves, [1])))

    for i in range(HUMAN_GAMES):
        seed = SEED + 1 + i
        gid, tokens, _ = _create(clients, [{"name": f"a{i}"}, {"name": f"b{i}"}], seed, i)
        moves = play_game(2, seed)[2][:HUMAN_MOVES]
        threads.append(threading.Thread(target=load.play_moves,
                                        args=(gid, tokens, moves, [0, 1, 2])))
    bot_games = []
    for i in range(BOT_GAMES):
        gid, _, _ = _create(clients, [{"bot": "RANDOM"}, {"bot": "GREEDY"}], SEED + 100 + i, i)
        bot_games.append(gid)
    for i in range(MIXED_GAMES):
        gid, tokens, _ = _create(clients, [{"name": f"m{i}"}, {"bot": "RANDOM"}],
                                 SEED + 200 + i, i)
        bot_games.append(gid)
        threads.append(threading.Thread(target=load.play_human_seat, args=(gid, tokens[0])))

    for t in threads:
        t.start()
    killed = []
    for pause in (1.0, 1.0):  # two kill -9s during the load, each process restarted
        time.sleep(pause)
        victim = rng.choice(sorted(cluster.procs))
        cluster.kill(victim)
        killed.append((victim, len(load.acks)))
        time.sleep(0.5)
        cluster.restart(victim)
    for t in threads:
        t.join(300)
    context = f"SIGNORIA_TEST_SEED={KILL_SEED}, killed (process, actions acknowledged): {killed}"
    assert not load.errors, (context, load.errors)
    assert killed[-1][1] < len(load.acks), ("the load ended before the last kill", context)

    service = GameService(pg_store, run_bots=False)
    config = Config.from_settings(pg_store)
    live = ReadModels(config=config)
    clean = ReadModels(config=config.with_views(pg_store.postgres.schema + "_rb"))
    try:
        # every bot game finishes (played by the duty worker, whatever was killed)
        deadline = time.monotonic() + 180
        unfinished = list(bot_games)
        while unfinished and time.monotonic() < deadline:
            unfinished = [g for g in unfinished if service.game(g).status != "finished"]
            time.sleep(0.5)
        assert not unfinished, (f"bot games stalled: {unfinished}", context)

        # every acknowledged action is stored
        for gid, key, version in load.acks:
            commands = service.game(gid).commands
            assert key in commands, (f"acknowledged {key} lost", context)
            assert commands[key][3] <= version

        # the read models caught up and equal a clean rebuild
        assert live.wait_for(service.position(), 60)
        rebuild(clean.config, clean.store, clean.store.projections)
        for a, b in zip(live.store.projections, clean.store.projections, strict=True):
            assert live.store.dump(a) == clean.store.dump(b), (a.name, context)

        # no log entry twice: each game's steps are 1..n, n = its domain events stored
        log_model = next(p for p in live.store.projections if p.name == "log")
        games = {row[0] for row in live.store.dump(log_model)["rm_log_games"]}
        for gid in games:
            stored = len(domain_dicts(service.stored_events(gid)))
            log = live.game_log(gid, None, 0, 1000)
            assert [e["step"] for e in log] == list(range(1, stored + 1)), (gid, context)

        # the subscriber on A saw every event of the game played through B exactly once
        subscriber.join(60)
        assert subscriber.completed, (subscriber.error, context)
        length = live.replay_length(followed)
        assert subscriber.steps == list(range(1, length + 1)), context
    finally:
        live.close()
        clean.close()
        service.close()
        _drop(pg_store, pg_store.postgres.schema + "_rb")
        for c in clients:
            c.close()


def test_three_processes_started_together_on_an_empty_database(make_cluster):
    """Each `serve` migrates what it finds missing (under the lock): all become ready."""
    cluster = make_cluster(api=3, projection_workers=0, duty_workers=0, start=False)
    for proc in cluster.procs.values():  # default serve: projections and bots in-process
        proc.args = drop_option(drop_option(proc.args, "--projections"), "--bots")
    started = time.monotonic()
    cluster.start(migrate=False)
    assert time.monotonic() - started < 60
    client = Client(cluster.api_urls()[2])
    gid, _, position = client.create_game([{"bot": "RANDOM"}, {"bot": "RANDOM"}])
    game = Client(cluster.api_urls()[0]).game(gid, consistency=position)
    assert game is not None and game["version"] >= 3
    client.close()


def test_read_your_writes_across_processes_with_the_consistency_header(make_cluster):
    cluster = make_cluster(api=2, duty_workers=0)
    a, b = (Client(u) for u in cluster.api_urls())
    seed = 7
    gid, tokens, position = b.create_game([{"name": "Ann"}, {"name": "Bea"}], seed)
    assert a.game(gid, consistency=position) is not None
    for k, (seat, action) in enumerate(play_game(2, seed)[2][:15]):
        result, position = b.submit(gid, action, tokens[seat], key=f"k{k}")
        assert result["__typename"] == "ActionAccepted" and position is not None
        seen = a.game(gid, consistency=position)  # on the other process, at once
        assert seen["version"] == result["version"]
    # a position never reached: a clean, typed answer after the bounded wait
    with pytest.raises(ApiError, match="consistency_timeout"):
        a.game(gid, consistency=position + 10_000)
    with pytest.raises(ApiError, match="HTTP 400"):
        a.game(gid, consistency=-1)  # type: ignore[arg-type]
    a.close()
    b.close()


def test_a_bot_game_created_where_bots_are_off_is_played_by_the_duty_worker(make_cluster):
    cluster = make_cluster(api=1, projection_workers=1, duty_workers=1)
    client = Client(cluster.api_urls()[0])
    gid, _, _ = client.create_game([{"bot": "RANDOM"}, {"bot": "GREEDY"}], 99)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        game = client.game(gid)
        if game and game["status"] == "FINISHED":
            break
        time.sleep(0.3)
    assert game["status"] == "FINISHED"
    client.close()


def test_a_process_killed_between_a_save_and_its_bot_move_is_taken_over(make_cluster):
    """A `serve` with bots on plays its bot game; killed mid-game (always between a save and
    the next bot move, or within one), a duty worker started afterwards finishes it."""
    cluster = make_cluster(api=1, projection_workers=0, duty_workers=1, start=False,
                           env={"SIGNORIA_DUTY_LEASE_SECONDS": "1"})
    api = cluster.procs["api-1"]
    api.args = drop_option(drop_option(api.args, "--projections"), "--bots")
    cluster.start()
    cluster.kill("duties-1")  # only the API process plays at first
    client = Client(api.url)
    gid, _, _ = client.create_game([{"bot": "RANDOM"}, {"bot": "RANDOM"}], 5)
    service = GameService(_settings_of(cluster), run_bots=False)
    try:
        deadline = time.monotonic() + 30
        while service.game(gid).version < 20 and time.monotonic() < deadline:
            time.sleep(0.01)
        cluster.kill("api-1")
        time.sleep(0.5)  # a save it sent just before dying still commits in PostgreSQL
        stopped_at = service.game(gid)
        assert stopped_at.status != "finished"
        time.sleep(1.5)
        assert service.game(gid).version == stopped_at.version  # nobody plays it now
        cluster.restart("duties-1")
        deadline = time.monotonic() + 120
        while service.game(gid).status != "finished" and time.monotonic() < deadline:
            time.sleep(0.2)
        assert service.game(gid).status == "finished"
    finally:
        service.close()
        client.close()


def _settings_of(cluster):
    from infra.settings import load

    return load({"SIGNORIA_DATABASE_URL": cluster.db_url})


def _drop(settings, schema: str) -> None:
    import psycopg

    with psycopg.connect(settings.postgres.conninfo(), autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def test_presence_and_clock_time_outs_across_processes(make_cluster):
    """Presence counted on one API process is seen from another and pushed to a follower
    there; a clock time-out is played by whichever process claims the duty."""
    from tests.support.follow import Follower

    cluster = make_cluster(api=2, duty_workers=1)
    a, b = (Client(u) for u in cluster.api_urls())
    gid, tokens, position = b.create_game([{"name": "Ann"}, {"name": "Bea"}], 5)
    assert a.game(gid, consistency=position) is not None
    ws = [u.replace("http", "ws", 1) + "/graphql" for u in cluster.api_urls()]
    ann = Follower(ws[0], gid, tokens[0])  # on process A
    assert ann.next_presence() == {"seats": [0], "spectators": 0}
    watcher = Follower(ws[1], gid)  # a spectator on process B
    seen = ann.next_presence()  # pushed to A through the database's change signal
    assert seen == {"seats": [0], "spectators": 1}
    presence = "query($g: ID!) { game(id: $g) { presence { seats spectators } } }"
    assert b.post(presence, {"g": gid})[0]["game"]["presence"] == seen
    watcher.close()
    ann.close()
    deadline = time.monotonic() + 10
    while b.post(presence, {"g": gid})[0]["game"]["presence"]["spectators"]:
        assert time.monotonic() < deadline
        time.sleep(0.1)

    clocked, headers = b.post("""mutation($i: CreateGameInput!) { createGame(input: $i) {
        ... on GameCreated { game { id } } } }""", {"i": {
        "players": [{"name": "Ann"}, {"name": "Bea"}],
        "clock": {"mode": "TURN", "perMoveSeconds": 1, "onTimeout": "BOT_MOVE"}}})
    cid = clocked["createGame"]["game"]["id"]
    written = int(headers["signoria-position"])
    events = "query($g: ID!) { gameEvents(gameId: $g, first: 100) { nodes { type } } }"
    deadline = time.monotonic() + 20
    while [n["type"] for n in a.post(events, {"g": cid}, consistency=written)[0][
            "gameEvents"]["nodes"]].count("TimedOut") < 2:  # each once, whoever took the duty
        assert time.monotonic() < deadline
        time.sleep(0.2)
    a.close()
    b.close()
