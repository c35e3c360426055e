"""Events and actions in words: `message(event dict)` is a log entry as a template with typed
arguments (domain.shared.messages); `describe_event` renders it in English."""
from __future__ import annotations

from domain.patrizier.catalog import CARDS, CITIES, HEADS
from domain.shared.decider import Message
from domain.shared.messages import arg, game_over, plural, render, seat
from domain.shared.messages import message as template

_SYMBOL_TEXT = {"second_crest": "two crests", "move_floor": "move symbol",
                "take_any_card": "\"?\" symbol"}


def city_name(city: str) -> str:
    return CITIES[city].name if city in CITIES else str(city)


def card_text(cid: int) -> str:
    return CARDS[cid].name if cid in CARDS else f"card {cid}"


def card_detail(cid: int) -> str:
    """What a card shows besides its crest, in words: "two crests", "two Noble heads" …"""
    c = CARDS[cid]
    if c.heads:
        star = ", star card" if c.star else ""
        return f"{plural(c.heads, HEADS[c.head].name + ' head')}{star}"
    return _SYMBOL_TEXT[c.symbol]


def play_text(card: int, towers: tuple) -> Message:
    """A play action in words."""
    args = {"card": _card(card), "detail": arg("detail", card, card_detail(card)),
            "city": _city(CARDS[card].city)}
    head = "Play {card} ({detail})"
    if not towers:
        return template(head + "; you have no floor left to build", **args)
    if len(towers) == 1:
        return template(head + " and build a floor on {city} {tower}", **args,
                        tower=_tower(towers[0]))
    if towers[0] == towers[1]:
        return template(head + " and build both floors on {city} {tower}", **args,
                        tower=_tower(towers[0]))
    return template(head + " and build a floor on each {city} tower", **args)


def move_text(mover: int, city: str, tower: int, owner: int) -> Message:
    """A move action in words."""
    return template("Move the top floor of {city} {tower} (" + (
        "yours" if owner == mover else "{owner}'s") + ") onto {to_tower}", city=_city(city),
        tower=_tower(tower), to_tower=_tower(3 - tower),
        **({} if owner == mover else {"owner": seat(owner)}))


def take_text(card: int, city: str) -> Message:
    return template("Take {card} from beside {city}", card=_card(card), city=_city(city))


def asset(kind: str, ident) -> str:
    """Stable asset ids a client maps to its own images (`patrizier.card.12`,
    `patrizier.city.bologna`, `patrizier.head.merchant`)."""
    return f"patrizier.{kind}.{ident}"


def _card(cid) -> dict:
    return {**arg("card", cid, card_text(cid)), "asset": asset("card", cid)}


def _city(city) -> dict:
    return {**arg("city", city, city_name(city)), "asset": asset("city", city)}


def _tower(t) -> dict:
    return arg("tower", t, f"tower {t}")


def _number(v) -> dict:
    return arg("number", v, str(v))


def _set_up(d: dict) -> Message:
    return template("Game set up for {players} players in {cities} cities; {player} starts",
                   players=_number(d["players"]), cities=_number(len(d["cities"])),
                   player=seat(d["start_seat"]))


def _scored(d: dict) -> Message:
    high, low = d["awards"]
    return template("{city} is complete: {high} wins {high_fame} fame for the higher tower, "
                   "{low} wins {low_fame} fame for the lower tower",
                   city=_city(d["city"]), high=seat(high["seat"]),
                   high_fame=_number(high["fame"]), low=seat(low["seat"]),
                   low_fame=_number(low["fame"]))


def _moved(d: dict) -> Message:
    return template("{player} moves the top floor ({owner}'s) of {city} {from_tower} onto "
                   "{to_tower}", player=seat(d["seat"]), owner=seat(d["owner"]),
                   city=_city(d["city"]), from_tower=_tower(d["from_tower"]),
                   to_tower=_tower(d["to_tower"]))


def _ended(d: dict) -> Message:
    return game_over(d["winners"], d["scores"][d["winners"][0]]["total"], "fame", "fame")


def _decision(d: dict) -> Message:
    text = "{player} may move a floor" if d["kind"] == "move" else "{player} chooses a card to take"
    return template(text, player=seat(d["seat"]))


def _declined(d: dict) -> Message:
    text = "{player} does not move a floor" if d["possible"] else \
        "{player} cannot move a floor anywhere"
    return template(text, player=seat(d["seat"]))


_BUILDERS = {
    "GameSetUp": _set_up,
    "CardPlayed": lambda d: template("{player} plays {card}", player=seat(d["seat"]),
                                     card=_card(d["card"])),
    "FloorBuilt": lambda d: template("{player} builds a floor in {city} on {tower}",
                                     player=seat(d["seat"]), city=_city(d["city"]),
                                     tower=_tower(d["tower"])),
    "CityScored": _scored,
    "DecisionPending": _decision,
    "FloorMoved": _moved,
    "MoveDeclined": _declined,
    "CardTaken": lambda d: template("{player} takes {card} from beside {city}",
                                    player=seat(d["seat"]), card=_card(d["card"]),
                                    city=_city(d["city"])),
    "DisplayRefilled": lambda d: template("{card} is laid out beside {city}",
                                          card=_card(d["card"]), city=_city(d["city"])),
    "TurnStarted": lambda d: template("{player}'s turn", player=seat(d["seat"])),
    "GameEnded": _ended,
}


def message(d: dict) -> Message:
    """The (redacted) event dict as a log message."""
    build = _BUILDERS.get(d.get("type"))
    return build(d) if build else template(str(d.get("type")))


def describe_event(d: dict) -> str:
    return render(message(d))
