"""Action keys: the text notation of every Il Vecchio action (docs/ilvecchio-notation.md).

Canonical keys are lower-case words separated by single spaces; towns, tracks and tiles are
catalogue slugs and ids. A member's route is `<town>` (no travel), `<from>><town>` (along the
roads, 1 florin per town) or `<from>><town>:coach` (a coach, to any town).

    town <route> <take> [bishop] [buy]      a town action; take: florins scroll bishops coaches
                                            assassin knight abbot; buy: council-1's extra scroll
    province <route> <payment> [milano-3] [chiesa-3]   payment: followers joined by +
    office <route> council|nobility [<follower>]       follower: council-12's bonus
    reinforce [<town>]                      roll (the low-luck variant names the town)
    recover
    use <tile> [<args>]                     a province tile (appendix A)
    pass                                    give up the rest of the double turn
    choose <tile>  pick <tile>              the start council tile; a province or office tile
    place <town> [<town>]  place none       placing members (set-up: two towns)
    tribute <good>  lay <town>  return <town>  bonus <follower>
"""
from __future__ import annotations

VERBS = ("town", "province", "office", "reinforce", "recover", "use", "pass", "choose", "pick",
         "place", "tribute", "lay", "return", "bonus")
MAIN_VERBS = ("town", "province", "office", "reinforce", "recover", "use", "pass")


def route(origin: str, town: str, coach) -> str:
    if coach is None:
        return town
    return f"{origin}>{town}:coach" if coach else f"{origin}>{town}"


def parse_route(word: str) -> tuple[str, str, bool | None]:
    """`a>b:coach` -> (a, b, True); `a>b` -> (a, b, False); `b` -> (b, b, None)."""
    body, _, how = word.partition(":")
    origin, arrow, town = body.partition(">")
    if not arrow:
        return body, body, None
    return origin, town, how == "coach"


def normalise(key: str) -> str:
    """The canonical spelling: lower case, single spaces; set-up town pairs sorted."""
    words = str(key).lower().split()
    if len(words) == 3 and words[0] == "place":
        words[1:] = sorted(words[1:])
    return " ".join(words)
