"""Effects and gains ("Sofortige Effekte", excommunication maluses, Santa Rita, privileges).

Every grant of resources is one *source*: the 1st-period excommunications take 1 of each listed
resource off every source (clarifications: each card is its own source, privileges too), after
Santa Rita has doubled the goods of a card's immediate effect (1 x 2 - 1 = 1).
"""
from domain.lorenzo import events as ev
from domain.lorenzo.catalog.board import PRIVILEGE_OPTIONS
from domain.lorenzo.rules.values import perks
from domain.lorenzo.state import FIELD, Player
from domain.lorenzo.tx import Tx

_DOUBLED = ("wood", "stone", "coins", "servants")
_PLAYERS, _PENDING = FIELD["players"], FIELD["pending"]  # in a Tx's fields


_MALUS: dict = {}  # excommunications -> the gain malus of perks (a few hundred tile sets at most)


def _malus(p: Player) -> tuple:
    """perks(p).gain_malus of a player without leaders, by its excommunications (perks looked
    up for every gain of a player whose resources just changed cost more than the gain)."""
    tiles = p.excommunications
    malus = _MALUS.get(tiles)
    if malus is None:
        if len(_MALUS) >= 1000:  # bounded: tile ids come from stored events
            _MALUS.clear()
        malus = _MALUS[tiles] = perks(p).gain_malus
    return malus


def net_gain(p: Player, resources: dict, card_immediate: bool = False) -> dict:
    """What one source of `resources` actually gives this player."""
    got = dict(resources)  # one C call: a source seldom lists a zero (then dropped)
    if 0 in got.values():
        got = {r: v for r, v in got.items() if v}
    # maluses come from excommunications, doubling from a leader (Santa Rita)
    if p.leaders_played:
        k = perks(p)
        if card_immediate and k.santa_rita:
            for r in _DOUBLED:
                if r in got:
                    got[r] *= 2
        malus = k.gain_malus
    elif p.excommunications:
        malus = _MALUS.get(p.excommunications)  # _malus's look-up first: no call when known
        if malus is None:
            malus = _malus(p)
    else:
        return got
    if not malus:
        return got  # doubling leaves no zeros to drop
    for resources_hit, amount in malus:
        for k in resources_hit:
            if k in got:
                got[k] = max(0, got[k] - amount)
    return {k: v for k, v in got.items() if v}


def gain(tx: Tx, seat: int, resources: dict, source: str, card_immediate: bool = False) -> None:
    """Receive resources from one source, after doubling and excommunication maluses."""
    got = net_gain(tx.fields[_PLAYERS][seat], resources, card_immediate)  # no State built
    if got:
        tx.emit(ev.ResourcesGained(seat, got, source))


def apply_effects(tx: Tx, seat: int, effects, source: str,
                  card_immediate: bool = False) -> list[dict]:
    """Apply effects in order; those that need a choice come back as decisions to queue."""
    decisions: list[dict] = []
    for eff in effects:
        t = eff["type"]
        if t == "gain_resources":
            gain(tx, seat, eff["resources"], source, card_immediate)
        elif t == "council_privilege":
            decisions.append({"kind": "privilege", "count": eff["count"], "chosen": [],
                              "source": source})
        elif t == "gain_per_card":
            n = tx.fields[_PLAYERS][seat].count(eff["card_type"])
            gain(tx, seat, {k: v * n for k, v in eff["resources"].items()}, source)
        elif t == "gain_per_resource":
            (what, per), = eff["per"].items()
            n = tx.fields[_PLAYERS][seat].res[what] // per
            gain(tx, seat, {k: v * n for k, v in eff["resources"].items()}, source)
        elif t == "take_card":
            decisions.append({"kind": "take", "card_type": eff["card_type"],
                              "value": eff["action_value"], "discount": eff.get("discount", {}),
                              "source": source})
        elif t in ("harvest_action", "production_action"):
            decisions.append({"kind": t.split("_")[0], "value": eff["action_value"],
                              "card_modifiers": eff.get("card_modifiers_apply", True),
                              "source": source})
        else:  # pragma: no cover - the catalogue test guards the vocabulary
            raise ValueError(f"unknown effect {t}")
    return decisions


def queue(tx: Tx, seat: int, decisions: list[dict]) -> None:
    if decisions:
        tx.emit(ev.DecisionsQueued(seat, decisions))


def apply_and_queue(tx: Tx, seat: int, effects, source: str, card_immediate: bool = False):
    decisions = apply_effects(tx, seat, effects, source, card_immediate)
    if decisions:  # mostly none: no call for them
        queue(tx, seat, decisions)


def privilege_options(decision: dict) -> list[int]:
    """Options still open in this batch of privileges (several at once must differ)."""
    return [o for o in PRIVILEGE_OPTIONS if o not in decision["chosen"]]


# made once and shared, as the events in domain.lorenzo.events: a third of decisions are privileges
_PRIVILEGE_CHOSEN = tuple({o: ev.PrivilegeChosen(seat, o) for o in PRIVILEGE_OPTIONS}
                          for seat in ev.SEATS)


def choose_privilege(tx: Tx, seat: int, option: int) -> None:
    """Council privilege ("Ratsprivileg"): one of five bonuses, different within one grant."""
    d = tx.fields[_PENDING][0][1]  # no State built
    chosen = d["chosen"] + [option]
    tx.emit(_PRIVILEGE_CHOSEN[seat][option])
    if len(chosen) < d["count"]:
        tx.emit(ev.DecisionUpdated(seat, {**d, "chosen": chosen}))
    else:
        tx.emit(ev.DECISION_RESOLVED[seat])
    gain(tx, seat, PRIVILEGE_OPTIONS[option], "privilege")
