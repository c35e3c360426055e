"""The log entries of what the service records around a game's own events (domain.shared.shell):
a move taken back, a concession, a time-out, a bot taking a seat over, a player leaving an open
seat, a cancellation, a rematch, a fork's origin. One step each in the log and the replay, with a message like
a game's own (the shared layer writes these, so every game has them)."""
from __future__ import annotations

from domain.shared.messages import arg, seat
from domain.shared.messages import message as template
from domain.shared.table import LOGGED

KINDS = LOGGED
_POLICY = {"bot_move": "a bot plays the move", "bot_takeover": "a bot takes the seat over",
           "expel": "the seat is expelled"}


def data(kind: str, fields: dict, cur, game_id: str) -> dict:
    """The entry's data as stored (an undo names the command it took back)."""
    out = {"type": kind, **{k: v for k, v in fields.items() if k != "idempotency_key"}}
    if kind == "Undone":
        row = cur.execute("SELECT action, seat FROM rm_log WHERE game_id = ? AND version = ?",
                          [game_id, int(fields["version"])]).fetchone()
        out["action"] = None if row is None else row["action"]
    return out


def shown(d: dict, shown_action) -> dict:
    """The entry as a viewer may see it (the key taken back may be another seat's secret; a
    fork's first state holds hidden parts: the replay folds it, nobody is shown it)."""
    if d.get("type") == "Forked":
        return {k: v for k, v in d.items() if k != "state"}
    if d.get("type") == "Undone":
        return {**d, "action": shown_action(d.get("action"), d.get("seat"))}
    return d


def message(d: dict):
    """The entry's message, or None for a game's own event."""
    t = d.get("type")
    if t not in KINDS:
        return None
    if t == "Undone":
        if d.get("action"):
            return template("{player} takes back {action}", player=seat(d["seat"]),
                           action=arg("action", d["action"], d["action"]))
        return template("{player} takes back an action", player=seat(d["seat"]))
    if t == "Conceded":
        return template("{player} concedes", player=seat(d["seat"]))
    if t == "TimedOut":
        return template("{player}'s time ran out: {policy}", player=seat(d["seat"]),
                       policy=arg("policy", d["policy"], _POLICY.get(d["policy"],
                                                                     d["policy"])))
    if t == "TakenOver":
        return template("A {bot} bot plays for {player} from now on", player=seat(d["seat"]),
                       bot=arg("bot", d["bot"], d["bot"]))
    if t == "SeatLeft":
        return template("{player} leaves the table", player=seat(d["seat"]))
    if t == "Cancelled":
        return template("The game is cancelled")
    if t == "Forked":
        return template("Continued from game {game} at step {step}",
                        game=arg("game", d["game_id"], d["game_id"]),
                        step=arg("number", d["step"], str(d["step"])))
    return template("A rematch is set up", game=arg("game", d["game_id"], "the rematch"))
