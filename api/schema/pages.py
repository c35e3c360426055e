"""Relay-style pages. Every connection: `edges { cursor node }`, `nodes`, `pageInfo`; pass
`pageInfo.endCursor` (an opaque string) as `after` for the next page; a string that is not a
cursor of that list is the error `bad_cursor`."""
from __future__ import annotations

import strawberry

from api.schema.events import GameEvent
from api.schema.stats import Rating
from api.schema.types import GameSummary

F = strawberry.field


@strawberry.type(description="Where a page starts and ends (Relay's PageInfo).")
class PageInfo:
    has_next_page: bool = F(description="More items follow `endCursor`.")
    has_previous_page: bool = F(description="Items come before `startCursor` (pages go "
                                            "forward only: true when `after` was given).")
    start_cursor: str | None = F(description="Cursor of the page's first item.")
    end_cursor: str | None = F(description="Cursor of the page's last item; pass it as "
                                            "`after`.")


@strawberry.type(description="A game of a page.")
class GameEdge:
    cursor: str = F(description="Opaque cursor of this item.")
    node: GameSummary = F(description="The game.")


@strawberry.type(description="A page of games, newest activity first.")
class GameConnection:
    edges: list[GameEdge] = F(description="The games with their cursors.")
    nodes: list[GameSummary] = F(description="The games.")
    page_info: PageInfo = F(description="Where the page ends.")


@strawberry.type(description="An event of a page.")
class GameEventEdge:
    cursor: str = F(description="Opaque cursor of this event.")
    node: GameEvent = F(description="The event.")


@strawberry.type(description="A page of a game's events, in order.")
class GameEventConnection:
    edges: list[GameEventEdge] = F(description="The events with their cursors.")
    nodes: list[GameEvent] = F(description="The events.")
    page_info: PageInfo = F(description="Where the page ends.")


@strawberry.type(description="A rating of a page.")
class RatingEdge:
    cursor: str = F(description="Opaque cursor of this item.")
    node: Rating = F(description="The rating.")


@strawberry.type(description="A page of a ladder, best first.")
class RatingConnection:
    edges: list[RatingEdge] = F(description="The ratings with their cursors.")
    nodes: list[Rating] = F(description="The ratings.")
    page_info: PageInfo = F(description="Where the page ends.")


def page(edge_type, conn_type, items: list[tuple[str, object]], more: bool,
         after: str | None):
    """A connection of `items` ((cursor, node) pairs); `after`: the cursor the page follows
    (an item of the list: the cursors of the previous pages' items are checked)."""
    edges = [edge_type(cursor=c, node=n) for c, n in items]
    return conn_type(edges=edges, nodes=[e.node for e in edges], page_info=PageInfo(
        has_next_page=more, has_previous_page=after is not None,
        start_cursor=edges[0].cursor if edges else None,
        end_cursor=edges[-1].cursor if edges else None))
