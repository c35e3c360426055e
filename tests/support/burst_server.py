"""A write-side server process for the crash test: bursts commands at a few games and prints
one JSON line per acknowledged command (flushed after the save returned). Runs until killed.

    python -m tests.support.burst_server GAMES THREADS   (store from SIGNORIA_* variables)
"""
from __future__ import annotations

import json
import sys
import threading

from domain import games
from infra.game_service.service import GameService
from tests.support.toy_game import GAME

games.register(GAME)


def main(n_games: int, n_threads: int) -> None:
    service = GameService(run_bots=False)
    out_lock = threading.Lock()
    table = []
    for g in range(n_games):
        created = service.create_game(game="race", seats=["human:A", "human:B", "human:C"],
                                      variant="free", seed=g, preset={"target": 10**9})
        table.append((created.game_id, created.tokens))
    print(json.dumps({"games": [str(gid) for gid, _ in table]}), flush=True)

    def burst(t: int) -> None:
        n = 0
        while True:
            gid, tokens = table[(t + n) % len(table)]
            key = f"{t}-{n}"
            action = ("step.1", "roll", "step.2")[n % 3]
            result = service.play(gid, tokens[n % 3], action, idempotency_key=key)
            with out_lock:
                sys.stdout.write(json.dumps({"game": str(gid), "key": key,
                                             "version": result.version}) + "\n")
                sys.stdout.flush()
            n += 1

    threads = [threading.Thread(target=burst, args=(t,), daemon=True) for t in range(n_threads)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
