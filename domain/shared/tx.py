"""A decision in progress: events are emitted and folded at once, so every later rule reads the
state the earlier events produced, and replaying the events gives exactly the live state.

Each game makes its own with its evolve handlers: `Tx = tx_class(HANDLERS, evolve)`, or
`draft_tx_class(HANDLERS, evolve, State)` for handlers that set an event's changes in place in
the state's fields held as a list (`lazy=True`: the state built only when read)."""
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


def draft_tx_class(handlers: dict, evolve, state_type: type, name: str = "Tx", *,
                   lazy: bool = False) -> type[BaseTx]:
    """A Tx keeping the state's fields in one list for the whole decision: `handlers[type(
    event)](fields, event)` sets the event's changes in it, and `state` is built from it
    after each event (one copy per event instead of two); `evolve` raises for any other
    event. Both `state_type` instances and lists of its fields: tuples.

    `lazy`: `state` is built only when read after an event (a property): for rules that read
    it after few of a decision's events (hot readers read `fields`, the state's fields now, by
    their index; never held across an emit). Lorenzo's rules are such; Florenza's read it
    after most events, where the property would cost more than it saves."""
    new = tuple.__new__

    def __init__(self, state) -> None:
        self.state = state
        self.events = []
        self.fields = [] if state is None else [*state]  # faster than list() of a tuple subclass

    def emit(self, event) -> None:
        self.events.append(event)
        try:
            handler = handlers[type(event)]  # a subscript: cheaper than a call of `get`
        except KeyError:
            evolve(self.state, event)  # raises its error
            raise
        handler(self.fields, event)
        self.state = new(state_type, self.fields)

    if not lazy:
        return type(name, (BaseTx,), {"__slots__": ("fields",), "__init__": __init__,
                                      "emit": emit, "__doc__": BaseTx.__doc__})

    # the lazy Tx's own __init__ and emit: `built` set directly (the property's setter would
    # be a call per decision), and no test of `lazy` per event
    def lazy_init(self, state) -> None:
        self.built = state
        self.events = []
        self.fields = [] if state is None else [*state]

    def lazy_emit(self, event) -> None:
        self.events.append(event)
        try:
            handler = handlers[type(event)]
        except KeyError:
            evolve(self.state, event)  # raises its error
            raise
        handler(self.fields, event)
        self.built = None

    def state(self):
        """The state after the events so far (built once per read after a change)."""
        s = self.built
        if s is None and self.fields:  # no fields: Tx(None) before its first event
            s = self.built = new(state_type, self.fields)
        return s

    return type(name, (BaseTx,), {"__slots__": ("fields", "built"), "__init__": lazy_init,
                                  "emit": lazy_emit, "state": property(state),
                                  "__doc__": BaseTx.__doc__})
