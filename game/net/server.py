"""The room server: one aiohttp process serves ``build/web/`` and the rooms' websockets.

aiohttp, not a bare websocket library, because one process then serves both the page and its
rooms (one port, one origin, one thing to run), and its client is the desktop's and the tests'.
``python -m game serve`` (docs/online.md). The server is authoritative: the engine state lives
in the rooms (rooms.py), every action goes through the engine, and each connection receives
only what its seat may know. Hostile clients are bounded by a message size cap, strict parsing
(protocol.py), a per-connection message rate, per-address limits on failed look-ups (room
codes cannot be enumerated), on rooms created and on connections, and an Origin allow-list.
Seat tokens are never logged and never sent to anybody but the seat's own connection.
"""

from __future__ import annotations

import asyncio
import logging
import os
import secrets
import signal
import socket
import sys
import time
import types
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable, Coroutine, Generator
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from aiohttp import WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError

from game.net import collector
from game.net import protocol as P
from game.net.config import Config, config_from
from game.net.database import default_url, open_store
from game.net.heavy import Heavy
from game.net.metrics import CONTENT_TYPE, Metrics
from game.net.protocol import ProtocolError
from game.net.rooms import HUMAN, OVER, PLAYING, Hub, Room, token_hash
from game.net.store import StoreError

if TYPE_CHECKING:  # the bus (and redis) are imported only when rooms are shared
    from game.net.bus import Bus

log = logging.getLogger("meadow.net")


class BadRequests(logging.Filter):
    """A malformed or over-long HTTP request is the client's fault: aiohttp answers it 400
    and would log a traceback; one line instead (the request's first bytes, shortened)."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        if isinstance(exc, HttpProcessingError):
            record.msg, record.args = (
                "bad HTTP request refused: %s %s",
                (
                    exc.code,
                    " ".join(str(exc.message).split())[:120],
                ),
            )
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.INFO, "INFO"
        return True


http_log = logging.getLogger("meadow.http")
http_log.addFilter(BadRequests())

OUTBOX = 256  # messages waiting for a slow client before it is dropped
STRIKES = 20  # refused messages (rate, malformed, binary) before the connection is closed
LEASE = 2.0  # seconds a bot's turn stays with the process that took it (renewed as it thinks)
LEASE_SWEEP = 0.5  # seconds between looks for turns whose process died
# Rooms nobody is connected to that one process keeps in memory, the least recently left
# forgotten first: coming back to one (a dropped connection, a finished game's record, the
# results) then replays nothing on the event loop. With several processes a room is forgotten
# as soon as it is left, since another process may change it meanwhile.
IDLE_ROOMS = 256


class Bucket:
    """A token bucket: ``rate`` tokens a second up to ``burst``."""

    __slots__ = ("tokens", "rate", "burst", "last")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.tokens, self.last = rate, burst, burst, time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def take(self) -> bool:
        self._fill()
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def empty(self) -> bool:
        self._fill()
        return self.tokens < 1.0

    def full(self) -> bool:
        self._fill()
        return self.tokens >= self.burst


@dataclass(eq=False)
class Conn:
    ws: web.WebSocketResponse
    ip: str
    bucket: Bucket
    code: str | None = None
    seat: int | None = None
    sent_n: int = 0
    epoch: int = 0
    has_state: bool = False  # a state of the current game was sent (sent_n, epoch are its)
    watching: bool = False  # a watcher of its room: the public view, no seat
    token: str | None = None  # the hash of the token of its seat (its seat after a rematch)
    says: Bucket | None = None  # lines said at the table
    records: Bucket | None = None  # records built for it (a cached one is free)
    heavy: bool = False  # a heavy answer (a record, a long catch-up) is being built for it
    holding: bool = False  # its catch-up is being built: no update is sent before it
    strikes: int = 0
    last_rate_error: float = 0.0
    # Frames waiting behind a write that waits for the socket to drain, and that write's task:
    # both empty while the client reads (nearly always), each frame then written at once.
    outbox: deque[str] = field(default_factory=deque)
    writing: asyncio.Future | None = None
    closed: bool = False


class Server:
    def __init__(self, cfg: Config) -> None:
        self.cfg = cfg
        self.store = open_store(cfg.database or default_url(cfg.data), durable=cfg.durable)
        self.hub = Hub(self.store)
        self.hub.on_caught_up = self.on_caught_up
        # Several processes (a shared store, or a shared file and Redis): presence and bots'
        # turns go through the store, so that any process may stand in for another.
        self.me = f"{socket.gethostname()}-{os.getpid()}-{secrets.token_hex(3)}"
        self.shared = self.store.shared or bool(cfg.redis)
        self.hub.leases = self.shared
        self.idle: OrderedDict[str, None] = OrderedDict()  # rooms left, kept (maybe_evict)
        # seats connected to any process, per room (watchers as -1, -2, …)
        self.here: dict[str, set[int]] = {}
        self.presence_wake = asyncio.Event()
        self.presence_written: list[tuple[str, int]] = []
        self.presence_renew = 0.0
        self.loops: list[asyncio.Task] = []
        self.bus: Bus | None = None
        self.poller: asyncio.Task | None = None
        self.sweeper: asyncio.Task | None = None
        self.by_room: dict[str, set[Conn]] = {}
        self.conns: set[Conn] = set()
        self.per_ip: dict[str, int] = {}
        self.lookups: dict[str, Bucket] = {}
        self.creates: dict[str, Bucket] = {}
        self.room_lookups: dict[str, Bucket] = {}  # wrong tokens per room, from anywhere
        self.smtp = None
        if cfg.smtp:
            from game.net import mail

            self.smtp = mail.parse(cfg.smtp)
        self.mailed = 0  # reminders sent
        # Several processes: per room, the last line read from the store and the lines told
        # here since (their own process's), so each line reaches each connection once.
        self.chat_seen: dict[str, int] = {}
        self.chat_told: dict[str, set[int]] = {}
        self.watcher_cache: tuple[tuple, dict] = ((), {})
        self.bots: dict[str, asyncio.Task] = {}
        self.heavy = Heavy(cfg.workers, cfg.bot_workers)
        self.records = Bucket(cfg.records_per_s, max(2.0, 2 * cfg.records_per_s))
        self.tasks: set[asyncio.Task] = set()  # answers being prepared (kept from the GC)
        self.counts = {"messages": 0, "refused": 0, "closed_hostile": 0, "actions": 0}
        # Milliseconds from an action's frame read to every update queued (commit included):
        # the server's own part of a move's round trip, for the bench.
        self.act_ms: deque[float] = deque(maxlen=100_000)
        self.gc_pauses: collector.Pauses | None = None  # a served process's, with --stats
        self.metrics = Metrics(
            {
                "meadow_connections": ("Open websockets", lambda: len(self.conns)),
                "meadow_rooms_loaded": ("Rooms in this process's memory", self._loaded),
                "meadow_rooms_connected": ("Rooms with a connection here", self._connected),
                "meadow_records_pending": ("Records being built", self._pending),
                "meadow_bot_searches": (
                    "Bots' decisions being searched or waiting for a worker",
                    lambda: self.heavy.searching,
                ),
                "meadow_rooms_set_aside": ("Stored games that do not replay", self._aside),
            }
        )
        self.store.timed = self.metrics.db_seconds.observe
        self.app = web.Application()
        self.app.router.add_get("/ws", self.ws_handler)
        self.app.router.add_get("/healthz", self.healthz)
        self.app.router.add_get("/metrics", self.metrics_handler)
        if cfg.stats:
            self.app.router.add_get("/stats", self.stats_handler)
        self.app.router.add_get("/", self.index)
        if os.path.isdir(cfg.web):
            self.app.router.add_static("/", cfg.web, follow_symlinks=False)
        self.app.on_startup.append(self._startup)
        self.app.on_shutdown.append(self._shutdown)

    # -- life -------------------------------------------------------------------------------
    async def _startup(self, app: web.Application) -> None:
        self.store.start_background()
        if self.cfg.redis:
            from game.net.bus import Bus

            bus = self.bus = Bus(self.cfg.redis, self.on_remote_change)
            await bus.start()
        if self.bus is not None or self.store.shared:
            self.poller = asyncio.create_task(self._poll())
        if self.shared:
            self.loops += [
                asyncio.create_task(self._presence()),
                asyncio.create_task(self._sweep_leases()),
            ]
        self.sweeper = asyncio.create_task(self._sweep())
        self.loops.append(asyncio.create_task(self._sweep_clocks()))
        games = self.hub.load_all(PLAYING)  # every game goes on where it stood
        for room in games:
            self.schedule_bot(room)
            self.maybe_evict(room.code)
        log.info("%d games in play, %d with a bot to move", len(games), len(self.bots))
        if self.hub.set_aside:
            log.error(
                "%d games could not be restored and are set aside: %s",
                len(self.hub.set_aside),
                " ".join(sorted(self.hub.set_aside)),
            )

    async def _shutdown(self, app: web.Application) -> None:
        for task in list(self.bots.values()):
            task.cancel()
        for conn in list(self.conns):
            await conn.ws.close(code=1001, message=b"server shutting down")
        for loop in (self.poller, self.sweeper, *self.loops):
            if loop is not None:
                loop.cancel()
        if self.bus is not None:
            await self.bus.close()
        self.heavy.close()
        if self.shared:
            try:  # this process's connections are gone now, not when their rows expire
                self.store.set_presence(self.me, [], 0.0)
            except Exception:
                pass
        self.store.close()

    def expire_lobbies(self) -> list[str]:
        """Rooms created and never started, untouched for ``lobby_days``, are deleted (a
        bound on what creating rooms can cost); a room somebody here is in stays."""
        before = time.time() - self.cfg.lobby_days * 86400
        codes = self.store.expire_lobbies(before, keep=set(self.by_room))
        for code in codes:
            self.hub.rooms.pop(code, None)
        if codes:
            log.info("%d rooms never started were deleted", len(codes))
        return codes

    async def _sweep(self) -> None:
        while True:
            try:
                self.expire_lobbies()
            except Exception:
                log.exception("expiring rooms failed")
            await asyncio.sleep(3600)

    async def healthz(self, request: web.Request) -> web.Response:
        """For a load balancer and whoever runs it: 200 when the database (and the bus, if
        any) answer, else 503; the games set aside are listed either way."""
        began = time.perf_counter()
        checks: dict[str, str] = {}
        try:
            self.store.ping()
            checks["database"] = "ok"
        except Exception as exc:
            checks["database"] = f"unreachable: {type(exc).__name__}"
        if self.bus is not None:
            try:
                await asyncio.wait_for(self.bus.ping(), 2.0)
                checks["bus"] = "ok"
            except Exception as exc:
                checks["bus"] = f"unreachable: {type(exc).__name__}"
        ok = all(v == "ok" for v in checks.values())
        body = {
            "ok": ok,
            **checks,
            "set_aside": dict(sorted(self.hub.set_aside.items())),
            "ms": round(1000 * (time.perf_counter() - began), 2),
        }
        return web.json_response(body, status=200 if ok else 503)

    def _loaded(self) -> float:
        return len(self.hub.rooms)

    def _connected(self) -> float:
        return len(self.by_room)

    def _pending(self) -> float:
        return self.heavy.pending

    def _aside(self) -> float:
        return len(self.hub.set_aside)

    async def metrics_handler(self, request: web.Request) -> web.Response:
        return web.Response(body=self.metrics.text(), headers={"Content-Type": CONTENT_TYPE})

    async def index(self, request: web.Request) -> web.StreamResponse:
        page = Path(self.cfg.web) / "index.html"
        if page.is_file():
            return web.FileResponse(page)
        return web.Response(
            text="Meadow's room server is running. Build the page with `make web` to play here.\n"
        )

    async def stats_handler(self, request: web.Request) -> web.Response:
        return web.json_response(
            {
                "pid": os.getpid(),
                "loop": type(asyncio.get_running_loop()).__module__,
                "connections": len(self.conns),
                "rooms_loaded": len(self.hub.rooms),
                "writes": self.store.writes,
                **self.counts,
                "act_ms": sorted(self.act_ms),
                "gc": None
                if self.gc_pauses is None
                else self.gc_pauses.stats("tracked" in request.query),
                "heavy": self.heavy.stats(),
                "bus": None
                if self.bus is None
                else {"published": self.bus.published, "received": self.bus.received},
            }
        )

    # -- connections -------------------------------------------------------------------------
    def client_ip(self, request: web.Request) -> str:
        if self.cfg.trust_proxy:
            forwarded = request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.split(",")[-1].strip()[:64]
        return request.remote or "?"

    def origin_ok(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        if not self.cfg.origins or origin is None:
            return True  # no list, or not a browser (a browser always sends its page's origin)
        if origin in self.cfg.origins:
            return True
        return urlparse(origin).netloc == request.host  # the page this server serves

    async def ws_handler(self, request: web.Request) -> web.StreamResponse:
        if not self.origin_ok(request):
            return web.Response(status=403, text="origin not allowed")
        ip = self.client_ip(request)
        if len(self.conns) >= self.cfg.max_connections or (
            self.per_ip.get(ip, 0) >= self.cfg.max_per_ip
        ):
            return web.Response(status=503, text="too many connections")
        ws = web.WebSocketResponse(max_msg_size=P.MAX_MESSAGE, compress=False, heartbeat=30.0)
        await ws.prepare(request)
        conn = Conn(ws, ip, Bucket(self.cfg.msg_rate, self.cfg.msg_burst))
        self.conns.add(conn)
        self.per_ip[ip] = self.per_ip.get(ip, 0) + 1
        try:
            async for msg in ws:
                if msg.type == WSMsgType.TEXT:
                    await self.on_text(conn, msg.data)
                elif msg.type == WSMsgType.BINARY:
                    self.refuse(conn, P.error(P.E_BAD, "Messages are JSON text frames."))
                else:
                    break
                if conn.strikes > STRIKES and not conn.closed:
                    self.counts["closed_hostile"] += 1
                    for _ in range(50):  # let the errors already queued go out first
                        if conn.writing is None:
                            break
                        await asyncio.sleep(0.01)
                    conn.closed = True
                    await ws.close(code=1008, message=b"too many refused messages")
                    break
        finally:
            conn.closed = True
            if conn.writing is not None:
                conn.writing.cancel()
            self.conns.discard(conn)
            self.per_ip[ip] -= 1
            if not self.per_ip[ip]:
                del self.per_ip[ip]
            self.detach(conn)
        return ws

    def send(self, conn: Conn, message: dict) -> None:
        self.send_text(conn, P.dumps(message))

    def send_text(self, conn: Conn, text: str) -> None:
        """One frame to the client, in order: written now when no earlier one waits (a task
        per frame, or one per connection waking for each, costs more than the write)."""
        if conn.closed:
            return
        if conn.writing is not None:
            if len(conn.outbox) >= OUTBOX:  # a client that does not read: let it reconnect
                conn.closed = True
                asyncio.ensure_future(conn.ws.close(code=1013, message=b"too slow"))
                return
            conn.outbox.append(text)
            return
        write = conn.ws.send_str(text)
        try:
            waiting = write.send(None)  # the write runs until it would wait, if ever
        except StopIteration:
            return  # written
        except (ConnectionError, RuntimeError):
            return  # the connection is closing: its handler cleans up
        # The socket is full (a client that reads slowly): the write finishes in a task once
        # the socket drains; what is sent meanwhile waits in the outbox.
        conn.writing = asyncio.ensure_future(self._drain(conn, _resumed(write, waiting)))

    async def _drain(self, conn: Conn, write: Awaitable[None]) -> None:
        try:
            await write
            while conn.outbox and not conn.closed:
                await conn.ws.send_str(conn.outbox.popleft())
        except (asyncio.CancelledError, ConnectionError, RuntimeError):
            conn.closed = True  # nothing more is written to it
        finally:
            conn.writing = None

    def refuse(self, conn: Conn, message: dict, kind: str | None = None) -> None:
        conn.strikes += 1
        self.counts["refused"] += 1
        self.metrics.errors.labels(kind or message.get("error", "?")).inc()
        self.send(conn, message)

    # -- messages ----------------------------------------------------------------------------
    async def on_text(self, conn: Conn, text: str) -> None:
        self.counts["messages"] += 1
        if not conn.bucket.take():
            conn.strikes += 1
            self.counts["refused"] += 1
            self.metrics.errors.labels(P.E_RATE).inc()
            ref = P.peek_id(text)
            now = time.monotonic()
            # A request waiting on its id gets its answer; otherwise one error a second.
            if ref is not None or now - conn.last_rate_error > 1.0:
                conn.last_rate_error = now
                self.send(conn, P.error(P.E_RATE, "Too many messages: slow down.", ref))
            return
        ref = None
        try:
            msg = P.parse_client(text)
            ref = msg.get("id")
            await self.dispatch(conn, msg, ref)
        except ProtocolError as exc:
            self.refuse(conn, P.error(exc.code, exc.message, ref if ref is not None else exc.ref))
        except Exception:  # a bug must not take the server down; the room is unchanged
            log.exception("request failed")
            self.refuse(
                conn, P.error(P.E_BAD, "The server could not handle that.", ref), "internal"
            )

    def lookup_allowed(self, conn: Conn, code: str | None = None) -> None:
        """Refuse a look-up from an address (or, with ``code``, for a room) that has had too
        many wrong ones; a right token is let through before this is asked."""
        bucket = self.lookups.get(conn.ip)
        if bucket is not None and bucket.empty():
            raise ProtocolError(P.E_RATE, "Too many wrong room codes or tokens: wait a minute.")
        bucket = self.room_lookups.get(code) if code is not None else None
        if bucket is not None and bucket.empty():
            raise ProtocolError(P.E_RATE, "Too many wrong tokens for this room: wait a minute.")

    def lookup_failed(self, conn: Conn, code: str | None = None) -> None:
        bucket = self.lookups.get(conn.ip)
        if bucket is None:
            self._prune(self.lookups)
            bucket = self.lookups[conn.ip] = Bucket(
                self.cfg.lookup_per_min / 60.0, self.cfg.lookup_burst
            )
        bucket.take()
        if code is not None:
            bucket = self.room_lookups.get(code)
            if bucket is None:
                self._prune(self.room_lookups)
                bucket = self.room_lookups[code] = Bucket(
                    self.cfg.room_lookup_per_min / 60.0, self.cfg.room_lookup_burst
                )
            bucket.take()

    def authenticate(self, conn: Conn, code: str, token: str) -> tuple[Room, int]:
        """A seat by its token: a right token always opens it; only wrong ones count, against
        the address and against the room, and are refused once either had too many."""
        try:
            return self.hub.authenticate(code, token)
        except ProtocolError as exc:
            if exc.code == P.E_BROKEN:
                raise
            self.lookup_allowed(conn, code)
            self.lookup_failed(conn, code)
            raise

    @staticmethod
    def _prune(buckets: dict[str, Bucket]) -> None:
        if len(buckets) > 10_000:
            for ip in [ip for ip, b in buckets.items() if b.full()]:
                del buckets[ip]

    async def dispatch(self, conn: Conn, msg: dict, ref: int | None) -> None:
        kind = msg["t"]
        if kind == "ping":
            self.send(conn, {"t": "pong", **({"id": ref} if ref is not None else {})})
        elif kind == "create":
            self.on_create(conn, msg, ref)
        elif kind == "join":
            self.on_join(conn, msg, ref)
        elif kind == "sit":
            await self.on_sit(conn, msg, ref)
        elif kind == "resume":
            self.on_resume(conn, msg, ref)
        elif kind == "status":
            self.on_status(conn, msg, ref)
        elif kind == "record":
            self.on_record(conn, ref)
        elif kind == "watch":
            self.on_watch(conn, msg, ref)
        elif kind == "rooms":
            self.on_rooms(conn, ref)
        elif kind == "say":
            await self.on_say(conn, msg, ref)
        elif kind in ("rematch", "leave", "concede", "email"):
            await self.on_table(conn, kind, msg, ref)
        else:
            await self.on_seated(conn, kind, msg, ref)

    def on_create(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        bucket = self.creates.get(conn.ip)
        if bucket is None:
            self._prune(self.creates)
            bucket = self.creates[conn.ip] = Bucket(
                self.cfg.create_per_min / 60.0, self.cfg.create_burst
            )
        if not bucket.take():
            raise ProtocolError(P.E_RATE, "Too many new rooms from here: wait a minute.")
        room, seat, token = self.hub.create(
            msg["game"], msg["seats"], msg["name"], msg.get("seat"), msg["options"], msg["table"]
        )
        log.info("room %s created (%s, %d seats)", room.code, room.game, len(room.seats))
        self.attach(conn, room, seat, token_hash(token))
        self.send(conn, self._seated(room, seat, token, ref))
        self.push_room(room)

    def on_join(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        self.lookup_allowed(conn)
        room = self.hub.get(msg["code"])
        if room is None:
            self.lookup_failed(conn)
            raise ProtocolError(P.E_ROOM, "There is no room with that code.")
        self.hub.refresh(room.code)
        self.attach(conn, room, None)
        self.send(conn, self._room_msg(room, None, ref))

    async def on_sit(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        self.lookup_allowed(conn)
        if self.hub.get(msg["code"]) is None:
            self.lookup_failed(conn)
            raise ProtocolError(P.E_ROOM, "There is no room with that code.")
        room, token = self.hub.sit(msg["code"], msg["seat"], msg["name"])
        self.attach(conn, room, msg["seat"], token_hash(token))
        self.send(conn, self._seated(room, msg["seat"], token, ref))
        self.push_room(room)
        await self.publish(room.code)

    def on_resume(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        room, seat = self.authenticate(conn, msg["code"], msg["token"])
        self.attach(conn, room, seat, token_hash(msg["token"]))
        if self.hub.take_back(room.code, seat):  # back from a stand-in bot
            log.info("room %s: seat %d taken back from its stand-in", room.code, seat)
            self.bus_later(room.code)
            self.push_room(room)
        self.send(conn, self._room_msg(room, seat, None))
        self.send_chat(conn, room)
        since, epoch = msg.get("since"), msg.get("epoch", room.epoch)
        if room.state is not None and since is not None and room.needs_replay(since, epoch):
            if conn.heavy or self.heavy.busy:  # no budget left: the state as it is now
                self.send_state(conn, room, None, ref)
            else:
                conn.heavy = conn.holding = True
                task = asyncio.create_task(self._send_catch_up(conn, room, seat, since, ref))
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)
        elif room.state is not None:
            events = None if since is None else room.events_since(since, epoch)
            self.send_state(conn, room, events, ref)
        elif ref is not None:
            self.send(conn, self._room_msg(room, seat, ref))
        self.push_room(room)

    def on_status(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        games = []
        for code, token in msg["seats"]:
            try:
                room, seat = self.authenticate(conn, code, token)
            except ProtocolError as exc:
                if exc.code == P.E_RATE:
                    raise
                games.append({"code": code, "error": exc.code})
                continue
            games.append(room.summary(seat))
            self.maybe_evict(room.code)
        reply: dict[str, Any] = {"t": "status", "games": games}
        if ref is not None:
            reply["id"] = ref
        self.send(conn, reply)

    def on_record(self, conn: Conn, ref: int | None) -> None:
        """A finished game as the connection's seat saw it (for its review on the device), or
        a watcher's (the public view), built in a worker process: one pending per connection,
        the others' moves unhindered."""
        room: Room | None
        seat: int | None
        if conn.watching and conn.code is not None:
            room, seat = self.hub.get(conn.code), None
            if room is None:
                raise ProtocolError(P.E_ROOM, "There is no room with that code.")
        else:
            room, seat = self.seated(conn)
        room = self.hub.refresh(room.code) or room  # another process may have ended it
        if room.status != OVER:
            raise ProtocolError(P.E_STATE, "The game is not over yet.")
        if conn.heavy:
            raise ProtocolError(P.E_RATE, "Your last record is still being prepared.")
        if self.heavy.busy or self.records.empty():
            raise ProtocolError(P.E_RATE, "The server is busy: ask again in a moment.")
        key = (room.code, seat, room.epoch, room.n)
        if key not in self.heavy.cache:  # a build costs a worker's time: the budget
            if conn.records is None:
                conn.records = Bucket(self.cfg.records_per_min / 60.0, self.cfg.records_burst)
            if not conn.records.take():
                raise ProtocolError(P.E_RATE, "You asked for many records: wait a moment.")
        self.records.take()  # only once the connection's own budget let it through
        # All taken now: a rematch may start the next game while the worker builds this one.
        frame = room.record_reply(seat, {})
        conn.heavy = True
        job = (room.game, len(room.seats), room.seed, dict(room.options), list(room.actions), seat)
        task = asyncio.create_task(self._send_record(conn, frame, key, job, ref))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def on_watch(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        """A watcher: no seat, no token; the room's public view live, its chat."""
        self.lookup_allowed(conn)
        room = self.hub.get(msg["code"])
        if room is None:
            self.lookup_failed(conn)
            raise ProtocolError(P.E_ROOM, "There is no room with that code.")
        room = self.hub.refresh(room.code) or room
        if not room.table["watch"]:
            raise ProtocolError(P.E_OFF, "The host turned watching off.")
        self.attach(conn, room, None, watching=True)
        self.send(conn, self._room_msg(room, None, ref, watching=True))
        if room.state is not None:
            # The game so far, as every seat saw it, for the watcher's log; a long game
            # (events_since says None) is sent as it stands, without them.
            self.send_watcher(conn, room, room.events_since(0, room.epoch), None)
        self.send_chat(conn, room)
        self.push_room(room)  # the players' count of watchers

    def on_rooms(self, conn: Conn, ref: int | None) -> None:
        """The rooms open to anyone, not started, with a seat free."""
        out = []
        for code in self.store.listed(limit=50):
            try:
                room = self.hub.get(code)
            except ProtocolError:
                continue
            if room is not None:
                out.append(room.listing())
                self.maybe_evict(code)
        reply: dict[str, Any] = {"t": "rooms", "rooms": out}
        if ref is not None:
            reply["id"] = ref
        self.send(conn, reply)

    async def on_say(self, conn: Conn, msg: dict[str, Any], ref: int | None) -> None:
        room, seat = self.seated(conn)
        if conn.says is None:
            conn.says = Bucket(self.cfg.say_per_min / 60.0, self.cfg.say_burst)
        if not conn.says.take():
            raise ProtocolError(P.E_RATE, "You are saying a lot: wait a moment.")
        line = {k: msg[k] for k in ("react", "text") if k in msg}
        said = self.hub.say(room.code, seat, line)
        self.send(conn, P.ok(ref))
        self.tell_said(room.code, said)
        if self.bus is not None:
            self.bus.publish(room.code, "chat")

    def tell_said(self, code: str, said: dict) -> None:
        for c in self.by_room.get(code, ()):
            self.send(c, said)
        if code in self.chat_seen:  # told here already: not again when read from the store
            self.chat_told.setdefault(code, set()).add(said["i"])

    def on_remote_chat(self, code: str) -> None:
        """Lines said on another process: to this process's connections of the room."""
        if code not in self.by_room or code not in self.chat_seen:
            return
        told = self.chat_told.get(code, set())
        for i, line in self.store.chat(code, after=self.chat_seen[code]):
            self.chat_seen[code] = i
            if i in told:
                continue
            for c in self.by_room.get(code, ()):
                self.send(c, {**line, "i": i})
        if told:
            self.chat_told[code] = {i for i in told if i > self.chat_seen[code]}

    async def on_table(self, conn: Conn, kind: str, msg: dict[str, Any], ref: int | None) -> None:
        """rematch, leave, concede and email, by the connection's own seat."""
        room, seat = self.seated(conn)
        code = room.code
        if kind == "rematch":
            room, started = self.hub.vote(code, seat, msg["want"], self.online(code))
            if started:
                log.info("room %s: rematch, game %d", code, room.game_no)
                self.reseat(room)
        elif kind == "leave":
            room = self.hub.leave(code, seat)
            if room.seats[seat]["kind"] == P.OPEN:  # left before the start: no seat now
                self.attach(conn, room, None)
        elif kind == "concede":
            room = self.hub.concede(code, seat)
        else:
            room = self.hub.set_email(code, seat, msg["address"], msg["lang"])
        self.send(conn, P.ok(ref))
        self.push_room(room)
        self.push(room)
        self.schedule_bot(room)
        await self.publish(code)

    # -- turn clocks and reminders ---------------------------------------------------------------
    async def _sweep_clocks(self) -> None:
        """Turns whose clock ran out go to a stand-in bot, and reminders due are sent; with
        several processes, each room's under its lease (work done once)."""
        while True:
            await asyncio.sleep(self.cfg.clock_sweep)
            try:
                await self.sweep_clocks()
            except Exception:
                log.exception("looking at turn clocks failed")

    async def sweep_clocks(self) -> int:
        now = self.hub.now()
        done = 0
        for code in self.store.due("deadline", now):
            if not self._lease(code):
                continue
            try:
                timed_out = self.hub.timeout(code)
            except ProtocolError:
                continue
            if timed_out is None:
                continue
            room, seat = timed_out
            done += 1
            log.info("room %s: seat %d ran out of time; a bot plays it", code, seat)
            self.push_room(room)
            self.push(room)
            self.schedule_bot(room)
            await self.publish(code)
        if self.smtp is not None:
            for code in self.store.due("remind", now):
                if not self._lease(code):
                    continue
                try:
                    due = self.hub.reminded(code)
                except ProtocolError:
                    continue
                if due is not None:
                    await self.remind(*due)
                    done += 1
        return done

    async def remind(self, room: Room, seat: int, address: str) -> None:
        from game.net import mail

        assert self.smtp is not None
        link = f"{self.cfg.public_url or 'http://' + self.cfg.host}/?room={room.code}"
        lang = str(room.seats[seat].get("lang") or "en")
        message = mail.reminder(self.smtp, address, room.game, room.code, link, lang)
        try:
            await asyncio.to_thread(mail.send, self.smtp, message)
            self.mailed += 1
            log.info("room %s: a 'your turn' reminder sent", room.code)
        except Exception as exc:  # the mail server away: the game goes on, said in the log
            log.warning("room %s: reminder not sent (%s)", room.code, type(exc).__name__)

    async def _send_catch_up(
        self, conn: Conn, room: Room, seat: int, since: int, ref: int | None
    ) -> None:
        """A long absence's events, replayed in a worker; meanwhile the connection is sent
        no update (it would arrive before the catch-up and then go back in time)."""
        n, epoch = room.n, room.epoch
        seen: list[dict] | None = None
        try:
            seen = await self.heavy.catch_up(
                room.game, len(room.seats), room.seed, room.options, room.actions[:n], since, seat
            )
        except Exception:
            log.exception("catch-up of room %s failed", room.code)
        finally:
            conn.heavy = conn.holding = False
        if conn.closed or conn.code != room.code or conn.seat != seat:
            return
        room = self.hub.rooms.get(room.code, room)
        later = room.events_since(n, epoch) if seen is not None else None
        if later is None:  # an undo (or a failure) meanwhile: the state as it is now
            self.send_state(conn, room, None, ref)
        else:
            self.send_state(conn, room, later, ref, seen=seen)

    async def _send_record(
        self,
        conn: Conn,
        frame: dict,
        key: tuple,
        job: tuple[str, int, int, dict, list, int | None],
        ref: int | None,
    ) -> None:
        """The record of the game that was over when asked, in ``frame`` (its result, seats)."""
        try:
            data = await self.heavy.record(key, *job)
            rest = {k: v for k, v in frame.items() if k != "record"}
            if ref is not None:
                rest["id"] = ref
            head = P.dumps(rest)  # the record's text spliced in as it came from the worker
            self.send_text(conn, f'{head[:-1]},"record":{data}}}')
        except Exception:
            log.exception("record of room %s failed", frame["code"])
            self.send(conn, P.error(P.E_BAD, "The server could not handle that.", ref))
        finally:
            conn.heavy = False

    async def on_seated(self, conn: Conn, kind: str, msg: dict[str, Any], ref: int | None) -> None:
        """start, act and undo: by the connection's own seat."""
        if conn.holding:
            raise ProtocolError(P.E_RATE, "Your game is still being brought up to date.")
        room, seat = self.seated(conn)
        if kind == "start":
            self.hub.start(room.code, seat)
            log.info("room %s started", room.code)
            self.push_room(room)
            self.push(room, conn, ref)
        elif kind == "act":
            began = time.perf_counter()
            self.hub.act(room.code, seat, msg["n"], msg["action"])
            self.counts["actions"] += 1
            self.push(room, conn, ref)
            took = time.perf_counter() - began
            self.act_ms.append(1000 * took)
            self.metrics.moves.inc()
            self.metrics.move_seconds.observe(took)
        elif kind == "undo":
            self.hub.undo(room.code, seat, msg["n"])
            self.push(room, conn, ref)
        self.schedule_bot(room)
        await self.publish(room.code)

    def seated(self, conn: Conn) -> tuple[Room, int]:
        if conn.watching:
            raise ProtocolError(P.E_SEAT, "A watcher has no seat.")
        if conn.code is None or conn.seat is None:
            raise ProtocolError(P.E_SEAT, "Take a seat (or resume yours) first.")
        room = self.hub.get(conn.code)
        if room is None:  # pragma: no cover - rooms are never deleted
            raise ProtocolError(P.E_ROOM, "There is no room with that code.")
        return room, conn.seat

    def _seated(self, room: Room, seat: int, token: str, ref: int | None) -> dict:
        out: dict[str, Any] = {"t": "seated", "code": room.code, "seat": seat, "token": token}
        if ref is not None:
            out["id"] = ref
        return out

    def online(self, code: str) -> set[int]:
        """The seats connected to this room here or, with several processes, anywhere."""
        here = {c.seat for c in self.by_room.get(code, ()) if c.seat is not None}
        return here | {s for s in self.here.get(code, ()) if s >= 0}

    def watchers(self, code: str) -> int:
        """Watchers of the room here or, with several processes, anywhere (the presence rows
        hold them as seats -1, -2, …; they lag a moment behind this process's own)."""
        here = sum(1 for c in self.by_room.get(code, ()) if c.watching)
        return max(here, sum(1 for s in self.here.get(code, ()) if s < 0))

    def _room_msg(
        self, room: Room, you: int | None, ref: int | None, watching: bool = False
    ) -> dict:
        out = room.public(
            you, self.online(room.code), self.watchers(room.code), self.hub.now(), watching
        )
        if ref is not None:
            out["id"] = ref
        return out

    # -- rooms and their connections -------------------------------------------------------
    def attach(
        self,
        conn: Conn,
        room: Room,
        seat: int | None,
        token: str | None = None,
        watching: bool = False,
    ) -> None:
        if conn.code != room.code or conn.watching != watching:
            self.detach(conn)
        self.hub.rooms.setdefault(room.code, room)
        conn.code, conn.seat, conn.token, conn.watching = room.code, seat, token, watching
        conn.sent_n, conn.epoch, conn.has_state = room.n, room.epoch, False
        if room.code not in self.by_room and self.shared:  # lines from now on, from anywhere
            last = self.store.chat(room.code, limit=1)
            self.chat_seen[room.code] = last[-1][0] if last else -1
        self.by_room.setdefault(room.code, set()).add(conn)
        if self.shared and (seat is not None or watching):
            self.presence_wake.set()

    def detach(self, conn: Conn) -> None:
        if conn.code is None:
            return
        code = conn.code
        members = self.by_room.get(code)
        if members is not None:
            members.discard(conn)
            if not members:
                del self.by_room[code]
                self.chat_seen.pop(code, None)
                self.chat_told.pop(code, None)
        if self.shared and (conn.seat is not None or conn.watching):
            self.presence_wake.set()
        conn.code, conn.seat, conn.token, conn.watching = None, None, None, False
        room = self.hub.rooms.get(code)
        if room is not None:
            self.push_room(room)
            self.maybe_evict(code)

    def maybe_evict(self, code: str) -> None:
        """Forget a room nobody here is connected to and no bot is playing (one process: the
        least recently left beyond IDLE_ROOMS): it is reloaded from the store when somebody
        comes back, so memory follows the rooms in use."""
        if code in self.by_room or code in self.bots:
            return
        if self.shared:
            self.hub.rooms.pop(code, None)
            return
        self.idle[code] = None
        self.idle.move_to_end(code)
        while len(self.idle) > IDLE_ROOMS:
            old, _ = self.idle.popitem(last=False)
            if old not in self.by_room and old not in self.bots:
                self.hub.rooms.pop(old, None)

    def push_room(self, room: Room) -> None:
        for c in self.by_room.get(room.code, ()):
            self.send(c, self._room_msg(room, c.seat, None, c.watching))

    def reseat(self, room: Room) -> None:
        """After a rematch moved everyone on: each connection to the seat its token opens."""
        for c in self.by_room.get(room.code, ()):
            if c.token is None:
                continue
            for i, s in enumerate(room.seats):
                if s.get("token") == c.token:
                    c.seat = i
                    break

    def send_watcher(self, conn: Conn, room: Room, events: list | None, ref: int | None) -> None:
        # Watchers who saw the same actions get the same update: built once for all of them.
        now = self.hub.now()
        seen = conn.sent_n if events is not None else None
        key = (room.code, seen, conn.epoch, room.n, room.epoch, room.version, int(now))
        if self.watcher_cache[0] != key:
            self.watcher_cache = (key, room.watcher_state(events, now))
        message = dict(self.watcher_cache[1])
        if ref is not None:
            message["id"] = ref
        conn.sent_n, conn.epoch, conn.has_state = room.n, room.epoch, True
        self.send(conn, message)

    def send_chat(self, conn: Conn, room: Room) -> None:
        kept = self.store.chat(room.code, limit=P.CHAT_KEPT)
        self.send(conn, {"t": "chat", "lines": [{**line, "i": i} for i, line in kept]})

    def bus_later(self, code: str) -> None:
        """Announce a change made outside a request's own publish."""
        if self.bus is not None:
            self.bus.publish(code)

    def send_state(
        self,
        conn: Conn,
        room: Room,
        events: list | None,
        ref: int | None,
        seen: list[dict] | None = None,
        common: dict | None = None,
    ) -> None:
        seat = conn.seat
        assert seat is not None  # only a seated connection is sent a state
        conn.sent_n, conn.epoch, conn.has_state = room.n, room.epoch, True
        if not events and seen is None and room.state.is_over:  # asked again and again
            text = room.over_text(seat, events is None, self.hub.now())
            self.send_text(conn, text if ref is None else f'{text[:-1]},"id":{ref}}}')
            return
        message = room.seat_state(seat, events, seen, self.hub.now(), common)
        if ref is not None:
            message["id"] = ref
        self.send(conn, message)

    def push(self, room: Room, actor: Conn | None = None, ref: int | None = None) -> None:
        """Each seated connection of the room: its seat's update since it was last told."""
        if room.state is None:
            return
        common = None
        for c in self.by_room.get(room.code, ()):
            if c.watching and not c.holding:
                self.send_watcher(c, room, room.events_since(c.sent_n, c.epoch), None)
                continue
            if c.seat is None or c.holding:
                continue
            if common is None:
                common = room.common(self.hub.now())
            events = room.events_since(c.sent_n, c.epoch)
            self.send_state(c, room, events, ref if c is actor else None, common=common)

    async def publish(self, code: str) -> None:
        if self.bus is not None:
            self.bus.publish(code)

    async def _poll(self) -> None:
        """With several processes: a room whose announcement was lost (Redis restarted, or
        no Redis at all) still reaches this process's players, from the shared store, within
        ``cfg.poll`` seconds."""
        while True:
            await asyncio.sleep(self.cfg.poll)
            for code in list(self.by_room):
                self.on_remote_change(code)
                self.on_remote_chat(code)

    def on_remote_change(self, code: str, kind: str = "room") -> None:
        """Another process changed a room: catch up (on_caught_up tells the clients); or
        who is connected to it: read the presence again."""
        if kind == "presence":
            if code in self.by_room:
                self.presence_wake.set()
            return
        if kind == "chat":
            self.on_remote_chat(code)
            return
        try:
            self.hub.refresh(code)
        except ProtocolError as exc:  # set aside: its players here are told
            for c in list(self.by_room.get(code, ())):
                self.send(c, P.error(exc.code, exc.message))
        except Exception:
            log.exception("room %s could not be brought up to date", code)

    def on_caught_up(self, room: Room) -> None:
        """A room was brought up to date with changes this process did not make, on whatever
        path noticed them: every connection of the room here is told what it has not seen,
        and a bot whose turn it now is may think."""
        if room.code in self.by_room:
            self.reseat(room)
            self.push_room(room)
            for c in self.by_room[room.code]:
                if (
                    c.watching
                    and room.state is not None
                    and (c.sent_n, c.epoch)
                    != (
                        room.n,
                        room.epoch,
                    )
                ):
                    self.send_watcher(c, room, room.events_since(c.sent_n, c.epoch), None)
                if (
                    c.seat is not None
                    and not c.holding
                    and room.state is not None
                    and (not c.has_state or c.sent_n != room.n or c.epoch != room.epoch)
                ):
                    self.send_state(c, room, room.events_since(c.sent_n, c.epoch), None)
        if room.bot_to_move() is not None:
            asyncio.get_running_loop().call_soon(self._bot_if_loaded, room.code)

    def _bot_if_loaded(self, code: str) -> None:
        room = self.hub.rooms.get(code)
        if room is not None:
            self.schedule_bot(room)

    # -- several processes: presence and leases ---------------------------------------------
    async def _presence(self) -> None:
        """This process's connected seats into the store (renewed before they expire), and
        the others' out of it: a room's online marks count every process's connections, and
        those of a process that died go out when its rows expire."""
        every = self.cfg.presence_seconds
        while True:
            try:
                await asyncio.wait_for(self.presence_wake.wait(), every)
            except TimeoutError:
                pass
            self.presence_wake.clear()
            try:
                self.sync_presence()
            except Exception as exc:  # the database away: the marks wait, play goes on
                log.warning("presence not updated: %s", type(exc).__name__)
            await asyncio.sleep(0.2)  # connections coming and going: at most 5 writes a second

    def sync_presence(self) -> None:
        now = time.time()
        every = self.cfg.presence_seconds
        mine = sorted(
            {(code, c.seat) for code, cs in self.by_room.items() for c in cs if c.seat is not None}
            | {
                (code, -1 - k)
                for code, cs in self.by_room.items()
                for k in range(sum(1 for c in cs if c.watching))
            }
        )
        if mine != self.presence_written or now >= self.presence_renew:
            self.store.set_presence(self.me, mine, now + 3 * every)
            changed = {code for code, _ in set(mine) ^ set(self.presence_written)}
            self.presence_written, self.presence_renew = mine, now + every
            if self.bus is not None:
                for code in changed:
                    self.bus.publish(code, "presence")
        present = self.store.present(list(self.by_room), now)

        def marks(code: str) -> tuple[set[int], int]:
            return self.online(code), self.watchers(code)

        before = {code: marks(code) for code in present}
        self.here = {code: seats for code, seats in present.items() if seats}
        for code in present:
            room = self.hub.rooms.get(code)
            if room is not None and before[code] != marks(code):
                self.push_room(room)

    def _lease(self, code: str) -> bool:
        """Take or renew the room's lease (its bot's turn is this process's to play)."""
        if not self.shared:
            return True
        now = time.time()
        try:
            return self.store.take_lease(code, self.me, now, now + LEASE)
        except Exception as exc:
            log.warning("lease of room %s not taken: %s", code, type(exc).__name__)
            return False

    async def _sweep_leases(self) -> None:
        """Bots' turns whose process stopped renewing its lease (it died): taken here."""
        while True:
            await asyncio.sleep(LEASE_SWEEP)
            try:
                now = time.time()
                for code in self.store.expired_leases(now):
                    if code in self.bots:
                        continue
                    try:
                        room = self.hub.get(code)
                        if room is not None:
                            self.hub.refresh(code)
                    except ProtocolError:  # set aside: no bot plays it
                        room = None
                    if room is None or room.bot_to_move() is None:
                        self.store.clear_lease(code, now)
                        self.maybe_evict(code)
                        continue
                    self.schedule_bot(room)
            except Exception:
                log.exception("looking for bots' turns failed")

    # -- bots --------------------------------------------------------------------------------
    def schedule_bot(self, room: Room) -> None:
        if room.bot_to_move() is None or room.code in self.bots:
            return
        if not self._lease(room.code):
            return  # another live process plays it
        self.bots[room.code] = asyncio.create_task(self._run_bots(room.code))

    async def _run_bots(self, code: str) -> None:
        try:
            while True:
                room = self.hub.get(code)
                turn = room.bot_to_move() if room is not None else None
                if room is None or turn is None:
                    return
                if not self._lease(code):
                    return  # it went to another process (this one stalled past its lease)
                seat, level = turn
                n, epoch = room.n, room.epoch
                seed = (room.seed * 1_000_003 + n) & ((1 << 62) - 1)
                legal = [a.to_json() for a in room.state.legal_actions()]
                job = self.heavy.bot_action(
                    room.game, level, seed, self.cfg.bot_seconds, room.state.view(seat), legal
                )
                while not job.done():  # the lease renewed while the pool searches
                    await asyncio.wait({job}, timeout=LEASE / 3)
                    if not job.done() and not self._lease(code):
                        job.cancel()  # it went to another process; its answer is not wanted
                        return
                try:
                    action, _ = job.result()
                except BrokenProcessPool:  # its worker died: searched again in a new one
                    log.warning("room %s: the bot's worker died; searching again", code)
                    await asyncio.sleep(0.5)
                    continue
                waited = 0.0
                while waited < self.cfg.bot_delay:  # pacing: the lease renewed meanwhile
                    step = min(LEASE / 3, self.cfg.bot_delay - waited)
                    await asyncio.sleep(step)
                    waited += step
                    if not self._lease(code):
                        return
                room = self.hub.get(code)
                if room is None or room.n != n or room.epoch != epoch:
                    continue  # an undo (or another process) changed the game meanwhile
                standin = level if room.seats[seat]["kind"] == HUMAN else None
                try:  # at the number and epoch it was searched for, or not at all
                    room = self.hub.act(code, seat, n, action, standin, epoch)
                except ProtocolError:
                    await asyncio.sleep(0.05)
                    continue
                self.counts["actions"] += 1
                self.metrics.moves.inc()
                self.push(room)
                await self.publish(code)
                await asyncio.sleep(0)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("bot of room %s failed", code)
        finally:
            self.bots.pop(code, None)
            room = self.hub.rooms.get(code)
            if self.shared and (room is None or room.bot_to_move() is None):
                try:  # nothing left to do: free at once (else it expires for another)
                    self.store.drop_lease(code, self.me)
                except Exception:
                    pass
            self.maybe_evict(code)


@types.coroutine
def _resumed(write: Coroutine[Any, Any, None], waiting: Any) -> Generator[Any, None, None]:
    """The rest of a coroutine that was run by hand until it yielded ``waiting`` (the future
    it awaits): awaited in a task, it first waits for that future, as the task running the
    coroutine would have, then goes on with the coroutine."""
    yield waiting
    yield from write


# -- running it ---------------------------------------------------------------------------------
class Running:
    """A server started inside an event loop (tests, the bench): ``port``, ``stop()``."""

    def __init__(self, server: Server, runner: web.AppRunner, port: int) -> None:
        self.server, self.runner, self.port = server, runner, port

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/ws"

    async def stop(self) -> None:
        await self.runner.cleanup()


async def start(cfg: Config) -> Running:
    server = Server(cfg)
    runner = web.AppRunner(server.app, access_log=None, logger=http_log)
    await runner.setup()
    site = web.TCPSite(runner, cfg.host, cfg.port)
    await site.start()
    port = runner.addresses[0][1]
    return Running(server, runner, port)


async def serve_forever(cfg: Config, ready: Any = None) -> None:
    running = await start(cfg)
    if cfg.stats:
        pauses = running.server.gc_pauses = collector.Pauses()
        running.server.tasks.add(asyncio.create_task(pauses.watch_loop()))
    # The worker pools made before the first player comes, not by the first request.
    await asyncio.get_running_loop().run_in_executor(None, running.server.heavy.start)
    collector.settle()
    print(f"Meadow serving on http://{cfg.host}:{running.port}/ (rooms: /ws)", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    await stop.wait()
    await running.stop()


def event_loop_runner(choice: str) -> Callable[[Coroutine[Any, Any, Any]], Any]:
    """uvloop (libuv's loop) when installed and not declined: the same server, with the
    socket writes and task switches that are most of a move's cost done in C; the runner
    returns what the coroutine returns."""
    if choice != "asyncio":
        try:
            import uvloop
        except ImportError:
            if choice == "uvloop":
                log.warning("uvloop is not installed: serving on asyncio's own loop")
        else:
            return uvloop.run
    return asyncio.run


def run(args: Any) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    cfg = config_from(args)
    try:
        event_loop_runner(cfg.loop)(serve_forever(cfg))
    except KeyboardInterrupt:
        pass
    except StoreError as exc:  # one line for whoever runs it, not a traceback
        print(f"meadow serve: {exc}", file=sys.stderr)
        return 2
    return 0
