""" "Your turn" reaching a player who looks elsewhere, in an online game.

When this seat's turn begins while Meadow is not in front of the player: on the web the
page's title says "(1) Your turn — Meadow" (until the page is in front again, or the turn has
passed) and, when the player allowed it, a notification says so; on the desktop the window
asks for attention (SDL's window flash, until it has the focus). A turn that begins in front
of the player is seen on the table itself.
"""

from __future__ import annotations

import pygame

from game import platform
from game.i18n import t
from game.ui.scenes.common import game_title


def window_focused() -> bool:
    """The desktop window has the keyboard focus (the player is looking at it)."""
    return bool(pygame.display.get_init() and pygame.key.get_focused())


def flash_window() -> bool:
    """The desktop window asks for attention until it has the focus; False when it cannot."""
    try:
        pygame.Window.from_display_module().flash(pygame.FLASH_UNTIL_FOCUSED)
        return True
    except Exception:  # no window manager to ask (a headless display), an old pygame
        return False


class TurnCall:
    """Watches one online seat's turn, frame by frame, and calls the player when it begins."""

    def __init__(self) -> None:
        self.mine = False  # this seat's turn, at the last frame
        self.kept_title: str | None = None  # the page's title while it says "your turn"
        self.calls = 0  # turns the player was called to (the tests read it)

    def update(self, mine: bool, game: str, code: str) -> None:
        began, self.mine = mine and not self.mine, mine
        if self.kept_title is not None and (not mine or not platform.page_hidden()):
            platform.page_title(self.kept_title)  # in front again, or the turn has passed
            self.kept_title = None
        if began and self.away():
            self.call(game, code)

    @staticmethod
    def away() -> bool:
        if platform.page_window() is not None:
            return platform.page_hidden()
        return not window_focused()

    def call(self, game: str, code: str) -> None:
        self.calls += 1
        if platform.page_window() is None:
            flash_window()
            return
        title = platform.page_title()
        if title is not None and self.kept_title is None:
            self.kept_title = title
            platform.page_title(t("online.turn_title"))
        words = t("online.turn_notice", game=game_title(game))
        platform.notify(words, t("online.turn_body", code=code))

    def close(self) -> None:
        """The table is left: the page's own title back."""
        if self.kept_title is not None:
            platform.page_title(self.kept_title)
            self.kept_title = None
