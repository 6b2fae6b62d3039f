"""The pause menu over a table: resume, restart, new game, settings, sound, the animations'
speed, rules, quit to the title (the game is saved). At an online table Leave the game and
Concede take the place of restart and new game (game/ui/table/online_leave.py), and the speed
is left to Settings (the sheet has no room for a ninth row)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import t
from game.ui import navigator, theme
from game.ui.layout import SCREEN, centred, stack
from game.ui.scene import Scene
from game.ui.scenes.common import dim, sheet
from game.ui.scenes.scale import Box, Gap, Text
from game.ui.scenes.settings import SPEED_KEYS
from game.ui.settings import SPEEDS
from game.ui.table.online_leave import Leaving
from game.ui.widgets import Button, Cycler, Toggle, Widget


@dataclass(frozen=True)
class PauseLook:
    """The pause menu's design values that differ between the desktop's text sizes and a
    phone's (the largest)."""

    w: int
    h: int  # with the saved line under the rows
    h_online: int  # a row more (a word to the table), no saved line
    pitch: int  # from a row to the next
    saved_lines: int  # the saved line: wrapped, never smaller, on at most this many lines
    # (a phone's); one line shrunk to fit on the desktop
    saved_foot: int  # the saved line's (last line's) middle above the sheet's foot
    saved_inset: int  # the sheet's sides to the saved line


DESKTOP = PauseLook(440, 668, 660, 66, 1, Gap.WIDE, Gap.PAD)
PHONE = PauseLook(560, 708, 680, 64, 2, 28, Gap.ROOMY)

INSET = 50  # the sheet's sides to its buttons
TITLE = (48, Text.HEADING)  # "Paused": its middle below the sheet's top, its size
RESUME = (86, Box.FOOT)  # Resume: its top below the sheet's, its height
ROWS_GAP = 14  # Resume to the rows under it
ROW_H = 54


@dataclass(frozen=True)
class PauseLayout:
    """The pause menu's boxes at the text size of now."""

    look: PauseLook
    online: bool  # at an online table, seated

    @classmethod
    def now(cls, online: bool) -> PauseLayout:
        return cls(theme.by_size(DESKTOP, PHONE), online)

    @property
    def sheet(self) -> pygame.Rect:
        look = self.look
        return centred(look.w, look.h_online if self.online else look.h, SCREEN.center)

    def resume(self) -> pygame.Rect:
        (top, h), sheet = RESUME, self.sheet
        return pygame.Rect(sheet.x + INSET, sheet.y + top, sheet.w - 2 * INSET, h)

    def rows(self, n: int) -> list[pygame.Rect]:
        resume = self.resume()
        gap = self.look.pitch - ROW_H
        return stack(resume.x, resume.bottom + ROWS_GAP, resume.w, [ROW_H] * n, gap)


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
        self.rect = self.layout.sheet

    @property
    def layout(self) -> PauseLayout:
        return PauseLayout.now(self.leaving is not None)

    def enter(self) -> None:
        self.build()

    def resume(self) -> None:
        self.build()

    def build(self) -> None:
        layout = self.layout
        self.rect = layout.sheet
        size = theme.body(Text.BUTTON)
        resume = layout.resume()
        ws: list[Widget] = [
            Button("resume", resume, t("pause.resume"), self.app.pop, "primary", size=size)
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
        for (wid, label, action), rect in zip(rows, layout.rows(len(rows)), strict=True):
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
                        size=theme.body(Text.BODY),
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
                        size=theme.body(Text.BODY),
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
        r = self.rect
        sheet(surface, r)
        dy, size = TITLE
        at = (r.centerx, r.y + dy)
        theme.blit_text(surface, t("pause.title"), size, at, theme.INK, "bold", "center")
        self.draw_widgets(surface)
        if self.leaving is not None:
            return  # the server keeps an online game: nothing is saved here
        look, saved = self.layout.look, t("pause.saved")
        most, above, inset = look.saved_lines, look.saved_foot, look.saved_inset
        if most > 1:  # wrapped, never smaller: at most two lines above the sheet's edge
            size = theme.running(Text.SMALL)
            lines = theme.wrap(saved, size, r.w - 2 * inset)[:most]
            gap = round(size * 1.25)
            for i, line in enumerate(lines):
                at = (r.centerx, r.bottom - above - (len(lines) - 1 - i) * gap)
                theme.blit_text(surface, line, size, at, theme.INK_SOFT, "regular", "center")
            return
        size = theme.fit_text(saved, theme.body(Text.SMALL), r.w - 2 * inset)
        at = (r.centerx, r.bottom - above)
        theme.blit_text(surface, saved, size, at, theme.INK_SOFT, "regular", "center")
