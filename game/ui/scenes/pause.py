"""The pause menu over a table: resume, settings, sound, quit to the title (game is saved)."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import navigator, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.widgets import Button, Toggle, Widget


class PauseScene(Scene):
    name = "pause"
    opaque = False
    spatial_focus = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.rect = pygame.Rect(W // 2 - 220, H // 2 - 246, 440, 492)

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        x, y, w = self.rect.x + 50, self.rect.y + 90, self.rect.w - 100
        self._widgets: list[Widget] = [
            Button("resume", (x, y, w, 58), t("pause.resume"), self.app.pop, "primary"),
            Button("settings", (x, y + 74, w, 54), t("pause.settings"), self.settings),
            Toggle(
                "sound",
                (x, y + 144, w, 54),
                t("settings.sound"),
                self.app.settings.sound,
                self.set_sound,
                t("common.on"),
                t("common.off"),
            ),
            Button("rules", (x, y + 214, w, 54), t("rules.button"), self.rules),
            Button("quit_title", (x, y + 284, w, 54), t("pause.quit"), self.quit, "ghost"),
        ]

    def widgets(self) -> list[Widget]:
        return self._widgets

    def settings(self) -> None:
        self.app.push(navigator.make("settings", self.app))

    def rules(self) -> None:
        self.app.push(navigator.make("rules", self.app, self.table.session.game))

    def set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        self.app.save_settings()

    def quit(self) -> None:
        self.table.save()  # the autosave already holds the game; this makes sure
        self.app.reset(navigator.make("title", self.app))

    def on_back(self) -> None:
        self.app.pop()

    def on_command(self, command: str) -> bool:
        if command == "pause":
            self.app.pop()
            return True
        return super().on_command(command)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        if self.app.top is not self:
            return  # settings opened from here draw their own sheet; don't show two
        sheet(surface, self.rect)
        theme.blit_text(
            surface,
            t("pause.title"),
            36,
            (self.rect.centerx, self.rect.y + 48),
            theme.INK,
            "bold",
            "center",
        )
        self.draw_widgets(surface)
        theme.blit_text(
            surface,
            t("pause.saved"),
            16,
            (self.rect.centerx, self.rect.bottom - 24),
            theme.INK_SOFT,
            "regular",
            "center",
        )
