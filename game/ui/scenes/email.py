"""The seat's e-mail address for "your turn" reminders of a slow game, given in the room where
the seat was taken (Play online, game/ui/scenes/online.py): what it is for, the field, Save
and "No e-mails". The address goes to the server only (``email``, in the player's language);
it is never kept on this device or shown to anyone else.

An overlay over the room; ``send(address)`` (None: remove it) is the room's, which asks the
server and says in a toast how it went.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.net.protocol import MAX_EMAIL, ProtocolError, email_address
from game.ui import theme
from game.ui.fields import TextField
from game.ui.layout import shares
from game.ui.scenes.overlay import FieldSheet, sheet_box
from game.ui.scenes.palette import PROBLEM
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

SHEET = sheet_box(840, 90, 540)
BUTTONS_DY = 100  # the field's top to Save's and Remove's
PROBLEM_DY = 78  # the field's top to what is wrong with it (its middle)


def typed(text: str) -> str:
    """What may be typed into an address: printable, no spaces, at most MAX_EMAIL long."""
    return "".join(c for c in text if c.isprintable() and not c.isspace())[:MAX_EMAIL]


class EmailScene(FieldSheet):
    name = "email"
    heading_key = "online.email.title"
    rect = SHEET

    def __init__(self, app, send: Callable[[str | None], None]) -> None:
        super().__init__(app)
        self.send = send
        self.problem = ""  # why the address was not sent, in words

    def clean(self, text: str) -> str:
        return typed(text)

    def typed(self, text: str) -> None:
        self.draft, self.problem = typed(text), ""

    def confirm(self) -> None:
        self.save()

    def save(self) -> None:
        try:
            address = email_address(self.draft.strip())
        except ProtocolError:
            self.problem = t("online.email.bad")
            self.build()
            return
        self.send(address)
        self.app.pop()

    def remove(self) -> None:
        self.send(None)
        self.app.pop()

    def text_lines(self) -> tuple[list[str], int]:
        size = theme.running(Text.READ)
        return theme.wrap(t("online.email.text"), size, self.body().w), size

    def field_y(self) -> int:
        lines, size = self.text_lines()
        return self.body().y + len(lines) * theme.font(size).get_linesize() + Gap.PAD

    def build(self) -> None:
        body, y = self.body(), self.field_y()
        size = theme.body(Text.BODY)
        save, remove = shares(pygame.Rect(body.x, y + BUTTONS_DY, body.w, Box.TALL), 2, Gap.PAD)
        ws: list[Widget] = [
            TextField(
                "email.field",
                (body.x, y, body.w, Box.TALL),
                self.draft,
                self.edit,
                self.editing,
                caret=int(self.app.time * 2) % 2 == 0,
                size=size,
                placeholder=t("online.email.hint"),
            ),
            Button(
                "email.save",
                save,
                t("online.email.save"),
                self.save,
                "primary",
                bool(self.draft.strip()),
                size=size,
            ),
            Button(
                "email.remove",
                remove,
                t("online.email.remove"),
                self.remove,
                size=size,
            ),
            self.closing("email.back", t("online.back"), "ghost"),
        ]
        self._ws = ws

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_sheet(surface)
        lines, size = self.text_lines()
        step = theme.font(size).get_linesize()
        for i, line in enumerate(lines):
            at = (self.body().x, self.body().y + i * step)
            theme.blit_text(surface, line, size, at, theme.INK_SOFT, "regular")
        if self.problem:
            fit = theme.fit_text(self.problem, theme.body(Text.LABEL), self.body().w, "bold")
            at = (SHEET.centerx, self.field_y() + PROBLEM_DY)
            theme.blit_text(surface, self.problem, fit, at, PROBLEM, "bold", "center")
        self.draw_widgets(surface)
