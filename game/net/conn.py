"""The room server's client, without its transport: what a seat knows, the requests and
their answers (pure asyncio; desktop and web alike).

:class:`BaseClient` keeps what its seat may know (``view``, ``legal``, ``current``, ``n``,
``over``, ``result``, ``can_undo``, ``room``), queues each update in ``updates`` and pairs each
request with the server's answer. A transport subclasses it with ``connect``, ``close``,
``drop``, ``connected`` and ``_send``, and calls ``_on(message)`` for each message and
``_ended()`` when the connection ends: :class:`game.net.client.Client` (aiohttp, the desktop)
and :class:`game.net.webclient.WebClient` (the browser's WebSocket).
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

CHAT_KEPT_HERE = 200  # lines of a game's chat a client holds


class NetError(Exception):
    """The server refused a request: ``code`` (protocol.E_*) and a readable message."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class BaseClient:
    def __init__(self, url: str, timeout: float = 20.0) -> None:
        self.url = url
        self.timeout = timeout
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
        self.watching = False  # a watcher: the public view, no seat
        self.clock: dict | None = None  # {"seat", "left", "turn"} of the turn being played
        self.clock_at = 0.0  # time.monotonic() when ``clock`` arrived
        self.standin: list[int] = []  # actions a bot made for a person
        self.chat: list[dict] = []  # the "said" lines of the game, oldest first
        self.said: asyncio.Queue = asyncio.Queue()  # each new line as it arrives
        self.open_rooms: list[dict] = []
        self.updates: asyncio.Queue = asyncio.Queue()
        self.errors: list[dict] = []  # errors that answered no request (e.g. rate limits)
        self.changed = asyncio.Event()

    @property
    def my_turn(self) -> bool:
        return self.seat is not None and self.current == self.seat and not self.over

    # -- the transport's part ----------------------------------------------------------------
    @property
    def connected(self) -> bool:
        raise NotImplementedError

    async def connect(self) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def drop(self) -> None:
        """Lose the connection without a word (a network drop, a closed lid)."""
        raise NotImplementedError

    async def _send(self, text: str) -> None:
        raise NotImplementedError

    def _ended(self) -> None:
        """The connection is gone: every request waiting for an answer fails."""
        for fut in self.pending.values():
            if not fut.done():
                fut.set_exception(NetError("closed", "The connection closed."))
        self.pending.clear()
        self.changed.set()

    # -- messages ------------------------------------------------------------------------------
    async def reconnect(self) -> dict:
        """A fresh connection back to this seat; the events missed come with the state."""
        await self.drop()
        await self.connect()
        return await self.resume()

    def _on(self, msg: dict) -> None:
        kind = msg.get("t")
        if kind == "state":
            self.code, self.seat = msg["code"], msg["seat"]
            self.n, self.epoch = msg["n"], msg["epoch"]
            self.view, self.legal, self.current = msg["view"], msg["legal"], msg["current"]
            self.over, self.result, self.can_undo = msg["over"], msg["result"], msg["can_undo"]
            self.clock, self.standin = msg.get("clock"), list(msg.get("standin", ()))
            self.clock_at = time.monotonic()
            self.updates.put_nowait(msg)
        elif kind == "said":
            self.chat.append(msg)
            del self.chat[:-CHAT_KEPT_HERE]
            self.said.put_nowait(msg)
        elif kind == "chat":
            self.chat = list(msg["lines"])[-CHAT_KEPT_HERE:]
        elif kind == "rooms":
            self.open_rooms = list(msg["rooms"])
        elif kind == "room":
            self.room = msg
            self.code = msg["code"]
            self.watching = bool(msg.get("watching"))
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
        if not self.connected:
            raise NetError("closed", "Not connected.")
        ref = self.next_id
        self.next_id += 1
        fut = asyncio.get_running_loop().create_future()
        self.pending[ref] = fut
        await self._send(json.dumps({**message, "id": ref}))
        try:
            return await asyncio.wait_for(fut, self.timeout)
        finally:
            self.pending.pop(ref, None)

    async def create(
        self,
        game: str,
        seats: list[str],
        name: str,
        seat: int | None = None,
        options: dict | None = None,
        table: dict | None = None,
    ) -> dict:
        """A new room; ``table``: how it is run (protocol.TABLE_DEFAULTS: clock, standin,
        watch, chat, open)."""
        msg: dict[str, Any] = {"t": "create", "game": game, "seats": seats, "name": name}
        if seat is not None:
            msg["seat"] = seat
        if options:
            msg["options"] = options
        if table:
            msg["table"] = table
        return await self.request(msg)

    async def join(self, code: str) -> dict:
        return await self.request({"t": "join", "code": code})

    async def sit(self, code: str, seat: int, name: str) -> dict:
        return await self.request({"t": "sit", "code": code, "seat": seat, "name": name})

    async def resume(self, code: str | None = None, token: str | None = None) -> dict:
        """Back to a seat (this client's own, or the given one); with the events missed (all of
        them when this client has seen none of the game yet)."""
        code, token = code or self.code, token or self.token
        if code is None or token is None:
            raise NetError("token", "No seat to go back to.")
        msg: dict[str, Any] = {"t": "resume", "code": code, "token": token}
        if self.view is not None and code == self.code:
            msg.update(since=self.n, epoch=self.epoch)
        else:  # a seat opened afresh: every event it saw, so its log is whole again
            msg["since"] = 0
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

    async def record(self) -> dict:
        """This seat's finished game as it saw it, for review (game/net/record.py); refused
        (``wrong_state``) before the game is over."""
        return await self.request({"t": "record"})

    async def watch(self, code: str) -> dict:
        """Watch a room: its ``room`` (``watching`` true), then its public ``state`` live
        (``seat`` None) and its ``chat``; refused (``not_allowed``) when the host said no."""
        self.seat = None
        return await self.request({"t": "watch", "code": code})

    async def rooms(self) -> list[dict]:
        """The rooms open to anyone, not started, with a seat free."""
        reply = await self.request({"t": "rooms"})
        return list(reply["rooms"])

    async def rematch(self, want: bool = True) -> dict:
        return await self.request({"t": "rematch", "want": want})

    async def leave(self) -> dict:
        """A bot plays this seat until this client resumes it."""
        return await self.request({"t": "leave"})

    async def concede(self) -> dict:
        return await self.request({"t": "concede"})

    async def say(self, react: str | None = None, text: str | None = None) -> dict:
        """A reaction (protocol.REACTIONS) or a line of text to the table."""
        msg: dict[str, Any] = {"t": "say"}
        if react is not None:
            msg["react"] = react
        if text is not None:
            msg["text"] = text
        return await self.request(msg)

    async def email(self, address: str | None, lang: str | None = None) -> dict:
        """This seat's address for reminders of slow games (None: none), and the language
        they are written in (``lang``; default English); never shown."""
        msg: dict[str, Any] = {"t": "email", "address": address}
        if lang is not None:
            msg["lang"] = lang
        return await self.request(msg)

    async def ping(self) -> dict:
        return await self.request({"t": "ping"})

    async def wait_for(self, check: Callable[[Any], bool], timeout: float | None = None) -> None:
        """Until ``check(self)`` holds (after some message arrived); TimeoutError otherwise."""

        async def until() -> None:
            while not check(self):
                if not self.connected and not check(self):
                    raise NetError("closed", "The connection closed.")
                self.changed.clear()
                await self.changed.wait()

        await asyncio.wait_for(until(), timeout or self.timeout)
