"""A client of the room server on aiohttp: for a desktop table, the tests and the bench.

Usage (inside an asyncio loop)::

    client = Client("ws://127.0.0.1:8080/ws")
    await client.connect()
    seated = await client.create(game, ["open", "open"], "Ana")   # seated["code"]
    ...                                   # a friend: join(code), sit(code, 1, "Ben")
    await client.start()                  # the host
    await client.wait_for(lambda c: c.my_turn or c.over)
    await client.act(client.legal[0])     # the state after it; NetError if refused
    await client.reconnect()              # after a drop: the same seat, the events missed

What the client keeps and the requests are game/net/conn.py's (shared with the page's
WebSocket client); this is the transport. The ``token`` opens the seat again after a reload or
a restart: store it, never share it.
"""

from __future__ import annotations

import asyncio

import aiohttp

from game.net.conn import BaseClient, NetError
from game.net.protocol import loads

__all__ = ["Client", "NetError"]


class Client(BaseClient):
    def __init__(self, url: str, timeout: float = 20.0, origin: str | None = None) -> None:
        super().__init__(url, timeout)
        self.origin = origin
        self.session: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task | None = None

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    # -- connection ----------------------------------------------------------------------------
    async def connect(self) -> None:
        if self.session is None:
            self.session = aiohttp.ClientSession()
        headers = {"Origin": self.origin} if self.origin else None
        self.ws = await self.session.ws_connect(self.url, headers=headers, heartbeat=30.0)
        self.reader = asyncio.create_task(self._read(self.ws))

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
        if self.reader is not None:
            self.reader.cancel()
            try:
                await self.reader
            except (asyncio.CancelledError, Exception):
                pass
        if self.session is not None:
            await self.session.close()
        self.ws = self.reader = self.session = None

    async def drop(self) -> None:
        """Lose the connection without a word (a network drop, a closed lid)."""
        if self.ws is not None:
            await self.ws.close()
        if self.reader is not None:
            self.reader.cancel()

    async def _read(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        try:
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                self._on(self.decode(msg.data))
        finally:
            self._ended()

    def decode(self, text: str) -> dict:
        """One message from the server, read."""
        message: dict = loads(text)
        return message

    async def _send(self, text: str) -> None:
        assert self.ws is not None
        await self.ws.send_str(text)

    async def send_raw(self, text: str) -> None:
        """Any text frame as it is (the hostile-client tests)."""
        assert self.ws is not None
        await self.ws.send_str(text)
