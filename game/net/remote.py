"""A :class:`~game.matches.Match` whose game lives on the room server (online play).

It answers a table's questions from the last update the server sent this device's seat:
``view``, ``legal_actions`` (engine actions, only on this seat's turn), ``current_player``,
``is_over``, ``result``, ``can_undo``. ``submit`` checks the action against those legal
actions and sends it; the server's answer comes back on its own (the game is authoritative
there), so ``submit`` returns no events and, until the answer is in, ``pending`` is true and
no action is legal (one press, one action). The events the seat may see arrive with each
update: ``take_events()`` hands over those not yet taken, as the server's JSON
(``event.seen_by(seat).to_json()``).

The connection is any object with the attributes and coroutines of
:class:`game.net.client.Client` (``view``, ``legal``, ``seat``, ``n``, ``current``, ``over``,
``result``, ``can_undo``, ``room``, ``updates``, ``act``, ``undo``), so the page can pass its
own WebSocket client; this module imports no networking.
"""

from __future__ import annotations

import asyncio
import random
from typing import Any

from game.core.catalog import GameDef, rules_for, spec
from game.core.contract import Event, IllegalAction, Result
from game.core.match import HUMAN, Seat
from game.matches import NotYourSeat


class RemoteMatch:
    def __init__(self, conn: Any) -> None:
        if conn.room is None or conn.seat is None:
            raise ValueError("a remote match needs a connection seated in a room")
        self.conn = conn
        self.rules = rules_for(conn.room["game"])
        self.pending: asyncio.Task | None = None
        self.error: str | None = None  # the server's last refusal, for the table to show
        self._events: list[dict] = []
        self._version = 0

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
    def viewer(self) -> int:
        seat: int = self.conn.seat
        return seat

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

    def at_device(self, seat: int) -> bool:
        return seat == self.conn.seat

    def view(self, seat: int | None = None) -> dict:
        seat = self.viewer if seat is None else seat
        if not self.at_device(seat) or self.conn.view is None:
            raise NotYourSeat(f"seat {seat} is not played at this device")
        view: dict = self.conn.view
        return view

    def legal_actions(self) -> list[Any]:
        self._drain()
        if self.busy or self.conn.current != self.conn.seat:
            return []
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

    def take_events(self) -> list[dict]:
        """The events this seat may see since the last call, in order (JSON)."""
        self._drain()
        out, self._events = self._events, []
        return out

    # -- plumbing ---------------------------------------------------------------------------
    def _send(self, request: Any) -> None:
        self.error = None
        self.pending = asyncio.ensure_future(request)
        self.pending.add_done_callback(self._answered)

    def _answered(self, task: asyncio.Task) -> None:
        if task.cancelled():
            self.error = "cancelled"
        elif task.exception() is not None:
            self.error = str(task.exception())

    def _drain(self) -> None:
        while not self.conn.updates.empty():
            update = self.conn.updates.get_nowait()
            self._version += 1
            if update.get("reset"):
                self._events.clear()
            self._events.extend(update["events"])
