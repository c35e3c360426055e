"""Lorenzo's log messages in German and Italian (domain.shared.i18n): templates and words (and
the excommunication tiles' texts: the German ones from the rule text's appendix, the Italian
ones translated from the catalogue's effects) in `de.json` / `it.json`; the Italian card names come from the catalogue (`name_it`, from the
reference data); action spaces, privileges and bonus tiles are named from the board's data in
each language's words. Leaders are people: their (Italian) names are the same in every
language, as the German rule text prints them."""
from __future__ import annotations

from functools import lru_cache

from domain.lorenzo.catalog import BONUS_TILES, CARDS, EXCOMMUNICATIONS, LEADERS
from domain.lorenzo.catalog.board import FLOOR_BONUS, MARKET_REWARDS, PRIVILEGE_OPTIONS
from domain.lorenzo.catalog.data import raw
from domain.lorenzo.words import bonus_tile_arg, excommunication_arg, privilege_text, space_name
from domain.shared import i18n


def _english() -> dict:
    spaces = [f"tower.{c}.{f}" for c, f in FLOOR_BONUS] + [f"market.{n}" for n in MARKET_REWARDS] + \
        ["council", "harvest.1", "harvest.2", "production.1", "production.2"]
    return {"card": {str(i): c.name for i, c in CARDS.items()},
            "leader": {slug: lead.name for slug, lead in LEADERS.items()},
            "space": {s: space_name(s) for s in spaces},
            "privilege": {str(o): privilege_text(o) for o in PRIVILEGE_OPTIONS},
            "bonus_tile": {str(t): bonus_tile_arg(t)["text"] for t in BONUS_TILES},
            "excommunication": {t: excommunication_arg(t)["text"] for t in EXCOMMUNICATIONS}}


def _gain(effects: list, table: dict) -> str:
    forms, parts = table["forms"], []
    for e in effects:
        if e["type"] == "gain_resources":
            parts.append(i18n.amounts_text(e["resources"], table))
        elif e["type"] == "council_privilege":
            n = e.get("count", 1)
            parts.append(forms["privilege"] if n == 1 else forms["privileges"].replace(
                "{n}", str(n)))
    return f" {table['words']['and']} ".join(parts)


def _composed(table: dict) -> dict:
    """Names built from the board's data in the table's words."""
    forms, colours = table["forms"], table["names"]["colour"]
    space = {}
    for (colour, floor), bonus in FLOOR_BONUS.items():
        name = forms["tower"].replace("{colour}", colours[colour]).replace("{floor}", str(floor))
        if bonus:
            name += " (" + forms["bonus"].replace("{bonus}", i18n.amounts_text(bonus, table)) + ")"
        space[f"tower.{colour}.{floor}"] = name
    for n, effects in MARKET_REWARDS.items():
        space[f"market.{n}"] = forms["market"].replace("{n}", str(n)) + f" ({_gain(effects, table)})"
    tiles = {str(t): forms["bonus_tile"].replace("{n}", str(t)).replace(
        "{harvest}", i18n.amounts_text(b.harvest, table)).replace(
        "{production}", i18n.amounts_text(b.production, table)) for t, b in BONUS_TILES.items()}
    return {"space": space, "bonus_tile": tiles, "leader": _english()["leader"],
            "privilege": {str(o): i18n.amounts_text(r, table)
                          for o, r in PRIVILEGE_OPTIONS.items()}}


@lru_cache(maxsize=4)
def translations(language: str) -> dict:
    if language == i18n.DEFAULT:
        return i18n.table(None, language, _english())
    table = i18n.table(__name__, language)
    names = _composed(table) if table.get("forms") else {}
    if language == "it":
        names["card"] = {str(c["id"]): c["name_it"] for c in raw()["development_cards"]
                         if c.get("name_it")}
    return i18n.merged(table, {"names": names})
