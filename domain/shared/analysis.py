"""Analysis of a finished game over the Decider protocol and the search bot (docs/analysis.md).

For every decision that stands in the game (`line`: the commands not taken back), the search
runs from the mover's seat at a stated budget, as the search bot would have: it samples what
that seat could not see then (the game's `determinize`), so a move is judged by what its
player knew, not by the luck that followed. From the root's statistics:

The budget (search iterations per decision) is by default the search bot's per move.

* `chances`: each seat's estimated chance of winning at that step with the best move found:
  the mean of every seat's evaluation over the iterations through that move, normalised to
  sum to 1 (the values are a logistic of score margins, not probabilities of their own);
* `best`, `best_chance`: the move found (most visited) and the mover's chance with it;
* `played_chance`, `loss`: the mover's chance with the move played (given at least
  MIN_PLAYED_SHARE of the budget on top when the search left it short) and the difference;
* `label` from the loss (lichess's thresholds on a 0..1 scale), per move an accuracy figure
  (lichess's formula) and per seat their mean.

A decision with one legal action is `forced`: not searched, not counted in accuracy, its
chances those of the step before. Pure and deterministic: the same game, budget and seed give
the same analysis, whichever process computes it.
"""
from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from domain.shared import search, table
from domain.shared.decider import LegalActions, keys_of
from domain.shared.messages import stored
from domain.shared.rng import Rng

SEED = 0  # the analysis seed by default: with the game's events it fixes the result
MIN_PLAYED_SHARE = 0.25  # of the budget: the least the move played is searched
# loss in win chance (0..1) from which a move is labelled so (lichess: 0.1, 0.2, 0.3 on -1..1)
THRESHOLDS = (("blunder", 0.15), ("mistake", 0.10), ("inaccuracy", 0.05))
GOOD, FORCED = "good", "forced"


class NotAnalysable(ValueError):
    """The game cannot be analysed: not finished, or its game offers no search."""


class Decision(NamedTuple):
    """A decision that stands in a game: the state before it, who took it, what."""

    version: int  # the stored version of the command
    state: Any
    seat: int
    key: str


def line(records: Iterable[tuple[str, dict, int]]) -> tuple[list[Decision], Any]:
    """The decisions that stand in a game and its final table, from its stored records
    (kind, fields, version) in order: a take-back removes the decisions it undid."""
    t, out = None, []
    for kind, fields, version in records:
        if t is None:
            t = table.created(fields, version)
            continue
        before = t.state
        t = table.apply(t, kind, fields, version)
        if kind == "Decided" and fields.get("seat") is not None and fields.get("action"):
            out.append(Decision(version, before, fields["seat"], fields["action"]))
        elif kind == "Undone":  # back to a state held before one of the decisions
            while out and out[-1].state is not t.state:
                out.pop()
            if out:
                out.pop()
    return out, t


def label(loss: float) -> str:
    for name, threshold in THRESHOLDS:
        if loss >= threshold:
            return name
    return GOOD


def accuracy(loss: float) -> float:
    """A move's accuracy in percent from its loss in win chance (lichess's formula)."""
    return max(0.0, min(100.0, 103.1668 * math.exp(-4.354 * loss) - 3.1669))


def _describe(decider, state, seat: int, key: str) -> tuple[str, dict | None]:
    """An action's words: English, and its message as stored (the API says it in a language)."""
    actions = decider.legal_actions(state, seat)
    if isinstance(actions, LegalActions):
        found = actions.find(key)
    else:
        found = next((a for a in actions if a.key == key), None)
    if found is None:
        return key, None
    return found.description, (stored(found.message, decider.name) if found.message is not None
                               else None)


def _normalised(values) -> list[float]:
    total = sum(values)
    return [v / total if total > 0 else 1 / len(values) for v in values]


def _search(decider, game, d: Decision, rng: Rng, budget: int) -> dict:
    """The root statistics of one decision: per root key [visits, summed values per seat]."""
    root = search.Node()
    sums: dict[str, list] = {}

    def run(force: str | None) -> None:
        first, values = search.iterate(decider, game, root, d.state, d.seat, rng, force)
        if first is None:
            return
        held = sums.setdefault(first, [0, [0.0] * len(values)])
        held[0] += 1
        held[1] = [a + b for a, b in zip(held[1], values, strict=True)]

    for _ in range(budget):
        run(None)
    least = max(1, int(budget * MIN_PLAYED_SHARE))
    extra = 0
    while sums.get(d.key, (0,))[0] < least and extra < least:
        run(d.key)
        extra += 1
    return sums


def decision(decider, d: Decision, rng: Rng, budget: int, before: list[float]) -> dict:
    """One decision's entry (`before`: the chances at the step before, for a forced move)."""
    d = d._replace(key=decider.normalise(d.key))  # as the legal actions spell it
    keys = keys_of(decider.legal_actions(d.state, d.seat))
    played, said = _describe(decider, d.state, d.seat, d.key)
    entry = {"version": d.version, "seat": d.seat, "action": d.key, "description": played,
             "message": said}
    if len(keys) <= 1 or d.key not in keys:
        return {**entry, "chances": before, "samples": 0, "best": d.key,
                "best_description": played, "best_message": said,
                "best_chance": before[d.seat],
                "played_chance": before[d.seat], "loss": 0.0, "label": FORCED}
    sums = _search(decider, decider.search, d, rng, budget)
    best = max(sums, key=lambda k: (sums[k][0], sums[k][1][d.seat], k))
    chances = _normalised([v / sums[best][0] for v in sums[best][1]])
    mine = chances[d.seat]
    if d.key in sums:
        played_chance = _normalised([v / sums[d.key][0] for v in sums[d.key][1]])[d.seat]
    else:  # never legal in a sample: judged by the best move's figure
        played_chance = mine
    loss = max(0.0, mine - played_chance) if d.key != best else 0.0
    best_said = (played, said) if best == d.key else _describe(decider, d.state, d.seat, best)
    return {**entry, "chances": [round(c, 4) for c in chances],
            "samples": sum(n for n, _ in sums.values()), "best": best,
            "best_description": best_said[0], "best_message": best_said[1],
            "best_chance": round(mine, 4), "played_chance": round(played_chance, 4),
            "loss": round(loss, 4), "label": label(loss)}


def analyse(decider, decisions: list[Decision], final_state, *, budget: int | None = None,
            seed: int = SEED, progress: Callable[[int, int], None] | None = None) -> dict:
    """The analysis of a finished game: {budget, seed, steps: [entry per decision], final:
    each seat's share of the victory, accuracy: per seat (None without a move of its own)}.
    `budget`: search iterations per decision, by default the search bot's own per move
    (Lorenzo 200: ops/bench/analysis_bench.py). `progress(done, total)` is called after each
    decision."""
    if decider.search is None:
        raise NotAnalysable(f"analysis is not available for {decider.name}: it has no search")
    budget = budget or decider.search.iterations
    if final_state is None or not decider.is_over(final_state):
        raise NotAnalysable("only a finished game is analysed")
    outcome = decider.outcome(final_state)
    seats = len(outcome.ranks)
    chances = [1 / seats] * seats
    steps = []
    for i, d in enumerate(decisions):
        entry = decision(decider, d, Rng((seed << 32) ^ d.version), budget, chances)
        chances = entry["chances"]
        steps.append(entry)
        if progress is not None:
            progress(i + 1, len(decisions))
    final = [1 / len(outcome.winners) if s in outcome.winners else 0.0 for s in range(seats)]
    return {"budget": budget, "seed": seed, "steps": steps, "final": final,
            "accuracy": per_seat_accuracy(steps, seats)}


def per_seat_accuracy(steps: list[dict], seats: int) -> list[float | None]:
    """Each seat's mean move accuracy over its searched (not forced) moves."""
    out = []
    for s in range(seats):
        mine = [accuracy(e["loss"]) for e in steps if e["seat"] == s and e["label"] != FORCED]
        out.append(round(sum(mine) / len(mine), 1) if mine else None)
    return out
