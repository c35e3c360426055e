"""Lobby rules of the shell: seat specifications, seat tokens (only hashes are stored)."""
from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from domain.shared.shell import BOT, HUMAN, OPEN
from infra.errors import InvalidCommand

MAX_NAME = 40


@dataclass(frozen=True)
class SeatSpec:
    """A seat at creation: a named human (gets a token now), a bot of some kind, or open."""

    kind: str
    name: str | None = None
    bot: str | None = None

    @classmethod
    def human(cls, name: str) -> SeatSpec:
        return cls(HUMAN, name=name)

    @classmethod
    def robot(cls, kind: str = "random", name: str | None = None) -> SeatSpec:
        return cls(BOT, name=name, bot=kind)

    @classmethod
    def open(cls) -> SeatSpec:
        return cls(OPEN)

    @classmethod
    def parse(cls, item: SeatSpec | dict | str) -> SeatSpec:
        """Accepts a SeatSpec, a dict {kind, name, bot} or text: "human:Ann", "bot:random", "open"."""
        if isinstance(item, SeatSpec):
            return item
        if isinstance(item, dict):
            return cls(kind=item.get("kind"), name=item.get("name"), bot=item.get("bot"))
        if isinstance(item, str):
            kind, _, rest = item.partition(":")
            if kind == HUMAN:
                return cls.human(rest)
            if kind == BOT:
                return cls.robot(rest or "random")
            if kind == OPEN and not rest:
                return cls.open()
        raise InvalidCommand(f"not a seat: {item!r}")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def hashes_match(presented_hash: str, token_hash: str | None) -> bool:
    """Constant-time comparison of a presented token's hash with a stored one."""
    return token_hash is not None and hmac.compare_digest(presented_hash, token_hash)


def check_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
        raise InvalidCommand(f"a player name is 1-{MAX_NAME} characters, got {name!r}")
    return name.strip()


def build_seats(specs: Sequence, decider) -> tuple[list[dict], dict[int, str]]:
    """Stored seat records and the plain tokens of the human seats (returned once, never stored)."""
    if isinstance(specs, (str, bytes, dict)) or not isinstance(specs, Sequence):
        raise InvalidCommand("seats must be a list")
    if not decider.min_players <= len(specs) <= decider.max_players:
        raise InvalidCommand(f"{decider.name} needs {decider.min_players}-"
                             f"{decider.max_players} seats, got {len(specs)}")
    seats, tokens = [], {}
    for i, item in enumerate(specs):
        spec = SeatSpec.parse(item)
        if spec.kind == HUMAN:
            tokens[i] = new_token()
            seats.append({"kind": HUMAN, "name": check_name(spec.name), "bot": None,
                          "token_hash": hash_token(tokens[i])})
        elif spec.kind == BOT:
            if spec.bot not in decider.bot_kinds:
                raise InvalidCommand(f"unknown bot kind {spec.bot!r}; "
                                     f"one of {', '.join(decider.bot_kinds)}")
            name = check_name(spec.name) if spec.name else f"{spec.bot} bot {i + 1}"
            seats.append({"kind": BOT, "name": name, "bot": spec.bot, "token_hash": None})
        elif spec.kind == OPEN:
            seats.append({"kind": OPEN, "name": None, "bot": None, "token_hash": None})
        else:
            raise InvalidCommand(f"a seat kind is human, bot or open, got {spec.kind!r}")
    return seats, tokens
