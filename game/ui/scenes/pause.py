"""The pause menu over a table: resume, restart, new game, settings, sound, the animations'
speed, rules, quit to the title (the game is saved). At an online table Leave the game and
Concede take the place of restart and new game (game/ui/table/online_leave.py), and the speed
is left to Settings (the sheet has no room for a ninth row)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import t
from game.ui import navigator, theme
from game.ui.layout import H, W
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.settings import SPEED_KEYS
from game.ui.settings import SPEEDS
from game.ui.table.online_leave import Leaving
from game.ui.widgets import Button, Cycler, Toggle, Widget


class PauseScene(Scene):
    name = "pause"
    heading_key = "pause.title"
    opaque = False
    spatial_focus = True

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        conn = getattr(table.match, "conn", None)  # an online table's connection
        self.online = conn is not None
        seated = conn is not None and conn.seat is not None  # a watcher has nothing to leave
        self.leaving = Leaving(app, conn, self.pressed) if seated else None
        self.rect = self.sheet_rect()

    def sheet_rect(self) -> pygame.Rect:
        if self.leaving is not None:  # a row more (a word to the table), no saved line
            if theme.largest():
                return pygame.Rect(W // 2 - 280, H // 2 - 340, 560, 680)
            return pygame.Rect(W // 2 - 220, H // 2 - 330, 440, 660)
        if theme.largest():  # room for the saved line in two lines at the phone's text size
            return pygame.Rect(W // 2 - 280, H // 2 - 354, 560, 708)
        return pygame.Rect(W // 2 - 220, H // 2 - 334, 440, 668)

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        self.rect = self.sheet_rect()
        x, y, w = self.rect.x + 50, self.rect.y + 86, self.rect.w - 100
        size = theme.body(22)
        ws: list[Widget] = [
            Button("resume", (x, y, w, 58), t("pause.resume"), self.app.pop, "primary", size=size)
        ]
        rows: list[tuple[str, str, Callable[[], object] | None]] = [
            ("restart", t("pause.restart"), self.restart),
            ("new_game", t("pause.new_game"), self.new_game),
        ]
        if self.online and self.leaving is None:  # watching: nothing to restart or leave
            rows = []
        if self.leaving is not None:  # the game is the server's: leave it, or concede
            rows = [
                ("say", t("say.button"), self.say),
                ("leave", t("online.leave"), self.leaving.leave),
                ("concede", t("online.concede"), self.leaving.ask_concede),
            ]
        rows += [
            ("settings", t("pause.settings"), self.settings),
            ("sound", "", None),
            ("speed", "", None),  # the pace of the moves, found at the table
            ("rules", t("rules.button"), self.rules),
            ("quit_title", t("pause.quit"), self.quit),
        ]
        if self.leaving is not None:
            rows = [row for row in rows if row[0] != "speed"]
        for k, (wid, label, action) in enumerate(rows):
            rect = (x, y + 72 + k * (66 if not theme.largest() else 64), w, 54)
            if wid == "sound":
                ws.append(
                    Toggle(
                        "sound",
                        rect,
                        t("settings.sound"),
                        self.app.settings.sound,
                        self.set_sound,
                        t("common.on"),
                        t("common.off"),
                        size=theme.body(20),
                    )
                )
            elif wid == "speed":
                word = t("settings.speed")
                ws.append(
                    Cycler(
                        "speed",
                        rect,
                        [(v, f"{word}: {t(SPEED_KEYS[v])}") for v in SPEEDS],
                        self.app.settings.speed,
                        self.set_speed,
                        size=theme.body(20),
                    )
                )
            else:
                style = "ghost" if wid == "quit_title" else "secondary"
                ws.append(Button(wid, rect, label, action, style, size=size))
        self._widgets = ws

    def restart(self) -> None:
        """Same seats, a new deal: asked first, since this deal is then gone."""
        button = next(w for w in self._widgets if w.id == "restart")
        match = self.table.match
        self.app.push(
            navigator.make(
                "confirm",
                self.app,
                t("confirm.restart.title"),
                t("confirm.restart.text"),
                [
                    (
                        "confirm.restart",
                        t("pause.restart"),
                        lambda: navigator.restart_game(self.app, match),
                        "danger",
                    ),
                    ("confirm.cancel", t("common.back"), None, "ghost"),
                ],
                button.rect,
            )
        )

    def new_game(self) -> None:
        """This game's set-up, filled in as this table is (the save stays until Start)."""
        self.table.way.save()
        navigator.new_game(self.app, self.table.match)

    def widgets(self) -> list[Widget]:
        return self._widgets

    def say(self) -> None:
        """A word to the online table (game/ui/scenes/say.py)."""
        words = self.table.way.words
        self.app.push(navigator.make("say", self.app, self.table.match, words))

    def pressed(self, wid: str) -> pygame.Rect | None:
        return next((w.rect for w in self._widgets if w.id == wid), None)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.leaving is not None:
            self.leaving.update()

    def settings(self) -> None:
        self.app.push(navigator.make("settings", self.app))

    def rules(self) -> None:
        self.app.push(
            navigator.make("rules", self.app, self.table.spec.name, self.table.match.options)
        )

    def set_speed(self, value: float) -> None:
        self.app.settings.speed = value
        self.app.save_settings()

    def set_sound(self, value: bool) -> None:
        self.app.settings.sound = value
        self.app.save_settings()

    def quit(self) -> None:
        self.table.way.save()  # the autosave already holds the game; this makes sure
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
        if self.leaving is not None:
            return  # the server keeps an online game: nothing is saved here
        saved = t("pause.saved")
        if theme.largest():  # wrapped, never smaller: at most two lines above the sheet's edge
            size = theme.running(16)
            lines = theme.wrap(saved, size, self.rect.w - 60)[:2]
            gap = round(size * 1.25)
            for i, line in enumerate(lines):
                y = self.rect.bottom - 28 - (len(lines) - 1 - i) * gap
                theme.blit_text(
                    surface, line, size, (self.rect.centerx, y), theme.INK_SOFT, "regular", "center"
                )
            return
        theme.blit_text(
            surface,
            saved,
            theme.fit_text(saved, theme.body(16), self.rect.w - 40),
            (self.rect.centerx, self.rect.bottom - 24),
            theme.INK_SOFT,
            "regular",
            "center",
        )
