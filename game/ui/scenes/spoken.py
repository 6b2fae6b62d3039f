"""The spoken lines (A at a table): what the page's live region says, on the desktop, in a
window whose text can be made much larger: each log line, each status and turn, a summary of
the position asked for. Newest at the bottom; PgUp/PgDn and the wheel scroll."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.layout import SCREEN, row, row_to
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.palette import HEAD, SUMMARY, VEIL_SPOKEN
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.widgets import Button, Widget

SIZES = (20, 26, 34, 44)  # the window's text sizes, smallest first
KIND_INK = {"turn": HEAD, "status": theme.INK_SOFT, "summary": SUMMARY}
MARGIN = (Gap.MARGIN, Gap.PAD)  # the screen's sides and top to the sheet
PAD = Gap.ROOMY  # the sheet's sides to its lines and buttons
BUTTONS = (200, 200, 280)  # Smaller, Larger, Say the position: from the left
DONE_W = 220  # at the right
LINES_Y = 70  # the sheet's top to its first line
SCROLL_STEP = 5  # lines a scroll key moves
BUTTON = (
    Box.ROW,
    Gap.PAD,
    18,
)  # the buttons' height, the gap between them, and to the sheet's foot


class SpokenScene(Scene):
    name = "spoken"
    heading_key = "spoken.title"
    opaque = False
    spatial_focus = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        mx, my = MARGIN
        self.rect = r = SCREEN.inflate(-2 * mx, -2 * my)
        self.size_index = 1
        self.scroll = 0  # lines up from the newest
        h, gap, foot = BUTTON
        y = r.bottom - foot - h
        smaller, larger, say = row(r.x + PAD, y, BUTTONS, h, gap)
        (done,) = row_to(r.right - PAD, y, (DONE_W,), h, 0)
        self._widgets: list[Widget] = [
            Button("smaller", smaller, t("spoken.smaller"), self.smaller),
            Button("larger", larger, t("spoken.larger"), self.larger),
            Button("say", say, t("access.say"), self.table.voice.layer.say_position),
            Button(
                "back",
                done,
                t("common.done"),
                self.app.pop,
                "primary",
            ),
        ]

    def widgets(self) -> list[Widget]:
        return self._widgets

    @property
    def size(self) -> int:
        return SIZES[self.size_index]

    def larger(self) -> None:
        self.size_index = min(len(SIZES) - 1, self.size_index + 1)

    def smaller(self) -> None:
        self.size_index = max(0, self.size_index - 1)

    def on_back(self) -> None:
        self.app.pop()

    def on_command(self, command: str) -> bool:
        if command == "scroll_up":
            self.scroll += SCROLL_STEP
            return True
        if command == "scroll_down":
            self.scroll = max(0, self.scroll - SCROLL_STEP)
            return True
        return super().on_command(command)

    def on_wheel(self, pos: tuple[int, int], dy: int) -> None:
        self.scroll = max(0, self.scroll + dy)

    def rows(self) -> list[tuple[str, str]]:
        """The window's rows, wrapped at its text size: (kind, text)."""
        width = self.rect.w - 2 * PAD
        out: list[tuple[str, str]] = []
        for kind, line in self.table.voice.said():
            out.extend((kind, part) for part in theme.wrap(line, self.size, width))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, VEIL_SPOKEN)
        r = self.rect
        sheet(surface, r)
        theme.blit_text(
            surface,
            t("spoken.title"),
            Text.LARGE,
            (r.centerx, r.y + 34),
            theme.INK,
            "bold",
            "center",
        )
        rows = self.rows()
        step = round(self.size * 1.3)
        h, gap, foot = BUTTON
        room = (r.bottom - foot - h - gap) - (r.y + LINES_Y)
        fit = max(1, room // step)
        self.scroll = min(self.scroll, max(0, len(rows) - fit))
        shown = rows[max(0, len(rows) - fit - self.scroll) : len(rows) - self.scroll]
        y = r.y + LINES_Y
        for kind, text in shown:
            ink = KIND_INK.get(kind, theme.INK)
            theme.blit_text(surface, text, self.size, (r.x + PAD, y), ink, "regular")
            y += step
        self.draw_widgets(surface)
