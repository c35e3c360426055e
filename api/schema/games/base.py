"""What every game's API types build on: the interfaces of a legal action and of a pending
decision, and the generic types a game without an API plug-in is shown with."""
from __future__ import annotations

import strawberry
from strawberry.scalars import JSON

from api.schema.language import in_words
from domain.shared.messages import message, render, stored

F = strawberry.field


@strawberry.interface(description="An action the rules accept now. Send its `key` as "
                                  "submitAction's `action`; the game's own type "
                                  "(`__typename`) carries the typed details.")
class LegalAction:
    key: str = F(description="The action's text key (the game's notation, docs/), e.g. "
                             "`place black tower.green.3 +2`.")
    kind: str = F(description="What sort of action it is (the game's own vocabulary, e.g. "
                              "place, pass, privilege).")
    english: strawberry.Private[str] = ""
    message: strawberry.Private[dict | None] = None

    description: str = in_words("The action in words")


@strawberry.interface(description="What a seat that must act has to decide now. The game's "
                                  "own type (`__typename`) carries the typed details; the "
                                  "seat's legal actions answer it.")
class PendingDecision:
    seat: int = F(description="The seat that must decide.")
    kind: str = F(description="What is decided (the game's own vocabulary, e.g. turn, "
                              "privilege, vatican).")
    english: strawberry.Private[str] = ""
    message: strawberry.Private[dict | None] = None

    description: str = in_words("The decision in words")


@strawberry.type(description="Take back your last action (`key` undo), offered exactly when "
                             "the policy allows it: it is still your turn, no other seat has "
                             "acted and nothing hidden or random was revealed since.")
class UndoAction(LegalAction):
    version: int = F(description="The version at which the action taken back was stored.")
    taken_back: str | None = F(description="The key of the action taken back.")


def head(d: dict) -> dict:
    """A legal action's common fields from its stored dict."""
    return {"key": d["key"], "kind": d["kind"], "english": d["description"],
            "message": d.get("message")}


def worded(game: str, template: str, **args) -> dict:
    """A pending decision's `english` and `message` from a template of the game's (its
    translations: the game's tables, domain.shared.i18n)."""
    m = message(template, **args)
    return {"english": render(m), "message": stored(m, game)}


def undo_action(d: dict) -> UndoAction:
    f = d.get("fields") or {}
    return UndoAction(key=d["key"], kind=d["kind"], english=d["description"],
                      message=d.get("message"), version=int(f["version"]), taken_back=f.get("action"))


@strawberry.type(description="A legal action of a game that has no typed API types (yet).")
class GenericAction(LegalAction):
    fields: JSON = F(description="The action's details as the engine gives them.")


@strawberry.type(description="A pending decision of a game that has no typed API types.")
class GenericDecision(PendingDecision):
    data: JSON = F(description="The decision's details as the engine gives them.")


@strawberry.type(description="The view of a game that has no typed API types (yet).")
class GenericView:
    game: str = F(description="The game's name.")
    data: JSON = F(description="The engine's view for this viewer, as it is.")


@strawberry.type(description="The catalogue of a game that has no typed API types (yet).")
class GenericCatalogue:
    game: str = F(description="The game's name.")


@strawberry.type(description="Statistics of a game that has no analytics plug-in.")
class GenericAnalytics:
    data: JSON = F(description="Whatever the game's analytics hold.")
