"""Settings: animation speed (slow, normal, fast, skip) and sound; saved at once."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.settings import SPEEDS
from game.ui.widgets import Button, Cycler, Toggle, Widget

SPEED_KEYS = {
    0.5: "settings.speed.slow",
    1.0: "settings.speed.normal",
    2.0: "settings.speed.fast",
    0.0: "settings.speed.skip",
}


class SettingsScene(Scene):
    name = "settings"
    opaque = False

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rect = pygame.Rect(W // 2 - 280, H // 2 - 220, 560, 440)

    def enter(self) -> None:
        x, y, w = self.rect.x + 40, self.rect.y + 96, self.rect.w - 80
        s = self.app.settings
        self._widgets: list[Widget] = [
            Cycler(
                "speed",
                (x + 220, y, w - 220, 54),
                [(v, t(SPEED_KEYS[v])) for v in SPEEDS],
                s.speed,
                self.set_speed,
            ),
            Toggle(
                "sound",
                (x, y + 80, w, 54),
                t("settings.sound"),
                s.sound,
                self.set_sound,
                t("common.on"),
                t("common.off"),
            ),
            Toggle(
                "hints",
                (x, y + 160, w, 54),
                t("settings.hints"),
                s.hints,
                self.set_hints,
                t("common.on"),
                t("common.off"),
            ),
            Button(
                "back",
                (self.rect.centerx - 120, self.rect.bottom - 90, 240, 56),
                t("common.done"),
                self.app.pop,
                "primary",
            ),
        ]

    def widgets(self) -> list[Widget]:
        return self._widgets

    def set_speed(self, value: float) -> None:
        self.app.settings.speed = value
        self.app.save_settings()

    def set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        self.app.save_settings()
        if value:
            self.app.sound.play("play")

    def set_hints(self, value: bool) -> None:
        self.app.settings.hints = value
        if value:
            self.app.settings.hints_seen = []  # turning tips on shows them all again
        self.app.save_settings()

    def on_back(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        sheet(surface, self.rect)
        theme.blit_text(
            surface,
            t("settings.title"),
            36,
            (self.rect.centerx, self.rect.y + 48),
            theme.INK,
            "bold",
            "center",
        )
        theme.blit_text(
            surface,
            t("settings.speed"),
            20,
            (self.rect.x + 40, self.rect.y + 123),
            theme.INK,
            "bold",
            "midleft",
        )
        self.draw_widgets(surface)
