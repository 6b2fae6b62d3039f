"""Undo at the table (:class:`Undo`, owned by the table as ``table.undo``): the top bar's
button and the key U, taking back the person's last action in the match (game/core/match.py:
``Session.undo``; docs/architecture.md, "Undo"), or saying why not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import draw, keymap, theme
from game.ui.scene import PRESS_GUARD
from game.ui.table.scale import Text
from game.ui.widgets import Button, bar_label

if TYPE_CHECKING:
    from game.ui.table.base import TableScene


class Undo:
    """The Undo of one table."""

    def __init__(self, table: TableScene) -> None:
        self.table = table

    def allowed(self) -> bool:
        """May the person at the device take back their last action now?"""
        table = self.table
        return (
            not table.spectator
            and table.app.top is table
            and not table.turns.results_open
            and table.match.can_undo(table.viewer)
        )

    def press(self) -> None:
        table = self.table
        if table.app.time < table.ready_at:
            return  # a double-click on Undo takes back one move, not two
        if not self.allowed():
            table.show_hint(self.refusal())
            return
        table.timeline.finish_all()  # the hooks land every card where the engine had put it
        if not table.match.undo(table.viewer):
            table.show_hint(self.refusal())
            return
        table.bots.reset()
        table.turns.over_wait = 0.0
        self.rebuild()
        table.ready_at = table.app.time + PRESS_GUARD
        table.way.save()
        table.app.sound.play("click")

    def rebuild(self) -> None:
        """Rebuild the shown table from the match after an undo (a table with more to reset
        extends it)."""
        table = self.table
        table.effects.clear()
        table.tips.current = None  # unread; the guide picks the tip that fits the position now
        table.sync()

    def refusal(self) -> str:
        """Why Undo is off just now, in words (the button and U say it when pressed)."""
        table = self.table
        if table.spectator or table.turns.results_open:
            return t("hint.no_undo")
        why = table.match.undo_refusal(table.viewer)
        if why == "other":
            cur = table.match.current_player
            name = table.seat_name(cur) if cur is not None and cur != table.viewer else ""
            return t("hint.undo.other", name=name) if name else t("hint.undo.played")
        return t(f"hint.undo.{why}") if why is not None else t("hint.no_undo")

    def button(self) -> Button:
        def undo_icon(s: pygame.Surface, c: tuple[int, int]) -> None:
            draw.undo_arrow(s, c, 18, theme.CREAM if self.allowed() else theme.OFF_INK)

        button = Button(
            "undo",
            self.table.chrome.undo_rect(),
            t("table.undo"),
            self.press,
            "ghost",
            self.allowed(),
            size=bar_label(Text.LABEL),
            icon=undo_icon,
            key=keymap.first_cap("undo"),
        )
        button.explain = self.press  # pressed while off, it says why (game/ui/scene.py)
        return button
