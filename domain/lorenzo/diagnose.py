"""Why a key was refused: a typed RuleViolation naming the rule (codes are a public contract).

Only called for keys that are not legal, so it may be slow and thorough."""
from __future__ import annotations

from domain.lorenzo.catalog import CARDS, LEADERS
from domain.lorenzo.catalog.board import FLOOR_VALUES, MAX_CARDS_PER_TYPE, TERRITORY_MILITARY
from domain.lorenzo.legal import compute, seats_to_act
from domain.lorenzo.notation import VERBS
from domain.lorenzo.rules import leaders
from domain.lorenzo.rules.placement import ALL_SPACES, occupancy_problem, space_open
from domain.lorenzo.rules.towers import floor_bonus, parse_space, tower_occupied
from domain.lorenzo.rules.values import member_value, servants_per_point, tower_modifier
from domain.lorenzo.state import MEMBERS, State
from domain.shared.errors import MalformedAction, NotYourTurn, RuleViolation

_MESSAGES = {
    "no_card": "there is no card on that floor",
    "space_occupied": "that action space is already occupied",
    "tower_colour_taken": "you already have a coloured family member in that tower",
    "area_colour_taken": "you already have a coloured family member in that area",
    "market_forbidden": "your excommunication forbids the market",
}
_DECISION_VERBS = {"privilege": ("privilege",), "take": ("take",), "harvest": ("harvest",),
                   "production": ("produce",), "exchange": ("exchange",)}


def _tower(s: State, seat: int, member: str, space: str, words: list[str]) -> RuleViolation:
    p = s.players[seat]
    card = CARDS[s.towers[space]]
    colour, floor = parse_space(space)
    if p.count(card.type) >= MAX_CARDS_PER_TYPE:
        return RuleViolation("card_limit", f"you already hold {MAX_CARDS_PER_TYPE} {card.type} cards")
    value = member_value(s, p, member) + tower_modifier(p, card.type)
    need = max(0, FLOOR_VALUES[floor - 1] - value) * servants_per_point(p)
    if need > p.res["servants"]:
        return RuleViolation("value_too_low", f"value {value} needs {need} servants to reach "
                             f"{FLOOR_VALUES[floor - 1]}, you have {p.res['servants']}")
    fee_due = tower_occupied(s, colour) and not p.leader_active("filippo-brunelleschi")
    if fee_due and p.res["coins"] < 3:
        return RuleViolation("unaffordable", "the occupied tower costs 3 coins you do not have")
    military = p.res["military_points"] + floor_bonus(p, colour, floor).get("military_points", 0)
    if (card.type == "territory" and not p.leader_active("cesare-borgia")
            and military < TERRITORY_MILITARY[p.count("territory")]):
        return RuleViolation("military_requirement",
                             f"the next territory slot needs "
                             f"{TERRITORY_MILITARY[p.count('territory')]} military points")
    given = _raise(words)
    needed = need // servants_per_point(p)
    if given != needed:  # reachable (checked above), so it is the servants that are wrong
        return RuleViolation("wrong_servants", f"this floor needs exactly +{needed} from "
                             f"servants")
    return RuleViolation("unaffordable", f"you cannot pay for {card.name} that way")


def _raise(words: list[str]) -> int:
    for w in words:
        if w.startswith("+") and w[1:].isdigit():
            return int(w[1:])
    return 0


def _place(s: State, seat: int, words: list[str]) -> RuleViolation:
    if len(words) < 3:
        return MalformedAction("expected `place <member> <space> [+N]`")
    if words[1] not in MEMBERS:
        return MalformedAction(f"{words[1]!r} is not a family member; members are "
                               f"{', '.join(MEMBERS)}")
    if words[2] not in ALL_SPACES:
        return MalformedAction(f"{words[2]!r} is not an action space; spaces are "
                               "tower.<green|blue|yellow|purple>.<1-4>, market.<1-4>, council, "
                               "harvest.<1|2>, production.<1|2>")
    member, space = words[1], words[2]
    p = s.players[seat]
    if s.acted:
        return RuleViolation("already_placed", "you already placed a member this turn")
    if member in p.placed:
        return RuleViolation("member_already_placed", f"your {member} member is already placed")
    if not space_open(space, s.n):
        return RuleViolation("space_closed", f"{space} is closed with {s.n} players")
    problem = occupancy_problem(s, p, member, space)
    if problem:
        return RuleViolation(problem, _MESSAGES[problem])
    if space.startswith("tower."):
        return _tower(s, seat, member, space, words)
    minimum = max(0, 1 - member_value(s, p, member))
    given = _raise(words)
    if given < minimum:
        return RuleViolation("value_too_low", f"the member's value must be at least 1: "
                             f"add +{minimum} from servants")
    if given * servants_per_point(p) > p.res["servants"]:
        return RuleViolation("value_too_low", "you do not have that many servants")
    return RuleViolation("wrong_servants", "servants may only raise a value as far as needed "
                         "(harvest/production: to a value that activates something more)")


def diagnose(s: State, seat: int, key: str) -> RuleViolation:
    words = key.split()
    if not isinstance(seat, int) or not 0 <= seat < s.n:
        return RuleViolation("unknown_seat", f"there is no seat {seat}")
    if not words or words[0] not in VERBS:
        return MalformedAction(f"unknown action {key!r}; actions start with one of "
                               f"{', '.join(VERBS)}")
    if seat not in seats_to_act(s):
        return NotYourTurn()
    verb = words[0]
    if s.phase == "actions" and s.pending:
        kind = s.pending[0][1]["kind"]
        if verb not in _DECISION_VERBS[kind]:
            return RuleViolation("decision_pending", f"first decide the pending {kind}")
    elif verb in ("privilege", "take", "harvest", "produce", "exchange"):
        return RuleViolation("nothing_pending", f"no {verb} decision is pending")
    if verb == "place" and s.phase == "actions" and not s.pending:
        return _place(s, seat, words)
    if verb == "pass" and s.phase == "actions" and not s.acted:
        return RuleViolation("must_place", "a member can still be placed, so you may not pass")
    if verb == "privilege" and s.pending and len(words) == 2 and words[1].isdigit():
        if int(words[1]) in s.pending[0][1]["chosen"]:
            return RuleViolation("privilege_repeated", "privileges granted together must differ")
    if verb == "leader" and s.variant != "advanced":
        return RuleViolation("not_advanced", "leaders are part of the advanced game")
    if verb == "leader" and s.pending:
        return RuleViolation("decision_pending", "leader actions wait until the placement's "
                             "effects are resolved")
    if verb == "leader" and len(words) >= 3 and words[1] == "play":
        p = s.players[seat]
        if words[2] in p.leaders_hand:
            if not leaders.requirement_met(p, LEADERS[words[2]]):
                return RuleViolation("requirement_not_met", f"{words[2]}'s requirement is not met")
            if words[2] == leaders.COPIER and not leaders.copy_targets(s, seat):
                return RuleViolation("nothing_to_copy", "no other player has played a leader yet")
    if verb == "leader" and len(words) >= 3 and words[1] == "activate":
        if words[2] in s.players[seat].leaders_used:
            return RuleViolation("already_activated", f"{words[2]} was already used this round")
    legal = compute(s, seat).keys[:12]
    return RuleViolation("illegal_action", f"{key!r} is not a legal action now; legal: "
                         + "; ".join(legal))
