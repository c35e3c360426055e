"""Action keys: the text notation of every Patrizier action (docs/patrizier-notation.md).

Canonical keys are lower-case words separated by single spaces. Towers are the city's two
building sites, written `<city>.<1|2>`; cards are their ids 1-55.

    play <card> [<city>.<t> [<city>.<t>]]   play a card, one site per floor it builds
                                            e.g. `play 12 firenze.1 firenze.2`, `play 3 bologna.2`
    move <city>.<t>                         move the top floor of tower t onto the other tower
    move none                               decline the move
    take <city>                             take the card lying beside that city

Input is normalised: case and spacing do not matter, a card may be given by its slug
(`bologna-3`), and the two sites of a play may come in either order.
"""
from __future__ import annotations

from domain.patrizier.catalog import CARD_BY_SLUG

VERBS = ("play", "move", "take")


def site(city: str, tower: int) -> str:
    return f"{city}.{tower}"


def play_key(card: int, city: str, towers: tuple) -> str:
    return " ".join(("play", str(card), *(site(city, t) for t in towers)))


def move_key(city: str | None, tower: int | None = None) -> str:
    return f"move {site(city, tower)}" if city else "move none"


def take_key(city: str) -> str:
    return f"take {city}"


def normalise(key: str) -> str:
    """The canonical form of a key as typed (see the module docstring)."""
    words = str(key).lower().split()
    if len(words) >= 2 and words[0] == "play":
        card = CARD_BY_SLUG.get(words[1])
        if card is not None:
            words[1] = str(card)
        words[2:] = sorted(words[2:])
    return " ".join(words)


def parse_site(word: str) -> tuple[str, int] | None:
    """`bologna.2` -> ("bologna", 2); None when it is not a site."""
    city, dot, tower = word.rpartition(".")
    if not dot or tower not in ("1", "2"):
        return None
    return city, int(tower)
