"""Events and actions in words: `message(event dict)` is a log entry as a template with typed
arguments (domain.shared.messages); `describe_event` renders it in English."""
from __future__ import annotations

from domain.florenza.catalog import BUILDINGS, CATALOG, PEOPLE
from domain.florenza.state import art_field
from domain.shared.decider import Message
from domain.shared.messages import arg, game_over, plural, render, seat, seats
from domain.shared.messages import message as template


def asset(kind: str, ident) -> str:
    """Stable asset ids a client maps to its own images (`florenza.building.cava`)."""
    return f"florenza.{kind}.{ident}"


def building_name(slug: str) -> str:
    return BUILDINGS[slug].name if slug in BUILDINGS else str(slug)


def person_name(slug: str) -> str:
    return PEOPLE[slug].name if slug in PEOPLE else str(slug)


def work_text(art: str) -> str:
    """"the palace of seat 2, field 1", "Santa Maria del Fiore, field 3"."""
    try:
        field, owner = art_field(art)
    except (KeyError, ValueError):
        return str(art)
    if owner is not None:
        return f"Seat {owner}'s {field.place}, field {field.id.rpartition('.')[2]}"
    building = CATALOG.florentine.get(field.id.partition(".")[0], field.id)
    label = field.name if field.name != field.id else f"field {field.id.rpartition('.')[2]}"
    return f"{building}, {label}"


def amounts_text(d: dict) -> str:
    """{"florins": 200, "marble": 1} -> "200 florins, 1 marble"."""
    if not d:
        return "nothing"
    return ", ".join(plural(v, k[:-1]) if k == "florins" else
                     (plural(v, "worker") if k == "workers" else
                      (f"{v} bishop points" if k == "bishop" else f"{v} {k}"))
                     for k, v in d.items())


def _building(b) -> dict:
    return {**arg("building", b, building_name(b)), "asset": asset("building", b)}


def _person(p) -> dict:
    return {**arg("person", p, person_name(p)), "asset": asset("person", p)}


def _work(a) -> dict:
    return arg("work", a, work_text(a))


def _amounts(d) -> dict:
    return arg("amounts", d, amounts_text(d))


def _number(v) -> dict:
    return arg("number", v, str(v))


def _word(v) -> dict:
    return arg("word", v, str(v))


def _occupy(f: dict) -> Message:
    paying = {"fame": _number(f["fame"])} if f["fame"] else {}
    return template("Occupy the {building} on field {field} of {owner}" + (
        " (pay {fame} fame)" if paying else ""), building=_building(f["building"]),
        field=_number(f["field"]), owner=seat(f["owner"]), **paying)


def _art_place(art: str) -> tuple[str, dict]:
    """(the template's part, its arguments) of the field a work of art is planned on: as
    `work_text` words it, with the seat, the place and the Florentine building apart."""
    try:
        field, owner = art_field(art)
    except (KeyError, ValueError):
        return "{work}", {"work": _work(art)}
    number = field.id.rpartition(".")[2]
    if owner is not None:
        return "{owner}'s {place}, field {field}", {
            "owner": seat(owner), "place": _word(field.place), "field": _number(number)}
    slug = field.id.partition(".")[0]
    building = arg("florentine", slug, CATALOG.florentine.get(slug, field.id))
    if field.name != field.id:
        return "{building}, {label}", {"building": building,
                                       "label": arg("florentine", field.id, field.name)}
    return "{building}, field {field}", {"building": building, "field": _number(number)}


def _at_work(text: str, art: str, **args: dict) -> Message:
    """The message `text` whose "{work}" is the field of the work of art `art`, worded by
    `_art_place` (so the seat, the place and the building are arguments of their own)."""
    place, where = _art_place(art)
    return template(text.replace("{work}", place), **where, **args)


def _art(f: dict) -> Message:
    return _at_work("Plan a work of art on {work} with {artist} ({talents})", f["art"],
                    artist=_person(f["artist"]),
                    talents=arg("words", f["talents"], ", ".join(f["talents"])))


_ACTION_TEXT = {
    "pick": lambda f: template("Start with a finished {building}",
                               building=_building(f["building"])),
    "guard_worker": lambda f: template("Guard a worker of {victim}", victim=seat(f["victim"])),
    "guard_artist": lambda f: template("Guard {artist} for yourself",
                                       artist=_person(f["artist"])),
    "convert": lambda f: template("Convert a worker of {victim}", victim=seat(f["victim"])),
    "banish": lambda f: template("Banish {cleric} for this round",
                                 cleric=_person(f["cleric"])),
    "occupy": _occupy,
    "plan": lambda f: template("Plan a {building} on field {field}",
                               building=_building(f["building"]), field=_number(f["field"])),
    "art": _art,
    "market": lambda f: template("Send a worker to the market"),
    "donate": lambda f: template("Donate to {cleric} (preaching in " + (
        "your church)" if f["pulpit"] == "church" else "the cathedral)"),
        cleric=_person(f["cleric"])),
    "sell": lambda f: template("Sell 1 {material} for 100 florins",
                               material=_word(f["material"])),
    "buy": lambda f: template("Buy 1 {material} for 200 florins", material=_word(f["material"])),
    "trade": lambda f: template("Trade {give} and {also} for 1 {get}", give=_word(f["give"][0]),
                                also=_word(f["give"][1]), get=_word(f["get"])),
    "finish": lambda f: template("Finish the {building} for {cost}",
                                 building=_building(f["building"]), cost=_amounts(f["cost"])),
    "abandon": lambda f: template("Give up (lose fame)"),
    "complete": lambda f: template("Complete the work as {talent} for {cost}",
                                   talent=_word(f["talent"]), cost=_amounts(f["cost"])),
    "pass": lambda f: template("Pass"),
}


def action_text(kind: str, fields: dict) -> Message:
    """A legal action in words: a message (domain.shared.messages) like the log's."""
    return _ACTION_TEXT[kind](fields)


def _ended(d: dict) -> Message:
    return game_over(d["winners"], d["scores"][d["winners"][0]]["total"], "points")


def _offices(d: dict) -> Message:
    parts, args = [], {}
    if d["captain"] is None:
        parts.append("nobody becomes captain")
    else:
        parts.append("{captain} becomes captain and banks {certificates} fame")
        args.update(captain=seat(d["captain"]), certificates=_number(d["certificates"]))
    if d["bishop"] is None:
        parts.append("nobody becomes bishop")
    else:
        parts.append("{bishop} becomes bishop")
        args["bishop"] = seat(d["bishop"])
    if d["cardinal"] is not None:
        parts.append("{cardinal} is cardinal (+{cardinal_fame} fame)")
        args.update(cardinal=seat(d["cardinal"]), cardinal_fame=_number(d["cardinal_fame"]))
    text = "; ".join(parts)
    return template(text[0].upper() + text[1:] + "; turn order {order}",
                    order=seats(d["order"]), **args)


def _completed(d: dict) -> Message:
    text = ("{player} completes {work} with {artist} ({talent}), pays {paid}, rolls {dice} "
            "and gains {gains}")
    if d["masterpiece"]:
        text += ": a masterpiece"
    if d["set_bonus"]:
        text += "; the fourth work there brings {bonus}"
    return _at_work(text, d["art"], player=seat(d["seat"]),
                    artist=_person(d["artist"]), talent=_word(d["talent"]),
                    paid=_amounts(d["paid"]), dice=arg("dice", d["dice"], "/".join(
                        map(str, d["dice"]))), gains=_amounts(d["gains"]),
                    **({"bonus": _amounts(d["set_bonus"])} if d["set_bonus"] else {}))


def _round_ended(d: dict) -> Message:
    left = ", ".join(person_name(p) for p in d["left"]) or "nobody"
    said = {"round": _number(d["round"]), "left": arg("people", d["left"], left)}
    if not d["drawn"]:
        return template("Round {round} ends. Leaving Florence: {left}. Arriving: {drawn}", **said,
                        drawn=arg("people", [], "nobody"))
    arrive = []  # each person drawn with the card that person lies under: "Giotto (card 5)"
    for i, x in enumerate(d["drawn"]):
        arrive.append(f"{{drawn_{i}}} (card {{card_{i}}})")
        said.update({f"drawn_{i}": _person(x["person"]), f"card_{i}": _number(x["card"])})
    # labels, not verbs: one person or several, and "nobody", read the same in every language
    return template("Round {round} ends. Leaving Florence: {left}. Arriving: " +
                    ", ".join(arrive), **said)


_STAGE_TEXT = {"start": "chooses a start building", "guard": "may guard (captain)",
               "convert": "may convert or banish (bishop)", "place": "places a worker",
               "market": "trades at the market", "build": "finishes or gives up a building",
               "art": "completes or gives up a work of art"}


_BUILDERS = {
    "GameSetUp": lambda d: template("Game set up for {players} players; turn order {order}",
                                    players=_number(d["players"]), order=seats(d["order"])),
    "Pending": lambda d: template("{player} " + _STAGE_TEXT.get(d["stage"], d["stage"]),
                                  player=seat(d["seat"])),
    "StartBuildingChosen": lambda d: template("{player} starts with a {building} on field "
                                              "{field}", player=seat(d["seat"]),
                                              building=_building(d["building"]),
                                              field=_number(d["field"])),
    "RoundStarted": lambda d: template("Round {round} begins", round=_number(d["round"])),
    "IncomeRolled": lambda d: template("The income die shows {die}: everyone gets 1 {material}"
                                       + (" ({short} short: 100 florins each instead)"
                                          if d["shortage"] else ""),
                                       die=_number(d["die"][0]), material=_word(d["material"]),
                                       **({"short": arg("words", d["shortage"],
                                                        ", ".join(d["shortage"]))}
                                          if d["shortage"] else {})),
    "IncomeReceived": lambda d: template("{player} receives {gains}", player=seat(d["seat"]),
                                         gains=_amounts(d["gains"])),
    "WorkerGuarded": lambda d: template("{player} guards a worker of {victim} on card VI",
                                        player=seat(d["seat"]), victim=seat(d["victim"])),
    "ArtistGuarded": lambda d: template("{player} guards {artist} for himself",
                                        player=seat(d["seat"]), artist=_person(d["artist"])),
    "WorkerConverted": lambda d: template("{player} converts a worker of {victim}",
                                          player=seat(d["seat"]), victim=seat(d["victim"])),
    "ClericBanished": lambda d: template("{player} banishes {cleric} for this round",
                                         player=seat(d["seat"]), cleric=_person(d["cleric"])),
    "OfficeDeclined": lambda d: template("{player} does not use the {office}'s power",
                                         player=seat(d["seat"]), office=_word(d["office"])),
    "BuildingOccupied": lambda d: template("{player} occupies field {field} of {owner}",
                                           player=seat(d["seat"]), field=_number(d["field"]),
                                           owner=seat(d["owner"])),
    "BuildingPlanned": lambda d: template("{player} plans a {building} on field {field}",
                                          player=seat(d["seat"]),
                                          building=_building(d["building"]),
                                          field=_number(d["field"])),
    "ArtPlanned": lambda d: _at_work("{player} plans a work on {work} with {artist}", d["art"],
                                     player=seat(d["seat"]), artist=_person(d["artist"])),
    "MarketJoined": lambda d: template("{player} sends a worker to the market",
                                       player=seat(d["seat"])),
    "ClericDonated": lambda d: template("{player} donates {paid} to {cleric}, rolls {dice}: "
                                        "{workers} workers", player=seat(d["seat"]),
                                        paid=_amounts(d["paid"]), cleric=_person(d["cleric"]),
                                        dice=arg("dice", d["dice"], "/".join(
                                            map(str, d["dice"]))),
                                        workers=_number(d["workers"])),
    "Passed": lambda d: template("{player} passes", player=seat(d["seat"])),
    "MarketOpened": lambda d: template("The market opens for {traders}",
                                       traders=seats(d["seats"])),
    "MarketTraded": lambda d: template("{player} gives {gave} for {got}",
                                       player=seat(d["seat"]), gave=_amounts(d["gave"]),
                                       got=_amounts(d["got"])),
    "BuildingActivated": lambda d: template("{player} activates the {building} of {owner}: "
                                            "{gains}", player=seat(d["seat"]),
                                            building=_building(d["building"]),
                                            owner=seat(d["owner"]), gains=_amounts(d["gains"])),
    "BuildingFinished": lambda d: template("{player} finishes the {building} for {paid}",
                                           player=seat(d["seat"]),
                                           building=_building(d["building"]),
                                           paid=_amounts(d["paid"])),
    "BuildingAbandoned": lambda d: template("{player} gives up the {building} and loses "
                                            "{fame} fame", player=seat(d["seat"]),
                                            building=_building(d["building"]),
                                            fame=_number(d["fame_lost"])),
    "WorkCompleted": _completed,
    "WorkFailed": lambda d: _at_work("{player} fails the work on {work} and loses {fame} fame",
                                     d["art"], player=seat(d["seat"]),
                                     fame=_number(d["fame_lost"])),
    "OfficesNamed": _offices,
    "RoundEnded": _round_ended,
    "GameEnded": _ended,
}


def message(d: dict) -> Message:
    """The (redacted) event dict as a log message."""
    build = _BUILDERS.get(d.get("type"))
    return build(d) if build else template(str(d.get("type")))


def describe_event(d: dict) -> str:
    return render(message(d))
