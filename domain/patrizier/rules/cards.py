"""Order cards ("Auftragskarten"): play one from the hand onto the own stack; take the card
beside the city built in (the "?" symbol: any city's card; no card there: any other city's);
refill that place from the draw pile, skipped once the pile is used up."""
from __future__ import annotations

from domain.patrizier import events as ev
from domain.patrizier.catalog import CARDS
from domain.patrizier.state import State
from domain.patrizier.tx import Tx


def play_card(tx: Tx, seat: int, card: int) -> None:
    """Play a card from the hand face up onto the seat's stack ("Auftragskarte ausspielen")."""
    tx.emit(ev.CardPlayed(seat=seat, card=card))


def take_options(s: State) -> tuple[list[str], str]:
    """The cities whose displayed card the seat to act may take ("Auftragskarte nachziehen"),
    and why: "city" (the card beside the city built in), "any_card" (the "?" symbol), "no_card"
    (nothing beside the city built in: any other city's card). Empty display: nothing."""
    city = s.turn_city
    display = s.display
    if CARDS[s.card].any_card:
        return [c for c in s.cities if display[c] is not None], "any_card"
    if display[city] is not None:
        return [city], "city"
    return [c for c in s.cities if display[c] is not None], "no_card"


def take(tx: Tx, seat: int, city: str) -> None:
    """Take the card beside `city` into the hand, then refill the place."""
    tx.emit(ev.CardTaken(seat=seat, card=tx.state.display[city], city=city))
    refill(tx, city)


def refill(tx: Tx, city: str) -> None:
    """Lay the top card of the draw pile beside the city ("Auftragskarte auffüllen"); with the
    pile used up this is skipped ("wird das Auffüllen übersprungen")."""
    pile = tx.state.pile
    if pile:
        tx.emit(ev.DisplayRefilled(city=city, card=pile[0]))
