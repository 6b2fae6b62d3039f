"""Floriado's words at its table (the shared :class:`Words`' answers): the log's entries
(../narrate.py) and the spoken table's position (prompts.py)."""

from __future__ import annotations

import game.games.floriado.narrate as narrate
from game.games.floriado.ui.prompts import Prompts
from game.matches import Match
from game.ui.table.seats import Seats
from game.ui.table.words import Words


class TableWords(Words):
    """The words of a Floriado table, read from its match and seats, and its prompts."""

    def __init__(self, match: Match, seats: Seats, prompts: Prompts) -> None:
        self.match, self.seats, self.prompts = match, seats, prompts

    def log_entries(self, events: list) -> list[dict]:
        seats = self.seats
        watcher = -1 if seats.hot_seat or seats.spectator else self.match.viewer
        return narrate.log_entries(events, watcher, self.match.names)

    def position(self) -> list[str]:
        return self.prompts.position()
