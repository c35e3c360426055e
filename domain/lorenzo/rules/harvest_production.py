"""Harvest and production ("Ernte und Produktion", "Aktivierung dauerhafter Effekte").

An action at value v activates the personal bonus tile (value 1) and every territory
(harvest) or building (production) whose value is <= v. Exchanges are paid only from what the
player held before the activation began, at most one option per card (rulebook example).
"""
from functools import lru_cache

from domain.lorenzo import events as ev
from domain.lorenzo.catalog import BONUS_TILES, CARDS
from domain.lorenzo.catalog.cards import Card
from domain.lorenzo.rules.effects import apply_effects, gain, queue
from domain.lorenzo.state import FIELD, Player, res_add, res_covers
from domain.lorenzo.tx import Tx

AREA_TYPE = {"harvest": "territory", "production": "building"}
_PLAYERS, _PENDING = FIELD["players"], FIELD["pending"]  # in a Tx's fields


def thresholds(p: Player, action: str) -> tuple[int, ...]:
    """The action values at which something more gets activated (tile at 1, then cards)."""
    return _thresholds(p.cards[AREA_TYPE[action]])


@lru_cache(maxsize=4096)
def _thresholds(cards: tuple) -> tuple[int, ...]:
    """Kept per tuple of cards held (bounded: a game makes a few dozen)."""
    return tuple(sorted({1, *(CARDS[cid].activation_value for cid in cards)}))


def raise_options(p: Player, base: int, action: str, min_raise: int, rate: int) -> list[int]:
    """Servant raises worth offering: the minimum, and each that reaches a new threshold."""
    out = []
    if min_raise * rate <= p.res["servants"]:
        out.append(min_raise)
    for t in thresholds(p, action):
        r = t - base
        if r > min_raise and r * rate <= p.res["servants"] and r not in out:
            out.append(r)
    return out


def exchange_options(card_id: int) -> list[dict]:
    for eff in CARDS[card_id].activation:
        if eff["type"] == "exchange":
            return eff["options"]
    return []


def affordable_exchanges(card_id: int, budget: dict) -> list[int]:
    """1-based exchange options of a card payable from the pre-activation budget."""
    return [i for i, o in enumerate(exchange_options(card_id), 1) if res_covers(budget, o["pay"])]


def _activation(card: Card) -> tuple[int, tuple, bool, str]:
    """A card's activation value, its activation effects other than its exchange, whether it
    has an exchange, and its source name."""
    plain = tuple(e for e in card.activation if e["type"] != "exchange")
    return card.activation_value, plain, len(plain) < len(card.activation), f"card:{card.id}"


_ACTIVATION = {cid: _activation(card) for cid, card in CARDS.items()}  # catalogue data: once


def activate(tx: Tx, seat: int, action: str, value: int, source: str) -> None:
    """Resolve a harvest or production action at `value`."""
    tx.emit(ev.ActionPerformed(seat, action, value, source))
    p = tx.fields[_PLAYERS][seat]  # the player now, without building a State
    budget = dict(p.res)
    if value >= 1:
        tile = BONUS_TILES[p.bonus_tile]
        gain(tx, seat, tile.harvest if action == "harvest" else tile.production, "bonus-tile")
    decisions, exchanges = [], []
    for cid in p.cards[AREA_TYPE[action]]:
        needed, plain, has_exchange, source = _ACTIVATION[cid]
        if needed > value:
            continue
        decisions += apply_effects(tx, seat, plain, source)
        if has_exchange and affordable_exchanges(cid, budget):
            exchanges.append(cid)
    if exchanges:
        decisions.append({"kind": "exchange", "cards": exchanges, "budget": budget})
    if decisions:
        queue(tx, seat, decisions)


def choose_exchange(tx: Tx, seat: int, card_id: int, option: int) -> None:
    """Use one exchange option of the front card (0 = none), paid from the budget."""
    d = tx.fields[_PENDING][0][1]
    budget = d["budget"]
    tx.emit(ev.ExchangeChosen(seat=seat, card=card_id, option=option))
    gained = []
    if option:
        opt = exchange_options(card_id)[option - 1]
        tx.emit(ev.ResourcesPaid(seat, dict(opt["pay"]), f"card:{card_id}"))
        budget = res_add(budget, opt["pay"], -1)
        gained = opt["gain"]
    rest = [c for c in d["cards"][1:] if affordable_exchanges(c, budget)]
    if rest:
        tx.emit(ev.DecisionUpdated(seat, {**d, "cards": rest, "budget": budget}))
    else:
        tx.emit(ev.DECISION_RESOLVED[seat])
    if gained:
        queue(tx, seat, apply_effects(tx, seat, gained, f"card:{card_id}"))
