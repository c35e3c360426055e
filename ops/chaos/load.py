"""The load: human seats playing recorded Lorenzo games move by move with idempotency keys
(each acknowledged move is kept for the audit), all-bot games and games on a short clock
where nobody moves (time-outs and turn notifications) kept running, new ones replacing the
finished. Moves of a seat's game follow `play_game` for its seed, so a retry after a crash
sends exactly the move that was meant."""
from __future__ import annotations

import queue
import threading
import time

from domain.lorenzo.playout import play_game
from ops.chaos.api import Api, Gone

CREATE = """mutation($i: CreateGameInput!) { createGame(input: $i) { __typename
  ... on GameCreated { game { id } seats { seat token } } ... on Error { code message } } }"""
SUBMIT = """mutation($i: SubmitActionInput!) { submitAction(input: $i) { __typename
  ... on ActionAccepted { version } ... on Error { code message } } }"""
HOOK = """mutation($i: WebhookInput!) { setWebhook(input: $i) { __typename
  ... on Error { code message } } }"""
STATUS = "query($g: ID!) { game(id: $g) { status } }"
HUMAN_CLOCK = {"mode": "TURN", "perMoveSeconds": 600, "onTimeout": "BOT_MOVE"}  # runs, never out


def create(api: Api, players: list[dict], seed: int, clock: dict | None = None):
    """(game id, {seat: token})."""
    inp = {"game": "LORENZO", "seed": seed, "players": players}
    if clock:
        inp["clock"] = clock
    c = api.call(CREATE, {"i": inp})["createGame"]
    if c["__typename"] != "GameCreated":
        raise RuntimeError(str(c))
    return c["game"]["id"], {s["seat"]: s["token"] for s in c["seats"] if s["token"]}


class Seats(threading.Thread):
    """One player's desk: plays its games' seats at `rate` moves/s, a new game after each;
    announces each game to `games` (its subscriber follows it)."""

    def __init__(self, urls: list[str], index: int, rate: float, stop: threading.Event,
                 record) -> None:
        super().__init__(daemon=True, name=f"seats-{index}")
        self.api, self.index, self.gap, self.stop = Api(urls), index, 1 / rate, stop
        self.record = record  # record(game, key, version) for each acknowledged move
        self.games: queue.Queue[str] = queue.Queue()
        self.errors: list[str] = []
        self.offered = 0

    def run(self) -> None:
        n = 0
        while not self.stop.is_set():
            seed = 1_000_000 * (self.index + 1) + n
            n += 1
            try:
                self._play(seed)
            except (Gone, RuntimeError) as e:
                self.errors.append(f"seed {seed}: {e}")
        self.api.close()

    def _play(self, seed: int) -> None:
        moves = play_game(2, seed)[2]
        gid, tokens = create(self.api, [{"name": "Ann"}, {"name": "Bea"}], seed, HUMAN_CLOCK)
        self.games.put(gid)
        next_at = time.monotonic()
        for k, (seat, action) in enumerate(moves):
            if self.stop.is_set():
                return
            next_at = max(next_at + self.gap, time.monotonic() - 1)
            time.sleep(max(0.0, next_at - time.monotonic()))
            key = f"{gid}:{k}"
            self.offered += 1
            done = self.api.call(SUBMIT, {"i": {"gameId": gid, "action": action,
                                                "idempotencyKey": key}},
                                 token=tokens[seat])["submitAction"]
            if done["__typename"] != "ActionAccepted":
                raise RuntimeError(f"{gid} move {k}: {done}")
            self.record(gid, key, done["version"])


class Keeper(threading.Thread):
    """Keeps `count` games of one sort running: all-bot games, or clock games where nobody
    moves (their seats' webhooks to `hook_url`)."""

    def __init__(self, urls: list[str], count: int, stop: threading.Event, *, seed: int,
                 bots: bool, clock: dict | None = None, hook_url: str | None = None) -> None:
        super().__init__(daemon=True, name=f"keeper-{seed}")
        self.api, self.count, self.stop, self.seed = Api(urls), count, stop, seed
        self.bots, self.clock, self.hook_url = bots, clock, hook_url
        self.running: list[str] = []
        self.created: list[str] = []
        self.errors: list[str] = []

    def _new(self) -> None:
        players = ([{"name": "R1", "bot": "RANDOM"}, {"name": "R2", "bot": "RANDOM"}]
                   if self.bots else [{"name": "Ann"}, {"name": "Bea"}])
        gid, tokens = create(self.api, players, self.seed + len(self.created), self.clock)
        for token in tokens.values() if self.hook_url else ():
            done = self.api.call(HOOK, {"i": {"gameId": gid, "url": self.hook_url}},
                                 token=token)["setWebhook"]
            if done["__typename"] != "SeatCommandDone":
                raise RuntimeError(str(done))
        self.running.append(gid)
        self.created.append(gid)

    def _finished(self, gid: str) -> bool:
        try:
            game = self.api.call(STATUS, {"g": gid}, deadline=30)["game"]
        except RuntimeError:  # not projected yet where it asked (the projector restarting)
            return False
        return (game or {}).get("status") == "FINISHED"

    def run(self) -> None:
        while not self.stop.is_set():
            try:
                self.running = [g for g in self.running if not self._finished(g)]
                while len(self.running) < self.count and not self.stop.is_set():
                    self._new()
            except (Gone, RuntimeError) as e:
                self.errors.append(str(e))
            self.stop.wait(2.0)
        self.api.close()
