"""Il Vecchio's decision in progress (domain.shared.tx): events are emitted and folded at once."""
from domain.ilvecchio.evolve import HANDLERS, evolve
from domain.shared.tx import tx_class

Tx = tx_class(HANDLERS, evolve)
