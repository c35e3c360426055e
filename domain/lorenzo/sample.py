"""What the search bot (domain.shared.search) needs of Lorenzo: a determinization of what a seat
cannot see, and a value of any state for every seat.

Hidden from a seat (redact.py): the order of the cards still in the decks, the dice of the
rounds to come, other seats' leader and draft hands. `sample` redraws exactly these, from what
the known seats see only: each deck's remaining cards (as a set, per period: a deck is period 3
under 2 under 1) are shuffled afresh, future dice rolled, and the leaders nobody known has
seen (not in their own hands, not played) dealt to the other seats in their hands' sizes.
(What a seat could remember of the leader draft is not used: the view does not hold it.)
`determinize` is the search bot's: one seat's knowledge.

`evaluate` projects each seat's final score from any state (the search stops its playouts
early): measured with ops/bench/search_bench.py, the projection won 9 of 11 four-player games
against three greedy bots where the final score as it stands won 3 of the same 11 seeds.
"""
from __future__ import annotations

from domain.lorenzo.bots import WORTH
from domain.lorenzo.catalog import CARDS
from domain.lorenzo.catalog.board import faith_vp
from domain.lorenzo.catalog.leaders import LEADER_ORDER
from domain.lorenzo.rules.scoring import final_scores
from domain.lorenzo.rules.setup import DICE
from domain.lorenzo.state import State, replace
from domain.shared.rng import Rng
from domain.shared.search import SearchGame, margin_values

ROUNDS = 6
SCORE_SCALE = 4.0  # victory points: a lead of this much is worth a value of about 0.73
GOODS_WORTH = ("coins", "wood", "stone", "servants")
CARD_ROUND_WORTH = 0.4  # a territory or building: what it yields a round, in victory points


def _deck(cards: tuple, rng: Rng) -> tuple:
    """The remaining cards of one deck in a fresh order, period by period."""
    out: list = []
    for period in sorted({CARDS[c].period for c in cards}):
        out += rng.shuffled(sorted(c for c in cards if CARDS[c].period == period))
    return tuple(out)


def _leaders(s: State, known: tuple, rng: Rng) -> tuple:
    """The players with the unknown seats' leader and draft hands dealt afresh."""
    shown: set = set()
    for p in s.players:
        shown.update(p.leaders_played)
        if p.seat in known:
            shown.update(p.leaders_hand)
            shown.update(p.draft_hand)
    pool = rng.shuffled([slug for slug in LEADER_ORDER if slug not in shown])
    players = []
    for p in s.players:
        if p.seat not in known and (p.leaders_hand or p.draft_hand):
            hand, draft = len(p.leaders_hand), len(p.draft_hand)
            p = replace(p, leaders_hand=tuple(pool[:hand]),
                        draft_hand=tuple(pool[hand:hand + draft]))
            del pool[:hand + draft]
        players.append(p)
    return tuple(players)


def sample(s: State, known: tuple, rng: Rng) -> State:
    """The state with everything the `known` seats cannot see drawn afresh from `rng`."""
    decks = {t: _deck(s.decks[t], rng) for t in sorted(s.decks)}
    future = tuple({d: rng.roll() for d in DICE} for _ in range(ROUNDS - s.round))
    return replace(s, decks=decks, dice_plan=s.dice_plan[:s.round] + future,
                   players=_leaders(s, known, rng))


def determinize(s: State, seat: int, rng: Rng) -> State:
    """The state with everything `seat` cannot see drawn afresh from `rng`."""
    return sample(s, (seat,), rng)


def projected_score(s: State, p, total: int) -> float:
    """A seat's final score if the game ended now (`total`, with the faith points it holds
    scored on the track, as the last Vatican report would), plus what its goods and its
    territories and buildings are still worth in the rounds left (the greedy bot's weights)."""
    res = p.res
    left = max(0, ROUNDS - s.round)
    goods = sum(WORTH[r] * res[r] for r in GOODS_WORTH)
    cards = p.count("territory") + p.count("building")
    return (total + faith_vp(res["faith_points"]) + left / ROUNDS * goods
            + CARD_ROUND_WORTH * left * cards)


def evaluate(s: State) -> tuple:
    """Each seat's value: the margin of its projected score over the best other seat's,
    squashed into (0, 1)."""
    scores, _ = final_scores(s)
    return margin_values([projected_score(s, p, sc["total"])
                          for p, sc in zip(s.players, scores, strict=True)], SCORE_SCALE)


SEARCH = SearchGame(determinize=determinize, evaluate=evaluate, iterations=200, depth=12)
