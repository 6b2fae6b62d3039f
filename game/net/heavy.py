"""Heavy answers computed off the event loop: a finished game's ``record`` (a replay of the
whole game, 40-135 ms for a long six-seat game) and a long catch-up (the events a seat missed
further back than the room keeps, replayed) run in a worker process, so a client asking for
them never delays the others' moves. Threads would not do: the build is pure Python,
and under the GIL a thread holds the loop up as much as running it inline.

A server bot's decision (a bot seat's, or a stand-in's for an absent person) is searched in a
pool of its own beside it: a flood of records never delays a bot's turn, and a long search
never delays a record. The worker gets the seat's view and legal actions only (what the bot
may see) and answers the chosen action's JSON; the loop applies it under the room's lease at
the action number it was searched for, so a stale answer is refused, never applied twice.

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
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from game.ai import Budget, decide, make_bot
from game.core.catalog import GAMES, rules_for, spec
from game.net import protocol as P
from game.net import record
from game.net.rooms import replay_events, seen_json

CACHE = 256  # records kept (a record is some 10-60 KB)
MAX_QUEUED = 64
WORKER_NICE = 10  # the bots' workers' priority below the server's (os.nice)


def build_record(
    game: str, players: int, seed: int, options: dict, actions: list, seat: int | None
) -> tuple[str, int]:
    """In the worker: the record of ``seat`` (record.build) as JSON text, and the worker's
    pid. Text, so that the server neither unpickles nor writes out again its thousands of
    objects: its collector never sees them and its loop only splices the text in."""
    data = record.build(rules_for(game), players, seed, options, actions, seat)
    return P.dumps(data), os.getpid()


def build_catch_up(
    game: str, players: int, seed: int, options: dict, actions: list, since: int, seat: int
) -> tuple[list[dict], int]:
    """In the worker: the events of ``actions[since:]`` as ``seat`` sees them (JSON)."""
    groups = replay_events(rules_for(game), players, seed, options, actions, since)
    return seen_json(groups, seat), os.getpid()


def search(
    game: str, level: str, seed: int, seconds: float, view: dict, legal: list
) -> tuple[dict, int]:
    """In the worker: the action a bot of ``level`` chooses from ``legal`` (JSON) seeing
    ``view``, thinking about ``seconds``; as JSON, with the worker's pid."""
    rules = rules_for(game)
    bot = make_bot(game, level, seed, Budget(seconds=seconds))
    action = decide(bot, view, [rules.action_from_json(a) for a in legal])
    return action.to_json(), os.getpid()


def _preload() -> list[str]:
    """What a worker runs: this module, every game's rules and bots. The fork server imports
    them once, and each worker forked from it starts with them (else a new pool's first answer
    waits some 0.5-1 s for the imports; a server's first bot move would)."""
    names = {__name__}
    for name in GAMES:
        game = spec(name)
        names.add(type(game.rules).__module__)
        names.add(getattr(game.make_bot, "__module__", __name__))
    return sorted(names)


def _yield_to_the_loop() -> None:
    """A bot's search runs at a lower priority than the server: where they share cores, the
    loop (everyone's moves) is served first, and the bot thinks less within its seconds."""
    if hasattr(os, "nice"):
        os.nice(WORKER_NICE)


def _take_what_is_left() -> None:
    """A record or a catch-up runs only when no one else wants the core (SCHED_IDLE): a
    lower nice value still let twenty records built at once hold the server's loop from
    its core for tens of milliseconds. They can wait: the person asking reads a finished
    game, and the server answers the state as it is when its queue is full."""
    if hasattr(os, "SCHED_IDLE"):
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
    elif hasattr(os, "nice"):
        os.nice(19)


def _pool(workers: int, initializer: Callable[[], None]) -> ProcessPoolExecutor:
    # forkserver: a clean child, not a copy of the event loop, its sockets and threads
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload(_preload())  # no effect once the fork server runs
    return ProcessPoolExecutor(workers, mp_context=context, initializer=initializer)


class Workers:
    """A process pool, made at a served process's start (or when first needed) and made again
    once one of its processes died (killed, out of memory): a broken pool refuses every later
    job (the jobs it held fail with BrokenProcessPool), and the server must go on."""

    def __init__(self, size: int, initializer: Callable[[], None]) -> None:
        self.size = max(1, size)
        self.initializer = initializer  # how its processes share the cores with the loop
        self.pool: ProcessPoolExecutor | None = None

    def submit(self, fn: Callable[..., Any], *args: Any) -> asyncio.Future:
        loop = asyncio.get_running_loop()
        for _ in range(2):
            if self.pool is None:
                self.pool = _pool(self.size, self.initializer)
            pool = self.pool
            try:
                job = loop.run_in_executor(pool, fn, *args)
            except BrokenProcessPool:
                self._forget(pool)
                continue
            return job
        raise BrokenProcessPool("the worker pool could not be started again")

    def start(self) -> list[int]:
        """Make the pool and its processes now, blocking (call it off the event loop): the
        first job would otherwise start the fork server and wait for its imports on the
        loop, stopping every room for most of a second. The workers' pids."""
        if self.pool is None:
            self.pool = _pool(self.size, self.initializer)
        jobs = [self.pool.submit(os.getpid) for _ in range(self.size)]
        return sorted({job.result() for job in jobs})

    def _forget(self, pool: ProcessPoolExecutor) -> None:
        if self.pool is pool:
            pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None

    def close(self) -> None:
        if self.pool is not None:
            self._forget(self.pool)


class Heavy:
    def __init__(self, workers: int, bot_workers: int = 1) -> None:
        self.workers = Workers(workers, _take_what_is_left)  # records and catch-ups
        self.bot_workers = Workers(bot_workers, _yield_to_the_loop)  # bots' searches
        self.search = search  # what the bot pool runs (a test may hold it)
        self.searching = 0  # bots' decisions submitted and not yet answered
        self.searched = 0
        self.search_pids: set[int] = set()
        self.cache: OrderedDict[tuple, str] = OrderedDict()
        self.pending = 0  # jobs submitted and not yet answered
        self.built = 0
        self.hits = 0
        self.caught_up = 0  # long catch-ups replayed in the worker
        self.pids: set[int] = set()  # the workers that built something (tests, /stats)
        self.started: list[int] = []  # the workers made before the first request

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
    ) -> str:
        """The record's JSON text (built in a worker, or the cached text)."""
        cached = self.cache.get(key)
        if cached is not None:
            self.cache.move_to_end(key)
            self.hits += 1
            return cached
        self.pending += 1
        try:
            data, pid = await self.workers.submit(
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
        self.pending += 1
        try:
            seen, pid = await self.workers.submit(
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

    def bot_action(
        self, game: str, level: str, seed: int, seconds: float, view: dict, legal: list
    ) -> asyncio.Future:
        """A bot's decision, searched in the bot pool: a future of the action's JSON and the
        worker's pid (the caller keeps the room's lease while it waits, and may abandon it)."""
        job = self.bot_workers.submit(self.search, game, level, seed, seconds, view, legal)
        self.searching += 1

        def done(future: asyncio.Future) -> None:
            self.searching -= 1
            if not future.cancelled() and future.exception() is None:
                self.searched += 1
                self.search_pids.add(future.result()[1])

        job.add_done_callback(done)
        return job

    def start(self) -> None:
        """Both pools made, with their processes (blocking: off the loop)."""
        self.started = self.workers.start() + self.bot_workers.start()

    def stats(self) -> dict[str, Any]:
        return {
            "started": self.started,
            "pending": self.pending,
            "built": self.built,
            "hits": self.hits,
            "caught_up": self.caught_up,
            "searching": self.searching,
            "searched": self.searched,
        }

    def close(self) -> None:
        self.workers.close()
        self.bot_workers.close()
