"""What a `Game` field's selection asks for, worked out once per document.

A running game's `view` and `legalActions` come from the viewer's part (projections.tables:
the decider's view for the viewer and its legal actions, each described and worded), the
rest from the game's stored row. The part was most of the CPU of a `game` query that selects
neither (a client polling `game { version seatsToAct }`): 0.45-0.6 ms of a 1.4 ms read.
So the resolvers that load a game (api.schema.queries.load_game, the `gameUpdated`
subscription) derive it only when the selection reaches one of those fields.

Conservative: a field counts when it appears at the game's level at all, directly or through
fragments, whatever its directives (@include/@skip on a variable) say."""
from __future__ import annotations

from graphql import FieldNode, FragmentSpreadNode, InlineFragmentNode

from api.per_document import PerDocument

SEAT_PART_FIELDS = frozenset({"view", "legalActions"})  # Game's fields from the viewer's part
_asked = PerDocument()


def asks_for_seat_part(info) -> bool:
    """Whether this field's selection (a field of type `Game`) reads the viewer's part."""
    raw = info._raw_info  # graphql-core's resolve info: the field's nodes and the fragments
    nodes = raw.field_nodes
    if len(nodes) != 1:  # (the same field selected twice: rare, worked out each time)
        return _reaches(nodes, raw.fragments)
    # keyed by the field's node: parsed documents are kept and shared (api.schema._parse), so
    # the same node comes back with every request of this document
    return _asked.get(nodes[0], lambda: _reaches(nodes, raw.fragments))


def _reaches(nodes, fragments: dict) -> bool:
    seen: set[str] = set()

    def within(selection_set) -> bool:
        for sel in selection_set.selections if selection_set is not None else ():
            if isinstance(sel, FieldNode):
                if sel.name.value in SEAT_PART_FIELDS:
                    return True
            elif isinstance(sel, InlineFragmentNode):
                if within(sel.selection_set):
                    return True
            elif isinstance(sel, FragmentSpreadNode):
                name = sel.name.value
                fragment = fragments.get(name)
                if name not in seen and fragment is not None:
                    seen.add(name)
                    if within(fragment.selection_set):
                        return True
        return False

    return any(within(node.selection_set) for node in nodes)
