"""Prometheus metrics of the write side, the duties and the read side (the API adds its own in
api.metrics). Counters are module-level (one registry per process); gauges that describe the
database (positions, lag, duties) or the process (caches, pools) are computed when scraped, by
`ProcessCollector`, from the objects a process registers with `watch`.

Labels never carry a game id, token, seed or player name: only bounded vocabularies
(command names, outcomes, projection names, cache names).
"""
from __future__ import annotations

import logging
from functools import lru_cache

from prometheus_client import REGISTRY, Counter, Histogram
from prometheus_client.core import GaugeMetricFamily

log = logging.getLogger(__name__)


@lru_cache(maxsize=1024)
def labelled(metric, *values: str):
    """`metric.labels(*values)`, looked up once: prometheus_client checks and finds the
    labels on every call (about 1.5 us; four times a move)."""
    return metric.labels(*values)

COMMANDS = Counter("signoria_commands_total", "Commands handled by the write side",
                   ["command", "outcome"])  # outcome: accepted | refused | conflicted
COMMAND_SECONDS = Histogram("signoria_command_seconds", "Time to decide and save a command",
                            ["command"], buckets=(.001, .002, .005, .01, .02, .05, .1, .25,
                                                  .5, 1, 2.5))
BOT_MOVES = Counter("signoria_bot_moves_total", "Bot moves stored")
BOT_FAILURES = Counter("signoria_bot_failures_total",
                       "Bot moves that failed (a rule broken or an error), by reason",
                       ["reason"])
DUTIES_PERFORMED = Counter("signoria_duties_performed_total", "Duties performed by kind",
                           ["kind", "outcome"])  # done | stale | failed | early | queued
DUTY_LATENESS = Histogram("signoria_duty_lateness_seconds",
                          "How long after falling due a duty was performed (a webhook: sent)",
                          ["kind"], buckets=(.01, .05, .1, .25, .5, 1, 2, 5, 10, 30))
WEBHOOKS = Counter("signoria_webhook_deliveries_total", "Turn-notification POST attempts",
                   ["outcome"])  # delivered | failed


class ProcessCollector:
    """Gauges read at scrape time from what this process registered (`watch`)."""

    def __init__(self) -> None:
        self.service = None
        self.read = None
        self.duty_runner = None

    def collect(self):
        from domain.shared.lru import caches

        sizes = GaugeMetricFamily("signoria_cache_bytes", "Estimated bytes held by a cache",
                                  labels=["cache"])
        entries = GaugeMetricFamily("signoria_cache_entries", "Entries held by a cache",
                                    labels=["cache"])
        limit = GaugeMetricFamily("signoria_cache_limit_bytes", "A cache's bound",
                                  labels=["cache"])
        totals: dict[str, list[int]] = {}
        for c in caches():
            t = totals.setdefault(c.name, [0, 0, 0])
            t[0] += c.bytes
            t[1] += c.entries
            t[2] += c.max_bytes
        for name, (b, n, m) in sorted(totals.items()):
            sizes.add_metric([name], b)
            entries.add_metric([name], n)
            limit.add_metric([name], m)
        yield from (sizes, entries, limit)
        yield from self._store()
        yield from self._projections()
        yield from self._duties()

    def _store(self):
        service = self.service
        if service is None:
            return
        head = GaugeMetricFamily("signoria_event_store_position",
                                 "Last notification id of the event store")
        try:
            head.add_metric([], service.position())
            yield head
        except Exception:  # noqa: BLE001 - a scrape must not fail on a database hiccup
            log.debug("event store position unavailable", exc_info=True)
        use = GaugeMetricFamily("signoria_db_pool_connections",
                                "Database pool connections by pool (write, read) and state",
                                labels=["pool", "state"])
        pools = [("write", service.recorder.datastore)]
        store = getattr(self.read, "store", None)
        if store is not None:
            pools.append(("read", store.datastore))
        for name, datastore in pools:
            stats = getattr(getattr(datastore, "pool", None), "get_stats", None)
            if stats is None:  # SQLite: no connection pool worth reporting
                continue
            s = stats()
            size, free = s.get("pool_size", 0), s.get("pool_available", 0)
            use.add_metric([name, "open"], size)
            use.add_metric([name, "in_use"], max(0, size - free))
            use.add_metric([name, "waiting_requests"], s.get("requests_waiting", 0))
        if use.samples:
            yield use

    def _projections(self):
        read = self.read
        if read is None:
            return
        try:
            status = read.status()
        except Exception:  # noqa: BLE001
            log.debug("projection status unavailable", exc_info=True)
            return
        pos = GaugeMetricFamily("signoria_projection_position",
                                "Notification id a projection has processed",
                                labels=["projection"])
        lag = GaugeMetricFamily("signoria_projection_lag",
                                "Notifications a projection is behind the event store",
                                labels=["projection"])
        for row in status:
            pos.add_metric([row["name"]], row["position"])
            lag.add_metric([row["name"]], row["lag"])
        yield from (pos, lag)
        runner = read.runner
        if runner is not None:
            active = GaugeMetricFamily("signoria_projection_lease_held",
                                       "1 when this process's runner holds the lease")
            active.add_metric([], 1 if runner.active else 0)
            batches = GaugeMetricFamily("signoria_projection_batches",
                                        "Batches this process committed")
            batches.add_metric([], runner.batches)
            yield from (active, batches)

    def _duties(self):
        runner, service = self.duty_runner, self.service
        if runner is None and service is None:
            return
        try:
            if runner is not None:
                table = runner.table
            else:
                from infra.duty.ledger import DutyTable

                table = DutyTable(service)
            counts = table.counts()
        except Exception:  # noqa: BLE001
            log.debug("duty counts unavailable", exc_info=True)
            return
        fam = GaugeMetricFamily("signoria_duties", "Duties by state (due = due and free)",
                                labels=["state"])
        for state, n in counts.items():
            fam.add_metric([state], n)
        yield fam


COLLECTOR = ProcessCollector()
REGISTRY.register(COLLECTOR)


def watch(*, service=None, read=None, duty_runner=None) -> None:
    """Report these objects' gauges at /metrics (replacing what was watched before)."""
    COLLECTOR.service = service
    COLLECTOR.read = read
    COLLECTOR.duty_runner = duty_runner
