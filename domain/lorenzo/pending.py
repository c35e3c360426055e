"""What each seat that must act has to decide now (`pending`), in typed, public terms, and which
events reveal hidden or random information (`reveals`: such a command cannot be undone).

Pending kinds and their fields (docs/api.md, "Lorenzo pending decisions"):
    turn          placed (bool: the member is placed; only leader actions or `end` remain)
    privilege     count, chosen (options already taken in this grant), options (still open)
    take          card_type (territory/character/building/venture/any), value, discount
                  (resources), source
    harvest / production   value, source
    exchange      cards (card numbers whose exchange may be used, front first)
    vatican       period, threshold, tile, faith_points (the seat's own)
    bonus_tile    tiles (still offered)
    leader_draft  hand_size (the hand itself is only in the holder's view)
Every entry also has `seat`, `kind`, `description` (English) and `message` (it as a template
with arguments, for its translations: domain.shared.i18n)."""
from __future__ import annotations

from domain.lorenzo import words as w
from domain.lorenzo.catalog.board import VATICAN_THRESHOLD
from domain.lorenzo.legal import seats_to_act
from domain.lorenzo.rules import drafts
from domain.lorenzo.rules.effects import privilege_options
from domain.lorenzo.state import State
from domain.shared.messages import arg, number, said


def _decision(seat: int, d: dict) -> dict:
    kind = d["kind"]
    src = w.source_arg(d["source"]) if d.get("source") else None
    source = src["text"] if src else None
    sourced = (" (from {source})", {"source": src}) if src else ("", {})
    if kind == "privilege":
        left = d["count"] - len(d["chosen"])
        return said({"seat": seat, "kind": kind, "count": d["count"],
                     "chosen": list(d["chosen"]), "options": privilege_options(d)},
                    ("choose {n} council privileges" if left != 1 else
                     "choose {n} council privilege")
                    + (" (all different)" if d["count"] > 1 else ""), n=number(left))
    if kind == "take":
        what = "any card" if d["card_type"] == "any" else f"a {d['card_type']} card"
        disc = d.get("discount") or {}
        less = (", paying {discount} less", {"discount": w.res_arg(disc)}) if disc else ("", {})
        return said({"seat": seat, "kind": kind, "card_type": d["card_type"],
                     "value": d["value"], "discount": dict(disc), "source": source},
                    f"take {what} at action value {{value}}" + less[0] + sourced[0],
                    value=number(d["value"]), **less[1], **sourced[1])
    if kind in ("harvest", "production"):
        return said({"seat": seat, "kind": kind, "value": d["value"], "source": source},
                    f"perform a {kind} action at value {{value}}" + sourced[0],
                    value=number(d["value"]), **sourced[1])
    if kind == "exchange":
        names = ", ".join(w.card_name(c) for c in d["cards"])
        return said({"seat": seat, "kind": kind, "cards": list(d["cards"])},
                    "choose the production exchange of {cards}",
                    cards=arg("card", list(d["cards"]), names))
    return said({"seat": seat, "kind": kind}, "decide: {kind}", kind=arg("kind", kind, kind))


def pending(s: State) -> list[dict]:
    """One entry per seat in `seats_to_act`, in that order."""
    if s is None:
        return []
    out = []
    for seat in seats_to_act(s):
        if s.phase == "actions" and s.pending and s.pending[0][0] == seat:
            out.append(_decision(seat, s.pending[0][1]))
        elif s.phase == "actions":
            out.append(said({"seat": seat, "kind": "turn", "placed": s.acted},
                            "play leader actions or end the turn" if s.acted else
                            "place a family member (or pass if none can be placed)"))
        elif s.phase == "vatican":
            need = VATICAN_THRESHOLD[s.period]
            tile = s.excommunications[s.period - 1]
            out.append(said({"seat": seat, "kind": "vatican", "period": s.period,
                             "threshold": need, "tile": tile,
                             "faith_points": s.players[seat].res["faith_points"]},
                            "Vatican report: support the Church or accept excommunication "
                            "tile {tile}", tile=arg("tile", tile, str(tile))))
        elif s.phase == "tiles" and seat == drafts.tile_picker(s):
            out.append(said({"seat": seat, "kind": "bonus_tile", "tiles": list(s.tiles_offered)},
                            "choose a personal bonus tile"))
        elif s.phase == "leaders":
            out.append(said({"seat": seat, "kind": "leader_draft",
                             "hand_size": len(s.players[seat].draft_hand)},
                            "keep one leader of your draft hand"))
    return out


# A game's set-up deals cards and fixes the dice; a round start shows new cards and dice; draft
# hands passed on show other leaders. Everything else follows from what was already known.
_REVEALING = frozenset(("GameSetUp", "RoundStarted", "DraftHandsPassed"))


def reveals(data: dict) -> bool:
    return data.get("type") in _REVEALING
