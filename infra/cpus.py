"""SIGNORIA_CPUS: the CPUs a process's threads run on (Linux).

A process runs Python on one core at a time (the GIL) and hands the GIL between its threads
many times a move: the event loop, the writer threads, the projections and their listeners.
When the scheduler spreads those threads over several cores, every hand-over moves the
request's objects to another core's caches; kept on one CPU, a move costs less (figures:
docs/operations.md, "One CPU per process").

Not pinned by default: several processes on one host that each chose a CPU alone could pick
the same one and leave others idle; whoever lays the processes out (ops/launch.py, an
orchestrator's cpuset) gives each its own."""
from __future__ import annotations

import os


class CpusError(ValueError):
    """SIGNORIA_CPUS names no CPU this process may use, or is not a CPU list."""


def parse(text: str) -> tuple[int, ...]:
    """A CPU list as Linux writes one ("0", "0,2", "1-3", "0-1,4"), sorted, no repeats;
    "" -> () (not pinned)."""
    out: set[int] = set()
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        low, dash, high = part.partition("-")
        try:
            first, last = int(low), int(high) if dash else int(low)
        except ValueError:
            raise CpusError(f"SIGNORIA_CPUS: {part!r} is not a CPU number or range "
                            "(e.g. 0, 0,2 or 1-3)") from None
        if first < 0 or last < first:
            raise CpusError(f"SIGNORIA_CPUS: {part!r} is not a CPU range (e.g. 1-3)")
        out.update(range(first, last + 1))
    return tuple(sorted(out))


def pin(cpus: tuple[int, ...]) -> None:
    """Run every thread of this process, and those it starts later, on `cpus` (nothing when
    empty). Threads inherit the calling thread's CPUs, so this runs before the service starts
    its own; any thread already running is moved too."""
    if not cpus:
        return
    if not hasattr(os, "sched_setaffinity"):
        raise CpusError("SIGNORIA_CPUS: this system cannot pin a process to CPUs (Linux only)")
    allowed = os.sched_getaffinity(0)
    if not set(cpus) <= allowed:
        raise CpusError(f"SIGNORIA_CPUS: CPU {sorted(set(cpus) - allowed)[0]} is not "
                        f"available to this process (available: {_text(allowed)})")
    threads = [int(t) for t in os.listdir("/proc/self/task")] if os.path.isdir(
        "/proc/self/task") else [0]
    for tid in threads:
        try:
            os.sched_setaffinity(tid, cpus)
        except ProcessLookupError:  # a thread that ended meanwhile
            pass


def _text(cpus) -> str:
    return ",".join(str(c) for c in sorted(cpus))
