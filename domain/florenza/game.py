"""GAME: Florenza as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.florenza import bots, events
from domain.florenza.catalog import CATALOG
from domain.florenza.decide import decide, step
from domain.florenza.describe import describe_event, message
from domain.florenza.evolve import evolve, fold
from domain.florenza.i18n import translations
from domain.florenza.legal import legal_actions, pick, seats_to_act
from domain.florenza.notation import normalise
from domain.florenza.redact import redact_action, redact_event
from domain.florenza.rules.end_of_round import ROUNDS
from domain.florenza.rules.flow import start_picker
from domain.florenza.rules.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, setup_event
from domain.florenza.sample import sample
from domain.florenza.view import reveal, view, views
from domain.shared.decider import GameInfo, Outcome, Progress, declare
from domain.shared.messages import number, progressed

PROVISIONAL_NOTE = (
    "Florenza's components are not published, so they are invented: the buildings (costs, "
    "products), the artists (talents, fees, fame tables), the clerics (costs, sermon tables), "
    "the works of art and the names of the seven \"Life in Florence\" cards. Every number the "
    "quick reference fixes (income, market prices, the Casa, Casamento and Palagio incomes, "
    "the nameless clerics, its example artist and cleric) is kept. The rules follow the quick "
    "reference; where it refers to the full rulebook, the smallest playable rule was chosen.")
REVEALING = frozenset(("GameSetUp", "IncomeRolled", "ClericDonated", "WorkCompleted",
                       "RoundEnded"))
BREAKDOWN = ("certificates", "fame", "captain", "bishop", "materials", "florins",
             "empty_fields", "unfinished_works", "no_palace_work", "no_church_work")


def outcome(s) -> Outcome | None:
    """Ranks by points, then materials, then florins; seats equal in all three share the rank
    (a shared victory when that rank is 0). Breakdown: the end scoring's items."""
    if s is None or s.result is None:
        return None
    r = s.result
    return Outcome(ranking=tuple(r["ranking"]), ranks=tuple(r["ranks"]),
                   scores=tuple(x["total"] for x in r["scores"]),
                   breakdown=tuple({k: x[k] for k in BREAKDOWN} for x in r["scores"]),
                   winners=tuple(r["winners"]))


def progress(s) -> Progress:
    """`turn` is the round (0 while the start buildings are chosen), of 8."""
    if s is None:
        return progressed(0, ROUNDS, "not started")
    if s.stage == "over":
        return progressed(ROUNDS, ROUNDS, "finished")
    if s.round == 0:
        return progressed(0, ROUNDS, "choosing start buildings")
    return progressed(s.round, ROUNDS, "round {round} of {rounds}, " + s.stage,
                      round=number(s.round), rounds=number(ROUNDS))


def pending(s) -> list[dict]:
    """One entry for the seat to act (docs/florenza-notation.md, "Pending decisions"):
    {seat, kind: start | guard | convert | place | market | build | art, round}."""
    if s is None or s.stage == "over" or s.seat is None:
        return []
    return [{"seat": s.seat, "kind": s.stage, "round": s.round}]


def reveals(data: dict) -> bool:
    """Set-up (the people and the bag), and every event with a die rolled or a person drawn."""
    return data.get("type") in REVEALING


def _setup(*, players: int, variant: str = VARIANTS[0], seed: int = 0,
           preset: dict | None = None) -> list:
    """The set-up event, and who picks the first start building."""
    e = setup_event(players, variant, seed, preset)
    return [e, events.Pending(seat=start_picker(e.order, 0), stage="start")]


def _is_over(s) -> bool:
    return s is not None and s.stage == "over"


GAME = declare(
    GameInfo(name="florenza", title="Florenza", variants=VARIANTS,
             min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, bot_kinds=bots.BOT_KINDS,
             provisional=bool(CATALOG.meta["provisional"]),
             provisional_note=PROVISIONAL_NOTE if CATALOG.meta["provisional"] else ""),
    setup=_setup, decide=decide, evolve=evolve, legal_actions=legal_actions,
    seats_to_act=seats_to_act, is_over=_is_over, view=view, outcome=outcome, progress=progress,
    pending=pending, message=message, reveals=reveals, event_to_dict=events.to_dict,
    event_from_dict=events.from_dict, describe_event=describe_event, redact_event=redact_event,
    bot_action=bots.choose, fold=fold, step=step, views=views, reveal=reveal,
    normalise=normalise, redact_action=redact_action, translations=translations,
    sample=sample,
    random_key=pick)  # phases 4 and 5 counted, not listed
