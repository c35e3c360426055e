"""The bot kinds every game offers over its legal actions: `random` (uniform) and `greedy` (the
best of a one-step score, ties broken reproducibly). A game brings only its score."""
from __future__ import annotations

from domain.shared.decider import LegalActions
from domain.shared.rng import Rng

BOT_KINDS = ("random", "greedy")


def choose(acts: LegalActions, seat: int, kind: str, rng: Rng, score) -> str:
    """The key a bot of `kind` picks among `acts`; `score(action)` rates one for greedy."""
    if not acts:
        raise ValueError(f"seat {seat} has nothing to do")
    if kind == "random":
        keys = acts.keys
        return keys[rng.below(len(keys))]
    if kind == "greedy":
        best, best_score = acts.keys[0], float("-inf")
        for a in acts:
            sc = score(a) + rng.below(1000) * 1e-6  # break ties reproducibly
            if sc > best_score:
                best, best_score = a.key, sc
        return best
    raise ValueError(f"unknown bot kind {kind!r}; known: {', '.join(BOT_KINDS)}")
