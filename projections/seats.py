"""Seats as every read model shows them: never a token hash, never a seed."""
from __future__ import annotations


def public_seat(i: int, s: dict) -> dict:
    """{seat, kind (human|bot|open), name, bot (kind), player (rating identity or None)}."""
    kind = s.get("kind") or ("open" if s.get("open") else "bot" if s.get("bot") else "human")
    player = s.get("player")
    if player is None and kind == "bot" and s.get("bot"):
        player = f"bot-{s['bot']}"  # games stored before identities were recorded
    return {"seat": i, "kind": kind, "name": s.get("name"), "bot": s.get("bot"),
            "player": player}


def public_seats(seats: list) -> list[dict]:
    return [public_seat(i, s) for i, s in enumerate(seats)]


def joined(seats: list, fields: dict) -> list[dict]:
    """The seats after a SeatJoined record."""
    out = list(seats)
    i = fields["seat"]
    out[i] = public_seat(i, {"kind": "human", "name": fields["name"],
                             "player": fields.get("player")})
    return out
