"""Setup: 2-5 seats, each a person or a bot level; names from a list; start player; options."""

from __future__ import annotations

import pygame

from game.ai import LEVELS
from game.core.catalog import GameSpec
from game.core.match import HUMAN, NAMES, Seat
from game.i18n import t
from game.ui import draw, navigator, theme
from game.ui.layout import W
from game.ui.scene import Scene
from game.ui.scenes.common import backdrop, game_title, heading, sheet
from game.ui.widgets import Button, Cycler, Toggle, Widget

KINDS: tuple[str, ...] = (HUMAN, *LEVELS)
ROW_H = 58


def default_seats(n: int) -> list[Seat]:
    return [Seat(NAMES[0], HUMAN)] + [Seat(NAMES[i], "easy") for i in range(1, n)]


class SetupScene(Scene):
    name = "setup"
    spatial_focus = True

    def __init__(self, app, entry: GameSpec, seats: list[Seat] | None = None) -> None:
        super().__init__(app)
        self.entry = entry
        n = max(entry.min_players, min(3, entry.max_players))
        self.seats = seats or default_seats(n)
        self.start_player = -1
        self.options = {key: False for key, _ in entry.toggles}
        # Non-boolean options (Gloschli's target score), each a catalog Choice.
        for key, _label, _values, default in entry.choices:
            self.options[key] = default

    def enter(self) -> None:
        self.build()

    @property
    def sheet_rect(self) -> pygame.Rect:
        return pygame.Rect(W // 2 - 400, 96, 800, 496)

    @property
    def row_h(self) -> int:
        """Seat rows: 5 fit at full height; a 6th seat (Gloschli) makes them a little tighter."""
        return ROW_H if len(self.seats) <= 5 else 50

    @property
    def opts_y(self) -> int:
        s = self.sheet_rect
        return s.y + 24 + max(5 * ROW_H, len(self.seats) * self.row_h) + 28

    def build(self) -> None:
        s = self.sheet_rect
        ws: list[Widget] = []
        y = s.y + 24
        for i, seat in enumerate(self.seats):
            taken = {x.name for j, x in enumerate(self.seats) if j != i}
            names = [(n, n) for n in NAMES if n not in taken]
            ws.append(
                Cycler(
                    f"seat{i}.name",
                    (s.x + 100, y, 250, self.row_h - 4 if self.row_h < ROW_H else 50),
                    names,
                    seat.name,
                    self._setter(i, "name"),
                )
            )
            kinds = [(k, t(f"kind.{k}")) for k in KINDS]
            ws.append(
                Cycler(
                    f"seat{i}.kind",
                    (s.x + 366, y, 290, self.row_h - 4 if self.row_h < ROW_H else 50),
                    kinds,
                    seat.kind,
                    self._setter(i, "kind"),
                )
            )
            ws.append(
                Button(
                    f"seat{i}.remove",
                    (s.right - 124, y + (3 if self.row_h >= ROW_H else 1), 44, 44),
                    "",
                    lambda i=i: self.remove(i),
                    "ghost",
                    len(self.seats) > self.entry.min_players,
                    icon=_cross,
                )
            )
            y += self.row_h
        y += 4
        ws.append(
            Button(
                "seat.add",
                (s.x + 100, y, 250, 48),
                t("setup.add_player"),
                self.add,
                "secondary",
                size=20,
            )
        )
        ws[-1].visible = len(self.seats) < self.entry.max_players
        y = self.opts_y
        if self.entry.has_start_player:
            opts = [(-1, t("setup.random_start"))] + [(i, x.name) for i, x in enumerate(self.seats)]
            if self.start_player >= len(self.seats):
                self.start_player = -1
            ws.append(
                Cycler(
                    "start_player",
                    (s.x + 366, y, 290, 50),
                    opts,
                    self.start_player,
                    self._set_start,
                )
            )
        y += 60
        choices = self.entry.choices
        two = bool(choices) and len(self.entry.toggles) + len(choices) > 1  # two per row
        col_w = 273 if two else 556
        items = [(key, label, None) for key, label in self.entry.toggles]
        items += [(key, label, values) for key, label, values, _ in choices]
        for k, (key, label, values) in enumerate(items):
            x = s.x + 100 + (k % 2) * (col_w + 10) if two else s.x + 100
            if values is None:
                ws.append(
                    Toggle(
                        f"opt.{key}",
                        (x, y, col_w, 52),
                        t(label),
                        self.options[key],
                        self._option(key),
                        t("common.on"),
                        t("common.off"),
                    )
                )
            else:
                opts = [(v, t(label, n=v)) for v in values]
                ws.append(
                    Cycler(
                        f"opt.{key}",
                        (x, y + 1, col_w, 50),
                        opts,
                        self.options[key],
                        self._option(key),
                    )
                )
            if not two or k % 2 == 1:
                y += 62
        ws.append(
            Button(
                "back", (s.x + 30, s.bottom + 16, 200, 56), t("common.back"), self.on_back, "ghost"
            )
        )
        ws.append(
            Button(
                "rules",
                (W // 2 - 110, s.bottom + 16, 220, 56),
                t("rules.button"),
                self.rules,
                "ghost",
            )
        )
        ws.append(
            Button(
                "start",
                (s.right - 260, s.bottom + 16, 260, 56),
                t("setup.start"),
                self.start,
                "primary",
            )
        )
        self._widgets = ws

    def widgets(self) -> list[Widget]:
        return self._widgets

    def _setter(self, i: int, field: str):
        def set_(value) -> None:
            setattr(self.seats[i], field, value)
            self.build()

        return set_

    def _set_start(self, value: int) -> None:
        self.start_player = value

    def _option(self, key: str):
        def set_(value: bool) -> None:
            self.options[key] = value

        return set_

    def rules(self) -> None:
        self.app.push(navigator.make("rules", self.app, self.entry.name))

    def add(self) -> None:
        taken = {x.name for x in self.seats}
        name = next(n for n in NAMES if n not in taken)
        self.seats.append(Seat(name, "easy"))
        self.build()

    def remove(self, i: int) -> None:
        if len(self.seats) > self.entry.min_players:
            del self.seats[i]
            self.start_player = -1
            self.build()

    def on_back(self) -> None:
        self.app.pop()

    def start(self) -> None:
        options = dict(self.options)
        if self.entry.has_start_player:
            options["start_player"] = self.start_player
        navigator.start_game(
            self.app, self.entry, [Seat(s.name, s.kind) for s in self.seats], options
        )

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface, self.app.time)
        heading(surface, t("setup.title", game=game_title(self.entry.name)), 52)
        s = self.sheet_rect
        sheet(surface, s)
        y = s.y + 24
        for i, seat in enumerate(self.seats):
            draw.avatar(
                surface, (s.x + 60, y + min(25, self.row_h // 2 - 2)), 20, i, seat.name, seat.is_bot
            )
            y += self.row_h
        y = self.opts_y
        pygame.draw.line(surface, theme.CREAM_EDGE, (s.x + 40, y - 14), (s.right - 40, y - 14), 2)
        if self.entry.has_start_player:
            theme.blit_text(
                surface,
                t("setup.start_player"),
                22,
                (s.x + 100, y + 25),
                theme.INK,
                "bold",
                "midleft",
            )
        self.draw_widgets(surface)


def _cross(surface: pygame.Surface, center: tuple[int, int]) -> None:
    cx, cy = center
    for d in (-1, 1):
        pygame.draw.line(surface, theme.CREAM, (cx - 8, cy - 8 * d), (cx + 8, cy + 8 * d), 4)
