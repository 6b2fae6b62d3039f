"""Via Gladiola's words at its table (the shared :class:`Words`' answers): the log's entries
with the end-of-day summary, and the spoken table's moves and position (../narrate.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import game.games.via_gladiola.narrate as narrate
import game.games.via_gladiola.summary as summary
from game.games.via_gladiola.view import View
from game.matches import Match
from game.ui.table.seats import Seats
from game.ui.table.words import Words


class TableWords(Words):
    """The words of a Via Gladiola table, read from its match, seats and typed view."""

    def __init__(self, match: Match, seats: Seats, view: Callable[[], View]) -> None:
        self.match, self.seats, self.view = match, seats, view

    def log_entries(self, events: list) -> list[dict]:
        # Hot seat: the log is read by everyone at the device, so it holds public facts only.
        seats, match = self.seats, self.match
        watcher = -1 if seats.hot_seat or seats.spectator else match.viewer
        out = narrate.log_entries(events, watcher, [s.name for s in match.seats])
        ends = [i for i, e in enumerate(out) if e["key"] == "log.day_end"]
        if ends:  # the end-of-day summary, made from the day's log, before "Day n is done"
            i = ends[0]
            day = out[i]["args"]["day"]
            lines = summary.day_summary(day, match.log + out[:i], match.names)
            out[i + 1 : i + 1] = lines
        return out

    def action(self, action: Any) -> str:
        return narrate.action_words(self.view(), action)

    def position(self) -> list[str]:
        return narrate.position_words(self.view(), self.match.names)
