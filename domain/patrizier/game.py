"""GAME: Patrizier as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.patrizier import bots, events
from domain.patrizier.catalog import CATALOG
from domain.patrizier.decide import decide, step
from domain.patrizier.describe import describe_event, message
from domain.patrizier.evolve import evolve, fold
from domain.patrizier.i18n import translations
from domain.patrizier.legal import legal_actions, seats_to_act
from domain.patrizier.notation import normalise
from domain.patrizier.redact import redact_action, redact_event
from domain.patrizier.rules.cards import take_options
from domain.patrizier.rules.moving import move_cities
from domain.patrizier.rules.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    VARIANTS,
    cards_in_play,
    setup_event,
)
from domain.patrizier.sample import SEARCH, sample
from domain.patrizier.view import reveal, view, views
from domain.shared import search
from domain.shared.decider import GameInfo, Outcome, Progress, declare
from domain.shared.messages import number, progressed

PROVISIONAL_NOTE = (
    "The faces of the 55 order cards are not published, so this deck is invented: which cards "
    "are star (start) cards, which show one head, two heads, the move symbol or the \"?\" "
    "symbol, and which of the three heads each shows (the head names too) are made up to fit "
    "everything known: the cards per city, each city's floors (9, 7 or 5), the crests adding "
    "up to them, the fame tiles, at least 15 star cards. The rules themselves are complete.")
REVEALING = frozenset(("GameSetUp", "CardPlayed", "DisplayRefilled"))


def outcome(s) -> Outcome | None:
    """Ranks by fame, then floors left in supply; seats equal in both share the rank (a shared
    victory when that rank is 0). Breakdown: {"cities", "heads"} fame per seat."""
    if s is None or s.result is None:
        return None
    r = s.result
    return Outcome(ranking=tuple(r["ranking"]), ranks=tuple(r["ranks"]),
                   scores=tuple(x["total"] for x in r["scores"]),
                   breakdown=tuple({"cities": x["cities"], "heads": x["heads"]}
                                   for x in r["scores"]),
                   winners=tuple(r["winners"]))


def progress(s) -> Progress:
    """`turn` counts the cards played; `total` is every card of the game."""
    if s is None:
        return progressed(0, None, "not started")
    total = len(cards_in_play(s.n))
    if s.stage == "over":
        return progressed(s.plays, total, "finished")
    return progressed(s.plays, total, "{plays} of {cards} cards played, {scored} of {cities} "
                      "cities scored", plays=number(s.plays), cards=number(total),
                      scored=number(len(s.scored)), cities=number(len(s.cities)))


def pending(s) -> list[dict]:
    """One entry for the seat to act (docs/patrizier-notation.md, "Pending decisions"):
    play {hand_size, supply} | move {card, cities} | take {card, cities, reason}."""
    if s is None or s.stage == "over":
        return []
    seat = s.seat
    if s.stage == "move":
        return [{"seat": seat, "kind": "move", "card": s.card, "cities": move_cities(s, seat)}]
    if s.stage == "take":
        cities, reason = take_options(s)
        return [{"seat": seat, "kind": "take", "card": s.card, "cities": cities,
                 "reason": reason}]
    return [{"seat": seat, "kind": "play", "hand_size": len(s.hands[seat]),
             "supply": s.supply[seat]}]


def reveals(data: dict) -> bool:
    """The deal and shuffle (set-up), a card from a hidden hand (played), a card turned up
    from the pile (refill). Floors, moves, scoring and taking a face-up card reveal nothing."""
    return data.get("type") in REVEALING


def setup(*, players: int, variant: str = VARIANTS[0], seed: int = 0,
          preset: dict | None = None) -> list:
    """The set-up event: after it the start player plays the first card."""
    return [setup_event(players, variant, seed, preset)]


GAME = declare(
    GameInfo(name="patrizier", title="Patrizier", variants=VARIANTS, min_players=MIN_PLAYERS,
             max_players=MAX_PLAYERS, bot_kinds=bots.BOT_KINDS + (search.KIND,),
             provisional=bool(CATALOG.meta["provisional"]),
             provisional_note=PROVISIONAL_NOTE if CATALOG.meta["provisional"] else ""),
    setup=setup, decide=decide, evolve=evolve, legal_actions=legal_actions,
    seats_to_act=seats_to_act, is_over=lambda s: s is not None and s.stage == "over",
    view=view, outcome=outcome, progress=progress, pending=pending, message=message,
    reveals=reveals, event_to_dict=events.to_dict, event_from_dict=events.from_dict,
    describe_event=describe_event, redact_event=redact_event,
    bot_action=search.bot_action(lambda: GAME, SEARCH, bots.choose),
    sample=sample,  # what a fork redraws (domain.shared.fork)
    fold=fold,
    step=step,  # (events, new state): saves callers folding the events again
    views=views,
    reveal=reveal,  # everything, at any step (finished games' replays)
    normalise=normalise, redact_action=redact_action, translations=translations,
    search=SEARCH)  # the search bot's sampler, also for analysis (domain.shared.analysis)
