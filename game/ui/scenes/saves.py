"""The title's Continue list: every game with a save, its seats, how far it got and when."""

from __future__ import annotations

from functools import partial

import pygame

from game.core.catalog import spec
from game.i18n import t
from game.ui import navigator, theme
from game.ui.layout import W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, sheet
from game.ui.widgets import Button, Widget

ROW_H = 132


class SavesScene(Scene):
    name = "saves"
    spatial_focus = True

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        saved = self.app.saved_games()
        self.rows = [(game, data, navigator.save_summary(data)) for game, data in saved.items()]
        n = max(1, len(self.rows))
        self.rect = pygame.Rect(W // 2 - 440, 120, 880, 40 + n * ROW_H)
        ws: list[Widget] = []
        for i, (game, data, _summary) in enumerate(self.rows):
            y = self.rect.y + 20 + i * ROW_H
            ws.append(
                Button(
                    f"saves.{game}",
                    (self.rect.right - 250, y + (ROW_H - 60) // 2, 220, 60),
                    t("saves.continue"),
                    partial(navigator.open_saved, self.app, data, game),
                    "primary",
                    size=theme.body(22),
                )
            )
        ws.append(
            Button(
                "back",
                (W // 2 - 120, self.rect.bottom + 24, 240, 56),
                t("common.back"),
                self.on_back,
                "ghost",
                size=theme.body(22),
            )
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def on_back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.time)
        heading(surface, t("saves.title"), 62, 48)
        sheet(surface, self.rect)
        x = self.rect.x + 40
        avail = self.rect.w - 40 - 290
        small = theme.body(18)
        for i, (game, _data, summary) in enumerate(self.rows):
            y = self.rect.y + 20 + i * ROW_H
            if i:
                pygame.draw.line(
                    surface, theme.CREAM_EDGE, (x, y - 2), (self.rect.right - 40, y - 2), 2
                )
            accent = pygame.Rect(x, y + 18, 10, ROW_H - 36)
            pygame.draw.rect(surface, spec(game).accent, accent, border_radius=5)
            name = game_title(game)
            size = theme.fit_text(name, 28, avail, "bold")
            theme.blit_text(surface, name, size, (x + 26, y + 34), theme.INK, "bold", "midleft")
            if summary is None:
                lines = [t("saves.unreadable")]
            else:
                when = summary["when"]
                lines = [
                    summary["seats"],
                    summary["progress"] + (" · " + when if when else ""),
                ]
            for k, line in enumerate(lines):
                fit = theme.fit_text(line, small, avail, "regular")
                theme.blit_text(
                    surface,
                    line,
                    fit,
                    (x + 26, y + 72 + k * round(small * 1.3)),
                    theme.INK_SOFT,
                    "regular",
                    "midleft",
                )
        self.draw_widgets(surface)
