"""GAME: Il Vecchio as a `domain.shared.decider.Decider`."""
from __future__ import annotations

from domain.ilvecchio import bots, events
from domain.ilvecchio.catalog import CATALOG
from domain.ilvecchio.decide import decide, step
from domain.ilvecchio.describe import describe_event, message
from domain.ilvecchio.evolve import evolve, fold
from domain.ilvecchio.i18n import translations
from domain.ilvecchio.legal import legal_actions, seats_to_act
from domain.ilvecchio.notation import normalise
from domain.ilvecchio.redact import redact_action, redact_event
from domain.ilvecchio.rules.flow import can_act
from domain.ilvecchio.rules.scoring import CATEGORIES
from domain.ilvecchio.rules.setup import MAX_PLAYERS, MIN_PLAYERS, VARIANTS, setup_event
from domain.ilvecchio.sample import sample
from domain.ilvecchio.view import PRIVATE_PENDING, reveal, view, views
from domain.shared.decider import GameInfo, Outcome, Progress, declare
from domain.shared.messages import number, progressed

PROVISIONAL_NOTE = (
    "The board's map is not in the rule text, so this one is invented: which towns exist "
    "beyond those the text names, their colours, the roads, which towns border which numbered "
    "area, the intermediaries' circuits and the track fields' costs, crests and power points "
    "are made up to fit everything the text fixes (the named towns and their colours, the "
    "worked examples' travel costs and areas, 3 to 10 power points on the region tracks). The "
    "rules and the province, council and nobility tiles are complete.")
REVEALING = frozenset(("GameSetUp", "DiceRolled", "CouncilStackFormed", "OfficeTilesDrawn",
                       "OfficeTileChosen", "CrestTaken"))


def outcome(s) -> Outcome | None:
    """Ranks by power points, then followers + scrolls, then florins; seats equal in all three
    share the rank. Breakdown: the scoring categories (rules.scoring.CATEGORIES)."""
    if s is None or s.result is None:
        return None
    r = s.result
    return Outcome(ranking=tuple(r["ranking"]), ranks=tuple(r["ranks"]),
                   scores=tuple(x["total"] for x in r["scores"]),
                   breakdown=tuple({c: x[c] for c in CATEGORIES} for x in r["scores"]),
                   winners=tuple(r["winners"]))


def progress(s) -> Progress:
    """`turn` counts the Medici crests taken; `total` is the crests stacked."""
    if s is None:
        return progressed(0, None, "not started")
    taken = sum(s.crests_taken)
    total = taken + len(s.crests)
    if s.stage == "over":
        return progressed(taken, total, "finished")
    if s.stage == "setup":
        return progressed(0, total, "setting up")
    phase = "double turns" if s.double else "last round" if s.ending else "playing"
    return progressed(taken, total, "{taken} of {crests} Medici crests taken, " + phase,
                      taken=number(taken), crests=number(total))


def pending(s) -> list[dict]:
    """One entry per seat that must act: its oldest pending decision ({seat, kind, data}) or
    {seat, kind: "turn", actions_left} for the seat whose action it is. Everyone reads these:
    tiles dealt or drawn face down are left out (the seat's legal actions name them)."""
    if s is None or s.stage == "over":
        return []
    out = []
    for seat in seats_to_act(s):
        p = next((p for p in s.pending if p.seat == seat), None)
        if p is not None:
            data = list(p.data[:PRIVATE_PENDING[p.kind]]) if p.kind in PRIVATE_PENDING \
                else list(p.data)
            out.append({"seat": seat, "kind": p.kind, "data": data})
        elif can_act(s, seat):
            out.append({"seat": seat, "kind": "turn", "actions_left": s.actions_left,
                        "double": s.double})
    return out


def reveals(data: dict) -> bool:
    """Dice, shuffles, drawn tiles and crests turned over show random or hidden information."""
    return data.get("type") in REVEALING


def _setup(*, players: int, variant: str = VARIANTS[0], seed: int = 0,
           preset: dict | None = None) -> list:
    """The set-up event, then the start player's first placement roll."""
    from domain.ilvecchio.rules.reinforcement import ask_setup_place
    from domain.ilvecchio.tx import Tx
    first = setup_event(players, variant, seed, preset)
    tx = Tx(fold([first]))
    tx.events.append(first)
    ask_setup_place(tx, first.start_seat, 1)
    return tx.events


def _is_over(s) -> bool:
    return s is not None and s.stage == "over"


GAME = declare(
    GameInfo(name="ilvecchio", title="Il Vecchio", variants=VARIANTS,
             min_players=MIN_PLAYERS, max_players=MAX_PLAYERS, bot_kinds=bots.BOT_KINDS,
             provisional=bool(CATALOG.meta["provisional"]),
             provisional_note=PROVISIONAL_NOTE if CATALOG.meta["provisional"] else ""),
    setup=_setup, decide=decide, evolve=evolve, legal_actions=legal_actions,
    seats_to_act=seats_to_act, is_over=_is_over, view=view, outcome=outcome, progress=progress,
    pending=pending, message=message, reveals=reveals, event_to_dict=events.to_dict,
    event_from_dict=events.from_dict, describe_event=describe_event, redact_event=redact_event,
    bot_action=bots.choose, fold=fold, step=step, views=views, reveal=reveal,
    normalise=normalise, redact_action=redact_action, translations=translations,
    sample=sample)
