"""The pages a user opens, made on a running `signoria serve`: the lobby, each board as
spectator and as the seat to act, the replays of finished games at mid-game, the dashboard.
Shared by the browser tests (axe-core, phone screenshots) and ops/bench/lighthouse_bench.py."""
from __future__ import annotations

import time

import httpx

CREATE = """mutation($g: GameName!, $p: [PlayerInput!]!, $s: Seed, $v: Variant) {
  createGame(input: {game: $g, players: $p, seed: $s, variant: $v}) {
    __typename ... on GameCreated { game { id } seats { seat token } } } }"""
STATUS = "query($g: ID!) { game(id: $g) { status seatsToAct } replay(gameId: $g) { length } }"


def _post(base: str, query: str, variables: dict) -> dict:
    body = httpx.post(base + "/graphql", json={"query": query, "variables": variables},
                      timeout=30).json()
    assert "errors" not in body, body
    return body["data"]


def create(base: str, game: str, players: list[dict], seed: int,
           variant: str | None = None) -> tuple[str, list[dict]]:
    made = _post(base, CREATE, {"g": game, "p": players, "s": seed, "v": variant})["createGame"]
    assert made["__typename"] == "GameCreated", made
    return made["game"]["id"], made["seats"]


def wait(base: str, gid: str, ready, timeout: float = 120) -> dict:
    """Polls the game until `ready(status)` holds; answers that status."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        status = _post(base, STATUS, {"g": gid})
        if ready(status):
            return status
        time.sleep(0.2)
    raise AssertionError(f"game {gid} did not get ready: {status}")


def finished(base: str, game: str, bots: list[str], seed: int,
             variant: str | None = None) -> tuple[str, int]:
    """A finished game of bots: (id, replay length)."""
    gid, _ = create(base, game, [{"bot": b} for b in bots], seed, variant)
    status = wait(base, gid, lambda s: s["game"]["status"] == "FINISHED")
    return gid, status["replay"]["length"]


def seat_to_act(base: str, game: str, bots: list[str], seed: int) -> tuple[str, str]:
    """A game whose human seat 0 must act now: (id, seat 0's private link fragment)."""
    gid, seats = create(base, game, [{"name": "Ann"}, *({"bot": b} for b in bots)], seed)
    wait(base, gid, lambda s: 0 in (s["game"]["seatsToAct"] or []))
    token = next(s["token"] for s in seats if s["seat"] == 0)
    return gid, f"#seat=0&token={token}"


def pages(base: str) -> dict[str, str]:
    """Every page of the client by name -> its URL (games made once per call)."""
    lorenzo, lorenzo_len = finished(base, "LORENZO", ["GREEDY"] * 4, 7)
    patrizier, patrizier_len = finished(base, "PATRIZIER", ["GREEDY", "RANDOM", "GREEDY"], 9)
    lorenzo_seat, lorenzo_link = seat_to_act(base, "LORENZO", ["GREEDY", "GREEDY"], 3)
    patrizier_seat, patrizier_link = seat_to_act(base, "PATRIZIER", ["GREEDY"], 5)
    ilvecchio, ilvecchio_len = finished(base, "ILVECCHIO", ["GREEDY"] * 3, 11)
    florenza, florenza_len = finished(base, "FLORENZA", ["GREEDY"] * 3, 13)
    ilvecchio_seat, ilvecchio_link = seat_to_act(base, "ILVECCHIO", ["GREEDY"], 5)
    florenza_seat, florenza_link = seat_to_act(base, "FLORENZA", ["GREEDY"], 5)
    return {
        "lobby": f"{base}/",
        "lorenzo_spectator": f"{base}/game/{lorenzo_seat}",
        "lorenzo_seat": f"{base}/game/{lorenzo_seat}{lorenzo_link}",
        "patrizier_spectator": f"{base}/game/{patrizier_seat}",
        "patrizier_seat": f"{base}/game/{patrizier_seat}{patrizier_link}",
        "lorenzo_replay": f"{base}/replay/{lorenzo}?step={lorenzo_len // 2}",
        "patrizier_replay": f"{base}/replay/{patrizier}?step={patrizier_len // 2}",
        "ilvecchio_spectator": f"{base}/game/{ilvecchio_seat}",
        "ilvecchio_seat": f"{base}/game/{ilvecchio_seat}{ilvecchio_link}",
        "florenza_spectator": f"{base}/game/{florenza_seat}",
        "florenza_seat": f"{base}/game/{florenza_seat}{florenza_link}",
        "ilvecchio_replay": f"{base}/replay/{ilvecchio}?step={ilvecchio_len // 2}",
        "florenza_replay": f"{base}/replay/{florenza}?step={florenza_len // 2}",
        "dashboard": f"{base}/dashboard",
    }
