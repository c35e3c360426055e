"""Action a, the town action ("Ortsaktion ausführen"), and the intermediaries.

In a crest town the intermediary must be there (it moves clockwise to the next town of its
colour and the member lies down) or a bishop is given up (the member stays standing). Tokens:
brown 5 florins or 1 scroll, black / grey / white 1 follower (assassin / knight / abbot),
violet 2 bishops or 2 coaches; green towns 3 florins and the member lies down unless a bishop
is given up ("Mittelsmänner besuchen die grünen Orte nie"). Face-up council tiles (appendix B)
strengthen the action."""
from __future__ import annotations

from domain.ilvecchio import events as ev
from domain.ilvecchio.catalog import CATALOG, FOLLOWER_OF, TOWNS
from domain.ilvecchio.state import State

CREST_COLOURS = tuple(CATALOG.circuits)
TARGETS = tuple(t for t, x in TOWNS.items() if x.colour in CREST_COLOURS or x.colour == "green")
CHOICES = {"brown": ("florins", "scroll"), "violet": ("bishops", "coaches"),
           "green": ("florins",), **{c: (f,) for c, f in FOLLOWER_OF.items()}}


def next_town(colour: str, town: str) -> str:
    """The next town of the colour clockwise ("im Uhrzeigersinn")."""
    circuit = CATALOG.circuits[colour]
    return circuit[(circuit.index(town) + 1) % len(circuit)]


def move_intermediary(tx, colour: str) -> None:
    here = tx.state.intermediaries[colour]
    tx.emit(ev.IntermediaryMoved(colour=colour, origin=here, town=next_town(colour, here)))


def gains(s: State, seat: int, colour: str, choice: str, buy: bool) -> dict:
    """The tokens taken, with the council tiles' bonuses."""
    council = s.council[seat]
    if colour == "green":
        return {"florins": 3}
    if colour == "brown":
        if choice == "florins":
            return {"florins": 5 + (4 if "council-2" in council else 0)}
        return {"scrolls": 2, "florins": -1} if buy else {"scrolls": 1}
    if colour == "violet":
        if choice == "bishops":
            extra = {"coaches": 1, "florins": 2} if "council-8" in council else {}
            return {"bishops": 2, **extra}
        extra = {"bishops": 1, "florins": 2} if "council-7" in council else {}
        return {"coaches": 2, **extra}
    same = {"abbot": "council-4", "knight": "council-5", "assassin": "council-6"}[choice]
    out = {choice: 2 if same in council else 1}
    if "council-3" in council:
        out["florins"] = 2
    return out


def modes(colour: str, town: str, served, bishops: int) -> tuple:
    """False: the intermediary serves (or a green town, lying down); True: a bishop is given
    up ("Eine der beiden folgenden Möglichkeiten muss gewählt werden"). `served`: the towns
    where an intermediary stands."""
    out = (False,) if colour == "green" or town in served else ()
    return out + (True,) if bishops else out


BUY_TILE = "council-1"


def can_buy(has_tile: bool, florins_left: int) -> bool:
    """council-1: "darf für 1 Florin 1 weitere Schriftrolle erwerben"."""
    return has_tile and florins_left >= 1


def town_action(tx, seat: int, town: str, choice: str, bishop: bool, buy: bool) -> None:
    colour = TOWNS[town].colour
    if colour != "green" and not bishop:
        move_intermediary(tx, colour)
    tx.emit(ev.TownVisited(seat=seat, town=town, bishop=bishop, lay=not bishop))
    tx.emit(ev.GoodsChanged(seat=seat, delta=gains(tx.state, seat, colour, choice, buy),
                            reason="town"))
