"""The table's first-game tips: which tip shows, where, and the log folding under it while it
shows (:class:`Tips`, owned by the table as ``table.tips``). The tips' words and drawing are
game/ui/hints.py; what a game tells about its moments (``for_now``, ``target``, ``avoid``,
``place``) is its table's ``tipping`` (tipping.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import hints
from game.ui.layout import LOG_TAB, LOG_W, LOG_X, LOG_Y, W
from game.ui.table.scale import Gap
from game.ui.table.sizes import PHONE_TIP_W, sizes
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.ui.table.base import TableScene

# A tip over the open log's place leaves the log this much height at least below it (its
# title and newest lines); with less the log folds while the tip shows.
LOG_ROOM = 150


class Tips:
    """The first-game tips of one table."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.current: str | None = None  # id of the tip on show (tips.<id> in the game's text)
        # A table that draws the tip itself, last in its frame, sets this (game/ui/hints.py).
        self.on_top = False
        self._placing = False
        self._corner_memo: tuple[tuple, pygame.Rect] | None = None  # where the bubble went

    def update(self) -> None:
        settings = self.table.app.settings
        if not settings.hints:
            self.current = None  # switched off in settings: gone at once
            return
        if self.current is not None or not self.table.my_turn():
            return
        tip = self.table.tipping.for_now()
        if tip is not None and tip not in settings.hints_seen:
            self.current = tip

    def dismiss(self) -> None:
        app = self.table.app
        if self.current is not None:
            app.settings.hints_seen.append(self.current)
            app.save_settings()
        self.current = None

    def rect(self) -> pygame.Rect:
        """The tip bubble: where the table places it, else (a phone's sheet) in a corner of
        the table, else over the top of the log's place, the log drawn below it meanwhile
        (``log_room``: never over the log's newest lines)."""
        text = self.text()
        placed = self.table.tipping.place(text)
        if placed is not None:
            return placed
        if self.table.chrome.logs.as_sheet():  # over the table: a corner clear of what it explains
            return self._corner(text)
        return hints.bubble_rect(
            text, pygame.Rect(LOG_X, LOG_Y + 50, LOG_W, 0).inflate(-2 * Gap.TIGHT, 0)
        )

    def _corner(self, text: str) -> pygame.Rect:
        """The bubble over the table at the largest size: in a corner of the table that
        leaves its target in sight and hides the fewest of the table's live buttons and cards
        (under the log's tab at the right first, where nothing hides best)."""
        tab = pygame.Rect(LOG_TAB)
        bubble = hints.bubble_rect(
            text, pygame.Rect(W - Gap.EDGE - PHONE_TIP_W, tab.bottom + Gap.NEAR, PHONE_TIP_W, 0)
        )
        if self._placing:  # asked by the table's widgets while this placement lists them
            return bubble
        key = (self.current, text, self.table.match.version, self.table.my_turn())
        if self._corner_memo is not None and self._corner_memo[0] == key:
            return self._corner_memo[1]
        self._placing = True  # the target and the widgets may ask for the tip's own rect
        try:
            target = None if self.current is None else self.table.tipping.target(self.current)
            live = [
                w.rect
                for w in self.table.widgets()
                if w.enabled and not w.id.startswith(("tip.", "log."))
            ]
        finally:
            self._placing = False
        area = self.table.play_area()
        down, left = area.bottom - Gap.EDGE - bubble.bottom, area.x + Gap.EDGE - bubble.x
        corners = [bubble, bubble.move(0, down), bubble.move(left, 0), bubble.move(left, down)]
        clear = [c for c in corners if target is None or not c.colliderect(target)] or [bubble]

        def hidden(c: pygame.Rect) -> int:
            return sum(c.clip(r).w * c.clip(r).h for r in live)

        best = min(clear, key=hidden)  # the first of equals: min keeps the order
        self._corner_memo = (key, best)
        return best

    def showing(self) -> bool:
        """A tip is on show (it waits while the phone's log sheet is open over the table)."""
        if self.table.chrome.logs.as_sheet() and self.table.chrome.logs.showing():
            return False
        return self.current is not None and bool(self.table.app.settings.hints)

    def log_room(self) -> pygame.Rect | None:
        """Where the open log goes while a tip that found no free table space sits over its
        top: the room under the bubble, so what just happened stays in sight (its newest
        lines); None while no tip is over it. The setting itself is left as it is."""
        if not (self.table.chrome.logs.docked() and self.showing()):
            return None
        log, bubble = self.table.chrome.logs.panel.rect, self.rect()
        if not bubble.colliderect(log):
            return None
        top = bubble.bottom + Gap.NEAR
        return pygame.Rect(log.x, top, log.w, max(0, log.bottom - top))

    def log_folded(self) -> bool:
        """The open log folds for a tip that leaves it too little room below (it comes back
        when the tip is dismissed)."""
        room = self.log_room()
        return room is not None and room.h < LOG_ROOM

    def text(self) -> str:
        return hints.hint_text(self.current)

    def widgets(self) -> list[Widget]:
        if not self.showing():
            return []
        return [
            Button(
                "tip.ok",
                hints.ok_rect(self.rect()),
                t("tip.ok"),
                self.dismiss,
                "primary",
                size=sizes().tip_ok,
            )
        ]

    def draw(self, surface: pygame.Surface) -> None:
        tip = self.current
        if not self.showing() or tip is None:
            return
        table = self.table
        target = table.tipping.target(tip) if table.my_turn() else None
        avoid = table.tipping.avoid(target) if target is not None else []
        hints.draw_guide(surface, tip, self.rect(), target, table.app.wave_time(), avoid)
