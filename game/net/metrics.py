"""``/metrics`` of the room server in Prometheus' text format (``prometheus-client``): what
whoever runs it graphs and alerts on. One registry per server (tests run several in one
process). Counters only grow; moves per second is ``rate(meadow_moves_total[1m])``."""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)

# Seconds: a move's server part is a few milliseconds, a database round trip less.
MOVE_BUCKETS = (0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5)
DB_BUCKETS = (0.0002, 0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1.0)

CONTENT_TYPE = CONTENT_TYPE_LATEST


class Metrics:
    def __init__(self, gauges: dict[str, tuple[str, Callable[[], float]]]) -> None:
        """``gauges``: name -> (help, a function read at each scrape)."""
        self.registry = CollectorRegistry()
        for name, (text, read) in gauges.items():
            Gauge(name, text, registry=self.registry).set_function(read)
        self.moves = Counter(
            "meadow_moves", "Actions played (people and bots)", registry=self.registry
        )
        self.move_seconds = Histogram(
            "meadow_move_seconds",
            "A person's action from its frame read to every update queued (commit included)",
            buckets=MOVE_BUCKETS,
            registry=self.registry,
        )
        self.errors = Counter(
            "meadow_errors",
            "Requests refused or failed, by error code (internal: a bug, logged)",
            ["kind"],
            registry=self.registry,
        )
        self.db_seconds = Histogram(
            "meadow_database_seconds",
            "One write transaction of the store, begin to commit",
            buckets=DB_BUCKETS,
            registry=self.registry,
        )

    def text(self) -> bytes:
        return generate_latest(self.registry)
