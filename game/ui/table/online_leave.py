"""Leaving an online game from its pause menu: **Leave the game** (a bot of the host's level
plays the seat until the person comes back: opening the game again from Play online takes it
back with the seat's token) and **Concede** (asked first: the person's part ends for good and
the bot plays the seat wherever the rules need it).

The request goes to the server first; the table closes once it is answered, so the line is
never closed under it. A refusal, or no answer, is said and the game stays open.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import t
from game.net import link
from game.ui import navigator
from game.ui.scene import Host


class Leaving:
    """Leave or concede one online seat, then back to the title."""

    def __init__(self, app: Host, conn: Any, rect_of: Callable[[str], pygame.Rect | None]) -> None:
        self.app, self.conn, self.rect_of = app, conn, rect_of
        self.asked: asyncio.Future | None = None
        self.said = ""  # the toast once the server has answered

    def leave(self) -> None:
        self.send(self.conn.leave(), t("online.left"))

    def concede(self) -> None:
        self.send(self.conn.concede(), t("online.conceded"))

    def ask_concede(self) -> None:
        """Conceding cannot be taken back: asked first."""
        self.app.push(
            navigator.make(
                "confirm",
                self.app,
                t("online.concede.title"),
                t("online.concede.text"),
                [
                    ("confirm.concede", t("online.concede"), self.concede, "danger"),
                    ("confirm.cancel", t("common.back"), None, "ghost"),
                ],
                self.rect_of("concede"),
            )
        )

    def send(self, request: Any, said: str) -> None:
        if self.asked is not None and not self.asked.done():
            request.close()
            return
        self.said = said
        self.asked = link.in_background(request)
        if self.asked is None:  # no event loop (a test stepping by hand): nothing sent
            self.app.toast(t("online.unreachable"), 4.0)

    def update(self) -> None:
        asked = self.asked
        if asked is None or not asked.done():
            return
        self.asked = None
        if asked.cancelled() or asked.exception() is not None:
            self.app.toast(t("online.not_left"), 5.0)
            return
        self.app.reset(navigator.make("title", self.app))
        self.app.toast(self.said, 5.0)
