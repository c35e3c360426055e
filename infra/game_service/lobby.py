"""Lobby rules of the shell: seat specifications, seat tokens (only hashes are stored)."""
from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from domain.shared.shell import BOT, HUMAN, OPEN
from infra.game_service.errors import InvalidCommand

MAX_NAME = 40
PLAYER_KEY_BYTES = 24  # a player key is issued by `new_player_key` (≈ 32 characters)
MIN_PLAYER_KEY = 20
MAX_PLAYER_KEY = 200


@dataclass(frozen=True)
class SeatSpec:
    """A seat at creation: a named human (gets a token now), a bot of some kind, or open."""

    kind: str
    name: str | None = None
    bot: str | None = None
    player_key: str | None = None  # a human's secret player key: their rating identity

    @classmethod
    def human(cls, name: str, player_key: str | None = None) -> SeatSpec:
        return cls(HUMAN, name=name, player_key=player_key)

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
            return cls(kind=item.get("kind"), name=item.get("name"), bot=item.get("bot"),
                       player_key=item.get("player_key"))
        if isinstance(item, str):
            kind, _, rest = item.partition(":")
            if kind == HUMAN:
                return cls.human(rest)
            if kind == BOT:
                return cls.robot(rest or "random")
            if kind == OPEN and not rest:
                return cls.open()
        raise InvalidCommand("a seat is a human (name), a bot (kind) or open")


def new_token() -> str:
    return secrets.token_urlsafe(24)


def hash_token(token: str) -> str:
    # surrogatepass: a lone surrogate in a presented token must not crash the hashing
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def new_player_key() -> str:
    """A secret that identifies a human across games (ratings); only its digest is stored."""
    return secrets.token_urlsafe(PLAYER_KEY_BYTES)


def player_id(key: object) -> str:
    """The public identity behind a player key: `p-` + 20 hex digits of its SHA-256. Nobody
    can claim an identity without its key, and names are free to repeat."""
    if not isinstance(key, str) or not MIN_PLAYER_KEY <= len(key) <= MAX_PLAYER_KEY:
        raise InvalidCommand(f"a player key is {MIN_PLAYER_KEY}-{MAX_PLAYER_KEY} characters "
                             "(as issued by registerPlayer)")
    return "p-" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:20]


def bot_player(kind: str) -> str:
    """Every bot of one kind is one rating identity (per game)."""
    return f"bot-{kind}"


def bot_name(kind: str, seat: int) -> str:
    return f"{kind} bot (seat {seat})"


def hashes_match(presented_hash: str, token_hash: str | None) -> bool:
    """Constant-time comparison of a presented token's hash with a stored one."""
    return token_hash is not None and hmac.compare_digest(presented_hash, token_hash)


def check_name(name: object) -> str:
    if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME:
        raise InvalidCommand(f"a player name is 1-{MAX_NAME} characters")
    name = name.strip()
    if not name.isprintable():
        raise InvalidCommand("a player name may not contain control characters")
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidCommand("a player name must be valid Unicode text") from None
    return name


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
            name = check_name(spec.name)
            player = None if spec.player_key is None else player_id(spec.player_key)
            tokens[i] = new_token()
            seats.append({"kind": HUMAN, "name": name, "bot": None, "player": player,
                          "token_hash": hash_token(tokens[i])})
        elif spec.kind == BOT:
            if spec.bot not in decider.bot_kinds:
                raise InvalidCommand(f"{decider.name} has the bot kinds "
                                     f"{', '.join(decider.bot_kinds)}")
            name = check_name(spec.name) if spec.name else bot_name(spec.bot, i)
            seats.append({"kind": BOT, "name": name, "bot": spec.bot,
                          "player": bot_player(spec.bot), "token_hash": None})
        elif spec.kind == OPEN:
            seats.append({"kind": OPEN, "name": None, "bot": None, "token_hash": None})
        else:
            raise InvalidCommand("a seat kind is human, bot or open")
    return seats, tokens
