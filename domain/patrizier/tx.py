"""A decision in progress: events are emitted and folded at once, so every later rule reads the
state the earlier events produced, and replaying the events gives exactly the live state."""
from domain.patrizier.evolve import evolve


class Tx:
    __slots__ = ("state", "events")

    def __init__(self, state) -> None:
        self.state = state
        self.events: list = []

    def emit(self, event) -> None:
        self.events.append(event)
        self.state = evolve(self.state, event)
