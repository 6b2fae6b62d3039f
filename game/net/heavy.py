"""Heavy answers computed off the event loop: a finished game's ``record`` (a replay of the
whole game, 40-135 ms for a long six-seat game) and a long catch-up (the events a seat missed
further back than the room keeps, replayed) run in a worker process, so a client asking for
them never delays the others' moves. Threads would not do: the build is pure Python,
and under the GIL a thread holds the loop up as much as running it inline.

Each answer is kept in a small cache keyed by (room, seat, epoch, number of actions): a
finished game does not change, and a device asks again after a reconnect. A connection has
at most one heavy answer pending (its budget); the whole process queues at most
``MAX_QUEUED`` before it asks clients to come back later.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from game.core.catalog import rules_for
from game.net import record
from game.net.rooms import replay_events, seen_json

CACHE = 256  # records kept (a record is some 10-60 KB)
MAX_QUEUED = 64


def build_record(
    game: str, players: int, seed: int, options: dict, actions: list, seat: int | None
) -> tuple[dict, int]:
    """In the worker: the record of ``seat`` (record.build) and the worker's pid."""
    data = record.build(rules_for(game), players, seed, options, actions, seat)
    return data, os.getpid()


def build_catch_up(
    game: str, players: int, seed: int, options: dict, actions: list, since: int, seat: int
) -> tuple[list[dict], int]:
    """In the worker: the events of ``actions[since:]`` as ``seat`` sees them (JSON)."""
    groups = replay_events(rules_for(game), players, seed, options, actions, since)
    return seen_json(groups, seat), os.getpid()


class Heavy:
    def __init__(self, workers: int) -> None:
        self.workers = max(1, workers)
        self.pool: ProcessPoolExecutor | None = None
        self.cache: OrderedDict[tuple, dict] = OrderedDict()
        self.pending = 0  # jobs submitted and not yet answered
        self.built = 0
        self.hits = 0
        self.caught_up = 0  # long catch-ups replayed in the worker
        self.pids: set[int] = set()  # the workers that built something (tests, /stats)

    def _executor(self) -> ProcessPoolExecutor:
        if self.pool is None:
            # forkserver: a clean child, not a copy of the event loop, its sockets and threads
            context = multiprocessing.get_context("forkserver")
            self.pool = ProcessPoolExecutor(self.workers, mp_context=context)
        return self.pool

    @property
    def busy(self) -> bool:
        return self.pending >= MAX_QUEUED

    async def record(
        self,
        key: tuple,
        game: str,
        players: int,
        seed: int,
        options: dict,
        actions: list,
        seat: int | None,
    ) -> dict:
        cached = self.cache.get(key)
        if cached is not None:
            self.cache.move_to_end(key)
            self.hits += 1
            return cached
        loop = asyncio.get_running_loop()
        self.pending += 1
        try:
            data, pid = await loop.run_in_executor(
                self._executor(),
                build_record,
                game,
                players,
                seed,
                dict(options),
                list(actions),
                seat,
            )
        finally:
            self.pending -= 1
        self.pids.add(pid)
        self.built += 1
        self.cache[key] = data
        while len(self.cache) > CACHE:
            self.cache.popitem(last=False)
        return data

    async def catch_up(
        self,
        game: str,
        players: int,
        seed: int,
        options: dict,
        actions: list,
        since: int,
        seat: int,
    ) -> list[dict]:
        """The events a seat missed since ``since``, replayed in the worker (not cached: a
        long absence is rare and its answer is the seat's alone)."""
        loop = asyncio.get_running_loop()
        self.pending += 1
        try:
            seen, pid = await loop.run_in_executor(
                self._executor(),
                build_catch_up,
                game,
                players,
                seed,
                dict(options),
                list(actions),
                since,
                seat,
            )
        finally:
            self.pending -= 1
        self.pids.add(pid)
        self.caught_up += 1
        return seen

    def stats(self) -> dict[str, Any]:
        return {
            "pending": self.pending,
            "built": self.built,
            "hits": self.hits,
            "caught_up": self.caught_up,
        }

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None
