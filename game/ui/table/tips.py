"""The table's first-game tips (a mixin of TableScene): which tip shows, where, and the log
folding under it while it shows. The tips' words and drawing are game/ui/hints.py."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import hints
from game.ui.layout import LOG_W, LOG_X, LOG_Y
from game.ui.widgets import Button, Widget


class Tips:
    """The first-game tips of a TableScene."""

    def tip_for_now(self) -> str | None:
        """The id of a tip that fits this moment (FIRST_GAME_HINTS), or None."""
        return None

    def tip_target(self, tip_id: str) -> pygame.Rect | None:
        """What the tip points at on the table (a button, a card), or None (game/ui/hints.py)."""
        return None

    def update_tip(self) -> None:
        settings = self.app.settings
        if not settings.hints:
            self.tip = None  # switched off in settings: gone at once
            return
        if self.tip is not None or not self.my_turn():
            return
        tip = self.tip_for_now()
        if tip is not None and tip not in settings.hints_seen:
            self.tip = tip

    def dismiss_tip(self) -> None:
        if self.tip is not None:
            self.app.settings.hints_seen.append(self.tip)
            self.app.save_settings()
        self.tip = None

    def tip_free_space(self) -> list[pygame.Rect]:
        """Table space with nothing on it at this moment, best first, where a tip may go.

        A table overrides this (its layout knows); by default there is none, and the tip
        goes where the log is, the log folding while the tip shows (see :meth:`log_shown`).
        """
        return []

    def tip_rect(self) -> pygame.Rect:
        """The tip bubble: in the first free space it fits (clear of what it points at),
        else over the log's place, the log folded meanwhile (never over the open log)."""
        text = self.tip_text()
        spaces = self.tip_free_space()
        target = None
        if spaces and self.tip is not None and not self._placing_tip:
            self._placing_tip = True  # a table's tip_target may list its widgets (with the tip)
            try:
                target = self.tip_target(self.tip)
            finally:
                self._placing_tip = False
        for free in spaces:
            free = pygame.Rect(free)
            bubble = hints.bubble_rect(text, pygame.Rect(free.x, free.y, min(free.w, 420), 0))
            if bubble.h <= free.h and (target is None or not bubble.colliderect(target)):
                return bubble
        return hints.bubble_rect(text, pygame.Rect(LOG_X + 8, LOG_Y + 50, LOG_W - 16, 0))

    def tip_showing(self) -> bool:
        return self.tip is not None and bool(self.app.settings.hints)

    def log_folded_for_tip(self) -> bool:
        """The open log makes way for a tip that found no free table space; it comes back
        (unfolds) when the tip is dismissed. The setting itself is left as it is."""
        return (
            self.app.settings.log_open
            and self.tip_showing()
            and self.tip_rect().colliderect(self.log.rect)
        )

    def log_shown(self) -> bool:
        """Whether the log panel is drawn now: open in the settings and not folded for a tip."""
        return self.app.settings.log_open and not self.log_folded_for_tip()

    def tip_text(self) -> str:
        return hints.hint_text(self.tip)

    def tip_widgets(self) -> list[Widget]:
        if not self.tip_showing():
            return []
        return [
            Button(
                "tip.ok",
                hints.ok_rect(self.tip_rect()),
                t("tip.ok"),
                self.dismiss_tip,
                "primary",
                size=18,
            )
        ]

    def draw_tip(self, surface: pygame.Surface) -> None:
        tip = self.tip
        if not self.tip_showing() or tip is None:
            return
        target = self.tip_target(tip) if self.my_turn() else None
        avoid = self.tip_avoid(target) if target is not None else []
        hints.draw_guide(surface, tip, self.tip_rect(), target, self.app.time, avoid)

    def tip_avoid(self, target: pygame.Rect) -> list[pygame.Rect]:
        """What the tip's arrow must stay off (labels, buttons, the status line): a table
        that lists them gets its arrow placed beside the target, clear of them."""
        return []
