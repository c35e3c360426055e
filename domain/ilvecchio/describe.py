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
    reason = _tile(d["reason"]) if d["reason"] in TILES else \
        _word(REASON_TEXT.get(d["reason"], d["reason"]))  # a tile: its id, as everywhere
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
    way = {"player": seat(d["seat"]), "origin": _town(d["origin"]), "town": _town(d["town"])}
    if d["coach"]:
        return template("{player} travels from {origin} to {town} {how}", **way,
                        how=_word("by coach"))
    return template("{player} travels from {origin} to {town} for {cost}", **way,
                    cost=_goods({"florins": d["florins"]}))


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


ROUTES = {None: "with your member in {town}",
          True: "travelling by coach from {origin} to {town}",
          False: "travelling along the roads from {origin} to {town}"}


def _route(f: dict) -> tuple[str, dict]:
    """(the template's part, its arguments) of the member's way to the town."""
    args = {"town": _town(f["town"])}
    if f["coach"] is not None:
        args["origin"] = _town(f["origin"])
    return ROUTES[f["coach"]], args


def _good(g: str) -> dict:
    """A follower, scroll, bishop, coach or florins taken or given (its word)."""
    return arg("good", g, g)


def _tile_said(t, head: str) -> Message:
    """`head` ("Take", "Use") with the tile and its effect in words."""
    if t not in TILES:
        return template(head + " {tile}", tile=_tile(t))
    return template(head + " {tile}: {effect}", tile=_tile(t),
                    effect=arg("tile_effect", t, TILES[t].text))


def _use(f: dict) -> Message:
    said = _tile_said(f["tile"], "Use")
    if not f["args"]:
        return said
    return template(said.template + " {choice}", **said.args,
                    choice=arg("action", f["args"], " ".join(f["args"])))


def _town_action(f: dict) -> Message:
    way, args = _route(f)
    extra = (" giving up a bishop" if f["bishop"] else "") + (
        " and buying a second scroll" if f["buy"] else "")
    return template("Take {take} " + way + extra, take=_good(f["take"]), **args)


def _province(f: dict) -> Message:
    way, args = _route(f)
    using = {"using": arg("tiles", f["using"], ", ".join(f["using"]))} if f["using"] else {}
    return template("Take a province of {region} " + way + ", giving {payment}" + (
        " using {using}" if using else ""), region=_track(f["region"]),
        payment=arg("goods", f["payment"], " + ".join(f["payment"])), **args, **using)


def _office(f: dict) -> Message:
    way, args = _route(f)
    bonus = {"bonus": _good(f["follower"])} if f["follower"] else {}
    return template("Take an office on the {track} track " + way + (
        " (bonus: {bonus})" if bonus else ""), track={**arg("track", f["track"], f["track"]),
                                                     "asset": asset("track", f["track"])},
        **args, **bonus)


def _placed(f: dict) -> Message:
    towns = f.get("towns") or [f.get("town")]
    if towns == [None]:
        return template("Place no member")
    if len(towns) == 1:
        return template("Place a member on {town}", town=_town(towns[0]))
    if len(towns) == 2:
        return template("Place a member on {town} and {other}", town=_town(towns[0]),
                        other=_town(towns[1]))
    return template("Place a member on {towns}", towns=arg("towns", towns, " and ".join(
        town_name(t) for t in towns)))


_ACTION_TEXT = {
    "town": _town_action,
    "province": _province,
    "office": _office,
    "reinforce": lambda f: template("Reinforce: a member onto {town}", town=_town(f["town"]))
    if f["town"] else template("Reinforce: roll for an area"),
    "use": _use,
    "place": _placed,
    "setup_place": _placed,
    "choose": lambda f: _tile_said(f["tile"], "Take"),
    "pick": lambda f: _tile_said(f["tile"], "Take"),
    "tribute": lambda f: template("Pay the tribute with {good}", good=_good(f["good"])),
    "member": lambda f: template("Lay a member down in {town}" if f["how"] == "lay" else
                                 "Take a lying member back from {town}", town=_town(f["town"])),
    "bonus": lambda f: template("Take 1 {good}", good=_good(f["follower"])),
    "pass": lambda f: template("Give up the whole double turn (2 power points)" if f["whole"]
                               else "Give up the second action"),
}


def action_text(kind: str, f: dict) -> Message:
    """A legal action in words: a message (domain.shared.messages) like the log's."""
    build = _ACTION_TEXT.get(kind)
    return build(f) if build else template("Recover: stand every member up and take 1 florin")
