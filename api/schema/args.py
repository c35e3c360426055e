"""Described argument types shared by queries, mutations and subscriptions."""
from __future__ import annotations

from typing import Annotated

import strawberry

A = strawberry.argument

GameId = Annotated[strawberry.ID, A(description="The game id (UUID).")]
Token = Annotated[str | None, A(description=(
    "A seat token of this game; omit it to use `Authorization: Bearer` (HTTP) or the "
    "`connection_init` payload (WebSocket). No token at all = spectator."))]
First = Annotated[int | None, A(description="Page size (1 to the server's maximum, "
                                            "default 20).")]
After = Annotated[str | None, A(description="`endCursor` of the previous page.")]
AfterStep = Annotated[int | None, A(description="Only events with a greater `step` "
                                                "(0 or omitted: from the start).")]
Step = Annotated[int, A(description="Number of events applied (0 = empty table).")]
