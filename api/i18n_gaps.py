"""What the German and Italian tables lack, game by game: templates, catalogue names, and the
kinds of argument a language cannot say (they stay English). Templates and arguments are
gathered from seeded bot playouts of every variant and player count (log messages; legal
actions, pending decisions and progress texts after every move of some), plus every template
a table already translates. `ops/i18n_gaps.py` writes docs/i18n-gaps.md from `report()`."""
from __future__ import annotations

import re
from functools import cache

from api.schema.games import plugin
from domain import games
from domain.shared import i18n
from domain.shared.messages import said_in, stored
from domain.shared.playout import play_game

SEEDS = range(6)
TRANSLATED = tuple(lang for lang in i18n.LANGUAGES if lang != i18n.DEFAULT)
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(template: str) -> set[str]:
    return set(_PLACEHOLDER.findall(template))


SAMPLES = 40  # distinct values kept per template and argument kind
ACTION_SEEDS = range(2)  # games whose states are also sampled after every move


def decision_messages(game: str, pending: dict) -> dict | None:
    """A pending decision's message as the API words it ({template, args}): three games word
    their decisions in their API plug-in (api/schema/games/<game>), so the tool asks it."""
    return plugin(game).decision(pending).message


def _said(decider, state) -> list[dict]:
    """The messages ({template, args}) of a state's legal actions, pending decisions and
    progress, as the API serves them."""
    out = []
    p = decider.progress(state)
    if p.message is not None:
        out.append(stored(p.message, None))
    if decider.is_over(state):
        return out
    for seat in decider.seats_to_act(state):
        out += [stored(a.message, None) for a in decider.legal_actions(state, seat)
                if a.message is not None]
    for d in decider.pending(state):
        m = decision_messages(decider.name, said_in(d, decider.name))
        if m is not None:
            out.append(m)
    return out


def _played(decider) -> list[dict]:
    """Every message of the seeded bot games: their events' and, for ACTION_SEEDS, those of
    the states after each whole move (mid-command states list no actions)."""
    out = []
    for seed in SEEDS:
        for players in range(decider.min_players, decider.max_players + 1):
            for variant in decider.variants:
                _, events, moves = play_game(decider, players, seed, variant=variant)
                out += [stored(decider.message(decider.event_to_dict(e)), None)
                        for e in events]
                if seed not in ACTION_SEEDS:
                    continue
                state = decider.fold(decider.setup(players=players, variant=variant,
                                                   seed=seed))
                out += _said(decider, state)
                for seat, key in moves:
                    for e in decider.decide(state, seat, key):
                        state = decider.evolve(state, e)
                    out += _said(decider, state)
    return out


def produced(decider) -> list[dict]:
    """Messages ({template, args}) the game's bots produce (log entries, legal actions,
    pending decisions, progress): for each template and argument kind, up to SAMPLES with
    distinct values, in a fixed order."""
    seen: dict = {}
    counts: dict = {}
    for m in _played(decider):
        for key in [(m["template"], None, None)] + [
                (m["template"], a.get("kind"), repr(a.get("value"))) for a in m["args"]]:
            if key in seen or counts.get(key[:2], 0) >= SAMPLES:
                continue
            counts[key[:2]] = counts.get(key[:2], 0) + 1
            seen[key] = m
    return list(seen.values())


def _short(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[:width - 1].rstrip() + "…"


def _order(value: str):
    return (0, int(value), "") if value.isdigit() else (1, 0, value)


@cache  # the test and the report ask for the same games
def of_game(name: str) -> dict:
    """{language: {"templates": [...], "names": {kind: [value ...]}, "args": {kind: example}}}"""
    decider = games.get(name)
    messages = produced(decider)
    english = decider.translations(i18n.DEFAULT)["names"]
    tables = {lang: decider.translations(lang) for lang in TRANSLATED}
    templates = {m["template"] for m in messages}
    for t in tables.values():
        templates |= set(t["templates"])
    out = {}
    for lang, table in tables.items():
        args: dict = {}
        for m in messages:
            for a in m["args"]:
                if i18n.said_text(a, table) is None:
                    args.setdefault(a["kind"], a["text"])
        out[lang] = {
            "templates": sorted(t for t in templates if t not in table["templates"]),
            "names": {kind: sorted((v for v in values if v not in (table["names"].get(kind) or {})),
                                   key=_order) for kind, values in sorted(english.items())},
            "args": dict(sorted(args.items()))}
        out[lang]["names"] = {k: v for k, v in out[lang]["names"].items() if v}
    return out


def report() -> str:
    """docs/i18n-gaps.md."""
    lines = ["# Log messages, actions, decisions and progress: what German and Italian still "
             "say in English", "",
             "Generated by `python3 ops/i18n_gaps.py` from the translation tables "
             "(`domain/<game>/i18n/`, `domain/shared/i18n/`; docs/api.md, \"Languages\") and "
             "seeded bot games (their log messages, and the legal actions, pending decisions and "
             "progress texts after every move of some); a test keeps it true. Whatever is "
             "listed here is shown in "
             "English in that language.", ""]
    for name in games.builtin():
        lines += [f"## {games.get(name).info.title}", ""]
        for lang, gaps in of_game(name).items():
            lines.append(f"### {lang}")
            lines.append("")
            if not (gaps["templates"] or gaps["names"] or gaps["args"]):
                lines += ["Nothing missing.", ""]
                continue
            for t in gaps["templates"]:
                lines.append(f"- template: `{t}`")
            english = games.get(name).translations(i18n.DEFAULT)["names"]
            for kind, values in gaps["names"].items():
                lines.append(f"- {kind} names ({len(values)}): " + ", ".join(
                    f"{_short(english[kind][v])} (`{v}`)" for v in values))
            for kind, example in gaps["args"].items():
                lines.append(f"- `{kind}` arguments (e.g. \"{example}\")")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"
