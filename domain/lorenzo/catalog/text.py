"""Readable English texts for catalogue effects (cards, leaders' abilities, exchanges).
Not imported by the catalogue package itself (it uses `words`, which imports the catalogue)."""
from __future__ import annotations

from domain.lorenzo.words import resources as res


def effect(e: dict) -> str:
    t = e.get("type")
    if t == "gain_resources":
        return f"gain {res(e.get('resources'))}"
    if t == "council_privilege":
        n = e.get("count", 1)
        return (f"{n} council privilege" + ("s" if n != 1 else "")
                + (" (all different)" if e.get("different") and n > 1 else ""))
    if t == "gain_per_card":
        return f"gain {res(e.get('resources'))} per {e.get('card_type')} card you own"
    if t == "gain_per_resource":
        per = e.get("per", {})
        return f"gain {res(e.get('resources'))} per {res(per)} you own"
    if t == "exchange":
        opts = []
        for o in e.get("options", []):
            gains = "; ".join(effect(g) for g in o.get("gain", []))
            opts.append(f"pay {res(o.get('pay'))} to {gains}" if o.get("pay") else gains)
        return "exchange (choose one): " + " OR ".join(opts)
    if t == "take_card":
        kind = "any" if e.get("card_type") == "any" else e.get("card_type")
        out = f"take a {kind} card at action value {e.get('action_value')}"
        if e.get("discount"):
            out += f" paying {res(e['discount'])} less"
        return out
    if t in ("harvest_action", "production_action"):
        word = "harvest" if t == "harvest_action" else "production"
        return f"perform a {word} action at value {e.get('action_value')}"
    fields = ", ".join(f"{k.replace('_', ' ')} {_plain(v)}" for k, v in e.items()
                       if k != "type")
    return (t or "effect").replace("_", " ") + (f": {fields}" if fields else "")


def _plain(v) -> str:
    if isinstance(v, dict):
        return res(v)
    if isinstance(v, list | tuple):
        return ", ".join(_plain(x) for x in v)
    if isinstance(v, bool):
        return "yes" if v else "no"
    return str(v).replace("_", " ")


def effects(es) -> list[str]:
    return [effect(e) for e in es or ()]


def permanent(card) -> list[str]:
    """A card's permanent effects (activation, character bonuses, venture end points)."""
    out = []
    if card.activation:
        word = "Harvest" if card.type == "territory" else "Production"
        out.append(f"{word} (value {card.activation_value}): "
                   + "; ".join(effects(card.activation)))
    tb = card.tower_bonus
    if tb is not None:
        kind = "any" if tb.card_type == "any" else tb.card_type
        text = f"+{tb.value} to the value of actions taking {kind} cards"
        if tb.discount:
            text += f", paying {res(tb.discount)} less"
        if tb.discount_options:
            text += ", paying less: " + " or ".join(res(d) for d in tb.discount_options)
        out.append(text)
    if card.harvest_bonus:
        out.append(f"+{card.harvest_bonus} to the value of your harvest actions")
    if card.production_bonus:
        out.append(f"+{card.production_bonus} to the value of your production actions")
    if card.no_floor_bonus:
        floors = ", ".join(str(f) for f in card.no_floor_bonus)
        out.append(f"you no longer receive the tower bonuses of floors {floors}")
    if card.end_vp:
        out.append(f"{card.end_vp} victory points at the end of the game")
    return out


def cost(c) -> str:
    text = f"pay {res(c.pay)}"
    if c.requires and c.requires != c.pay:
        text = f"have {res(c.requires)}, " + text
    return text


def card_text(card) -> str:
    parts = []
    if card.costs:
        parts.append("Cost: " + " OR ".join(cost(c) for c in card.costs) + ".")
    else:
        parts.append("Cost: free.")
    if card.immediate:
        parts.append("Immediate: " + "; ".join(effects(card.immediate)) + ".")
    perm = permanent(card)
    if perm:
        parts.append("Permanent: " + "; ".join(perm) + ".")
    return " ".join(parts)
