"""Described argument types shared by queries, mutations and subscriptions."""
from __future__ import annotations

from typing import Annotated

import strawberry

from api.schema.enums import GameName

A = strawberry.argument

GameId = Annotated[strawberry.ID, A(description="The game id (UUID).")]
Token = Annotated[str | None, A(description=(
    "A seat token of this game; omit it to use `Authorization: Bearer` (HTTP) or the "
    "`connection_init` payload (WebSocket). No token at all = spectator."))]
First = Annotated[int | None, A(description="Page size (1 to the server's maximum, "
                                            "default 20).")]
After = Annotated[str | None, A(description="Continue after this cursor (an edge's `cursor` "
                                            "or `pageInfo.endCursor`); anything else is "
                                            "`bad_cursor`.")]
Consistency = Annotated[str | None, A(description=(
    "A write's `consistency`: first wait (a few seconds at most, else the error "
    "`consistency_timeout`) until this server's read models include that write."))]
GameOf = Annotated[GameName, A(description="The game.")]
