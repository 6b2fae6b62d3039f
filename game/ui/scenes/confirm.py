"""A question before something that cannot be taken back (a new game over a save, Restart).

It never opens under the control that asked: its sheet moves to the other half of the screen
when one of its buttons would cover ``avoid``. And for a moment after it appears it ignores
presses, so the second click of a double-click (or a held Enter) does not answer it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from game.ui import theme
from game.ui.inputs import Input
from game.ui.layout import SCREEN, H, centred, shares
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.palette import VEIL_MENU
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

GUARD = 0.25  # seconds a new question ignores presses
SHEET_W = 640
LARGEST_SHEET_W = 800  # the largest text: three answers side by side keep their size


def sheet_w() -> int:
    return LARGEST_SHEET_W if theme.largest() else SHEET_W


BUTTON_H = Box.TALL
BUTTON_GAP = Gap.STEP
PAD = Gap.ROOMY  # the sheet's sides to the answers and the title
FOOT = 32  # the answers to the sheet's foot
TEXT_Y = 96  # the sheet's top to the question's first line
TEXT_INSET = Gap.MARGIN  # the sheet's sides to the question
TEXT_FOOT = 28  # the question's last line to the answers
TITLE = (50, Text.QUESTION)  # the title: its middle below the sheet's top, its size at most
EDGE = Gap.MARGIN  # the screen's top and foot to the sheet when it moves out of the way

# (widget id, label, what it does or None to just close, button style)
Choice = tuple[str, str, Callable[[], object] | None, str]


class ConfirmScene(Scene):
    name = "confirm"
    opaque = False
    spatial_focus = True

    def __init__(
        self,
        app,
        title: str,
        text: str,
        choices: Sequence[Choice],
        avoid: pygame.Rect | None = None,
    ) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.choices = list(choices)
        self.avoid = pygame.Rect(avoid) if avoid is not None else None
        self.opened = 0.0

    def spoken_heading(self) -> str:
        return self.title

    def spoken_text(self) -> list[str]:
        return [self.text] if self.text else []

    def enter(self) -> None:
        self.opened = self.app.time
        self.build()

    def resume(self) -> None:
        self.build()

    def lines(self) -> list[str]:
        return theme.wrap(self.text, theme.body(Text.BODY), sheet_w() - 2 * TEXT_INSET)

    def build(self) -> None:
        gap = round(theme.body(Text.BODY) * 1.3)
        h = TEXT_Y + len(self.lines()) * gap + TEXT_FOOT + BUTTON_H + FOOT
        rect = centred(sheet_w(), h, SCREEN.center)
        for y in (rect.y, EDGE, H - h - EDGE):  # centred, else the top, else the bottom
            rect.y = y
            if not any(self.avoided(b) for b in self.button_rects(rect)):
                break
        self.rect = rect
        self._widgets: list[Widget] = [
            Button(wid, r, label, partial(self.choose, c), style, size=theme.body(Text.BODY))
            for (wid, label, c, style), r in zip(self.choices, self.button_rects(rect), strict=True)
        ]

    def button_rects(self, rect: pygame.Rect) -> list[pygame.Rect]:
        """The answers side by side at the sheet's foot, one width each."""
        foot = pygame.Rect(rect.x + PAD, rect.bottom - FOOT - BUTTON_H, rect.w - 2 * PAD, BUTTON_H)
        return shares(foot, max(1, len(self.choices)), BUTTON_GAP)

    def avoided(self, button: pygame.Rect) -> bool:
        return self.avoid is not None and button.colliderect(self.avoid.inflate(Gap.WIDE, Gap.WIDE))

    def widgets(self) -> list[Widget]:
        return self._widgets

    def guarded(self) -> bool:
        return self.app.time - self.opened < GUARD

    def handle(self, inp: Input) -> None:
        if self.guarded() and (
            inp.kind in ("down", "up") or (inp.kind == "command" and inp.command == "confirm")
        ):
            self.pressed_id = None  # a press begun now never becomes a click
            return
        super().handle(inp)

    def choose(self, action: Callable[[], object] | None) -> None:
        if self.app.top is self:
            self.app.pop()
        if action is not None:
            action()

    def default_focus(self, items: list[Widget]) -> Widget:
        """Enter alone picks the harmless answer (the one that just closes)."""
        safe = [w for w, c in zip(self._widgets, self.choices, strict=True) if c[2] is None]
        return safe[0] if safe else super().default_focus(items)

    def on_back(self) -> None:
        self.choose(None)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, VEIL_MENU)
        sheet(surface, self.rect)
        r = self.rect
        dy, most = TITLE
        size = theme.fit_text(self.title, most, r.w - 2 * PAD, "bold")
        at = (r.centerx, r.y + dy)
        theme.blit_text(surface, self.title, size, at, theme.INK, "bold", "center")
        gap = round(theme.body(Text.BODY) * 1.3)
        for i, line in enumerate(self.lines()):
            theme.blit_text(
                surface,
                line,
                theme.body(Text.BODY),
                (r.centerx, r.y + TEXT_Y + i * gap + gap // 2),
                theme.INK_SOFT,
                "regular",
                "center",
            )
        self.draw_widgets(surface)
