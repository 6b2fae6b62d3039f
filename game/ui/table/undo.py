"""A table's Undo: the button, its key and what a press does (docs/architecture.md, "Undo").

The policy is the match's (``Session.undo`` locally, the room server's online); the table
finishes its animations, asks the match, then rebuilds what it shows (``after_undo``).
"""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import W
from game.ui.scene import PRESS_GUARD
from game.ui.widgets import Button


class UndoControls:
    def can_undo(self) -> bool:
        """May the person at the device take back their last action now?"""
        return (
            not self.spectator
            and self.app.top is self
            and not self.results_open
            and self.match.can_undo(self.viewer)
        )

    def undo(self) -> None:
        if self.app.time < self.ready_at:
            return  # a double-click on Undo takes back one move, not two
        if not self.can_undo():
            self.show_hint(t("hint.no_undo"))
            return
        self.timeline.finish_all()  # the hooks land every card where the engine had put it
        if not self.match.undo(self.viewer):
            self.show_hint(t("hint.no_undo"))
            return
        self._bot_for, self.bot_wait = None, 0.0
        self.over_wait = 0.0
        self.after_undo()
        self.ready_at = self.app.time + PRESS_GUARD
        self.save()
        self.app.sound.play("click")

    def after_undo(self) -> None:
        """Rebuild the shown table from the session (a table with more to reset extends it)."""
        for name in ("flights", "callouts", "marks"):  # what the tables animate over the cards
            if isinstance(getattr(self, name, None), list):
                setattr(self, name, [])
        if hasattr(self, "banner"):
            self.banner = None
        self.sync()

    def undo_button(self) -> Button:
        def undo_icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.undo_arrow(s, c, 18, theme.CREAM if self.can_undo() else (214, 220, 208))

        return Button(
            "undo",
            (W - 448, 6, 124, 40),  # left of the key-list button (W - 312)
            t("table.undo"),
            self.undo,
            "ghost",
            self.can_undo(),
            size=18,
            icon=undo_icon,
            key="U",
        )
