"""What the search bot (domain.shared.search) needs of Patrizier: a determinization of what a
seat cannot see, and a value of any state for every seat.

Hidden from a seat (redact.py): the draw pile's order and the other seats' hands (their sizes
are shown). `sample` pools those cards (as a set), shuffles them afresh and deals the hands of
the seats not known back in their sizes, the rest being the pile (`determinize`: one seat
known). (That a card taken from the display went to a hand, or that the first hands were star
cards, is not used: the view does not hold it.)
"""
from __future__ import annotations

from domain.patrizier.rules.final_scoring import scores
from domain.patrizier.state import State, replace
from domain.shared.rng import Rng
from domain.shared.search import SearchGame, margin_values

FAME_SCALE = 3.0  # fame: a lead of this much is worth a value of about 0.73
SUPPLY_TIE = 0.01  # floors left in supply break a tie in fame (final scoring)


def sample(s: State, known: tuple, rng: Rng) -> State:
    """The state with everything the `known` seats cannot see drawn afresh from `rng`."""
    unseen = sorted(list(s.pile) + [c for i, h in enumerate(s.hands) if i not in known
                                    for c in h])
    pool = rng.shuffled(unseen)
    hands = []
    for i, h in enumerate(s.hands):
        if i not in known:
            h = tuple(pool[:len(h)])
            del pool[:len(h)]
        hands.append(h)
    return replace(s, hands=tuple(hands), pile=tuple(pool))


def determinize(s: State, seat: int, rng: Rng) -> State:
    """The state with everything `seat` cannot see drawn afresh from `rng`."""
    return sample(s, (seat,), rng)


def evaluate(s: State) -> tuple:
    """Each seat's value: its fame's margin (as if the game ended now; floors in supply break
    ties) over the best other seat's, squashed into (0, 1)."""
    return margin_values([sc["total"] + SUPPLY_TIE * sc["supply"] for sc in scores(s)],
                         FAME_SCALE)


SEARCH = SearchGame(determinize=determinize, evaluate=evaluate, iterations=300, depth=None)
