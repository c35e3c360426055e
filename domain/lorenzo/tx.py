"""Lorenzo's decision in progress (domain.shared.tx): events are emitted and folded at once,
in one list of the state's fields (the State built only when read)."""
from domain.lorenzo.evolve import HANDLERS, evolve
from domain.lorenzo.state import State
from domain.shared.tx import draft_tx_class

Tx = draft_tx_class(HANDLERS, evolve, State, lazy=True)
