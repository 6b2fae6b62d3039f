"""Rematch at an online game's results: the same room, the same people and bots.

The results' Play again becomes **Rematch**: a press tells the server this seat wants one
(``rematch``); the button's line follows the room's votes ("Ana wants a rematch (1/2)", or
"Waiting for the others (1/2)" once this seat has voted). When everyone present agrees the
server starts the next game in the same room, everyone moved on by one seat; this device then
opens the new game's table on the same connection (the old table hands it over, so it is not
closed under the new one), and keeps the seat again for Continue.
"""

from __future__ import annotations

import asyncio
from typing import Any

from game.i18n import t
from game.net import link
from game.ui.scene import Host


class Rematch:
    """One finished online game's rematch, seen from its results screen."""

    def __init__(self, app: Host, table: Any) -> None:
        self.app, self.table = app, table
        self.conn = table.match.conn
        self.game_no = int(self.conn.room.get("game_no", 1))
        self.asked: asyncio.Future | None = None

    def votes(self) -> list[int]:
        return [v for v in self.conn.room.get("rematch", []) if isinstance(v, int)]

    def people(self) -> int:
        """The people whose yes starts the next game (as the server counts them): seated
        persons here now who have not conceded."""
        seats = self.conn.room["seats"]
        return sum(
            1 for s in seats if s["kind"] == "human" and s.get("online") and not s.get("conceded")
        )

    def press(self) -> None:
        if self.asked is not None and not self.asked.done():
            return
        self.asked = link.in_background(self.conn.rematch(True))

    def line(self) -> str:
        """The Rematch button's line: who wants one, and how many of how many."""
        votes, n = self.votes(), max(1, self.people())
        if self.conn.seat in votes:
            return t("online.rematch_waiting", n=len(votes), of=n)
        others = [v for v in votes if v != self.conn.seat]
        if others:
            name = self.conn.room["seats"][others[0]]["name"] or "?"
            return t("online.rematch_wants", name=name, n=len(votes), of=n)
        if self.asked is not None and self.asked.done() and self.asked.exception() is not None:
            return t("online.rematch_refused")
        return ""

    def started(self) -> bool:
        """The next game has begun in the room and this seat's first view of it is in."""
        conn = self.conn
        room = conn.room
        return (
            int(room.get("game_no", 1)) > self.game_no
            and room.get("status") == "playing"
            and conn.seat is not None
            and conn.view is not None
            and not conn.over
        )

    def update(self) -> None:
        if not self.started():
            return
        way = getattr(self.table, "remote", None) or getattr(self.table, "way", None)
        if way is not None and hasattr(way, "hand_over"):
            way.hand_over()  # the connection goes on with the next table
        conn = self.conn

        def keep(*_: object) -> None:  # playing again: on Continue's list
            link.keep_seat(
                self.app.storage, conn.code, conn.token, conn.room["game"], self.app.settings.server
            )

        keep()
        # The finished game's record may still be on its way (it marks the game over when
        # it lands): the seat is kept again after it.
        pending = getattr(way, "kept", None)
        if pending is not None and not pending.done():
            pending.add_done_callback(keep)
        from game.ui.table.online import open_table  # the table's module imports this one

        open_table(self.app, conn)
