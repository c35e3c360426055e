"""Log messages as templates with typed arguments (see `decider.Message`), and their English
rendering. A game builds its messages with `seat`/`arg`; the shared layers render them with
the players' names (`render(message, names)`), so no game needs to know who sits where."""
from __future__ import annotations

from typing import Any

from domain.shared.decider import Message


def seat(n: int) -> dict:
    """A seat argument: rendered as the player's name (or "Seat n" without names)."""
    return {"kind": "seat", "value": n, "text": f"Seat {n}"}


def arg(kind: str, value: Any, text: str) -> dict:
    """Any other argument: `value` is JSON (an asset id, an amount ...), `text` its words."""
    return {"kind": kind, "value": value, "text": text}


def message(template: str, **args: dict) -> Message:
    return Message(template, args)


def text_of(a: dict, names: list | None) -> str:
    if a.get("kind") == "seat" and names is not None:
        v = a.get("value")
        if isinstance(v, int) and 0 <= v < len(names) and names[v]:
            return str(names[v])
    return str(a.get("text", ""))


def render(m: Message, names: list | None = None) -> str:
    """The message in English; seat arguments become `names[seat]` when given."""
    out = m.template
    for k, a in m.args.items():
        out = out.replace("{" + k + "}", text_of(a, names))
    return out


def plural(n: int, one: str, many: str | None = None) -> str:
    """`1 coin`, `2 coins`."""
    return f"{n} {one if n == 1 else (many or one + 's')}"
