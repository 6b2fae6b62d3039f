"""The garbage collector in a long-running room server.

A room server holds about a hundred objects per connection (its socket, tasks, buffers) for
as long as the connection lives, and each request leaves a few reference cycles (asyncio's
tasks and futures) that only the collector frees. With CPython's default thresholds the
young generation is collected every 700 allocations, so objects that live a little longer
than a request (an update's view, a request's task) reach the old generation, which then
grows by the quarter that sets off a full collection every few seconds; a full collection
scans every connection's objects (230,000 with 2,000 players) and stops the event loop for
every room at once. A larger young generation lets those objects die young, so full
collections become rare; what start-up made (modules, classes, the rules' tables) is frozen
out of every collection.
"""

from __future__ import annotations

import asyncio
import gc
import time
from collections import deque
from typing import Any

YOUNG = 50_000  # allocations between young collections (CPython's default: 700)


def settle() -> None:
    """Called once the server is up, before the players come."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(YOUNG, 10, 10)


class Pauses:
    """How long each collection stopped the process, in ms, and how late the event loop
    runs a timer (every ``TICK``): the bench reads both."""

    TICK = 0.05

    def __init__(self) -> None:
        self.ms: deque[float] = deque(maxlen=10_000)
        self.late: deque[float] = deque(maxlen=10_000)
        self.full = 0  # collections of the oldest generation
        self._started = 0.0
        gc.callbacks.append(self._seen)

    async def watch_loop(self) -> None:
        while True:
            due = time.perf_counter() + self.TICK
            await asyncio.sleep(self.TICK)
            self.late.append(1000 * (time.perf_counter() - due))

    def _seen(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self._started = time.perf_counter()
            return
        self.ms.append(1000 * (time.perf_counter() - self._started))
        self.full += info["generation"] == 2

    def stats(self, tracked: bool = False) -> dict[str, Any]:
        """The figures; ``tracked``: also count the objects the collector tracks (a walk
        over all of them, tens of milliseconds on the loop with thousands of players)."""
        return {
            "ms": sorted(self.ms),
            "late_ms": sorted(self.late),
            "full": self.full,
            "threshold": gc.get_threshold(),
            "frozen": gc.get_freeze_count(),
            "tracked": len(gc.get_objects()) if tracked else None,
        }
