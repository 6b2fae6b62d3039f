"""How a new online room is run, chosen by its host before Create room: the turn clock, the
bot that plays an absent person's seat, watching, free text and whether anyone may find the
room on Play online (the server's ``table``, game/net/protocol.py's TABLE_DEFAULTS).

An overlay over Play online; each row's button steps through its choices; the choices are
kept in the dict it was given (the lobby's), so Done only closes it.
"""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.i18n import t
from game.net.protocol import BOT_LEVELS
from game.ui import theme
from game.ui.layout import W
from game.ui.scenes.overlay import OverlaySheet
from game.ui.scenes.scale import Text
from game.ui.widgets import Button, Widget

SHEET = pygame.Rect(W // 2 - 380, 70, 760, 560)
ROW_H = 74


# Each row's words, and the clock's choices in words.
LABELS = {
    "clock": "online.table.clock",
    "standin": "online.table.standin",
    "watch": "online.table.watch",
    "chat": "online.table.chat",
    "open": "online.table.open",
}
CLOCK_WORDS = {
    "off": "online.clock.off",
    "1m": "online.clock.1m",
    "5m": "online.clock.5m",
    "1d": "online.clock.1d",
    "3d": "online.clock.3d",
}


# Each row: the table's key and its choices in the order a press steps through them.
ROWS: tuple[tuple[str, tuple[Any, ...]], ...] = (
    ("clock", tuple(CLOCK_WORDS)),
    ("standin", BOT_LEVELS),
    ("watch", (True, False)),
    ("chat", (True, False)),
    ("open", (False, True)),
)


def choice_text(key: str, value: Any) -> str:
    if key == "clock":
        return t(CLOCK_WORDS[value])
    if key == "standin":
        return t(f"kind.{value}")
    return t("online.yes") if value else t("online.no")


class RoomTableScene(OverlaySheet):
    name = "room_table"
    heading_key = "online.table.title"
    rect = SHEET

    def __init__(self, app, table: dict[str, Any]) -> None:
        super().__init__(app)
        self.table = table

    def step(self, key: str, choices: tuple[Any, ...]) -> None:
        at = choices.index(self.table[key]) if self.table[key] in choices else -1
        self.table[key] = choices[(at + 1) % len(choices)]
        self.build()

    def build(self) -> None:
        size = theme.body(Text.BODY)
        ws: list[Widget] = []
        for i, (key, choices) in enumerate(ROWS):
            y = SHEET.y + 100 + i * ROW_H
            ws.append(
                Button(
                    f"table.{key}",
                    (SHEET.x + 430, y, 290, 56),
                    choice_text(key, self.table[key]),
                    partial(self.step, key, choices),
                    size=size,
                )
            )
        ws.append(self.closing("table.done", t("online.done"), "primary", lift=86))
        self._ws = ws

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_sheet(surface)
        for i, (key, _) in enumerate(ROWS):
            y = SHEET.y + 128 + i * ROW_H
            words = t(LABELS[key])
            size = theme.fit_text(words, theme.body(Text.BODY), 380, "bold")
            at = (SHEET.x + 40, y)
            theme.blit_text(surface, words, size, at, theme.INK, "bold", "midleft")
        self.draw_widgets(surface)
