"""After the run, from the event store itself: acknowledged moves lost, effects stored twice,
subscriber gaps and duplicates, and how late each duty kind was performed (bot moves: the
stored `took_ms`, how long the seat had been due; clock time-outs: `TimedOut.at` minus the
deadline of the version before; turn notifications: as received, hooks.Receiver)."""
from __future__ import annotations

from collections import Counter
from uuid import UUID

from domain.shared.shell import GameMatch, domain_dicts


def pct(values: list[float], q: float) -> float | None:
    values = sorted(values)
    return round(values[min(len(values) - 1, int(q * len(values)))], 3) if values else None


def summary(values: list[float]) -> dict:
    return {"n": len(values), "p50": pct(values, 0.5), "p99": pct(values, 0.99),
            "max": round(max(values), 3) if values else None}


def lost(service, acks: list[tuple[str, str, int]]) -> int:
    """Acknowledged moves whose idempotency key the stored game does not hold."""
    games: dict[str, dict] = {}
    missing = 0
    for gid, key, _ in acks:
        commands = games.get(gid)
        if commands is None:
            commands = games[gid] = service.game(gid).commands
        missing += key not in commands
    return missing


def effects(service, game_ids: list[str]) -> tuple[dict, dict[str, list]]:
    """Effects stored twice (a command's idempotency key, a time-out of one deadline) and the
    duties' (due epoch s, seconds late) samples by kind, read from the stored events."""
    twice = {"moves": 0, "time_outs": 0}
    late: dict[str, list] = {"bot": [], "clock": []}
    for gid in game_ids:
        stored = service.stored_events(gid)
        keys = Counter(e.idempotency_key for e in stored
                       if isinstance(e, GameMatch.Decided) and e.idempotency_key)
        twice["moves"] += sum(n - 1 for n in keys.values())
        deadlines = Counter()
        bots = {i for i, s in enumerate(service.game(gid).seats) if s.get("kind") == "bot"}
        for e in stored:
            if isinstance(e, GameMatch.TimedOut):
                before = service.repository.get(UUID(gid), version=e.originator_version - 1)
                found = before.deadline()
                if found is not None:
                    deadlines[found] += 1
                    late["clock"].append((found[0] / 1000, max(0, e.at - found[0]) / 1000))
            elif (isinstance(e, GameMatch.Decided) and e.seat in bots
                  and e.took_ms is not None and e.at is not None):
                late["bot"].append(((e.at - e.took_ms) / 1000, e.took_ms / 1000))
        twice["time_outs"] += sum(n - 1 for n in deadlines.values())
    return twice, late


def lateness(samples: list[tuple[float, float]], disruptions: list[tuple[str, float, float]],
             margin: float) -> dict:
    """All samples, and the "calm" ones: those no disruption touched (none began while the
    duty waited, none ended less than `margin` seconds - a killed process's leases - before
    it fell due)."""
    calm = [late for due, late in samples
            if not any(start <= due + late and due <= end + margin
                       for _, start, end in disruptions)]
    return {"all": summary([late for _, late in samples]), "calm": summary(calm)}


def followed(service, subscribers) -> dict:
    """Each game a subscriber followed against its stored log: steps missing (gaps), received
    twice, received out of order."""
    out = {"games": 0, "steps": 0, "gaps": 0, "duplicates": 0, "out_of_order": 0,
           "reconnects": sum(s.reconnects for s in subscribers)}
    for sub in subscribers:
        for gid, steps in sub.steps.items():
            n = len(domain_dicts(service.stored_events(gid)))
            out["games"] += 1
            out["steps"] += len(steps)
            out["gaps"] += len(set(range(1, n + 1)) - set(steps))
            out["duplicates"] += len(steps) - len(set(steps))
            out["out_of_order"] += sum(b < a for a, b in zip(steps, steps[1:], strict=False))  # pairs of neighbours
    return out


def targets(service, subscribers) -> None:
    """Tell each subscriber how many steps its games have (the load has stopped)."""
    for sub in subscribers:
        for gid in list(sub.steps):
            sub.targets[gid] = len(domain_dicts(service.stored_events(gid)))
