"""What a game tells the first-game tips about its table (:class:`Tipping`, owned by the table
as ``table.tipping``): which tip fits the moment, what it points at, what its arrow stays off,
where its bubble goes and when it is drawn. The tips themselves (the one on show, its bubble,
"Got it") are tips.py; a game answers for its own table in its ``ui`` folder."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.table.chrome import Chrome
from game.ui.table.tips import Tips
from game.ui.widgets import Widget


class Tipping:
    """A table's answers to the tips: by default none fits, and the arrow stays off every
    button and card but what it points at."""

    def __init__(self, tips: Tips, chrome: Chrome, widgets: Callable[[], list[Widget]]) -> None:
        self.tips, self.chrome = tips, chrome
        self.widgets = widgets  # the table's widgets of now

    def for_now(self) -> str | None:
        """The id of a tip that fits this moment (FIRST_GAME_HINTS), or None."""
        return None

    def target(self, tip_id: str) -> pygame.Rect | None:
        """What the tip points at on the table (a button, a card), or None (game/ui/hints.py)."""
        return None

    def avoid(self, target: pygame.Rect) -> list[pygame.Rect]:
        """What the tip's arrow must stay off (labels, buttons, the status line): here every
        button and card but what it points at; a table lists more of its own."""
        return [
            w.rect
            for w in self.widgets()
            if w.visible and not w.id.startswith("tip.") and not w.rect.colliderect(target)
        ]

    def place(self, text: str) -> pygame.Rect | None:
        """Where a table puts the bubble for ``text`` itself (None: free space, else the log)."""
        return None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.chrome.logs.as_sheet():  # else over the table (draw_over)
            self.tips.draw(surface)
