"""Every stored event as a log message: a template with typed arguments (`message`), and its
English text (`describe_event`, with "Seat n" where the shared layers put the player's name)."""
from __future__ import annotations

from domain.lorenzo import words as w
from domain.shared.decider import Message
from domain.shared.messages import arg, message, render, seat, seats

_DECISIONS = {"privilege": "a council privilege", "take": "a card to take",
              "harvest": "a harvest action", "production": "a production action",
              "exchange": "production exchanges"}


def _n(value: int, text: str | None = None) -> dict:
    return arg("number", value, str(value) if text is None else text)


def _dice(d: dict) -> dict:
    return arg("dice", dict(d), ", ".join(f"{k} {v}" for k, v in d.items()))


def _set_up(d: dict) -> Message:
    tiles = d.get("excommunications") or []
    return message("{players}-player {variant} game set up; turn order {order}; "
                   "excommunication tiles {tiles}",
                   players=_n(d["players"]), variant=arg("variant", d["variant"], d["variant"]),
                   order=seats(d["turn_order"]),
                   tiles=arg("excommunications", list(tiles), ", ".join(tiles)))


def _placed(d: dict) -> Message:
    if d["servants"]:
        return message("{player} places the {member} on {space} at value {value}, "
                       "paying {servants}", player=seat(d["seat"]),
                       member=w.member_arg(d["member"]), space=w.space_arg(d["space"]),
                       value=_n(d["value"]), servants=w.res_arg({"servants": d["servants"]}))
    return message("{player} places the {member} on {space} at value {value}",
                   player=seat(d["seat"]), member=w.member_arg(d["member"]),
                   space=w.space_arg(d["space"]), value=_n(d["value"]))


def _action(d: dict) -> Message:
    verb = "harvests" if d["action"] == "harvest" else "produces"
    return message("{player} " + verb + " at value {value} (from {source})",
                   player=seat(d["seat"]), value=_n(d["value"]),
                   source=w.source_arg(d["source"]))


def _queued(d: dict) -> Message:
    kinds = [_DECISIONS.get(x.get("kind"), str(x.get("kind"))) for x in d["decisions"]]
    return message("{player} must decide: {decisions}", player=seat(d["seat"]),
                   decisions=arg("decisions", [x.get("kind") for x in d["decisions"]],
                                 ", ".join(kinds)))


def _exchange(d: dict) -> Message:
    if d["option"]:
        return message("{player} uses exchange {option} of {card}", player=seat(d["seat"]),
                       option=_n(d["option"]), card=w.card_arg(d["card"]))
    return message("{player} makes no exchange with {card}", player=seat(d["seat"]),
                   card=w.card_arg(d["card"]))


def _report(d: dict) -> Message:
    return message("Vatican report of period {period}: {faith} needed to avoid {tile}",
                   period=_n(d["period"]), faith=w.res_arg({"faith_points": d["threshold"]}),
                   tile=w.excommunication_arg(d["tile"]))


def _supported(d: dict) -> Message:
    return message("{player} supports the Church: gives up {faith} for {points}",
                   player=seat(d["seat"]), faith=w.res_arg({"faith_points": d["faith"]}),
                   points=w.res_arg({"victory_points": d["victory_points"]}))


def _excommunicated(d: dict) -> Message:
    how = "is excommunicated" if d["forced"] else "accepts excommunication"
    return message("{player} " + how + ": {tile}", player=seat(d["seat"]),
                   tile=w.excommunication_arg(d["tile"]))


def _ended(d: dict) -> Message:
    winner = d["winner"]
    total = d["scores"][winner]["total"] if winner is not None else 0
    return message("Game over: {winner} wins with {points}", winner=seat(winner),
                   points=w.res_arg({"victory_points": total}))


def _played(d: dict) -> Message:
    if d.get("copies"):
        return message("{player} plays {leader}, copying {copied}", player=seat(d["seat"]),
                       leader=w.leader_arg(d["leader"]), copied=w.leader_arg(d["copies"]))
    return message("{player} plays {leader}", player=seat(d["seat"]),
                   leader=w.leader_arg(d["leader"]))


def _activated(d: dict) -> Message:
    if d.get("member"):
        return message("{player} activates {leader}: the {member} now has value {value}",
                       player=seat(d["seat"]), leader=w.leader_arg(d["leader"]),
                       member=w.member_arg(d["member"]), value=_n(d["value"]))
    return message("{player} activates {leader}", player=seat(d["seat"]),
                   leader=w.leader_arg(d["leader"]))


def _drafted(d: dict) -> Message:
    if d.get("leader"):
        return message("{player} keeps {leader}", player=seat(d["seat"]),
                       leader=w.leader_arg(d["leader"]))
    return message("{player} keeps a leader", player=seat(d["seat"]))


_BUILDERS = {
    "GameSetUp": _set_up,
    "RoundStarted": lambda d: message(
        "Round {round} (period {period}) begins; dice {dice}", round=_n(d["round"]),
        period=_n(d["period"]), dice=_dice(d["dice"])),
    "MemberPlaced": _placed,
    "ResourcesGained": lambda d: message(
        "{player} gains {resources} from {source}", player=seat(d["seat"]),
        resources=w.res_arg(d["resources"]), source=w.source_arg(d["source"])),
    "ResourcesPaid": lambda d: message(
        "{player} pays {resources} for {reason}", player=seat(d["seat"]),
        resources=w.res_arg(d["resources"]), reason=w.source_arg(d["reason"])),
    "CardTaken": lambda d: message(
        "{player} takes {card} from {space}", player=seat(d["seat"]),
        card=w.card_arg(d["card"]), space=w.space_arg(d["space"])),
    "ActionPerformed": _action,
    "DecisionsQueued": _queued,
    "DecisionUpdated": lambda d: message("{player} has more to decide",
                                         player=seat(d["seat"])),
    "DecisionResolved": lambda d: message("{player} has decided", player=seat(d["seat"])),
    "PrivilegeChosen": lambda d: message(
        "{player} chooses the council privilege {gain}", player=seat(d["seat"]),
        gain=arg("privilege", d["option"], w.privilege_text(d["option"]))),
    "ExchangeChosen": _exchange,
    "TurnPassed": lambda d: message("{player} passes", player=seat(d["seat"])),
    "TurnEnded": lambda d: message("{player} ends the turn", player=seat(d["seat"])),
    "VaticanReport": _report,
    "ChurchSupported": _supported,
    "Excommunicated": _excommunicated,
    "FaithScored": lambda d: message(
        "{player} scores {points} for {faith}", player=seat(d["seat"]),
        points=w.res_arg({"victory_points": d["victory_points"]}),
        faith=w.res_arg({"faith_points": d["faith"]})),
    "RoundEnded": lambda d: message("Round {round} ends; next turn order {order}",
                                    round=_n(d["round"]), order=seats(d["turn_order"])),
    "GameEnded": _ended,
    "BonusTileChosen": lambda d: message("{player} chooses {tile}", player=seat(d["seat"]),
                                         tile=w.bonus_tile_arg(d["tile"])),
    "LeaderDrafted": _drafted,
    "DraftHandsPassed": lambda d: message("The draft hands are passed on"),
    "LeaderDiscarded": lambda d: message(
        "{player} discards {leader} for a council privilege", player=seat(d["seat"]),
        leader=w.leader_arg(d["leader"])),
    "LeaderPlayed": _played,
    "LeaderActivated": _activated,
}


def message_of(d: dict) -> Message:
    """The event (as stored, or redacted for a viewer) as a log message."""
    build = _BUILDERS.get(d.get("type"))
    if build is None:
        return message("{event}", event=arg("text", d.get("type"), str(d.get("type"))))
    return build(d)


def describe_event(d: dict) -> str:
    return render(message_of(d))
