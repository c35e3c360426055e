"""A search bot for any game, over the Decider protocol only: single-observer information-set
Monte-Carlo tree search (SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

Each iteration draws a determinization of the root: the game's `determinize(state, seat, rng)`
redraws everything the searching seat cannot see (other hands, deck order, future dice) from
what it can, so the search never reads hidden state. One tree of action keys is shared by all
determinizations; a node's children are chosen by UCB1 counting only the iterations in which the
child was legal (its availability), then a short playout and the game's `evaluate` (each seat's
value in [0, 1], for finished and unfinished states alike) give the reward, which every node on
the path adds from the side of the seat that chose it. The move is the most visited root child.

Pure and deterministic: all randomness comes from the Rng passed in.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

from domain.shared.decider import keys_of
from domain.shared.rng import Rng

EXPLORATION = 0.7  # UCB1's constant for rewards in [0, 1]
KIND = "search"  # the bot kind, added after a game's own kinds (the first stays the default)


class SearchGame(NamedTuple):
    """What a game adds to the protocol for the search: pure functions of its own package."""

    determinize: Callable[[Any, int, Rng], Any]  # (state, seat, rng) -> state seen afresh
    evaluate: Callable[[Any], tuple]  # state -> each seat's value in [0, 1]
    iterations: int  # the default budget per move (<= 1 s CPU on the reference machine)
    depth: int | None  # playout decisions before `evaluate`; None: to the end of the game


class Node:
    """One node of the tree: its children by action key and the statistics of its key."""

    __slots__ = ("children", "visits", "reward", "avail")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed from the side of the seat that chose this node's key
        self.avail = 0  # iterations in which this node's key was legal


def _select(node: Node, keys: list[str]) -> str:
    log_avail = {}
    best, best_value = keys[0], -1.0
    for k in keys:
        c = node.children[k]
        la = log_avail.get(c.avail)
        if la is None:
            la = log_avail[c.avail] = math.log(c.avail)
        v = c.reward / c.visits + EXPLORATION * math.sqrt(la / c.visits)
        if v > best_value:
            best, best_value = k, v
    return best


def iterate(decider, game: SearchGame, root: Node, state, seat: int, rng: Rng,
             force: str | None = None) -> tuple[str | None, tuple]:
    """One iteration; returns the root key it went through and every seat's value at its
    leaf. `force`: the root key to take (when legal in this determinization), for analysis."""
    s = game.determinize(state, seat, rng)
    first = None
    node, path = root, []
    is_over, seats_to_act, legal, step = (decider.is_over, decider.seats_to_act,
                                          decider.legal_actions, decider.step)
    while not is_over(s):  # selection and expansion
        acting = seats_to_act(s)
        # the root is the searching seat's decision, also when others decide at the same time
        mover = seat if not path and seat in acting else acting[0]
        keys = keys_of(legal(s, mover))
        children = node.children
        untried = [k for k in keys if k not in children]
        for k in keys:
            c = children.get(k)
            if c is not None:
                c.avail += 1
        if not path and force is not None and force in keys:
            key = force
            child = children.get(key)
            if child is None:
                child = children[key] = Node()
                child.avail = 1
            else:
                untried = []
        elif untried:
            key = untried[rng.below(len(untried))]
            child = children[key] = Node()
            child.avail = 1
        else:
            key = _select(node, keys)
            child = children[key]
        s = step(s, mover, key)[1]
        if not path:
            first = key
        path.append((child, mover))
        node = child
        if untried:
            break
    depth = game.depth
    done = 0
    random_key = decider.random_key
    while not is_over(s) and (depth is None or done < depth):  # playout: uniform keys
        mover = seats_to_act(s)[0]
        s = step(s, mover, random_key(s, mover, rng))[1]
        done += 1
    values = game.evaluate(s)
    for child, mover in path:
        child.visits += 1
        child.reward += values[mover]
    return first, values


def choose(decider, game: SearchGame, state, seat: int, rng: Rng,
           iterations: int | None = None) -> str:
    """The key the search prefers for `seat` after `iterations` iterations (the game's default
    when None). Reads of `state` go through `game.determinize` only."""
    if decider.is_over(state) or seat not in decider.seats_to_act(state):
        raise ValueError(f"seat {seat} has nothing to do")
    root = Node()
    for _ in range(iterations or game.iterations):
        iterate(decider, game, root, state, seat, rng)
    best = max(root.children.items(), key=lambda kc: (kc[1].visits, kc[1].reward))
    return best[0]


def margin_values(totals, scale: float) -> tuple:
    """Each seat's value from its score's margin over the best other score, squashed into
    (0, 1) by a logistic of `scale` points (a finished or projected score alike)."""
    out = []
    for i, mine in enumerate(totals):
        best_other = max(t for j, t in enumerate(totals) if j != i)
        out.append(1.0 / (1.0 + math.exp(-(mine - best_other) / scale)))
    return tuple(out)


def bot_action(decider_of: Callable[[], Any], game: SearchGame, others: Callable) -> Callable:
    """A decider's `bot_action`: the search for kind `search`, `others(state, seat, kind, rng)`
    for the game's own kinds. `decider_of()` gives the decider, which is declared with (so
    after) its bot_action."""
    def act(state, seat: int, kind: str, rng: Rng) -> str:
        if kind == KIND:
            return choose(decider_of(), game, state, seat, rng)
        return others(state, seat, kind, rng)
    return act
