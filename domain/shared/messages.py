"""Log messages as templates with typed arguments (see `decider.Message`), and their English
rendering. A game builds its messages with `seat`/`arg`; the shared layers render them with
the players' names (`render(message, names)`), so no game needs to know who sits where."""
from __future__ import annotations

from typing import Any

from domain.shared.decider import LegalAction, Message, Progress


def seat(n: int) -> dict:
    """A seat argument: rendered as the player's name (or "Seat n" without names)."""
    return {"kind": "seat", "value": n, "text": f"Seat {n}"}


def arg(kind: str, value: Any, text: str) -> dict:
    """Any other argument: `value` is JSON (an asset id, an amount ...), `text` its words."""
    return {"kind": kind, "value": value, "text": text}


def message(template: str, **args: dict) -> Message:
    return Message(template, args)


def seats(ns) -> dict:
    """A list of seats (e.g. a turn order): rendered as the players' names in that order."""
    ns = list(ns)
    return {"kind": "seats", "value": ns, "text": ", ".join(f"Seat {n}" for n in ns)}


def _name(n, names: list) -> str | None:
    if isinstance(n, int) and 0 <= n < len(names) and names[n]:
        return str(names[n])
    return None


def text_of(a: dict, names: list | None) -> str:
    kind = a.get("kind")
    if names is not None and kind == "seat":
        name = _name(a.get("value"), names)
        if name is not None:
            return name
    if names is not None and kind == "seats" and isinstance(a.get("value"), list):
        shown = [_name(n, names) for n in a["value"]]
        if all(shown):
            return ", ".join(shown)
    return str(a.get("text", ""))


def stored(m: Message, game: str | None, names: list | None = None) -> dict:
    """A message as stored and served: {template, args: [{name, kind, value, text, ...}],
    game} (`game` names whose translations apply: domain.shared.i18n)."""
    if names is None:  # the arguments' own words (every legal action's description)
        return {"template": m.template, "game": game,
                "args": [{"name": k, **a, "text": str(a.get("text", ""))}
                         for k, a in m.args.items()]}
    return {"template": m.template, "game": game,
            "args": [{"name": k, **a, "text": text_of(a, names)} for k, a in m.args.items()]}


def said(entry: dict, template: str, **args: dict) -> dict:
    """A pending decision with its `description` (English) and `message` (the template)."""
    m = message(template, **args)
    return {**entry, "description": render(m), "message": m}


def said_in(entry: dict, game: str | None) -> dict:
    """A pending decision or progress dict with its `message` (a Message) stored."""
    m = entry.get("message")
    return {**entry, "message": stored(m, game)} if isinstance(m, Message) else entry


def number(n: int) -> dict:
    """A figure (the same in every language)."""
    return arg("number", n, str(n))


def progressed(turn: int, total: int | None, template: str, **args: dict) -> Progress:
    """A Progress whose text is the message `template` (English: rendered)."""
    said = message(template, **args)
    return Progress(turn, total, render(said), said)


def worded(key: str, kind: str, said: Message, fields: dict | None = None) -> LegalAction:
    """A legal action whose description is the message `said` (English: rendered)."""
    return LegalAction(key, kind, render(said), {} if fields is None else fields, said)


def render(m: Message, names: list | None = None) -> str:
    """The message in English; seat arguments become `names[seat]` when given."""
    return m.render() if names is None else m.render(lambda a: text_of(a, names))


def plural(n: int, one: str, many: str | None = None) -> str:
    """`1 coin`, `2 coins`."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def game_over(winners: list, total: int, unit: str, name: str = "points") -> Message:
    """"Game over: {winner_0} wins with {<name>} <unit>" (several winners: "... and ...
    share the victory")."""
    args = {f"winner_{i}": seat(w) for i, w in enumerate(winners)}
    names = ["{" + k + "}" for k in args]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    verb = "wins" if len(winners) == 1 else "share the victory"
    return message(f"Game over: {joined} {verb} with {{{name}}} {unit}",
                   **{name: arg("number", total, str(total))}, **args)
