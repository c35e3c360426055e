"""Log entries: every event as the viewer may see it, with its message (a template with typed
arguments, Board Game Arena's notification style) and its English text; replay moves."""
from __future__ import annotations

import strawberry
from strawberry.scalars import JSON

from api.schema.language import LanguageArg, described, language_of, localised

F = strawberry.field


@strawberry.type(description="An argument of a log message.")
class MessageArg:
    name: str = F(description="Its placeholder in the template (`{player}` -> `player`).")
    kind: str = F(description="What it is: seat, seats, card, leader, excommunication, "
                              "bonus_tile, space, member, resources, number, dice ...")
    value: JSON | None = F(description="The thing itself: a seat number, a card number, a "
                                       "{resource: amount} object ...")
    text: str = F(description="It in the message's language (a seat: the player's name; "
                              "a name the language lacks: English).")
    asset_id: str | None = F(description="Stable asset id of the thing, if it has one.")


@strawberry.type(description="A log message as a template with typed arguments, so a client "
                             "can draw icons (and translate it itself); `GameEvent.description` "
                             "is it rendered.")
class LogMessage:
    template: str = F(description="The template in the chosen language, e.g. `{player} takes "
                                  "{card} from {space}` (English when it has no translation).")
    args: list[MessageArg] = F(description="Its arguments.")


def message_of(m: dict) -> LogMessage:
    """`m` ({template, args}) as the API type (already in the language wanted)."""
    return LogMessage(template=m["template"], args=[
        MessageArg(name=a["name"], kind=a["kind"], value=a.get("value"), text=a["text"],
                   asset_id=a.get("asset")) for a in m["args"]])


@strawberry.type(description="A stored game event as the viewer may see it.")
class GameEvent:
    step: int = F(description="Its number in the game's log (1 = the first after the lobby).")
    cursor: str = F(description="Pass it as `after` to continue after this event.")
    version: int = F(description="The game's version once the command holding this event "
                                 "was stored.")
    type: str = F(description="Event type, e.g. MemberPlaced, CardTaken, RoundStarted.")
    seat: int | None = F(description="Seat the event concerns, if any.")
    action: str | None = F(description="Key of the command that produced it (null for "
                                       "automatic events and keys hidden from the viewer).")
    data: JSON = F(description="The event's fields as stored (hidden information redacted).")
    english: strawberry.Private[str] = ""
    raw_message: strawberry.Private[dict] = None
    words: strawberry.Private[object] = None  # () -> (message, English), made when asked

    def _words(self) -> tuple[dict, str]:
        if self.words is not None:
            self.raw_message, self.english = self.words()
            self.words = None
        return self.raw_message, self.english

    @F(description="The event in words, naming the players (English by default).")
    def description(self, info: strawberry.Info,
                    language: LanguageArg = None) -> str:
        msg, english = self._words()
        return described(english, msg, language_of(info, language))

    @F(description="The event as a template with typed arguments (English by default).")
    def message(self, info: strawberry.Info,
                language: LanguageArg = None) -> LogMessage:
        return message_of(localised(self._words()[0], language_of(info, language)))


def event_cursor(game_id: str, step: int) -> str:
    """An event's cursor: its step and a tag of its game, so another game's cursor is told
    apart (`bad_cursor`)."""
    return f"{step}.{game_id[:8]}"


def cursor_step(game_id: str, cursor: str) -> int | None:
    """The step of one of this game's cursors; None for anything else."""
    step, _, tag = cursor.partition(".")
    if tag != game_id[:8] or not (step.isascii() and step.isdigit()) or len(step) > 12:
        return None
    return int(step)


def event_of(d: dict, game_id: str, version: int | None = None) -> GameEvent:
    data = d.get("data") or {}
    step = int(d.get("step") or 0)
    return GameEvent(step=step, cursor=event_cursor(game_id, step),
                     version=int(d["version"] if version is None else version),
                     type=str(d.get("type") or data.get("type") or ""),
                     seat=d.get("seat", data.get("seat")), action=d.get("action"),
                     english=str(d.get("description") or ""), raw_message=d.get("message"),
                     words=d.get("words"), data=data)


@strawberry.type(description="A command of a replay: which seat did what, and the steps it "
                             "produced (jump to `step` to see its result).")
class ReplayMove:
    first_step: int = F(description="The step of its first event.")
    step: int = F(description="The step once all its events are applied.")
    version: int = F(description="The game's version once it was stored.")
    seat: int | None = F(description="The seat that acted.")
    action: str | None = F(description="Its key (null if hidden from the viewer while the "
                                        "game runs).")
    english: strawberry.Private[str] = ""
    raw_message: strawberry.Private[dict | None] = None

    @F(description="What it did, in words (English by default).")
    def description(self, info: strawberry.Info,
                    language: LanguageArg = None) -> str:
        return described(self.english, self.raw_message, language_of(info, language))


def move_of(m: dict) -> ReplayMove:
    return ReplayMove(first_step=m["first_step"], step=m["step"], version=m["version"],
                      seat=m["seat"], action=m["action"], english=m["description"],
                      raw_message=m.get("message"))
