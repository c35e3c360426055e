"""A decision in progress: events are emitted and folded at once, so every later rule reads the
state the earlier events produced, and replaying the events gives exactly the live state.

Each game makes its own with its evolve handlers: `Tx = tx_class(HANDLERS, evolve)`."""
from __future__ import annotations


class BaseTx:
    """Collects the events of one decision and the state they lead to."""

    __slots__ = ("state", "events")

    def __init__(self, state) -> None:
        self.state = state
        self.events: list = []

    def emit(self, event) -> None:
        raise NotImplementedError


def tx_class(handlers: dict, evolve, name: str = "Tx") -> type[BaseTx]:
    """A Tx whose `emit` applies an event with `handlers[type(event)]` (evolve's own lookup,
    saving a call per event), or with `evolve` (which raises its error) for any other."""

    def emit(self, event) -> None:
        self.events.append(event)
        self.state = handlers.get(type(event), evolve)(self.state, event)

    return type(name, (BaseTx,), {"__slots__": (), "emit": emit, "__doc__": BaseTx.__doc__})
