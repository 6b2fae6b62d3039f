"""How a table is played: the part of a table that differs between its matches.

A table reads one :class:`~game.matches.Match` and owns one :class:`Way` made for it (by
``navigator``): :class:`Playing` for a game run here (solo, hot seat, today's deal, a game
watched by a viewer with no seat: saved on the device, written into the records at its end);
``OnlinePlay`` for a game on a room server (game/ui/table/online.py: what the server sent,
brought in each frame; nothing saved here); ``Review`` for a finished game stepped through
(game/ui/table/review.py: its bar and keys instead of play). The table calls its way at each
such moment and never asks which way it is.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

import pygame

from game import archive, finished
from game.core.match import Session
from game.matches import LocalMatch
from game.ui import navigator
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


class Way:
    """A game played at this table, the table's own behaviour throughout; the other ways
    override what they do differently."""

    plays = True  # the table takes actions, drives bots and opens the results
    log_folds = True  # the log panel beside the table may be folded
    coaching = True  # the Hint button may be offered (the seed and actions are here)

    def __init__(self, table: TableScene) -> None:
        self.table = table

    @property
    def session(self) -> Session | None:
        """The game's session when it runs on this device (restart, today's deal)."""
        return None

    def enter(self) -> None:
        self.table.turns.deal_in()

    def resume(self) -> None:
        self.table.turns.check_pass()

    def advance(self, dt: float) -> None:
        self.table.turns.frame(dt)

    def save(self) -> None:
        """Keep the game on the device after a change (nothing to keep by default)."""

    def finish(self) -> None:
        """The game has ended, before its results open."""

    def review_state(self) -> str:
        """Where the finished game's review stands (``OnlinePlay.record``): "ready", or why
        it is not on the device."""
        return "away"

    def review_entry(self) -> dict[str, Any] | None:
        """The finished game kept to be stepped through, once ready (game/archive.py)."""
        return None

    def again(self) -> None:
        """The results' Play again."""
        app = self.table.app
        app.reset(navigator.make("title", app))

    def status(self) -> tuple[str, bool] | None:
        """The status line, when the way has its own (None: the game's)."""
        return None

    def key_help(self) -> list[tuple[tuple[str, ...], str]] | None:
        """The keys overlay's rows, when the way has its own (None: the game's)."""
        return None

    def on_command(self, command: str) -> bool:
        return False

    def whole(self) -> bool:
        """Does a log begun as the table opens start at the game's first action? (A game run
        here keeps its log; only a way that rebuilds one from elsewhere says so.)"""
        return False

    def away(self, seat: int) -> bool:
        """Has the person at ``seat`` left the game (no device of theirs connected)?"""
        return False

    def badge(self, seat: int) -> str | None:
        """The small line on ``seat``'s panel the way adds (an online room's), or None."""
        return None

    def seat_at(self, seat: int, panel: pygame.Rect) -> None:
        """The table drew ``seat``'s panel at ``panel`` this frame (online: its bubbles go
        there)."""

    def sheet_entries(self, log: list[dict]) -> list[dict]:
        """What the phone's log sheet lists: the log (online: or the chat, on its tab)."""
        return log

    def sheet_tabs(self, sheet: Any) -> list[Widget]:
        """Tabs in the header of the phone's log sheet (online: the log and the chat)."""
        return []

    def bar_widgets(self, chrome: list[Widget]) -> list[Widget] | None:
        """The top bar's widgets, when the way has its own (built from the table's
        ``chrome``); None: the table's Menu, Undo, Hint and log tab."""
        return None

    def exit(self) -> None:
        pass

    def draw_notice(self, surface: pygame.Surface) -> None:
        pass


class Playing(Way):
    """A game run on this device: saved after every change, written down at its end."""

    def __init__(self, table: TableScene, match: LocalMatch) -> None:
        super().__init__(table)
        self.match = match

    @property
    def session(self) -> Session:
        return self.match.session

    def save(self) -> None:
        """Into this game's own slot, with the time it was saved (the title's Continue list)."""
        app = self.table.app
        if self.match.is_over:  # written down in the step that ends it; the results only show
            finished.end(app.storage, self.session)
            return
        data = self.session.to_save()
        data["saved_at"] = time.time()
        app.autosave(self.session.game, data)

    def finish(self) -> None:
        finished.end(self.table.app.storage, self.session)  # a finished save continued, a retry

    def review_state(self) -> str:
        return "ready"

    def review_entry(self) -> dict[str, Any] | None:
        return archive.entry_of(self.session)

    def again(self) -> None:
        """The same seats and options, a new deal."""
        s = self.session
        seats = [type(x)(x.name, x.kind) for x in s.seats]
        navigator.start_game(self.table.app, self.table.spec, seats, s.options)
