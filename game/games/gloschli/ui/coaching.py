"""Gloschli's answers to the coach (the shared :class:`Coaching`): a chosen power's private
preview is the choice a hint is for, the start peeks and a confirmation take no hint, and a
hinted move is made through the person's choice (choice.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui.table.coaching import Coaching

if TYPE_CHECKING:
    from game.games.gloschli.ui.table import GloschliTable


class TableCoaching(Coaching):
    """The coach's answers of a Gloschli table."""

    def __init__(self, table: GloschliTable) -> None:
        super().__init__(table.match, table.human_act)
        self.table = table

    def choice(self) -> tuple[dict, list]:
        preview = self.table.choice.power_preview
        if preview is not None:  # a chosen power: the hint is for its first target
            return preview
        return super().choice()

    def previewing(self) -> bool:
        return self.table.choice.power_preview is not None

    def blocked(self) -> bool:
        return self.table.shown.memo_hold or self.table.choice.confirm

    def rects(self, action: Any) -> list[pygame.Rect]:
        return self.table.prompts.coach_rects(action)

    def take(self, action: Any) -> None:
        table = self.table
        table.choice.unaim()  # a chosen take or match gives way to the hinted move
        table.choice.commit(action)
        table.ui_version += 1
