"""legal_actions(state, seat): exactly the actions the rules accept now, each with its key.

The same list serves the API, the bots, the tests and `decide` (which accepts a key only if it
is in this list), so "what can I do" and "what is accepted" can never drift apart.
"""
from __future__ import annotations

from domain.lorenzo import notation as n
from domain.lorenzo.catalog import CARDS, LEADERS
from domain.lorenzo.catalog.board import PRIVILEGE_OPTIONS
from domain.lorenzo.rules import drafts, leaders
from domain.lorenzo.rules.effects import privilege_options
from domain.lorenzo.rules.harvest_production import affordable_exchanges, raise_options
from domain.lorenzo.rules.placement import TOWER_SPACES, open_spaces, space_modifier
from domain.lorenzo.rules.towers import TakeOption, floor_offer, offer_options, take_options
from domain.lorenzo.rules.values import (
    area_modifier,
    forbidden_area,
    member_value,
    servants_per_point,
)
from domain.lorenzo.state import MEMBERS, State
from domain.shared.decider import LegalAction


def _fmt_res(res: dict) -> str:
    return ", ".join(f"{v} {k.replace('_points', '').replace('_', ' ')}" for k, v in res.items()) \
        or "nothing"


def _take_fields(o: TakeOption) -> dict:
    return {"space": o.space, "raise": o.raise_, "servants": o.servants, "fee": o.fee,
            "cost": o.cost, "disc": o.disc, "pay": o.pay}


def _take_text(s: State, o: TakeOption) -> str:
    return f"take {CARDS[s.towers[o.space]].name}"


def _blocked(s: State, seat: int) -> tuple[set, set]:
    """Spaces taken (capacity 1) and towers/areas where this seat has a coloured member."""
    taken, coloured = set(), set()
    for space, occ in s.occupants.items():
        if occ and space not in ("council", "harvest.2", "production.2"):
            taken.add(space)
        for who, m in occ:
            if who == seat and m != "neutral":
                coloured.add(space.rsplit(".", 1)[0] if space.startswith("tower.")
                              else space.split(".", 1)[0])
    return taken, coloured


def placements(s: State, seat: int) -> list[LegalAction]:
    p = s.players[seat]
    rate = servants_per_point(p)
    servants = p.res["servants"]
    out = []
    taken, coloured_in = _blocked(s, seat)
    ariosto = p.leader_active("ludovico-ariosto")
    occupied = {sp.split(".")[1] for sp in taken if sp.startswith("tower.")}
    values = {m: member_value(s, p, m) for m in MEMBERS if m not in p.placed}
    reach = max(values.values(), default=0) + servants // rate
    offers = {}
    for space in open_spaces(s.n):
        if space in taken and not ariosto:
            continue
        if space.startswith("tower."):
            offer = floor_offer(s, seat, space, {}, space.split(".")[1] in occupied, reach)
            if offer is not None:
                offers[space] = offer
        elif space.startswith("market.") and forbidden_area(p, "market"):
            continue
        else:
            offers[space] = None
    for member, mv in values.items():
        coloured = member != "neutral"
        for space, offer in offers.items():
            if offer is not None:
                if coloured and space.rsplit(".", 1)[0] in coloured_in:
                    continue
                card = s.towers[space]
                for o in offer_options(offer, mv, servants, rate):
                    out.append(LegalAction(
                        n.place_key(member, space, o.raise_, o.cost, o.disc), "place",
                        f"place {member} on {space}: take card {card}",
                        {"member": member, "space": space, "raise": o.raise_,
                         "servants": o.servants, "fee": o.fee, "cost": o.cost, "disc": o.disc,
                         "pay": o.pay, "value": mv + offer.modifier + o.raise_, "card": card}))
                continue
            area = space.split(".", 1)[0]
            min_raise = max(0, 1 - mv)
            if area in ("market", "council"):
                raises = [min_raise] if min_raise * rate <= servants else []
                base = mv
            else:
                if coloured and area in coloured_in:
                    continue
                base = mv + area_modifier(p, area) + space_modifier(space)
                raises = raise_options(p, base, area, min_raise, rate)
            for r in raises:
                out.append(LegalAction(
                    n.place_key(member, space, r), "place",
                    f"place {member} on {space} at value {base + r}",
                    {"member": member, "space": space, "raise": r, "servants": r * rate,
                     "value": base + r}))
    return out


def _decision_actions(s: State, seat: int, d: dict) -> list[LegalAction]:
    p = s.players[seat]
    kind = d["kind"]
    if kind == "privilege":
        return [LegalAction(f"privilege {o}", "privilege",
                            f"council privilege: {_fmt_res(PRIVILEGE_OPTIONS[o])}",
                            {"option": o, "resources": PRIVILEGE_OPTIONS[o]})
                for o in privilege_options(d)]
    if kind == "take":
        out = []
        for space in TOWER_SPACES:
            cid = s.towers.get(space)
            if cid is None or d["card_type"] not in ("any", CARDS[cid].type):
                continue
            for o in take_options(s, seat, space, d["value"], d["discount"]):
                f = _take_fields(o)
                f.update(card=cid, value=d["value"] + o.raise_)
                out.append(LegalAction(n.take_key(space, o.raise_, o.cost, o.disc), "take",
                                       f"bonus action: {_take_text(s, o)}", f))
        out.append(LegalAction("take none", "take", "take no card", {"space": None}))
        return out
    if kind in ("harvest", "production"):
        rate = servants_per_point(p)
        base = d["value"] + area_modifier(p, kind, d["card_modifiers"])
        return [LegalAction(n.bonus_action_key(kind, r), kind,
                            f"bonus {kind} at value {base + r}",
                            {"raise": r, "servants": r * rate, "value": base + r})
                for r in raise_options(p, base, kind, 0, rate)]
    if kind == "exchange":
        card = d["cards"][0]
        opts = affordable_exchanges(card, d["budget"])
        out = [LegalAction(n.exchange_key(card, i), "exchange",
                           f"{CARDS[card].name}: exchange option {i}",
                           {"card": card, "option": i}) for i in opts]
        out.append(LegalAction(n.exchange_key(card, 0), "exchange",
                               f"{CARDS[card].name}: no exchange", {"card": card, "option": 0}))
        return out
    raise AssertionError(kind)  # pragma: no cover


def _leader_actions(s: State, seat: int) -> list[LegalAction]:
    p = s.players[seat]
    out = [LegalAction(n.leader_key("discard", slug), "leader_discard",
                       f"discard {LEADERS[slug].name} for a council privilege", {"leader": slug})
           for slug in p.leaders_hand]
    for slug, target in leaders.playable(s, seat):
        out.append(LegalAction(n.leader_key("play", slug, target), "leader_play",
                               f"play {LEADERS[slug].name}" + (f" copying {target}" if target
                                                               else ""),
                               {"leader": slug, "copies": target}))
    for slug, member in leaders.activatable(s, seat):
        out.append(LegalAction(n.leader_key("activate", slug, member), "leader_activate",
                               f"activate {LEADERS[slug].name}" + (f" on {member}" if member
                                                                   else ""),
                               {"leader": slug, "member": member}))
    return out


def compute(s: State, seat: int) -> list[LegalAction]:
    phase = s.phase
    if phase == "actions":
        if s.pending:
            who, d = s.pending[0]
            return _decision_actions(s, seat, d) if who == seat else []
        if seat != s.current_seat:
            return []
        out = _leader_actions(s, seat) if leaders.may_act(s, seat) else []
        if s.acted:
            out.append(LegalAction("end", "end", "end the turn", {}))
        else:
            out += placements(s, seat) or [LegalAction("pass", "pass",
                                                       "pass: no member can be placed", {})]
        return out
    if phase == "vatican":
        if seat not in s.vatican:
            return []
        return [LegalAction("support", "support", "support the Church", {}),
                LegalAction("excommunicate", "excommunicate", "accept the excommunication", {})]
    if phase == "tiles":
        if seat != drafts.tile_picker(s):
            return []
        return [LegalAction(f"tile {t}", "tile", f"choose personal bonus tile {t}", {"tile": t})
                for t in s.tiles_offered]
    if phase == "leaders":
        if seat not in drafts.drafting_seats(s):
            return []
        return [LegalAction(f"draft {slug}", "draft", f"keep {LEADERS[slug].name}",
                            {"leader": slug}) for slug in s.players[seat].draft_hand]
    return []


_memo: tuple = (None, -1, [])  # (state, seat, actions); replaced whole, so thread-safe


def legal_actions(s: State, seat: int) -> list[LegalAction]:
    """The legal actions (a shared list: do not mutate). Memoised for the last state asked,
    because a bot or the API asks and then `decide` checks the same state again."""
    global _memo
    m = _memo
    if m[0] is s and m[1] == seat:
        return m[2]
    acts = compute(s, seat)
    _memo = (s, seat, acts)
    return acts


def seats_to_act(s: State) -> tuple[int, ...]:
    if s.phase == "actions":
        if s.pending:
            return (s.pending[0][0],)
        cur = s.current_seat
        return (cur,) if cur is not None else ()
    if s.phase == "vatican":
        return tuple(s.vatican)
    if s.phase == "tiles":
        return (drafts.tile_picker(s),)
    if s.phase == "leaders":
        return drafts.drafting_seats(s)
    return ()
