"""The table's log as it is shown (:class:`Logs`, owned by the table's chrome as
``table.chrome.logs``): the panel beside the table, open or folded (the setting log_open), or
at the largest text size (a phone's) a sheet over the right of the table, folded when the table
opens. The panels word and draw the lines (game/ui/log.py); this holds which one is on show,
its fold buttons, and the sheet's picture over the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import draw, theme
from game.ui.layout import LOG_H, LOG_TAB, LOG_W, LOG_X, LOG_Y, SHEET_W, SHEET_X
from game.ui.log import LogPanel, fold_button
from game.ui.table.scale import SIGN_W, Gap, bar_button
from game.ui.table.sizes import sizes
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


SHADOW_ROOM = 24  # round the sheet's picture: room for its shadow


class Logs:
    """The log panel beside one table and its sheet at the largest text size."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.panel = LogPanel(
            pygame.Rect(LOG_X, LOG_Y, LOG_W, LOG_H), table.card_label, self.seat_letter
        )
        # At the largest text size (a phone's) the log is a sheet over the right of the table,
        # folded when the table opens (the setting log_open is the desktop panel's).
        self.sheet = LogPanel(
            pygame.Rect(SHEET_X, LOG_Y, SHEET_W, LOG_H), table.card_label, self.seat_letter, True
        )
        self.sheet_open = False
        # Where the newest line shows while the log is folded (a table that shows it there
        # says where; None: nowhere).
        self.folded_line: Callable[[], pygame.Rect] | None = None
        self._sheet_img: tuple[tuple, pygame.Surface] | None = None  # (signature, picture)

    def seat_letter(self, seat: int) -> str:
        """The letter paired with the seat's colour everywhere: its name's initial."""
        seats = self.table.match.seats
        return seats[seat].name[:1].upper() if 0 <= seat < len(seats) else ""

    def covers(self, pos: tuple[int, int]) -> bool:
        return self.as_sheet() and self.sheet_open and self.sheet.rect.collidepoint(pos)

    def overlaps(self, rect: pygame.Rect) -> bool:
        """Does the open sheet cover any of ``rect``?"""
        return self.as_sheet() and self.sheet_open and self.sheet.rect.colliderect(rect)

    def sheet_fold(self) -> Button:
        """The open sheet's fold button (also among the table's widgets, for the keyboard's
        focus, unless a table puts its own log.toggle elsewhere)."""
        return fold_button(self.sheet.fold_rect(), True, self.toggle)

    def sheet_widgets(self) -> list[Widget]:
        """The open sheet's own buttons: its fold button, and the way's tabs (online)."""
        return [self.sheet_fold(), *self.table.way.sheet_tabs(self.sheet)]

    def tabs(self) -> list[Widget]:
        """The log's buttons among the top bar's: the open sheet's or the panel's fold button,
        else the tab that opens it (a tip that folded the panel goes at once)."""
        if self.as_sheet():
            if self.sheet_open:
                return self.sheet_widgets()
            return [fold_button(LOG_TAB, False, self.toggle)]
        if self.showing():
            top = (self.table.tips.log_room() or self.panel.rect).y  # (below a tip over its top)
            return [fold_button(self.fold_rect(top), True, self.toggle)]
        if self.table.app.settings.log_open:  # folded for a tip: the tab brings it back at once
            return [fold_button(LOG_TAB, False, self.table.tips.dismiss)]
        return [fold_button(LOG_TAB, False, self.toggle)]

    @staticmethod
    def fold_rect(top: int) -> pygame.Rect:
        """The open panel's fold button, in its header (``top``: the panel's top): a bar
        button's size, as far in from the panel's right as the bar's from the frame's."""
        return bar_button(LOG_X + LOG_W - Gap.EDGE, SIGN_W).move(0, top)

    def toggle(self) -> None:
        """The fold button and L: the sheet at the largest text size (for this table only),
        else the panel beside the table (remembered in the settings)."""
        if self.as_sheet():
            self.sheet_open = not self.sheet_open
            return
        if not self.table.way.log_folds:  # a review's log stays open beside the table
            return
        app = self.table.app
        app.settings.log_open = not app.settings.log_open
        app.save_settings()

    def as_sheet(self) -> bool:
        """At the largest text size (a phone's) the log is a sheet opened over the right of
        the table, and the table is laid out as if it were folded (in a review too: its bar
        stands right of the table, game/ui/table/review.py)."""
        return sizes().phone

    def docked(self) -> bool:
        """Is the log panel beside the table open (the table laid out left of it)? The setting,
        never at the largest text size. Tables read this, not ``settings.log_open``."""
        return self.table.app.settings.log_open and not self.as_sheet()

    def shown(self) -> LogPanel | None:
        """The log panel on show now: the sheet, the panel beside the table, or None."""
        if self.as_sheet():
            return self.sheet if self.sheet_open else None
        return self.panel if self.showing() else None

    def newest_rect(self) -> pygame.Rect | None:
        """Where the log's newest line is on show (None: nowhere)."""
        log = self.shown()
        if log is not None:
            return log.newest_rect()
        if self.folded_line is None or self.showing() or not self.table.match.log:
            return None
        return self.folded_line()

    def showing(self) -> bool:
        """Whether the log is drawn now: the panel beside the table open in the settings and
        not folded for a tip; at the largest text size, the sheet opened."""
        if self.as_sheet():
            return self.sheet_open
        return self.table.app.settings.log_open and not self.table.tips.log_folded()

    def key(self) -> tuple | None:
        """Everything the open log panel shows (None while folded, or a sheet): layers
        repaint when it changes."""
        if self.shown() is not self.panel:
            return None
        with self.panel.moved(self.table.tips.log_room()):
            return self.panel.signature(self.table.match.log)

    def paint_panel(self, surface: pygame.Surface) -> None:
        """The panel beside the table when open (the sheet is drawn over the table)."""
        if self.shown() is self.panel:
            with self.panel.moved(self.table.tips.log_room()):  # below a tip over its top
                self.panel.draw(surface, self.table.match.log)

    def scroll(self, dy: int) -> None:
        """The wheel keys: the log on show, else the panel beside the table."""
        (self.shown() or self.panel).on_wheel(dy)

    def draw_sheet(self, surface: pygame.Surface) -> None:
        """The open sheet over the table, kept as one picture while its lines stay the same
        (its buttons are the table's to draw over it)."""
        panel = self.sheet
        entries = self.table.way.sheet_entries(self.table.match.log)  # (online: its chat tab's)
        key = panel.signature(entries)
        if self._sheet_img is None or self._sheet_img[0] != key:
            m = SHADOW_ROOM
            img = pygame.Surface((panel.rect.w + 2 * m, panel.rect.h + 2 * m), pygame.SRCALPHA)
            at = panel.rect
            panel.rect = at.move(m - at.x, m - at.y)
            try:
                panel.draw(img, entries)
            finally:
                panel.rect = at
            self._sheet_img = (key, draw.fast(img))
        theme.mark("cover", panel.rect, "log", surface)
        surface.blit(self._sheet_img[1], (panel.rect.x - SHADOW_ROOM, panel.rect.y - SHADOW_ROOM))
