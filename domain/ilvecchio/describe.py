"""Events and actions in words: `message(event dict)` is a log entry as a template with typed
arguments (domain.shared.messages); `describe_event` renders it in English."""
from __future__ import annotations

from domain.ilvecchio.catalog import TILES, TOWNS, TRACKS
from domain.shared.decider import Message
from domain.shared.messages import arg, plural, render, seat
from domain.shared.messages import message as template

EVENT_TEXT = {"tribute": "Tribute", "intermediaries": "Intermediaries",
              "family_member": "Family member"}
REASON_TEXT = {"town": "a town action", "tribute": "the tribute", "recovery": "recovery"}


def town_name(t) -> str:
    return TOWNS[t].name if t in TOWNS else str(t)


def track_name(t) -> str:
    return TRACKS[t].name if t in TRACKS else str(t)


def tile_text(t) -> str:
    return f"{t}: {TILES[t].text}" if t in TILES else str(t)


def goods_text(delta: dict) -> str:
    parts = [plural(abs(v), k.rstrip("s")) for k, v in delta.items() if v]
    return ", ".join(parts) or "nothing"


def asset(kind: str, ident) -> str:
    """Stable asset ids a client maps to its own images (`ilvecchio.town.prato`, ...)."""
    return f"ilvecchio.{kind}.{ident}"


def _town(t) -> dict:
    return {**arg("town", t, town_name(t)), "asset": asset("town", t)}


def _track(t) -> dict:
    return {**arg("track", t, track_name(t)), "asset": asset("track", t)}


def _tile(t) -> dict:
    if t is None:
        return arg("tile", None, "a face-down tile")
    return {**arg("tile", t, t), "asset": asset("tile", t)}


def _goods(d: dict) -> dict:
    return arg("goods", {k: abs(v) for k, v in d.items()}, goods_text(d))


def _n(v) -> dict:
    return arg("number", v, str(v))


def _word(v) -> dict:
    return arg("text", v, str(v).replace("_", " "))


def _goods_changed(d: dict) -> Message:
    gained = {k: v for k, v in d["delta"].items() if v > 0}
    paid = {k: -v for k, v in d["delta"].items() if v < 0}
    reason = _word(REASON_TEXT.get(d["reason"], d["reason"]))
    if gained and paid:
        return template("{player} gives {paid} and takes {gained} ({reason})",
                        player=seat(d["seat"]), paid=_goods(paid), gained=_goods(gained),
                        reason=reason)
    if paid:
        return template("{player} gives {paid} ({reason})", player=seat(d["seat"]),
                        paid=_goods(paid), reason=reason)
    return template("{player} takes {gained} ({reason})", player=seat(d["seat"]),
                    gained=_goods(gained), reason=reason)


def _ended(d: dict) -> Message:
    winners = d["winners"]
    args = {f"winner_{i}": seat(w) for i, w in enumerate(winners)}
    names = ["{" + k + "}" for k in args]
    joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    verb = "wins" if len(winners) == 1 else "share the victory"
    return template(f"Game over: {joined} {verb} with {{points}} power points",
                    points=_n(d["scores"][winners[0]]["total"]), **args)


def _pending(d: dict) -> Message:
    texts = {"place": "{player} may place a member", "tribute": "{player} must pay a tribute",
             "member": "{player} must lay a member down or take one back",
             "province_pick": "{player} chooses a province tile",
             "bonus_follower": "{player} chooses a follower",
             "setup_place": "{player} places two members"}
    return template(texts.get(d["kind"], "{player} must decide"), player=seat(d["seat"]))


def _travelled(d: dict) -> Message:
    how = _word("by coach" if d["coach"] else f"for {plural(d['florins'], 'florin')}")
    return template("{player} travels from {origin} to {town} {how}", player=seat(d["seat"]),
                    origin=_town(d["origin"]), town=_town(d["town"]), how=how)


def _drawn(d: dict) -> Message:
    tiles = d.get("tiles")
    count = len(tiles) if tiles is not None else d.get("count", 0)
    return template("{player} draws {count} tiles from the {stack} stack",
                    player=seat(d["seat"]), count=_n(count), stack=_word(d["stack"]))


_BUILDERS = {
    "GameSetUp": lambda d: template("Game set up for {players} players; {player} starts",
                                    players=_n(d["players"]), player=seat(d["start_seat"])),
    "DecisionPending": _pending,
    "Resolved": lambda d: template("{player} decides", player=seat(d["seat"])),
    "DiceRolled": lambda d: template("{player} rolls {a} and {b}", player=seat(d["seat"]),
                                     a=_n(d["dice"][0]), b=_n(d["dice"][1])),
    "StartTileChosen": lambda d: template("{player} chooses {tile} as start council tile",
                                          player=seat(d["seat"]), tile=_tile(d["tile"])),
    "CouncilStackFormed": lambda d: template("The council stack is shuffled"),
    "MembersPlaced": lambda d: template("{player} places {count} on {towns}",
                                        player=seat(d["seat"]),
                                        count=_word(plural(len(d["towns"]), "member")),
                                        towns=arg("towns", d["towns"], ", ".join(
                                            town_name(t) for t in d["towns"]))),
    "TurnStarted": lambda d: template("{player}'s " + ("double turn" if d["double"] else "turn"),
                                      player=seat(d["seat"])),
    "ActionChosen": lambda d: template("{player} chooses {action}", player=seat(d["seat"]),
                                       action=_word(d["action"])),
    "ActionDone": lambda d: template("{player}'s action is done", player=seat(d["seat"])),
    "Travelled": _travelled,
    "TownVisited": lambda d: template("{player} acts in {town}" + (
        " giving up a bishop" if d["bishop"] else ""), player=seat(d["seat"]),
        town=_town(d["town"])),
    "GoodsChanged": _goods_changed,
    "IntermediaryMoved": lambda d: template("The {colour} intermediary moves from {origin} to "
                                            "{town}", colour=_word(d["colour"]),
                                            origin=_town(d["origin"]), town=_town(d["town"])),
    "TrackEntered": lambda d: template("{player} moves a member from {town} onto field {field} "
                                       "of {track}, paying {paid}", player=seat(d["seat"]),
                                       town=_town(d["town"]), field=_n(d["field"] + 1),
                                       track=_track(d["track"]), paid=_goods(d["paid"])),
    "CrestTaken": lambda d: template("{player} takes a Medici crest: {event} ({left} left)",
                                     player=seat(d["seat"]),
                                     event=_word(EVENT_TEXT.get(d["event"], d["event"])),
                                     left=_n(d["left"])),
    "ExtraCostMoved": lambda d: template("The extra-cost tile moves to the {stack} stack",
                                         stack=_word(d["stack"])),
    "GameEnding": lambda d: template("{player} took the last crest: the round is finished, then "
                                     "the double turns", player=seat(d["seat"])),
    "ProvinceTaken": lambda d: template("{player} takes province tile {tile}",
                                        player=seat(d["seat"]), tile=_tile(d["tile"])),
    "OfficeTilesDrawn": _drawn,
    "OfficeTileChosen": lambda d: template("{player} keeps {tile} from the {stack} stack",
                                           player=seat(d["seat"]), tile=_tile(d.get("tile")),
                                           stack=_word(d["stack"])),
    "CouncilRevealed": lambda d: template("{player} turns up council tile {tile}",
                                          player=seat(d["seat"]), tile=_tile(d["tile"])),
    "TileUsed": lambda d: template("{player} uses {tile}", player=seat(d["seat"]),
                                   tile=_tile(d["tile"])),
    "MembersRecovered": lambda d: template("{player} stands every member up",
                                           player=seat(d["seat"])),
    "MemberLaidDown": lambda d: template("{player} lays a member down in {town}",
                                         player=seat(d["seat"]), town=_town(d["town"])),
    "MemberReturned": lambda d: template("{player} takes a lying member back from {town}",
                                         player=seat(d["seat"]), town=_town(d["town"])),
    "DoubleTurnEnded": lambda d: template("{player} " + (
        "gives up the whole double turn (2 power points)" if d["skipped"]
        else "ends the double turn"), player=seat(d["seat"])),
    "GameEnded": _ended,
}


def message(d: dict) -> Message:
    build = _BUILDERS.get(d.get("type"))
    return build(d) if build else template(str(d.get("type")))


def describe_event(d: dict) -> str:
    return render(message(d))


def _route_text(f: dict) -> str:
    if f["coach"] is None:
        return f"with your member in {town_name(f['town'])}"
    how = "by coach" if f["coach"] else "along the roads"
    return f"travelling {how} from {town_name(f['origin'])} to {town_name(f['town'])}"


def action_text(kind: str, f: dict) -> str:
    """A legal action in words."""
    if kind == "town":
        extra = (" giving up a bishop" if f["bishop"] else "") + (
            " and buying a second scroll" if f["buy"] else "")
        return f"Take {f['take']} {_route_text(f)}{extra}"
    if kind == "province":
        using = f" using {', '.join(f['using'])}" if f["using"] else ""
        return (f"Take a province of {track_name(f['region'])} {_route_text(f)}, giving "
                f"{' + '.join(f['payment'])}{using}")
    if kind == "office":
        bonus = f" (bonus: {f['follower']})" if f["follower"] else ""
        return f"Take an office on the {f['track']} track {_route_text(f)}{bonus}"
    if kind == "reinforce":
        return f"Reinforce: a member onto {town_name(f['town'])}" if f["town"] else \
            "Reinforce: roll for an area"
    if kind == "use":
        return f"Use {tile_text(f['tile'])} {' '.join(f['args'])}".strip()
    if kind in ("place", "setup_place"):
        towns = f.get("towns") or [f.get("town")]
        if towns == [None]:
            return "Place no member"
        return "Place a member on " + " and ".join(town_name(t) for t in towns)
    if kind in ("choose", "pick"):
        return f"Take {tile_text(f['tile'])}"
    if kind == "tribute":
        return f"Pay the tribute with {f['good']}"
    if kind == "member":
        return (f"Lay a member down in {town_name(f['town'])}" if f["how"] == "lay"
                else f"Take a lying member back from {town_name(f['town'])}")
    if kind == "bonus":
        return f"Take 1 {f['follower']}"
    if kind == "pass":
        return "Give up the whole double turn (2 power points)" if f["whole"] else \
            "Give up the second action"
    return "Recover: stand every member up and take 1 florin"
