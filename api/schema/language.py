"""The language of log messages, legal actions, pending decisions and progress texts: a
`language` argument on the fields that return them, else the request's `Accept-Language` (on a WebSocket: `Accept-Language` in the `connection_init`
payload, else the handshake's header), else English. A language the service does not speak
is English. Templates and names come from domain.shared.i18n."""
from __future__ import annotations

from enum import Enum
from typing import Annotated

import strawberry

from domain import games
from domain.shared import i18n


@strawberry.enum(description="A language the service writes log messages in.")
class Language(Enum):
    EN = strawberry.enum_value("en", description="English (the templates' source).")
    DE = strawberry.enum_value("de", description="German (the rule texts' language).")
    IT = strawberry.enum_value("it", description="Italian (the games' own).")


LanguageArg = Annotated[Language | None, strawberry.argument(
    description="The language of the message (default: the request's `Accept-Language`, else "
                "English). What a language has no word for stays English (docs/i18n-gaps.md).")]


def _header(ctx) -> str | None:
    params = ctx.get("connection_params")
    if isinstance(params, dict):
        for k in ("Accept-Language", "accept-language", "language"):
            if isinstance(params.get(k), str):
                return params[k]
    headers = getattr(ctx.get("request"), "headers", None)  # the HTTP request or WS handshake
    return headers.get("accept-language") if headers is not None else None


def language_of(info, language: Language | None) -> str:
    """The argument wins; then Accept-Language; then English."""
    if language is not None:
        return language.value
    return connection_language(info.context)


def connection_language(context) -> str:
    """The language a request or WebSocket connection asks for (English by default): worked
    out once per context (a turn's legal actions ask once each; its header cannot change)."""
    if not isinstance(context, dict):
        return i18n.negotiate(_header(context))
    language = context.get(_NEGOTIATED)
    if language is None:
        language = context[_NEGOTIATED] = i18n.negotiate(_header(context))
    return language


_NEGOTIATED = "signoria.language"  # the context's key of its negotiated language


def localised(message: dict, language: str) -> dict:
    """A log entry's message ({template, args, game}) in `language`."""
    if language == i18n.DEFAULT:
        return message
    game = message.get("game")
    try:
        table = games.get(game).translations(language) if game else i18n.table(None, language)
    except games.UnknownGame:
        table = i18n.table(None, language)
    return i18n.localise(message, table)


def described(english: str, message: dict | None, language: str) -> str:
    """A text in `language` from its message ({template, args, game}); its English text for
    English or when it has no message."""
    if language == i18n.DEFAULT or not message:
        return english
    return i18n.render(localised(message, language))


def said(english: str, message: dict | None, info, language: Language | None) -> str:
    """A resolver's text in the language asked for (the argument, else Accept-Language)."""
    return described(english, message, language_of(info, language))


def in_words(what: str, english: str = "english", message: str = "message"):
    """A field giving an object's text in the language asked for: its English text and its
    stored message are the object's attributes `english` and `message`."""
    def resolve(self, info: strawberry.Info, language: LanguageArg = None) -> str:
        return said(getattr(self, english), getattr(self, message), info, language)

    def plain_read(source, context) -> str:  # the same text without arguments (api.schema.plain)
        return described(getattr(source, english), getattr(source, message),
                         connection_language(context))

    plain_read.context_key = connection_language  # all it reads of the context
    resolve.plain_read = plain_read

    return strawberry.field(resolver=resolve, description=(
        f"{what} (English by default; the `language` argument, else `Accept-Language`)."))
