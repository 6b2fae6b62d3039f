"""Gloschli's first-game tips at its table (the shared :class:`Tipping`'s answers): its
prompts say which tip fits and what it points at (prompts.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.gloschli.ui.prompts import Prompts
from game.ui.table.chrome import Chrome
from game.ui.table.tipping import Tipping
from game.ui.table.tips import Tips
from game.ui.widgets import Widget


class TableTips(Tipping):
    """The tips' answers of a Gloschli table, from its prompts."""

    def __init__(
        self, tips: Tips, chrome: Chrome, widgets: Callable[[], list[Widget]], prompts: Prompts
    ) -> None:
        super().__init__(tips, chrome, widgets)
        self.prompts = prompts

    def for_now(self) -> str | None:
        return self.prompts.tip_for_now()

    def target(self, tip_id: str) -> pygame.Rect | None:
        return self.prompts.tip_target(tip_id)
