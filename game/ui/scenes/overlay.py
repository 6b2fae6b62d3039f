"""A sheet laid over the screen below it: its title at the top, its widgets, and one closing
button at its foot that Esc also presses (open rooms, a room's options, a word to the table)."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.clipboard import paste_text
from game.ui.inputs import Input
from game.ui.layout import W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

TITLE_Y = 50  # the sheet's top to its title's middle
BODY_Y = 96  # the sheet's top to what is on it, under its title
CLOSE_LIFT = 80  # the closing button's top above the sheet's foot


def sheet_box(w: int, top: int, h: int) -> pygame.Rect:
    """A sheet ``w`` wide in the middle of the screen, from ``top`` down ``h``."""
    return pygame.Rect((W - w) // 2, top, w, h)


class OverlaySheet(Scene):
    opaque = False
    spatial_focus = True
    heading_key = ""
    rect = pygame.Rect(0, 0, W, 0)  # each sheet's own

    def __init__(self, app) -> None:
        super().__init__(app)
        self._ws: list[Widget] = []

    def enter(self) -> None:
        self.build()

    def build(self) -> None:
        raise NotImplementedError

    def widgets(self) -> list[Widget]:
        return self._ws

    def body(self) -> pygame.Rect:
        """The sheet's room for what is on it: within its sides' margin, under its title."""
        r = self.rect
        top = r.y + BODY_Y
        return pygame.Rect(r.x + Gap.MARGIN, top, r.w - 2 * Gap.MARGIN, r.bottom - top)

    def closing(self, wid: str, label: str, style: str, lift: int = CLOSE_LIFT) -> Button:
        """The button at the sheet's foot that closes it."""
        at = pygame.Rect((W - Box.DONE_W) // 2, self.rect.bottom - lift, Box.DONE_W, Box.BIG)
        return Button(wid, at, label, self.app.pop, style, size=theme.body(Text.BUTTON), key="Esc")

    def handle(self, inp: Input) -> None:
        if inp.kind == "command" and inp.command == "back":
            self.app.pop()
            return
        super().handle(inp)

    def draw_sheet(self, surface: pygame.Surface) -> None:
        """The screen below dimmed, the sheet and its title."""
        dim(surface)
        sheet(surface, self.rect)
        title = t(self.heading_key)
        size = theme.fit_text(title, Text.LARGE, self.rect.w - 2 * Gap.ROOMY, "bold")
        at = (self.rect.centerx, self.rect.y + TITLE_Y)
        theme.blit_text(surface, title, size, at, theme.INK, "bold", "center")


class FieldSheet(OverlaySheet):
    """An overlay sheet with one text field typed on the canvas: letters, Backspace, paste,
    Enter to ``confirm``, Esc to stop typing (a second Esc closes the sheet)."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draft = ""
        self.editing = False

    @property
    def typing(self) -> bool:
        return self.editing

    def clean(self, text: str) -> str:
        """What may stand in the field of what was typed."""
        raise NotImplementedError

    def confirm(self) -> None:
        raise NotImplementedError

    def edit(self) -> None:
        self.editing = True
        self.build()

    def handle(self, inp: Input) -> None:
        if self.editing and inp.kind == "text":
            self.typed(self.draft + inp.text)
            return
        if self.editing and inp.kind == "command":
            if inp.command == "erase":
                self.draft = self.draft[:-1]
                return
            if inp.command == "paste":
                self.typed(self.draft + paste_text().strip())
                return
            if inp.command == "confirm":
                self.confirm()
                return
            if inp.command == "back":
                self.editing = False
                self.build()
                return
        super().handle(inp)

    def typed(self, text: str) -> None:
        self.draft = self.clean(text)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.editing:
            self.build()  # the caret blinks
