"""A decision in progress: events are emitted and folded at once, so every later rule reads the
state the earlier events produced, and replaying the events gives exactly the live state."""
from domain.lorenzo.evolve import HANDLERS, evolve


class Tx:
    __slots__ = ("state", "events")

    def __init__(self, state) -> None:
        self.state = state
        self.events: list = []

    def emit(self, event) -> None:
        self.events.append(event)
        try:
            apply = HANDLERS[type(event)]  # evolve's own lookup, saving a call per event
        except KeyError:
            apply = evolve  # which raises its error
        self.state = apply(self.state, event)
