"""Room notifications between server processes over Redis pub/sub (``--redis URL``).

The rooms themselves live in the shared SQLite file (store.py), whose write transactions
order the changes of every process. After a change a process publishes the room's code on one
channel; the other processes bring that room up to date from the file (``Hub.refresh``) and
send their own clients what changed. Uses the ``redis`` package's asyncio client.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # redis is imported when a bus starts: only servers sharing rooms need it
    from redis.asyncio import Redis
    from redis.asyncio.client import PubSub

log = logging.getLogger("meadow.net")

CHANNEL = "meadow:rooms"


class Bus:
    def __init__(self, url: str, on_change: Callable[[str, str], None]) -> None:
        self.url = url
        self.on_change = on_change
        self.me = f"{os.getpid()}-{secrets.token_hex(4)}"
        self.redis: Redis | None = None
        self.pubsub: PubSub | None = None
        self.task: asyncio.Task | None = None
        self.sender: asyncio.Task | None = None
        self.outbox: dict[tuple[str, str], None] = {}  # (code, kind) to announce, each once
        self.wake = asyncio.Event()
        self.published = 0
        self.received = 0

    async def start(self) -> None:
        import redis.asyncio as aioredis

        redis = self.redis = aioredis.from_url(self.url)
        await redis.ping()
        pubsub = self.pubsub = redis.pubsub()
        await pubsub.subscribe(CHANNEL)
        self.task = asyncio.create_task(self._listen())
        self.sender = asyncio.create_task(self._send())

    async def ping(self) -> None:
        assert self.redis is not None
        await self.redis.ping()

    def publish(self, code: str, kind: str = "room") -> None:
        """Announce that a room changed (``room``) or who is connected to it (``presence``).
        Never waits: one task sends the announcements in batches over one connection (one
        connection per change would exhaust the pool under load), so a burst of changes
        costs one round trip to Redis."""
        self.outbox[(code, kind)] = None
        self.wake.set()

    async def _send(self) -> None:
        assert self.redis is not None
        while True:
            await self.wake.wait()
            self.wake.clear()
            codes, self.outbox = list(self.outbox), {}
            if not codes:
                continue
            try:
                async with self.redis.pipeline(transaction=False) as pipe:
                    for code, kind in codes:
                        message = {"code": code, "from": self.me, "k": kind}
                        pipe.publish(CHANNEL, json.dumps(message))
                    await pipe.execute()
                self.published += len(codes)
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # Redis away: keep the codes, try again shortly
                log.warning("redis publish failed: %s", type(exc).__name__)
                for item in codes:
                    self.outbox.setdefault(item, None)
                await asyncio.sleep(0.5)
                self.wake.set()

    async def _listen(self) -> None:
        assert self.pubsub is not None
        while True:
            try:
                msg = await self.pubsub.get_message(ignore_subscribe_messages=True, timeout=1.0)
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("redis listen failed: %s", type(exc).__name__)
                await asyncio.sleep(1.0)
                continue
            if msg is None or msg.get("type") != "message":
                continue
            try:
                data = json.loads(msg["data"])
                code, sender, kind = data["code"], data["from"], data.get("k", "room")
            except (ValueError, KeyError, TypeError, AttributeError):
                continue
            if sender != self.me and isinstance(code, str) and isinstance(kind, str):
                self.received += 1
                self.on_change(code, kind)

    async def close(self) -> None:
        for task in (self.task, self.sender):
            if task is not None:
                task.cancel()
                try:
                    await task
                except (asyncio.CancelledError, Exception):
                    pass
        if self.pubsub is not None:
            await self.pubsub.aclose()
        if self.redis is not None:
            await self.redis.aclose()
