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
from domain.lorenzo.rules.harvest_production import (
    affordable_exchanges,
    raise_options,
    thresholds,
)
from domain.lorenzo.rules.placement import TOWER_SPACES, open_spaces, space_modifier
from domain.lorenzo.rules.towers import TakeOption, floor_offer, take_options
from domain.lorenzo.rules.values import (
    area_modifier,
    forbidden_area,
    member_value,
    servants_per_point,
)
from domain.lorenzo.state import MEMBERS, State
from domain.shared.decider import LegalAction, LegalActions


def _fmt_res(res: dict) -> str:
    return ", ".join(f"{v} {k.replace('_points', '').replace('_', ' ')}" for k, v in res.items()) \
        or "nothing"


def _take_fields(o: TakeOption) -> dict:
    return {"space": o.space, "raise": o.raise_, "servants": o.servants, "fee": o.fee,
            "cost": o.cost, "disc": o.disc, "pay": o.pay}


def _take_text(s: State, o: TakeOption) -> str:
    return _take_text_card(s.towers[o.space], o)


def _take_text_card(card_id: int, o: TakeOption) -> str:
    card = CARDS[card_id]
    fee = f" and the {o.fee}-coin fee" if o.fee else ""
    return f"take {card.name} (#{card.id}) paying {_fmt_res(o.pay)}{fee}"


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


def _tower_place(member: str, space: str, r: int, servants: int, fee: int, cost, disc,
                 pay: dict, value: int, card: int) -> LegalAction:
    o = TakeOption(space, r, servants, fee, cost, disc, pay)
    return LegalAction(
        n.place_key(member, space, r, cost, disc), "place",
        f"place {member} on {space} at value {value}: {_take_text_card(card, o)}",
        {"member": member, "space": space, "raise": r, "servants": servants, "fee": fee,
         "cost": cost, "disc": disc, "pay": pay, "value": value, "card": card})


def _space_place(member: str, space: str, r: int, servants: int, value: int) -> LegalAction:
    return LegalAction(n.place_key(member, space, r), "place",
                       f"place {member} on {space} at value {value}",
                       {"member": member, "space": space, "raise": r, "servants": servants,
                        "value": value})


def placements(s: State, seat: int, out: LegalActions, member_only: str | None = None,
               space_only: str | None = None) -> None:
    """Add every legal placement of a family member (or only those of one member on one
    space: what `decide` needs to check a single `place` key)."""
    p = s.players[seat]
    rate = servants_per_point(p)
    servants = p.res["servants"]
    taken, coloured_in = _blocked(s, seat)
    ariosto = p.leader_active("ludovico-ariosto")
    occupied = {sp.split(".")[1] for sp in taken if sp.startswith("tower.")}
    values = {m: member_value(s, p, m) for m in MEMBERS
              if m not in p.placed and member_only in (None, m)}
    reach = max(values.values(), default=0) + servants // rate
    neutral_free = "neutral" in values
    towers, others = [], []
    for space in ((space_only,) if space_only in open_spaces(s.n) else ()) if space_only \
            else open_spaces(s.n):
        if space in taken and not ariosto:
            continue
        if space.startswith("tower."):
            if not neutral_free and space.rsplit(".", 1)[0] in coloured_in:
                continue  # only coloured members left, and one of them is in this tower
            offer = floor_offer(s, seat, space, {}, space.split(".")[1] in occupied, reach)
            if offer is not None:
                towers.append((space, space.rsplit(".", 1)[0], offer, s.towers[space]))
        elif space.startswith("market.") and forbidden_area(p, "market"):
            continue
        else:
            area = space.split(".", 1)[0]
            mod = 0 if area in ("market", "council") else \
                area_modifier(p, area) + space_modifier(space)
            others.append((space, area, mod))
    keys_append, makers_append = out.keys.append, out.makers.append
    # hot loop (legal actions are asked for every decision): everything per offer is prepared
    # once, then each member only works out its servants
    prepared = [(space, tower, offer.fee, card, offer.need - offer.modifier, offer.modifier,
                 [(ci, di, pay, pay.get("servants", 0), n.cost_suffix(ci, di))
                  for ci, di, pay in offer.payments])
                for space, tower, offer, card in towers]
    thresholds_of = {}
    for member, mv in values.items():
        coloured = member != "neutral"
        for space, tower, fee, card, need, mod, pays in prepared:
            if coloured and tower in coloured_in:
                continue
            r = need - mv if need > mv else 0
            spent = r * rate
            if spent > servants:
                continue
            left = servants - spent
            head = f"place {member} {space} +{r}" if r else f"place {member} {space}"
            for ci, di, pay, pay_servants, suffix in pays:
                if pay_servants <= left:
                    keys_append(head + suffix)
                    makers_append((_tower_place, (member, space, r, spent, fee, ci, di, pay,
                                                  mv + mod + r, card)))
        min_raise = 1 - mv if mv < 1 else 0
        for space, area, mod in others:
            if area in ("market", "council"):
                raises = (min_raise,) if min_raise * rate <= servants else ()
            elif coloured and area in coloured_in:
                continue
            else:
                marks = thresholds_of.get(area)
                if marks is None:
                    marks = thresholds_of[area] = thresholds(p, area)
                base = mv + mod
                raises = [min_raise] if min_raise * rate <= servants else []
                for t in marks:  # and each raise that reaches a new activation value
                    r = t - base
                    if r > min_raise and r * rate <= servants:
                        raises.append(r)
            for r in raises:
                keys_append(f"place {member} {space} +{r}" if r else f"place {member} {space}")
                makers_append((_space_place, (member, space, r, r * rate, mv + mod + r)))


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


def compute(s: State, seat: int) -> LegalActions:
    out = LegalActions()
    phase = s.phase
    if phase == "actions":
        if s.pending:
            who, d = s.pending[0]
            if who == seat:
                for a in _decision_actions(s, seat, d):
                    out.append(a)
            return out
        if seat != s.current_seat:
            return out
        if leaders.may_act(s, seat):
            for a in _leader_actions(s, seat):
                out.append(a)
        if s.acted:
            out.append(LegalAction("end", "end", "end the turn", {}))
        else:
            before = len(out)
            placements(s, seat, out)
            if len(out) == before:
                out.append(LegalAction("pass", "pass", "pass: no member can be placed", {}))
        return out
    if phase == "vatican":
        if seat in s.vatican:
            out.append(LegalAction("support", "support", "support the Church", {}))
            out.append(LegalAction("excommunicate", "excommunicate",
                                   "accept the excommunication", {}))
    elif phase == "tiles":
        if seat == drafts.tile_picker(s):
            for t in s.tiles_offered:
                out.append(LegalAction(f"tile {t}", "tile", f"choose personal bonus tile {t}",
                                       {"tile": t}))
    elif phase == "leaders":
        if seat in drafts.drafting_seats(s):
            for slug in s.players[seat].draft_hand:
                out.append(LegalAction(f"draft {slug}", "draft", f"keep {LEADERS[slug].name}",
                                       {"leader": slug}))
    return out


_memo: tuple = (None, -1, None)  # (state, seat, actions); replaced whole, so thread-safe


def legal_for_key(s: State, seat: int, key: str) -> LegalActions:
    """Enough of the legal actions to check one key: for a placement only that member on that
    space is enumerated (the full list is what a bot or a frontend asks for)."""
    m = _memo
    if m[0] is s and m[1] == seat:
        return m[2]
    words = key.split(" ")
    if (words[0] == "place" and len(words) >= 3 and s.phase == "actions" and not s.pending
            and not s.acted and s.current_seat == seat):
        out = LegalActions()
        placements(s, seat, out, words[1], words[2])
        return out
    return compute(s, seat)


def legal_actions(s: State, seat: int) -> LegalActions:
    """The legal actions (a read-only sequence, built lazily). Memoised for the last state asked,
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
