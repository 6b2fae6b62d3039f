"""Pass the device: between two people's turns the table is covered; no hand is shown."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import draw, theme
from game.ui.layout import W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, sheet
from game.ui.widgets import Button, Widget


class PassScene(Scene):
    name = "pass"
    spatial_focus = True

    def __init__(self, app, table, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.news = table.pass_news(seat)  # what happened since they last acted
        self.rect = pygame.Rect(W // 2 - 300, 170 if not self.news else 120, 600, 380)
        if self.news:
            self.rect.h += 110
        seat_name = table.session.seats[seat].name
        self._widgets: list[Widget] = [
            Button(
                "pass.ready",
                (W // 2 - 190, self.rect.bottom - 96, 380, 64),
                t("pass.ready", name=seat_name),
                self.ready,
                "primary",
                size=24,
            ),
            Button(
                "menu",
                (W - 150, 12, 138, 44),
                t("table.menu"),
                self.table.open_pause,
                "ghost",
                size=20,
            ),
        ]

    def enter(self) -> None:
        # The focus is on "show my hand" from the start: the first Enter opens it at once.
        self.focus_id = "pass.ready"

    def widgets(self) -> list[Widget]:
        return self._widgets

    def ready(self) -> None:
        self.table.session.viewer = self.seat
        self.table.sync()
        self.app.pop()

    def on_back(self) -> None:
        self.table.open_pause()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.time, sun=False)
        sheet(surface, self.rect)
        seat = self.table.session.seats[self.seat]
        draw.avatar(surface, (self.rect.centerx, self.rect.y + 80), 40, self.seat, seat.name, False)
        theme.blit_text(
            surface,
            t("pass.title", name=seat.name),
            36,
            (self.rect.centerx, self.rect.y + 162),
            theme.INK,
            "bold",
            "center",
        )
        for i, line in enumerate(theme.wrap(t("pass.body", name=seat.name), 20, self.rect.w - 80)):
            theme.blit_text(
                surface,
                line,
                20,
                (self.rect.centerx, self.rect.y + 210 + i * 26),
                theme.INK_SOFT,
                "regular",
                "center",
            )
        if self.news:
            self.draw_news(surface)
        self.draw_widgets(surface)

    def draw_news(self, surface: pygame.Surface) -> None:
        """Since their last turn: one or two lines, on a band above the button."""
        band = pygame.Rect(self.rect.x + 30, self.rect.bottom - 206, self.rect.w - 60, 96)
        draw.panel(surface, band, theme.CREAM, 255, 14, theme.CREAM_EDGE, 2)
        theme.blit_text(
            surface,
            t("pass.news"),
            16,
            (band.x + 16, band.y + 18),
            theme.INK_SOFT,
            "bold",
            "midleft",
        )
        for i, line in enumerate(self.news[:2]):
            text, size = theme.fit_line(line, 19, band.w - 32, "bold")
            theme.blit_text(
                surface, text, size, (band.x + 16, band.y + 46 + i * 28), theme.INK, "bold",
                "midleft",
            )  # fmt: skip
