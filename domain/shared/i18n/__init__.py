"""Log messages in English, German and Italian.

English is the source: a game's `describe` builds each message with its English template, and
that template is the key of its translations. A translation table (one JSON file per game and
language, `<game package>/i18n/<lang>.json`, merged over this package's `<lang>.json` for what
every game shares) holds:

    templates  {English template: translated template}   same placeholders
    names      {argument kind: {value or English text: name}}
    units      {amount key: [one, many]}                  for {key: n} arguments
    words      seat ("Seat {n}"), and, nothing
    forms      a game's own patterns for names it composes from its data

Whatever a table lacks stays English (a template, a name, a kind of argument it cannot say):
nothing is made up. `api.i18n_gaps` lists what is missing (docs/i18n-gaps.md is generated
from it: it asks the API how three games word their decisions)."""
from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources

from domain.shared.qvalues import weighted

LANGUAGES = ("en", "de", "it")
DEFAULT = "en"
AMOUNT_KINDS = frozenset(("resources", "amounts", "goods"))
NEUTRAL_KINDS = frozenset(("number", "action", "tile", "tiles", "excommunications", "bot"))  # ids
_SEAT = re.compile(r"\bSeat (\d+)\b")


def load(package: str, language: str) -> dict:
    """The table in `package`'s `<language>.json` ({} when there is none)."""
    try:
        text = resources.files(package).joinpath(f"{language}.json").read_text("utf-8")
    except (FileNotFoundError, ModuleNotFoundError):
        return {}
    return json.loads(text)


def merged(*tables: dict) -> dict:
    """Tables merged section by section, later ones winning."""
    out: dict = {"templates": {}, "names": {}, "units": {}, "words": {}, "forms": {}}
    for t in tables:
        for section in ("templates", "units", "words", "forms"):
            out[section].update(t.get(section) or {})
        for kind, names in (t.get("names") or {}).items():
            out["names"].setdefault(kind, {}).update(names)
    return out


@lru_cache(maxsize=4)
def shared(language: str) -> dict:
    return load(__name__, language)


def negotiate(header: str | None) -> str:
    """The language an `Accept-Language` header prefers among ours (English when none is)."""
    choices = []
    for i, (tag, q) in enumerate(weighted(header)):
        lang = tag.split("-")[0]
        if lang in LANGUAGES and q > 0:
            choices.append((-q, i, lang))
    return min(choices)[2] if choices else DEFAULT


def amounts_text(value: dict, table: dict) -> str | None:
    """{"coins": 2, "wood": 1} in the table's words (None if a unit is missing)."""
    units, words = table["units"], table["words"]
    parts = []
    for key, n in value.items():
        if not n:
            continue
        if key not in units:
            return None
        one, many = units[key]
        parts.append(f"{n} {one if abs(n) == 1 else many}")
    if not parts:
        return words.get("nothing")
    last = f" {words['and']} " if "and" in words else ", "
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + last + parts[-1]


def arg_text(a: dict, table: dict) -> str:
    """An argument's text in the table's language; its English text when the table cannot
    say it."""
    said = said_text(a, table)
    return str(a.get("text", "")) if said is None else said


def said_text(a: dict, table: dict) -> str | None:
    """An argument's text in the table's language, or None when the table cannot say it."""
    kind, value, text = a.get("kind"), a.get("value"), str(a.get("text", ""))
    words, names = table["words"], table["names"].get(kind) or {}
    if kind in ("seat", "seats") and "seat" in words:  # "Seat 2" where the player has no name
        return _SEAT.sub(lambda m: words["seat"].replace("{n}", m.group(1)), text)
    if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value) in names:
        return names[str(value)]
    if text in names:
        return names[text]
    if isinstance(value, dict) and kind in AMOUNT_KINDS:
        return amounts_text(value, table)
    if isinstance(value, dict) and kind == "dice":  # Lorenzo's {colour: pips}
        colours = table["names"].get("colour") or {}
        if all(k in colours for k in value):
            return ", ".join(f"{colours[k]} {v}" for k, v in value.items())
    names = names or table["names"].get(str(kind).rstrip("s")) or {}  # "towns": each a town
    if isinstance(value, list) and value and names and all(str(v) in names for v in value):
        return ", ".join(names[str(v)] for v in value)
    if kind in NEUTRAL_KINDS or not any(c.isalpha() for c in text):
        return text  # figures and ids read the same in every language
    return None


def localise(message: dict, table: dict | None) -> dict:
    """A message ({template, args: [{name, kind, value, text, ...}]}) in the table's language
    (the message itself for English: table None)."""
    if not table:
        return message
    return {**message, "template": table["templates"].get(message["template"],
                                                         message["template"]),
            "args": [{**a, "text": arg_text(a, table)} for a in message["args"]]}


def render(message: dict) -> str:
    """The message's text: its template with each argument's text in place."""
    out = message["template"]
    for a in message["args"]:
        out = out.replace("{" + a["name"] + "}", str(a.get("text", "")))
    return out


@lru_cache(maxsize=32)
def _table(package: str | None, language: str) -> dict:
    return merged(shared(language), load(package, language) if package else {})


def table(package: str | None, language: str, names: dict | None = None) -> dict:
    """The shared table merged with `package`'s and with `names` ({kind: {value: name}}, names
    a game takes from its catalogue); English: only `names` (what the others should name)."""
    if language == DEFAULT:
        return merged({"names": names or {}})
    return merged(_table(package, language), {"names": names or {}}) if names else \
        _table(package, language)


def translations_of(package: str, english, same: tuple = ()):
    """A game's `translations(language)`: its package's tables, with the names of `same`
    kinds (proper names: Italian places and people) the same as in English; `english()`
    gives its catalogue's English names by kind (what the other languages are checked
    against)."""
    @lru_cache(maxsize=4)
    def translations(language: str) -> dict:
        names = english()
        if language == DEFAULT:
            return table(None, language, names)
        return merged({"names": {k: names[k] for k in same}}, table(package, language))
    return translations
