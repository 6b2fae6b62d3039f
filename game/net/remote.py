"""A :class:`~game.matches.Match` whose game lives on the room server (online play).

It answers a table's questions from the last update the server sent this device's seat:
``view``, ``legal_actions`` (engine actions, only on this seat's turn), ``current_player``,
``is_over``, ``result``, ``can_undo``. ``submit`` checks the action against those legal
actions and sends it; the server's answer comes back on its own (the game is authoritative
there), so ``submit`` returns no events and, until the answer is in, ``pending`` is true and
no action is legal (one press, one action). The events the seat may see arrive with each
update: ``take_events()`` hands over those not yet taken, read back into the game's events
(``rules.event_from_json``), so a remote table animates and logs them like a local one; an
update that rewrote history (an undo) or skipped its events is told by ``take_reset()``. The
first update of a seat opened afresh holds every event it saw before (``take_history()``,
``whole``): the table writes its log from them.
Bots play on the server: ``think`` never decides here, ``thinking(seat)`` says a server bot is
to act. ``keep_alive()`` (a task) reconnects after a drop, with ``reconnecting`` set meanwhile.

The connection is any object with the attributes and coroutines of
:class:`game.net.client.Client` (``view``, ``legal``, ``seat``, ``n``, ``current``, ``over``,
``result``, ``can_undo``, ``room``, ``updates``, ``act``, ``undo``), so the page can pass its
own WebSocket client; this module imports no networking.
"""

from __future__ import annotations

import asyncio
import random
import time
from typing import Any

from game.core.catalog import GameDef, rules_for, spec
from game.core.contract import Event, IllegalAction, Result
from game.core.match import HUMAN, Seat
from game.i18n import language
from game.matches import NotYourSeat, OneSeat

LOG_CAP, LOG_TRIM = 1000, 200  # the log's lines kept, and how many go at once past the cap

# Refusals the table does not put in words: the line is down (its banner says so), or the
# game moved on before the move arrived (the update that follows shows it).
QUIET = frozenset({"closed", "stale", "not_your_turn"})


class RemoteMatch(OneSeat):
    def __init__(self, conn: Any) -> None:
        if conn.room is None or (conn.seat is None and not getattr(conn, "watching", False)):
            raise ValueError("a remote match needs a connection seated in (or watching) a room")
        # a watcher sees from no seat: 0 stands for it, as view() is then the public view
        super().__init__(0 if conn.seat is None else conn.seat, conn.room.get("options") or {})
        self.marks: dict[int, int] = {}  # actions played -> the log's length then
        self.conn = conn
        self.rules = rules_for(conn.room["game"])
        self.pending: asyncio.Task | None = None
        self.error: str | None = None  # the server's last refusal, for the table to show
        self._refusal: str | None = None  # the same until the table has shown it
        self._events: list[Event] = []
        self._history: list[Event] = []  # the events before this device's first update
        self._whole = False  # the first update told the game from its first action
        self._reset: str | None = None
        self._epoch: int | None = None  # the history's epoch last seen (an undo changes it)
        self._version = 0
        self.reconnecting = False
        self.drops = 0  # times the line went down and was taken up again by keep_alive
        self.closed = False  # the table left: keep_alive stops
        self.keeper: asyncio.Future | None = None  # the keep_alive task, when running
        self._said_taken = 0  # lines of the chat already handed over by take_said
        self.asked: asyncio.Future | None = None  # the last table request (say, leave, ...)

    # -- who and what ---------------------------------------------------------------------------
    @property
    def game(self) -> GameDef:
        return spec(self.conn.room["game"])

    @property
    def seats(self) -> list[Seat]:
        return [
            Seat(s["name"] or "?", s["kind"] if s["kind"] != "open" else HUMAN)
            for s in self.conn.room["seats"]
        ]

    @property
    def watching(self) -> bool:
        """A watcher's match: the public view, no seat, nothing to play."""
        return bool(getattr(self.conn, "watching", False))

    @property
    def humans(self) -> list[int]:
        return [] if self.watching else [self.seat]

    def acts_here(self, seat: int) -> bool:
        return not self.watching and super().acts_here(seat)

    @property
    def current_player(self) -> int | None:
        self._drain()
        cur: int | None = self.conn.current
        return cur

    @property
    def is_over(self) -> bool:
        return bool(self.conn.over)

    @property
    def actions_taken(self) -> int:
        n: int = self.conn.n
        return n

    @property
    def version(self) -> int:
        """Goes up with every update from the server (an action anywhere, an undo)."""
        self._drain()
        return self._version

    @property
    def busy(self) -> bool:
        """An action or undo of this device is on its way to the server."""
        return self.pending is not None and not self.pending.done()

    def view(self, seat: int | None = None) -> dict:
        seat = self.viewer if seat is None else seat
        if self.watching and self.conn.view is not None:
            public: dict = self.conn.view
            return public
        if not self.at_device(seat) or self.conn.view is None:
            raise NotYourSeat(f"seat {seat} is not played at this device")
        view: dict = self.conn.view
        return view

    def legal_actions(self) -> list[Any]:
        self._drain()
        if (
            self.busy
            or self.reconnecting
            or self.conn.seat is None
            or self.conn.current != self.conn.seat
        ):
            return []  # nothing can be sent while an action is on its way or the line is down
        return [self.rules.action_from_json(a) for a in self.conn.legal]

    def result(self) -> Result:
        data = self.conn.result
        if data is None:
            raise IllegalAction("the game is not over")
        return Result(tuple(data["scores"]), tuple(data["winners"]), tuple(data["details"].items()))

    # -- acting -----------------------------------------------------------------------------
    def submit(self, action: Any) -> list[Event]:
        """Send ``action`` (IllegalAction at once if it is not legal here now); its events
        come with the server's answer (``take_events``)."""
        if action not in self.legal_actions():
            raise IllegalAction(f"not legal now: {action!r}")
        self._send(self.conn.act(action.to_json()))
        return []

    def can_undo(self, seat: int) -> bool:
        return seat == self.conn.seat and bool(self.conn.can_undo) and not self.busy

    def undo(self, seat: int) -> bool:
        """Ask the server to take back this seat's last action (docs/online.md, "Undo"):
        True when asked; the reset view comes with the answer."""
        if not self.can_undo(seat):
            return False
        self._send(self.conn.undo())
        return True

    def preview(self, action: Any) -> tuple[dict, list[Any]] | None:
        """The viewer's view and legal actions after ``action``, on a state consistent with
        the view (``rules.sample``): right for actions that reveal nothing (a power's
        targets), which is what a preview is for; a card the action would show is unknown
        here."""
        if action not in self.legal_actions():
            return None
        copy = self.rules.sample(self.view(), random.Random(self.conn.n))
        copy.apply(action)
        if copy.current_player != self.viewer:
            return copy.view(self.viewer), []
        return copy.view(self.viewer), copy.legal_actions()

    def take_events(self) -> list[Event]:
        """The events this seat may see since the last call, in order."""
        self._drain()
        out, self._events = self._events, []
        return out

    @property
    def whole(self) -> bool:
        """Did the first update tell the game from its first action (``take_history``)?"""
        self._drain()
        return self._whole

    def take_history(self) -> list[Event]:
        """The events this seat saw before the table opened (its log, rebuilt), once; their
        moves are already in the first view, so they are logged, not animated."""
        self._drain()
        out, self._history = self._history, []
        return out

    def take_reset(self) -> str | None:
        """Did an update since the last call replace the game without its events? "undo"
        (somebody took back a move) or "catch_up" (the first view, a catch-up too long to tell
        event by event); None when not. The table then shows the view as it is."""
        self._drain()
        reset, self._reset = self._reset, None
        return reset

    # -- the log ----------------------------------------------------------------------------
    def add_log(self, entries: list[dict[str, Any]]) -> None:
        super().add_log(entries)
        self.marks[self.actions_taken] = len(self.log)
        if len(self.log) > LOG_CAP + LOG_TRIM:
            del self.log[:LOG_TRIM]
            self.marks.clear()

    def rewind_log(self) -> None:
        """After the game was taken back: the log as it was then (when known)."""
        mark = self.marks.get(self.actions_taken)
        if mark is not None:
            del self.log[mark:]
        for n in [k for k in self.marks if k > self.actions_taken]:
            del self.marks[n]

    # -- the other seats ----------------------------------------------------------------------
    def think(self, seconds: float, seed: int) -> Any | None:
        """Bots think on the server: nothing is ever decided here."""
        return None

    def thinking(self, seat: int) -> bool:
        """Is the server's bot in ``seat`` (its own, or one standing in) to act now?"""
        played_by_bot = self.seats[seat].is_bot or self.standin(seat) is not None
        return self.current_player == seat and played_by_bot and not self.is_over

    def away(self, seat: int) -> bool:
        """Is the person at ``seat`` (not a bot, not this device) connected to no server?"""
        seats = self.conn.room["seats"]
        if seat == self.conn.seat or not 0 <= seat < len(seats) or self.seats[seat].is_bot:
            return False
        return not seats[seat].get("online", True)

    def waiting_for(self) -> str | None:
        """The name of the person (not a bot) the game waits for, when it is not this seat."""
        cur = self.current_player
        if cur is None or cur == self.conn.seat or self.seats[cur].is_bot:
            return None
        if self.standin(cur) is not None:
            return None
        return self.seats[cur].name

    # -- the table around the game (docs/online.md, "Tables people come back to") ------------
    def _seat_info(self, seat: int) -> dict:
        seats = self.conn.room["seats"]
        return seats[seat] if 0 <= seat < len(seats) else {}

    def standin(self, seat: int) -> str | None:
        """The level of the bot playing a person's ``seat`` now ("played by a bot"), or None."""
        level = self._seat_info(seat).get("standin")
        return str(level) if level else None

    def conceded(self, seat: int) -> bool:
        return bool(self._seat_info(seat).get("conceded"))

    @property
    def asked_rematch(self) -> bool:
        """A rematch began while this seat was away: it is asked to answer (``rematch``)."""
        seat = self.conn.seat
        return seat is not None and bool(self._seat_info(seat).get("asked"))

    @property
    def rematch_votes(self) -> list[int]:
        """The seats that want a rematch (at the results)."""
        return list(self.conn.room.get("rematch", []))

    @property
    def rematch_needed(self) -> int:
        """How many people a rematch waits for: those at the table, still in the game."""
        return sum(1 for s in self.conn.room["seats"] if s["kind"] == HUMAN and s["online"])

    @property
    def watchers(self) -> int:
        return int(self.conn.room.get("watchers", 0))

    @property
    def table(self) -> dict:
        """How the room is run: clock, standin, watch, chat, open."""
        return dict(self.conn.room.get("table", {}))

    def time_left(self, seat: int) -> float | None:
        """Seconds of ``seat``'s turn clock left now (None: no clock, or a bot plays it)."""
        left = self._seat_info(seat).get("left")
        clock = getattr(self.conn, "clock", None)
        if clock is not None and clock.get("seat") == seat:
            since = time.monotonic() - getattr(self.conn, "clock_at", time.monotonic())
            return max(0.0, float(clock["left"]) - since)
        return None if left is None else float(left)

    @property
    def standin_moves(self) -> list[int]:
        """The numbers of the actions a bot made for a person."""
        return list(getattr(self.conn, "standin", []))

    @property
    def chat(self) -> list[dict]:
        """The lines said at the table (``said`` messages), oldest first."""
        return list(getattr(self.conn, "chat", []))

    def take_said(self) -> list[dict]:
        """The lines said since the last call (for the bubbles at the speakers' seats)."""
        said = getattr(self.conn, "said", None)
        out: list[dict] = []
        while said is not None and not said.empty():
            out.append(said.get_nowait())
        return out

    def say(self, react: str | None = None, text: str | None = None) -> None:
        self._ask(self.conn.say(react=react, text=text))

    def leave(self) -> None:
        """A bot plays this seat until this device resumes it (stops reconnecting)."""
        self._ask(self.conn.leave())
        self.closed = True

    def concede(self) -> None:
        self._ask(self.conn.concede())

    def rematch(self, want: bool = True) -> None:
        self._ask(self.conn.rematch(want))

    def set_email(self, address: str | None) -> None:
        self._ask(self.conn.email(address, language()))

    def _ask(self, request: Any) -> None:
        """A request about the table (not a move: moves stay possible meanwhile); its
        refusal, if any, in ``error``."""
        self.error = None
        self.asked = asyncio.ensure_future(request)
        self.asked.add_done_callback(self._answered_table)

    def _answered_table(self, task: asyncio.Future) -> None:
        self._version += 1
        if not task.cancelled() and task.exception() is not None:
            self.error = str(task.exception())

    async def keep_alive(self, pause: float = 0.5, most: float = 8.0) -> None:
        """Reconnect to this seat whenever the connection drops, waiting longer after each
        failed try (up to ``most`` seconds); ``reconnecting`` is true until back."""
        wait = pause
        while not self.closed:
            if self.conn.connected:
                self._line(up=True)
                wait = pause
                await asyncio.sleep(pause)
                continue
            self._line(up=False)
            try:
                await self.conn.reconnect()
                self._line(up=True)
                wait = pause
            except Exception:  # the server is away or refused: try again a while later
                await asyncio.sleep(wait)
                wait = min(most, wait * 2)

    def _line(self, up: bool) -> None:
        """The connection is up or being restored: nothing can be played meanwhile, so the
        version changes with it (a table looks at its legal actions again)."""
        if self.reconnecting == up:
            self.reconnecting = not up
            self.drops += not up
            self._version += 1

    def close(self) -> None:
        """The table is left: stop reconnecting and close the connection (the game goes on
        on the server; the seat's token opens it again)."""
        self.closed = True
        try:
            asyncio.ensure_future(self.conn.close())
        except RuntimeError:  # no loop running (a test's teardown): nothing to close there
            pass

    # -- plumbing ---------------------------------------------------------------------------
    def take_refusal(self) -> str | None:
        """The server's refusal of this device's last action or undo (its error), once, when
        the player is to be told (the table says so, and the move can be made again); None
        when there is nothing to tell: no refusal, or one said otherwise (a dropped line has
        its banner, a late move the update that follows)."""
        refusal, self._refusal = self._refusal, None
        return refusal

    def _send(self, request: Any) -> None:
        self.error = None
        self._refusal = None
        self.pending = asyncio.ensure_future(request)
        self.pending.add_done_callback(self._answered)

    def _answered(self, task: asyncio.Task) -> None:
        # What may be played changes with the answer, not only with the update before it (a
        # seat that moves twice in a row gets its update while its action is still pending):
        # a table that keeps its targets by version must look again.
        self._version += 1
        if task.cancelled():
            self.error = "cancelled"
        elif task.exception() is not None:
            exc = task.exception()
            self.error = str(exc) or type(exc).__name__
            if getattr(exc, "code", None) not in QUIET:
                self._refusal = self.error

    def _drain(self) -> None:
        while not self.conn.updates.empty():
            update = self.conn.updates.get_nowait()
            self._version += 1
            first = self._epoch is None
            undone = not first and update["epoch"] != self._epoch
            self._epoch = update["epoch"]
            if update.get("reset"):
                self._events.clear()
                self._reset = "undo" if undone or self._reset == "undo" else "catch_up"
            elif first:  # the whole game as this seat saw it, up to the view
                self._whole = True
            into = self._history if first else self._events
            for data in update["events"]:
                try:
                    into.append(self.rules.event_from_json(data))
                except IllegalAction:  # never from our server; the view stays the truth
                    self._reset = self._reset or "catch_up"
                    self._whole = False
