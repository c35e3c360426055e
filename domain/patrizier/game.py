"""GAME: Patrizier as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.patrizier import bots, events
from domain.patrizier.catalog import CATALOG
from domain.patrizier.decide import decide, step
from domain.patrizier.describe import describe_event, message
from domain.patrizier.evolve import evolve, fold
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
from domain.patrizier.sample import SEARCH
from domain.patrizier.view import reveal, view, views
from domain.shared import search
from domain.shared.decider import GameInfo, Outcome, Progress

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
        return Progress(0, None, "not started")
    total = len(cards_in_play(s.n))
    if s.stage == "over":
        return Progress(s.plays, total, "finished")
    return Progress(s.plays, total, f"{s.plays} of {total} cards played, "
                    f"{len(s.scored)} of {len(s.cities)} cities scored")


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


class Patrizier:
    name = "patrizier"
    variants = VARIANTS
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    bot_kinds = bots.BOT_KINDS
    info = GameInfo(name="patrizier", title="Patrizier", variants=VARIANTS,
                    min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, bot_kinds=bots.BOT_KINDS,
                    provisional=bool(CATALOG.meta["provisional"]),
                    provisional_note=PROVISIONAL_NOTE if CATALOG.meta["provisional"] else "")
    outcome = staticmethod(outcome)
    progress = staticmethod(progress)
    pending = staticmethod(pending)
    message = staticmethod(message)
    reveals = staticmethod(reveals)
    normalise = staticmethod(normalise)  # the canonical spelling of a key

    @staticmethod
    def setup(*, players: int, variant: str = VARIANTS[0], seed: int = 0,
              preset: dict | None = None) -> list:
        """The set-up event: after it the start player plays the first card."""
        return [setup_event(players, variant, seed, preset)]

    decide = staticmethod(decide)
    step = staticmethod(step)  # (events, new state): saves callers folding the events again
    evolve = staticmethod(evolve)
    fold = staticmethod(fold)
    legal_actions = staticmethod(legal_actions)
    seats_to_act = staticmethod(seats_to_act)
    view = staticmethod(view)
    views = staticmethod(views)
    reveal = staticmethod(reveal)  # everything, at any step (finished games' replays)
    event_to_dict = staticmethod(events.to_dict)
    event_from_dict = staticmethod(events.from_dict)
    describe_event = staticmethod(describe_event)
    redact_event = staticmethod(redact_event)
    redact_action = staticmethod(redact_action)

    @staticmethod
    def is_over(s) -> bool:
        return s is not None and s.stage == "over"

    @staticmethod
    def bot_action(s, seat: int, kind: str, rng) -> str:
        if kind == "search":
            return search.choose(GAME, SEARCH, s, seat, rng)
        return bots.choose(s, seat, kind, rng)


GAME = Patrizier()
