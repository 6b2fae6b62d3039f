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

The client keeps what its seat may know: ``view``, ``legal``, ``current``, ``n``, ``over``,
``result``, ``can_undo`` and ``room``; each update's events are queued in ``updates``. The
``token`` opens the seat again after a reload or a restart: store it, never share it.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import aiohttp


class NetError(Exception):
    """The server refused a request: ``code`` (protocol.E_*) and a readable message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class Client:
    def __init__(self, url: str, timeout: float = 20.0, origin: str | None = None) -> None:
        self.url = url
        self.timeout = timeout
        self.origin = origin
        self.session: aiohttp.ClientSession | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task | None = None
        self.pending: dict[int, asyncio.Future] = {}
        self.next_id = 1
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.room: dict | None = None
        self.n = 0
        self.epoch = 0
        self.view: dict | None = None
        self.legal: list[dict] = []
        self.current: int | None = None
        self.over = False
        self.result: dict | None = None
        self.can_undo = False
        self.updates: asyncio.Queue = asyncio.Queue()
        self.errors: list[dict] = []  # errors that answered no request (e.g. rate limits)
        self.changed = asyncio.Event()

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current == self.seat and not self.over

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

    async def reconnect(self) -> dict:
        """A fresh connection back to this seat; the events missed come with the state."""
        await self.drop()
        await self.connect()
        return await self.resume()

    async def _read(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        try:
            async for msg in ws:
                if msg.type != aiohttp.WSMsgType.TEXT:
                    break
                self._on(json.loads(msg.data))
        finally:
            for fut in self.pending.values():
                if not fut.done():
                    fut.set_exception(NetError("closed", "The connection closed."))
            self.pending.clear()
            self.changed.set()

    def _on(self, msg: dict) -> None:
        kind = msg.get("t")
        if kind == "state":
            self.code, self.seat = msg["code"], msg["seat"]
            self.n, self.epoch = msg["n"], msg["epoch"]
            self.view, self.legal, self.current = msg["view"], msg["legal"], msg["current"]
            self.over, self.result, self.can_undo = msg["over"], msg["result"], msg["can_undo"]
            self.updates.put_nowait(msg)
        elif kind == "room":
            self.room = msg
            self.code = msg["code"]
            if msg.get("you") is not None:
                self.seat = msg["you"]
        elif kind == "seated":
            self.code, self.seat, self.token = msg["code"], msg["seat"], msg["token"]
        ref = msg.get("id")
        fut = self.pending.pop(ref, None) if ref is not None else None
        if fut is not None and not fut.done():
            if kind == "error":
                fut.set_exception(NetError(msg["error"], msg["message"]))
            else:
                fut.set_result(msg)
        elif kind == "error":
            self.errors.append(msg)
        self.changed.set()

    # -- requests ------------------------------------------------------------------------------
    async def request(self, message: dict) -> dict:
        """Send ``message`` and wait for the server's answer to it; NetError if refused."""
        if self.ws is None or self.ws.closed:
            raise NetError("closed", "Not connected.")
        ref = self.next_id
        self.next_id += 1
        fut = asyncio.get_running_loop().create_future()
        self.pending[ref] = fut
        await self.ws.send_str(json.dumps({**message, "id": ref}))
        try:
            return await asyncio.wait_for(fut, self.timeout)
        finally:
            self.pending.pop(ref, None)

    async def send_raw(self, text: str) -> None:
        """Any text frame as it is (the hostile-client tests)."""
        assert self.ws is not None
        await self.ws.send_str(text)

    async def create(
        self,
        game: str,
        seats: list[str],
        name: str,
        seat: int | None = None,
        options: dict | None = None,
    ) -> dict:
        msg: dict[str, Any] = {"t": "create", "game": game, "seats": seats, "name": name}
        if seat is not None:
            msg["seat"] = seat
        if options:
            msg["options"] = options
        return await self.request(msg)

    async def join(self, code: str) -> dict:
        return await self.request({"t": "join", "code": code})

    async def sit(self, code: str, seat: int, name: str) -> dict:
        return await self.request({"t": "sit", "code": code, "seat": seat, "name": name})

    async def resume(self, code: str | None = None, token: str | None = None) -> dict:
        """Back to a seat (this client's own, or the given one); with the events missed."""
        code, token = code or self.code, token or self.token
        if code is None or token is None:
            raise NetError("token", "No seat to go back to.")
        msg: dict[str, Any] = {"t": "resume", "code": code, "token": token}
        if self.view is not None and code == self.code:
            msg.update(since=self.n, epoch=self.epoch)
        self.token = token
        return await self.request(msg)

    async def start(self) -> dict:
        return await self.request({"t": "start"})

    async def act(self, action: dict) -> dict:
        return await self.request({"t": "act", "n": self.n, "action": action})

    async def undo(self) -> dict:
        return await self.request({"t": "undo", "n": self.n})

    async def status(self, seats: list[tuple[str, str]]) -> list[dict]:
        """Where one's games stand, from (code, token) pairs kept on the device: each entry
        says whose turn it is (``your_turn``), or ``error`` for a token that opens nothing."""
        reply = await self.request(
            {"t": "status", "seats": [{"code": c, "token": t} for c, t in seats]}
        )
        return reply["games"]

    async def ping(self) -> dict:
        return await self.request({"t": "ping"})

    async def wait_for(self, check: Callable[[Client], bool], timeout: float | None = None) -> None:
        """Until ``check(self)`` holds (after some message arrived); TimeoutError otherwise."""

        async def until() -> None:
            while not check(self):
                if not self.connected and not check(self):
                    raise NetError("closed", "The connection closed.")
                self.changed.clear()
                await self.changed.wait()

        await asyncio.wait_for(until(), timeout or self.timeout)
