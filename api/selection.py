"""Selections of a parsed document: the fields one level of a selection reaches, and what a
`Game` field's selection asks for.

A running game's `view` and `legalActions` come from the viewer's part (projections.tables:
the decider's view for the viewer and its legal actions, each described and worded), the
rest from the game's stored row. The part was most of the CPU of a `game` query that selects
neither (a client polling `game { version seatsToAct }`): 0.45-0.6 ms of a 1.4 ms read.
So the resolvers that load a game (api.schema.queries.load_game, the `gameUpdated`
subscription) derive it only when the selection reaches one of those fields
(`asks_for_seat_part`). Conservative: a field counts when it appears at the game's level at
all, directly or through fragments, whatever its directives (@include/@skip) say."""
from __future__ import annotations

from collections.abc import Callable, Iterable

from graphql import FieldNode, FragmentSpreadNode, InlineFragmentNode

from api.per_document import PerDocument

SEAT_PART_FIELDS = frozenset({"view", "legalActions"})  # Game's fields from the viewer's part
_asked = PerDocument()


def field_names(selection_sets: Iterable, fragments: dict,
                included: Callable[[object], bool] = lambda sel: True) -> set[str]:
    """The names of the fields selected at the level of `selection_sets`, inline fragments and
    named fragments (`fragments`: name -> definition) expanded; a selection for which
    `included(selection)` is false is left out, with what it holds."""
    out: set[str] = set()
    stack, seen = [s for s in selection_sets if s is not None], set()
    while stack:
        for sel in stack.pop().selections:
            if not included(sel):
                continue
            if isinstance(sel, FieldNode):
                out.add(sel.name.value)
            elif isinstance(sel, InlineFragmentNode):
                stack.append(sel.selection_set)
            elif isinstance(sel, FragmentSpreadNode) and sel.name.value not in seen \
                    and sel.name.value in fragments:
                seen.add(sel.name.value)
                stack.append(fragments[sel.name.value].selection_set)
    return out


def asks_for_seat_part(info) -> bool:
    """Whether this field's selection (a field of type `Game`) reads the viewer's part."""
    raw = info._raw_info  # graphql-core's resolve info: the field's nodes and the fragments
    nodes = raw.field_nodes

    def asks() -> bool:
        names = field_names((n.selection_set for n in nodes), raw.fragments)
        return not names.isdisjoint(SEAT_PART_FIELDS)

    if len(nodes) != 1:  # (the same field selected twice: rare, worked out each time)
        return asks()
    # keyed by the field's node: parsed documents are kept and shared (api.schema._parse), so
    # the same node comes back with every request of this document
    return _asked.get(nodes[0], asks)
