"""Seats as every read model shows them: never a token hash, never a seed."""
from __future__ import annotations


def public_seat(i: int, s: dict) -> dict:
    """{seat, kind (human|bot|open), name, bot (kind), player (rating identity or None),
    taken_over (why a bot plays a human's seat, else None)}."""
    kind = s.get("kind") or ("open" if s.get("open") else "bot" if s.get("bot") else "human")
    player = s.get("player")
    if "player" not in s and kind == "bot" and s.get("bot") and not s.get("taken_over"):
        # games stored before identities were recorded (a fork's bots are unrated: None)
        player = f"bot-{s['bot']}"
    return {"seat": i, "kind": kind, "name": s.get("name"), "bot": s.get("bot"),
            "player": player, "taken_over": s.get("taken_over")}


def public_seats(seats: list) -> list[dict]:
    return [public_seat(i, s) for i, s in enumerate(seats)]


def joined(seats: list, fields: dict) -> list[dict]:
    """The seats after a SeatJoined record."""
    out = list(seats)
    i = fields["seat"]
    out[i] = public_seat(i, {"kind": "human", "name": fields["name"],
                             "player": fields.get("player")})
    return out


def open_seat(seats: list, seat: int) -> list[dict]:
    """The seats after a player left an open game's seat."""
    out = list(seats)
    out[seat] = public_seat(seat, {"kind": "open"})
    return out


def taken_over(seats: list, seat: int, bot: str, reason: str) -> list[dict]:
    """The seats after a bot took one over (a concession, a time-out)."""
    out = list(seats)
    out[seat] = {**out[seat], "kind": "bot", "bot": bot, "taken_over": reason}
    return out
