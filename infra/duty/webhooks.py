"""Turn notifications for asynchronous play: a seat that registered a webhook URL (setWebhook)
is told by an HTTP POST when its turn begins and, in a game with a clock, when its time is
about to run out.

Each notification is a duty (infra.duty.ledger) written in the same transaction as the command
that made it owed, so none is lost on a crash and none is sent by two processes: kind
`webhook:<seat>:<since>:<what>` (`since`: when the seat's turn began, epoch ms; `what`: turn
or clock), one row per notification. The duty runner hands it to a small pool of sender
threads (a slow receiver never holds up a command or a bot move). A notification whose turn
is over by the time it is sent is dropped, not sent late.

The body is JSON without anything hidden (ids, seat, version, deadline):

    {"event": "your_turn" | "clock_running_out", "game_id", "game", "seat", "version",
     "deadline_ms" (epoch ms or null), "remaining_ms" (or null), "sent_at_ms"}

Headers: `Signoria-Event`, `Signoria-Delivery` (the same id on every retry of one
notification), and `Signoria-Signature: t=<unix seconds>,v1=<hex>` where v1 is HMAC-SHA256
over "<t>.<body>" keyed with the seat's secret: the hex SHA-256 of its seat token (a receiver
holding the token computes it; the server keeps only that hash). A receiver rejects a `t` too
far from its clock (replays). Failures are retried with exponential backoff (1 s, 2 s, 4 s ...
up to MAX_ATTEMPTS), each attempt logged.
"""
from __future__ import annotations

import hashlib
import hmac
import http.client
import json
import logging
import socket
import ssl
import time
from datetime import UTC, datetime

from domain.shared import clock as clocks
from infra.duty import addresses

log = logging.getLogger(__name__)

PREFIX = "webhook"
TIMEOUT_S = 5.0
MAX_ATTEMPTS = 8
MAX_BACKOFF_S = 300.0
WARN_SHARE = 0.2  # warn when a fifth of the seat's time is left ...
WARN_MAX_MS = 3600_000  # ... but at most an hour before the deadline
EVENTS = {"turn": "your_turn", "clock": "clock_running_out"}


def kind(seat: int, since: int, what: str) -> str:
    return f"{PREFIX}:{seat}:{since}:{what}"


def parse(name: str) -> tuple[int, int, str] | None:
    parts = name.split(":")
    if len(parts) != 4 or parts[0] != PREFIX or parts[3] not in EVENTS:
        return None
    try:
        return int(parts[1]), int(parts[2]), parts[3]
    except ValueError:
        return None


def owed(agg) -> list[tuple[str, datetime | None]]:
    """(kind, due_at or None for now) of the notifications a save makes owed: for each seat
    with a webhook whose turn began with this command, `turn` now and, with a clock, `clock`
    shortly before its deadline."""
    hooks = agg.webhooks
    if not hooks:
        return []
    out = []
    rules = agg.rules() if agg.clock_rules is not None else None
    for seat in agg.newly_due():
        if str(seat) not in hooks or agg.seats[seat].get("kind") != "human":
            continue
        since = agg.clock.running[seat]
        out.append((kind(seat, since, "turn"), None))
        if rules is None:
            continue
        end = clocks.deadline(rules, agg.clock, seat)
        if end is None:
            continue
        lead = min(WARN_MAX_MS, int((end - since) * WARN_SHARE))
        if lead > 0:
            out.append((kind(seat, since, "clock"),
                        datetime.fromtimestamp((end - lead) / 1000, UTC)))
    return out


def payload(agg, seat: int, what: str, now_ms: int) -> dict:
    end = remaining = None
    if agg.clock_rules is not None and agg.clock is not None:
        rules = agg.rules()
        end = clocks.deadline(rules, agg.clock, seat)
        remaining = None if end is None else max(0, end - now_ms)
    return {"event": EVENTS[what], "game_id": str(agg.id), "game": agg.game, "seat": seat,
            "version": agg.version, "deadline_ms": end, "remaining_ms": remaining,
            "sent_at_ms": now_ms}


def still_owed(agg, seat: int, since: int) -> bool:
    """Is it still the same turn of `seat` the notification is about?"""
    return (agg.status == "playing" and agg.clock is not None
            and agg.clock.running[seat] == since and str(seat) in agg.webhooks
            and agg.seats[seat].get("kind") == "human")


def signature(secret: str, body: bytes, t: int) -> str:
    mac = hmac.new(secret.encode(), str(t).encode() + b"." + body, hashlib.sha256)
    return f"t={t},v1={mac.hexdigest()}"


def verify(token: str, body: bytes, header: str, *, now: float | None = None,
           tolerance_s: int = 300) -> bool:
    """What a receiver does (and the tests): recompute the signature from its seat token."""
    try:
        fields = dict(p.split("=", 1) for p in header.split(","))
        t = int(fields["t"])
    except (ValueError, KeyError):
        return False
    if abs((time.time() if now is None else now) - t) > tolerance_s:
        return False
    secret = hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()
    return hmac.compare_digest(signature(secret, body, t), header)


class _Pinned(http.client.HTTPConnection):
    """HTTP to the checked address (the Host header still names the URL's host)."""

    def __init__(self, target: addresses.Target, timeout: float) -> None:
        super().__init__(target.host, target.port, timeout=timeout)
        self._address = target.address

    def connect(self) -> None:
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class _PinnedTLS(http.client.HTTPSConnection):
    """HTTPS to the checked address; the certificate is verified for the URL's host."""

    def __init__(self, target: addresses.Target, timeout: float) -> None:
        super().__init__(target.host, target.port, timeout=timeout,
                         context=ssl.create_default_context())
        self._address = target.address

    def connect(self) -> None:
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


def send(url: str, body: bytes, headers: dict, *, allow_private: bool,
         resolver: addresses.Resolver = addresses.system_resolver) -> tuple[bool, str]:
    """POST once to the address the policy checked (infra.duty.addresses), following no
    redirect: (delivered, what happened) - delivered means a 2xx answer."""
    try:
        target = addresses.check(url, allow_private=allow_private, resolver=resolver)
    except addresses.AddressRefused as e:
        return False, f"refused: {e}"
    conn = (_PinnedTLS if target.scheme == "https" else _Pinned)(target, TIMEOUT_S)
    try:
        conn.request("POST", target.path, body=body, headers={
            "Content-Type": "application/json", "User-Agent": "signoria-webhook/1", **headers})
        status = conn.getresponse().status
        return 200 <= status < 300, f"HTTP {status}"
    except (OSError, http.client.HTTPException, ValueError) as e:
        return False, type(e).__name__ + ": " + str(e)[:200]
    finally:
        conn.close()


def backoff(attempts: int) -> float:
    return min(MAX_BACKOFF_S, 2.0 ** max(0, attempts - 1))


def deliver(agg, seat: int, since: int, what: str, attempt: int, now_ms: int, *,
            allow_private: bool,
            resolver: addresses.Resolver = addresses.system_resolver) -> tuple[bool, str]:
    """Sign and send one notification (the caller checked it is still owed)."""
    body = json.dumps(payload(agg, seat, what, now_ms), separators=(",", ":")).encode()
    secret = agg.seats[seat].get("token_hash") or ""
    headers = {"Signoria-Event": EVENTS[what],
               "Signoria-Delivery": f"{agg.id}:{seat}:{since}:{what}",
               "Signoria-Signature": signature(secret, body, int(now_ms // 1000))}
    ok, what_happened = send(agg.webhooks[str(seat)], body, headers,
                             allow_private=allow_private, resolver=resolver)
    (log.info if ok else log.warning)(
        "webhook %s seat %s attempt %d: %s", EVENTS[what], seat, attempt, what_happened,
        extra={"game_id": str(agg.id), "seat": seat, "attempt": attempt})
    return ok, what_happened
